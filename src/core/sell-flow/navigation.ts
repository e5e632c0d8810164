// Back and the progress chips: which earlier steps a customer may go back to, and what going back
// keeps (the answers) and ends (the form session). Part of the sell flow's reducer (machine.ts).
import { withoutSession } from './error-routing';
import type { SellState, SellStep } from './state';
import { progressIndex, SELL_PROGRESS } from './steps';

/** Nothing in flight and no sell tried on this quote: the customer may change earlier answers. */
export function canNavigate(state: SellState): boolean {
  return state.busy === undefined && state.step !== 'selling' && state.step !== 'done' && !state.attempt;
}

/** The earlier steps the customer can go back to from here, nearest last. */
export function navigableSteps(state: SellState): SellStep[] {
  if (!canNavigate(state)) return [];
  // A NextStep comes after the details form: its Back returns to the form.
  const current = state.step === 'next-step' ? progressIndex('quote') : progressIndex(state.step);
  return SELL_PROGRESS.filter((step, i) => {
    if (i >= current || state.skipped.includes(step)) return false;
    if (step === 'amount') return true;
    if (step === 'channel') return !!state.amount;
    if (step === 'payment-method') return !!state.channel;
    // The details form exists only for a new payment method (a saved one skips it).
    if (step === 'form') return !!state.channel && state.paymentMethodId === null;
    return false;
  });
}

export function previousStep(state: SellState): SellStep {
  const steps = navigableSteps(state);
  return steps[steps.length - 1] ?? state.step;
}

/**
 * Goes back to an earlier step. Leaving the quote or a NextStep ends that form session: the
 * answers stay, and continuing prepares a new session from them (a stale quote is never shown).
 */
export function leaveFor(state: SellState, step: SellStep): SellState {
  const keepsSession = step === state.step;
  return { ...(keepsSession ? state : withoutSession(state)), error: undefined, step };
}
