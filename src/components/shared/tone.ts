// One tone per outcome, so success, failure and waiting look different in every component
// (`data-tone` is styled by the kit and available to unstyled hosts).
export type Tone = 'success' | 'danger' | 'pending';

/** Settled transactions, Approved customers: success; Failed, Declined: danger. */
export function toneOf(status: string): Tone | undefined {
  if (status === 'Settled' || status === 'Approved' || status === 'Completed') return 'success';
  if (status === 'Failed' || status === 'Declined') return 'danger';
  if (status === 'Pending') return 'pending';
  return undefined;
}
