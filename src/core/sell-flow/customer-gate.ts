// Can this customer sell? Read from the customer record before the first step, so a first-time
// customer learns at once that verification comes first instead of after four steps.
import type { Customer } from '../../api/customers';
import type { VerificationStep } from './machine';

/**
 * undefined: nothing stands in the way (Approved). `start`: no customer record yet; `resume`:
 * onboarding begun but not finished, actions required, or a rejection the customer may retry;
 * `wait`: under review; `declined`: a final rejection.
 */
export function customerVerificationStep(customer: Pick<Customer, 'Verifications'> | null | undefined): VerificationStep | undefined {
  if (!customer) return 'start';
  const v = customer.Verifications;
  if (!v) return 'resume';
  if (v.Status === 'Approved') return undefined;
  const rejections = v.EntityVerifications.flatMap((e) => (e.RejectionData ? [e.RejectionData] : []));
  if (rejections.some((r) => r.RejectType === 'Final')) return 'declined';
  if (v.ActionsRequired?.length || rejections.some((r) => r.RejectType === 'Retry')) return 'resume';
  if (v.Status === 'Declined') return 'declined';
  return 'wait';
}
