// The sale as a layout reads it: the machine's state without what only the controller needs (the
// attempt and its Nonce, the count of stale quotes, the call's internal name), and what the
// machine's rules say about it now.
import type { PayoutDestination } from './payout';
import { autoRequote, canSell, navigableSteps, payoutDestination, type SellCall, type SellState, type SellStep } from './machine';

const SHOWN = [
  'step', 'amount', 'channel', 'excludedChannels', 'paymentMethodId', 'paymentMethod', 'formAnswers', 'stepAnswers', 'formSessionId',
  'nextStep', 'prepared', 'preparedFiatAmount', 'quote', 'servedAt', 'changedQuote', 'quoteExpired', 'transaction', 'error',
] as const satisfies readonly (keyof SellState)[];

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
