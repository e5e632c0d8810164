// Where an error sends the customer (the service's next action, read by api/errors): another
// channel, the form, the amount, the quote, or a new price of the same answers once when the
// session ran out. Part of the sell flow's reducer (machine.ts), pure like it.
import type { ApiError } from '../../api/errors';
import { keepsAttempt } from '../attempt';
import type { SellState } from './state';

const formFields = (error: ApiError) => Object.keys(error.fieldErrors).filter((f) => f === 'Form' || f.startsWith('Form.'));
const amountFields = (error: ApiError) => Object.keys(error.fieldErrors).filter((f) => f === 'FiatAmount' || f === 'CryptoAmount');

/** Drops everything that belonged to the form session (answers stay). */
export const withoutSession = (state: SellState): SellState => ({
  ...state,
  formSessionId: undefined,
  nextStep: undefined,
  prepared: undefined,
  preparedFiatAmount: undefined,
  quote: undefined,
  servedAt: undefined,
  staleQuotes: 0,
  changedQuote: undefined,
  quoteExpired: false,
  attempt: undefined,
  repricing: undefined,
  repriced: undefined,
  unsold: undefined,
});

/** The flow can price the sale again without the customer: it has a channel, an amount and answers (or a saved account). */
function canPriceAgain(state: SellState): boolean {
  const { channel } = state;
  if (!channel || !state.amount) return false;
  return !!state.paymentMethodId || Object.keys(state.formAnswers[channel.ID] ?? {}).length > 0;
}

/** The service says the channel or saved account the sale refers to is missing (404, or IntegrityValidation on it). */
const missing = (error: ApiError, field: 'ChannelID' | 'PaymentMethodID') =>
  (error.nextAction.kind === 'not-found' || error.nextAction.kind === 'fix-fields') && field in error.fieldErrors;

export function routeError(state: SellState, error: ApiError, during: 'prepare' | 'sell'): SellState {
  const failed = { ...state, busy: undefined, error, repricing: undefined };
  const action = error.nextAction;
  // A channel withdrawn, or a saved account removed, since it was chosen: asking again cannot help,
  // so the customer chooses again (the channel left out of the list), every answer kept.
  const anotherChannel = () => ({ ...withoutSession(failed), step: 'channel' as const, channel: undefined, excludedChannels: state.channel ? [...new Set([...state.excludedChannels, state.channel.ID])] : state.excludedChannels });
  if (missing(error, 'ChannelID')) return anotherChannel();
  if (missing(error, 'PaymentMethodID') && state.channel) return { ...withoutSession(failed), step: 'payment-method', paymentMethodId: undefined, paymentMethod: undefined };
  switch (action.kind) {
    case 'choose-another-channel':
      return anotherChannel();
    case 'restart-form':
    case 'requote':
      // The session or its quote ran out ("prepare again", the service says). With the answers at
      // hand the flow prices them again by itself and shows the new price for confirmation, the
      // quote that ran out kept to compare (controller.ts starts the prepare). Once only: if that
      // fails the same way, or nothing can be priced again, a new session from the form, every answer kept.
      if (!state.repricing && canPriceAgain(state)) {
        return { ...withoutSession(failed), error: undefined, step: state.quote ? 'quote' : 'form', quote: state.quote, quoteExpired: !!state.quote, repricing: true, unsold: during === 'sell' || undefined };
      }
      return { ...withoutSession(failed), step: 'form', unsold: during === 'sell' || undefined };
    case 'reduce-amount-or-fund':
      return { ...withoutSession(failed), step: 'amount' };
    case 'fix-fields': {
      if (amountFields(error).length) return { ...withoutSession(failed), step: 'amount' };
      if (formFields(error).length) return { ...failed, step: state.nextStep && state.step === 'next-step' ? 'next-step' : 'form' };
      // A sell refused for a field of its own (never sent, or refused for good): back at the quote, a new attempt next.
      return during === 'sell' ? { ...failed, step: 'quote', attempt: undefined } : failed;
    }
    case 'change-request':
      // Duplicate: this Nonce is spent on another body; the next press is a new attempt.
      return { ...failed, step: during === 'sell' ? 'quote' : state.step, attempt: undefined };
    default:
      // The customer stays where they are. A sell keeps its attempt (and Nonce) while repeating it
      // can help (keepsAttempt); a definite refusal of the same Nonce and body means it never applied.
      return during === 'sell' ? { ...failed, step: 'quote', attempt: keepsAttempt(error) ? state.attempt : undefined } : failed;
  }
}
