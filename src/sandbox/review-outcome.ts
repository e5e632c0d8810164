// What a sandbox review decides, in one list: the control API checks it, its typed client and
// rampkit/testing's HostedOnboardingPage take it, the hosted page offers it (field Outcome).
export const REVIEW_OUTCOMES = ['Approved', 'DeclinedRetry', 'DeclinedFinal', 'ActionsRequired'] as const;

/** Approved; declined for good (DeclinedFinal) or with a retry (DeclinedRetry); or asks for a proof of address (ActionsRequired). */
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];
