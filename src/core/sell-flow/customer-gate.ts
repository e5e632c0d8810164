// Can this customer sell? Read from the customer record before the first step, so a first-time
// customer learns at once that verification comes first instead of after four steps; and read
// again from a refusal of the flow's own calls.
import { hasNoCustomerDetails, type ApiError } from '../../api/api-error';
import type { Customer } from '../../api/customers';
import { verificationStepOf, type VerificationStep } from './machine';

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

/** Why this customer cannot sell now, and what they can do about it. */
export interface SellVerificationNeed {
  /** start: no customer record yet; resume: verification unfinished; wait: under review; declined: final. */
  step: VerificationStep;
  /** The customer as last read (null: there is none). */
  customer?: Customer | null;
  /** The service's refusal, when it came from a call rather than from reading the customer. */
  error?: ApiError;
}

/** Where the up-front customer check stands. */
export type SellGate = 'checking' | 'ready' | 'needs-verification' | 'error';

export interface SellGateInput {
  /** The customer is read before the first step. */
  checkCustomer: boolean;
  /** That read as it stands. */
  customer: { data?: Customer; error?: ApiError | null };
  /** The sale's last error (a late refusal about the customer). */
  error?: ApiError;
}

export interface SellGateView {
  gate: SellGate;
  verification?: SellVerificationNeed;
  /** A first read of the customer that failed (not a refusal): it blocks the flow until read again. */
  readError: ApiError | null;
}

/** What the customer read and the sale's own refusals say about selling now. */
export function sellGate({ checkCustomer, customer, error }: SellGateInput): SellGateView {
  const lateStep = verificationStepOf(error);
  // A 404 is an answer (no details yet); a 403 about verification is one too.
  const refusal = hasNoCustomerDetails(customer.error) ? 'start' : verificationStepOf(customer.error ?? undefined);
  const record = refusal === 'start' ? null : customer.data;
  const known = checkCustomer && (customer.data !== undefined || refusal !== undefined);
  const upFront = !known ? undefined : (refusal ?? customerVerificationStep(record));
  const verification: SellVerificationNeed | undefined = lateStep ? { step: upFront ?? lateStep, customer: record, error } : upFront ? { step: upFront, customer: record } : undefined;
  // A failed re-read keeps the answer already held; only a first read that failed blocks the flow.
  const readError = checkCustomer && customer.error && refusal === undefined && customer.data === undefined ? customer.error : null;
  const gate: SellGate = verification ? 'needs-verification' : !checkCustomer ? 'ready' : readError ? 'error' : !known ? 'checking' : 'ready';
  return { gate, verification, readError };
}
