// Where a customer's verification stands, from one source of truth: the customer record (read and
// live-updated by the React adapters). CustomerStatus and OnboardingLauncher both show this, so
// they can never say two different things. An OnboardingStatus (the hosted page's return query, or
// the answer to a launch) is only a hint, used until a record read after it arrives.
import type { Customer, Verifications } from '../../api/customers';
import type { OnboardingStatus } from '../../api/onboarding';

/**
 * The one thing the customer should do now. `none`: verified, nothing to do; `start`: not started;
 * `wait`: in review; `actions`: the service asks for something (documents, answers); `retry`: declined
 * but can try again; `final`: declined for good; `agreements`: approved, but agreements to accept.
 */
export type CustomerNextStep = 'none' | 'start' | 'wait' | 'actions' | 'retry' | 'final' | 'agreements';

/** What the customer can do about a step on the hosted page (the launcher's button shows for these). */
export const LAUNCHABLE_STEPS: readonly CustomerNextStep[] = ['start', 'actions', 'retry', 'agreements'];

/** The next step from the spec's Verifications and Agreements (null: no record yet). */
export function customerNextStep(customer: Pick<Customer, 'Verifications' | 'Agreements'> | null | undefined): CustomerNextStep {
  const v: Verifications | undefined = customer?.Verifications;
  if (!customer || !v) return 'start';
  const rejections = v.EntityVerifications.map((e) => e.RejectionData).filter((r) => r !== undefined);
  if (v.Status === 'Approved') return customer.Agreements?.some((a) => !a.Accepted) ? 'agreements' : 'none';
  if (rejections.some((r) => r.RejectType === 'Final')) return 'final';
  // A request for more (a proof of address) comes first: it is what the customer must act on.
  if (v.ActionsRequired?.length) return 'actions';
  if (rejections.some((r) => r.RejectType === 'Retry')) return 'retry';
  if (v.Status === 'Declined') return 'final';
  return 'wait';
}

/** What an OnboardingStatus suggests before the record says it. */
export function nextStepOfStatus(status: OnboardingStatus): CustomerNextStep {
  switch (status) {
    case 'ReviewPending':
      return 'wait';
    case 'DocumentInvalid':
      return 'retry';
    case 'AgreementsRequired':
      return 'agreements';
    case 'Rejected':
      return 'final';
    case 'ReviewNotStarted':
      return 'start';
  }
}

/** A status heard from somewhere other than the record, and when (ms since the epoch). */
export interface StandingHint {
  status: OnboardingStatus;
  at: number;
}

/** The customer read as the adapters hold it: the record (null: there is none, a 404) and when it was read. */
export interface CustomerRead {
  record?: Customer | null;
  /** When `record` was read (0 or absent: not yet). */
  readAt?: number;
}

/**
 * The next step: the record's, once a record (or its absence) was read after the hint; the hint's
 * until then; undefined while neither is known.
 */
export function customerStanding(read: CustomerRead, hint?: StandingHint): CustomerNextStep | undefined {
  const known = read.record !== undefined;
  if (hint && (!known || (read.readAt ?? 0) < hint.at)) return nextStepOfStatus(hint.status);
  return known ? customerNextStep(read.record) : undefined;
}

/** The free texts the service gave with a decline (PublicComment), each once. */
export function rejectionComments(customer: Pick<Customer, 'Verifications'> | null | undefined): string[] {
  const comments = (customer?.Verifications?.EntityVerifications ?? []).flatMap((e) => (e.RejectionData?.PublicComment ? [e.RejectionData.PublicComment] : []));
  return [...new Set(comments)];
}
