// Why the sandbox's review declined a customer or asks for more, by code, with the English the API
// answers in PublicComment (the service's free text; the sandbox writes these). The hosted page
// says them in its locale from the code (hosted-messages.ts); a comment QA wrote through the
// control API is shown as it came.
export const REVIEW_REASONS = {
  DocumentUnverifiable: 'The identity document could not be verified.',
  DocumentBlurry: 'The document photo was blurry; please upload it again.',
  ProofOfAddress: 'We also need a proof of address.',
} as const;

export type ReviewReason = keyof typeof REVIEW_REASONS;

/** The code of a comment the sandbox wrote itself, or undefined for any other text. */
export function reviewReasonOf(comment: string | undefined): ReviewReason | undefined {
  return (Object.keys(REVIEW_REASONS) as ReviewReason[]).find((reason) => REVIEW_REASONS[reason] === comment);
}
