// The sale as a layout reads it: the machine's state without what only the controller needs (the
// attempt and its Nonce, the count of stale quotes, the call's internal name), and what the
// machine's rules say about it now.
import type { PaymentMethod } from '../../api/payment-methods';
import type { PayoutDestination } from './payout';
import { autoRequote, canSell, navigableSteps, payoutDestination, type SellCall, type SellState, type SellStep } from './machine';
import { SELL_PROGRESS, type SellProgressStep } from './steps';
import { savedMethodsFor } from './saved-methods';

const SHOWN = [
  'step', 'amount', 'channel', 'excludedChannels', 'skipped', 'paymentMethodId', 'paymentMethod', 'formAnswers', 'stepAnswers', 'formSessionId',
  'nextStep', 'prepared', 'preparedFiatAmount', 'quote', 'servedAt', 'changedQuote', 'quoteExpired', 'repriced', 'unsold', 'transaction', 'transactionId', 'error',
] as const satisfies readonly (keyof SellState)[];

/**
 * The step as the customer, a host and the address bar know it: a NextStep the service asks for is
 * part of the details, a sell on its way part of the quote (`onStepChange`, `stepParam`).
 */
export type SellFlowStepName = SellProgressStep;

export const stepName = (step: SellStep): SellFlowStepName => (step === 'next-step' ? 'form' : step === 'selling' ? 'quote' : step);

/**
 * The steps this sale goes through as far as is known now, for "Step 2 of 4" (the status after the
 * sale is not one): the account step unless it has one answer (skipped, or known to be: the
 * customer has no saved account that a channel could use), the details unless a saved account was chosen.
 */
export function saleSteps(state: Pick<SellState, 'skipped' | 'paymentMethodId' | 'channel'>, savedMethods?: readonly PaymentMethod[]): SellFlowStepName[] {
  const noneSaved = savedMethods !== undefined && (state.channel ? savedMethodsFor(state.channel, savedMethods) : savedMethods).length === 0;
  return SELL_PROGRESS.filter((step) => {
    if (step === 'done' || state.skipped.includes(step)) return false;
    if (step === 'payment-method') return !noneSaved;
    if (step === 'form') return typeof state.paymentMethodId !== 'string';
    return true;
  });
}

/**
 * Whether the count of `saleSteps` is settled: not while the customer's saved accounts are still
 * being read (they decide whether the account step is one), so "Step 1 of 5" never turns into
 * "Step 1 of 4" once they arrive.
 */
export function saleStepsKnown(savedMethods?: readonly PaymentMethod[]): boolean {
  return savedMethods !== undefined;
}

export interface SellFlowState extends Pick<SellState, (typeof SHOWN)[number]> {
  /**
   * The call in flight: `prepare` (a price, or the next form step), `sell`, or `lookup` (finding the
   * transaction of a sell whose answer was lost). A layout disables what would start another and
   * says what it waits for; undefined when nothing runs.
   */
  pending: SellCall | undefined;
  canSell: boolean;
  /** Earlier steps the customer may jump back to. */
  navigable: SellStep[];
  /** A sell was sent and no answer came: only "check again" (same request, or a lookup) is offered. */
  unresolved: boolean;
  /** Where the money goes, once a payment method (or the form for a new one) is known. */
  payout?: PayoutDestination;
  /**
   * The quote is priced again by itself when it runs out. False once quotes keep arriving already
   * expired (a second in a row): show why, and let the customer ask (`actions.requote`).
   */
  autoRequote: boolean;
}

export function sellFlowState(state: SellState): SellFlowState {
  const shown = Object.fromEntries(SHOWN.map((key) => [key, state[key]])) as Pick<SellState, (typeof SHOWN)[number]>;
  return {
    ...shown,
    pending: state.busy,
    canSell: canSell(state),
    navigable: navigableSteps(state),
    unresolved: !!state.attempt?.unresolved,
    payout: payoutDestination(state),
    autoRequote: autoRequote(state),
  };
}
