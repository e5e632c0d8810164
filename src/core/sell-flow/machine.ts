// The sell flow as a pure reducer: amount → channel → payment method → form → NextStep… → quote →
// sell → done. No React, no I/O: the controller (controller.ts) makes the calls and feeds their
// answers back in, so every rule of the flow (answers kept, an attempt's Nonce reused, where an
// error sends the customer) is tested here without a browser.
// Where an error sends the customer is error-routing.ts; Back and the progress chips navigation.ts.
import type { ApiError } from '../../api/errors';
import type { PrepareSellRequest, PrepareSellResponse, SellQuote, SellRequest } from '../../api/sell';
import type { ApiVersion } from '../../api/published';
import { compare } from '../decimal';
import { attemptFor, outcomeUnknown, type Attempt } from '../attempt';
import { fiatAmountAtRate } from './fiat-at-rate';
import { expiredOnArrival } from '../quote-clock';
import { payoutFromAnswers, payoutFromMethod, type PayoutDestination } from './payout';
import { savedMethodsFor } from './saved-methods';
import { routeError, withoutSession } from './error-routing';
import { canNavigate, leaveFor, navigableSteps, previousStep } from './navigation';

export { navigableSteps } from './navigation';

export type { SellStep, SellAmount, SellBody, SellAttempt, SellState, SellCall, SellEvent, RestoredSale } from './state';
import type { RestoredSale, SellAmount, SellBody, SellAttempt, SellState, SellEvent } from './state';

export const initialSellState = (amount?: SellAmount): SellState => ({
  step: amount ? 'channel' : 'amount',
  amount,
  excludedChannels: [],
  skipped: [],
  formAnswers: {},
  stepAnswers: {},
  quoteExpired: false,
  staleQuotes: 0,
});

/** What a customer-facing quote promises: a change in any of these needs a new confirmation. */
export function quoteChanged(previous: SellQuote, next: SellQuote): boolean {
  return (
    compare(previous.FiatAmount, next.FiatAmount) !== 0 ||
    compare(previous.CryptoAmount, next.CryptoAmount) !== 0 ||
    compare(previous.TotalFee, next.TotalFee) !== 0 ||
    previous.FiatCurrency !== next.FiatCurrency
  );
}

export function sellReducer(state: SellState, event: SellEvent): SellState {
  switch (event.type) {
    case 'amount.set': {
      // The channel chosen before stays chosen only in the same country and currency. Kept otherwise,
      // the channel step showed the new country's list while Continue sold through the old
      // country's channel (another fee, another currency). One the new amount no longer fits stays
      // here and is not offered as chosen by the channel step (later-steps.tsx).
      const still = state.channel?.Country === event.amount.Country && state.channel?.FiatCurrency === event.amount.FiatCurrency;
      return { ...withoutSession(state), amount: event.amount, step: 'channel', error: undefined, ...(still ? {} : { channel: undefined, paymentMethodId: undefined, paymentMethod: undefined }) };
    }
    case 'channel.selected': {
      // The same channel again (Back to the channel step, then Continue): the account chosen for it
      // stays chosen, unless it is no longer among the saved ones. Another channel starts afresh.
      const kept = event.channel.ID === state.channel?.ID && (typeof state.paymentMethodId !== 'string' || !event.savedMethods || event.savedMethods.some((m) => m.ID === state.paymentMethodId));
      const account = kept ? { paymentMethodId: state.paymentMethodId, paymentMethod: state.paymentMethod } : { paymentMethodId: undefined, paymentMethod: undefined };
      const chosen = { ...withoutSession(state), channel: event.channel, ...account, step: 'payment-method' as const, error: undefined, skipped: [] };
      // No saved account fits this channel: "a new account" is the only answer, so the form comes next.
      const onlyNew = event.savedMethods !== undefined && savedMethodsFor(event.channel, event.savedMethods).length === 0;
      return onlyNew ? { ...chosen, step: 'form', paymentMethodId: null, skipped: ['payment-method'] } : chosen;
    }
    case 'payment-method.selected':
      return { ...withoutSession(state), paymentMethodId: event.paymentMethodId, paymentMethod: event.paymentMethodId ? event.paymentMethod : undefined, step: 'form', error: undefined };
    case 'form.changed': {
      const channelId = event.channelId ?? state.channel?.ID;
      return channelId ? { ...state, formAnswers: { ...state.formAnswers, [channelId]: event.answers } } : state;
    }
    case 'step.changed': {
      const stepId = event.stepId ?? state.nextStep?.StepID;
      return stepId ? { ...state, stepAnswers: { ...state.stepAnswers, [stepId]: event.answers } } : state;
    }
    case 'prepare.started':
      // No new quote while a sell's outcome is unknown: it would invite a second sale.
      return state.busy || state.attempt?.unresolved ? state : { ...state, busy: 'prepare', error: undefined };
    case 'prepare.succeeded': {
      const { response, servedAt } = event;
      const stale = !!response.SellQuote && !!servedAt && expiredOnArrival(response.SellQuote.Expiry, servedAt);
      const base = {
        ...state, busy: undefined, error: undefined, formSessionId: response.FormSessionID, preparedFiatAmount: pricedFiatAmount(event), servedAt, staleQuotes: stale ? state.staleQuotes + 1 : 0,
        repricing: undefined, repriced: state.repricing || undefined,
      };
      if (response.NextStep) return { ...base, step: 'next-step', nextStep: response.NextStep, prepared: response, quote: undefined };
      const next = response.SellQuote;
      if (next && state.quote && quoteChanged(state.quote, next)) {
        return { ...base, step: 'quote', changedQuote: { response, previous: state.quote }, quoteExpired: false };
      }
      // Same amounts (or a first quote): the new SignedQuote replaces the old; a new request body
      // means a new attempt, so any old Nonce is dropped. No SellQuote (the published 0.1.3
      // service never quotes): the customer sells unquoted at the rate of the moment.
      return { ...base, step: 'quote', nextStep: undefined, prepared: response, quote: next, changedQuote: undefined, quoteExpired: false, attempt: undefined };
    }
    case 'prepare.failed':
      return routeError(state, event.error, 'prepare');
    case 'quote.expired':
      return state.step === 'quote' && !state.quoteExpired ? { ...state, quoteExpired: true } : state;
    case 'quote.confirmed':
      return state.changedQuote
        ? { ...state, prepared: state.changedQuote.response, quote: state.changedQuote.response.SellQuote, changedQuote: undefined, attempt: undefined, quoteExpired: false }
        : state;
    case 'sell.started': {
      // An unresolved sell is only ever resent as it was (or, once known to have gone through, looked up).
      if (state.attempt?.unresolved) {
        if (state.busy) return state;
        return { ...state, busy: state.attempt.wentThrough ? 'lookup' : 'sell', step: 'selling', error: undefined };
      }
      const body = sellBody(state);
      if (!body) return state;
      // The body of the attempt kept (a retry after a refusal that may help) goes out with its Nonce.
      const attempt: SellAttempt = attemptFor(state.attempt, body, () => event.nonce);
      return { ...state, busy: 'sell', step: 'selling', attempt, error: undefined, repriced: undefined, unsold: undefined };
    }
    case 'sell.succeeded':
      // The sale is known now: an attempt that was unresolved is resolved (its body and Nonce stay,
      // for reference), and the answers (an account number, a name) are not kept past it.
      return { ...state, busy: undefined, step: 'done', transaction: event.transaction, transactionId: event.transaction.ID, error: undefined, attempt: state.attempt && { body: state.attempt.body, nonce: state.attempt.nonce }, formAnswers: {}, stepAnswers: {} };
    case 'sell.failed': {
      const { attempt } = state;
      if (attempt && formSessionUsed(event.error)) {
        // Our form session already bought something: this attempt (or its lost first send) went through.
        return { ...state, busy: 'lookup', step: 'selling', error: undefined, attempt: { ...attempt, unresolved: true, wentThrough: true } };
      }
      if (attempt && outcomeUnknown(event.error)) {
        return { ...state, busy: undefined, step: 'quote', error: event.error, attempt: { ...attempt, unresolved: true } };
      }
      return routeError(state, event.error, 'sell');
    }
    case 'lookup.missed':
      return state.busy === 'lookup' ? { ...state, busy: undefined, step: 'quote', error: event.error } : state;
    case 'back': {
      if (!canNavigate(state)) return state;
      const step = previousStep(state);
      return step === state.step ? state : leaveFor(state, step);
    }
    case 'step.goto':
      return navigableSteps(state).includes(event.step) ? leaveFor(state, event.step) : state;
    case 'restore.started':
      return { ...state, busy: 'restore' };
    case 'restore.succeeded':
      return restored(event.sale);
    case 'restore.abandoned':
      return state.busy === 'restore' ? { ...state, busy: undefined } : state;
    case 'restart':
      return initialSellState();
  }
}

/**
 * The state of a sale read back after a reload: where it stood, the choices and ids, no answers.
 * A step that needs what is gone falls back to the nearest one that does not: no channel, the
 * channel list; a form session to price again (or a sell to check), the quote step, priced by the
 * controller.
 */
function restored(sale: RestoredSale): SellState {
  const base: SellState = {
    ...initialSellState(sale.amount),
    excludedChannels: sale.excludedChannels,
    skipped: sale.channel ? sale.skipped : [],
    ...(sale.channel ? { channel: sale.channel, paymentMethodId: sale.paymentMethodId, paymentMethod: sale.paymentMethodId ? sale.paymentMethod : undefined } : {}),
    ...(sale.channel && sale.paymentMethodId === null && sale.payout ? { keptPayout: { channelId: sale.channel.ID, ...sale.payout } } : {}),
  };
  // A sale already made shows its receipt again, never its steps: nothing of it can be sold twice.
  if (sale.step === 'done' && sale.transactionId) return { ...base, step: 'done', transactionId: sale.transactionId, ...(sale.transaction ? { transaction: sale.transaction } : {}) };
  if (!sale.amount || sale.step === 'amount') return { ...base, step: 'amount' };
  if (!sale.channel) return { ...base, step: 'channel' };
  if (sale.attempt && sale.formSessionId) {
    // A sell was on its way when the page went: its outcome is unknown, so it is only ever checked.
    const unresolved = sale.attempt.unresolved || sale.step === 'selling';
    return { ...base, step: 'quote', formSessionId: sale.formSessionId, attempt: unresolved ? { ...sale.attempt, unresolved: true } : undefined };
  }
  if (sale.formSessionId && ['quote', 'selling', 'next-step'].includes(sale.step)) return { ...base, step: 'quote', formSessionId: sale.formSessionId };
  if (sale.step === 'payment-method' || (sale.step === 'form' && sale.paymentMethodId === null)) return { ...base, step: sale.step };
  // Past the account step with a saved account, or on a step whose session is gone: choose the account again.
  return { ...base, step: sale.skipped.includes('payment-method') ? 'form' : 'payment-method', paymentMethodId: sale.skipped.includes('payment-method') ? null : undefined };
}

/** The quote on screen may ask for a new price by itself when it runs out: not after quotes kept arriving expired. */
export function autoRequote(state: SellState): boolean {
  return state.staleQuotes < 2;
}

/** Can the customer press Sell right now? Never on an expired or unconfirmed quote; unquoted once prepared. */
export function canSell(state: SellState): boolean {
  if (state.step !== 'quote' || state.busy !== undefined || state.changedQuote) return false;
  return state.quote ? !state.quoteExpired : !!state.prepared;
}

/** The FiatAmount a prepare was priced on: the one it sent, else what its breakdown says remains. */
function pricedFiatAmount({ request, response }: { request?: PrepareSellRequest; response: PrepareSellResponse }): string | undefined {
  return request?.FiatAmount ?? response.Breakdown?.find((item) => item.Type === 'Remaining')?.Amount;
}

/** 400 IntegrityValidation on FormSessionID saying the session was already used for a sell. */
export function formSessionUsed(error: ApiError): boolean {
  return (error.fieldErrors.FormSessionID ?? []).some((e) => e.reason === 'IntegrityValidation' && /already used/i.test(e.description));
}

/** What a sell of this quote (or, unquoted, of this prepared session) sends, when the customer may sell. */
function sellBody(state: SellState): SellBody | undefined {
  if (!canSell(state) || !state.prepared || !state.formSessionId || !state.amount) return undefined;
  // Quoted: the quote's amounts. Unquoted: the authorized crypto and the fiat amount the prepare priced.
  const fiatAmount = state.quote ? state.quote.FiatAmount : state.preparedFiatAmount;
  return {
    CryptoCurrency: state.amount.CryptoCurrency,
    CryptoAuthorizedAmount: state.prepared.CryptoAuthorizedAmount,
    FormSessionID: state.formSessionId,
    ...(fiatAmount !== undefined ? { FiatAmount: fiatAmount } : {}),
  };
}

/** The request an attempt sends: its body, its Nonce, and the Nonce as its ExternalID so an unresolved sell can be found among the transactions. */
export function sellRequest(attempt: Attempt<SellBody>): SellRequest {
  return { ...attempt.body, Nonce: attempt.nonce, ExternalID: attempt.nonce };
}

/**
 * The prepare call for where the flow stands: first form, a NextStep's answers, or a re-quote. To
 * a 0.1.3 upstream it always carries FiatAmount and never Quoted (the published operation).
 */
export function prepareRequest(state: SellState, apiVersion: ApiVersion = 'seed'): PrepareSellRequest | undefined {
  const { amount, channel } = state;
  if (!amount || !channel) return undefined;
  const base: PrepareSellRequest =
    apiVersion === '0.1.3'
      ? { ChannelID: channel.ID, CryptoCurrency: amount.CryptoCurrency, FiatAmount: amount.FiatAmount ?? fiatAmountAtRate(amount.CryptoAmount ?? '0', channel) }
      : {
          ChannelID: channel.ID,
          CryptoCurrency: amount.CryptoCurrency,
          ...(amount.FiatAmount !== undefined ? { FiatAmount: amount.FiatAmount } : { CryptoAmount: amount.CryptoAmount }),
          Quoted: true,
        };
  if (state.step === 'next-step' && state.nextStep && state.formSessionId) {
    return { ...base, FormSessionID: state.formSessionId, Form: state.stepAnswers[state.nextStep.StepID] ?? {} };
  }
  if (state.step === 'quote' && state.formSessionId) return { ...base, FormSessionID: state.formSessionId };
  return {
    ...base,
    ...(state.paymentMethodId ? { PaymentMethodID: state.paymentMethodId } : {}),
    Form: state.formAnswers[channel.ID] ?? {},
  };
}

/**
 * What stands between this customer and a sell, read from an error the service gave: `start` (no
 * customer record: a 404 on CustomerID), `resume` (403 VerificationRequired for the customer),
 * `wait` (403 without a customer action: compliance review). Undefined for any other error.
 */
export type VerificationStep = 'start' | 'resume' | 'wait' | 'declined';

export function verificationStepOf(error: ApiError | undefined): VerificationStep | undefined {
  if (!error) return undefined;
  if (error.type === 'ResourceNotFound' && Object.keys(error.fieldErrors).some((f) => f === 'CustomerID')) return 'start';
  const action = error.nextAction;
  if (action.kind === 'resume-onboarding') return 'resume';
  if (action.kind === 'wait-for-approval') return 'wait';
  return undefined;
}

/** Where this sell pays out: the saved method's display details or the form's (masked) answers. */
export function payoutDestination(state: SellState): PayoutDestination | undefined {
  if (!state.channel || state.paymentMethodId === undefined) return undefined;
  const type = state.channel.PaymentMethodType;
  if (state.paymentMethodId) return state.paymentMethod ? payoutFromMethod(type, state.paymentMethod) : { methodType: type };
  const typed = payoutFromAnswers(type, state.formAnswers[state.channel.ID]);
  // After a reload the answers are gone: the line kept for this channel's new account says it.
  const kept = state.keptPayout?.channelId === state.channel.ID ? state.keptPayout : undefined;
  if (kept && !typed.account && !typed.holder) return { methodType: type, ...(kept.account ? { account: kept.account } : {}), ...(kept.holderDigest ? { holderDigest: kept.holderDigest } : {}) };
  return typed;
}
