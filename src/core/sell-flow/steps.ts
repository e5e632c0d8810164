// The order of the steps a customer walks through a sale, once: the machine's Back and progress
// jumps follow it, and SellFlow's progress list shows it.

/** The steps as the progress shows them, in order. */
export const SELL_PROGRESS = ['amount', 'channel', 'payment-method', 'form', 'quote', 'done'] as const;

export type SellProgressStep = (typeof SELL_PROGRESS)[number];

/** Where a step stands in SELL_PROGRESS: a NextStep counts as part of the details form, selling as part of the quote. */
export function progressIndex(step: SellProgressStep | 'next-step' | 'selling'): number {
  return SELL_PROGRESS.indexOf(step === 'next-step' ? 'form' : step === 'selling' ? 'quote' : step);
}
