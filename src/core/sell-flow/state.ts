// The sell flow's state and events, as types only: what the reducer (machine.ts), its error routing
// (error-routing.ts) and its navigation (navigation.ts) share, so none of them imports another's
// types back (no import circles).
import type { ApiError } from '../../api/errors';
import type { Channel } from '../../api/channels';
import type { CountryCode, CryptoCurrencyCode } from '../../api/common';
import type { FormInput, NextStep, PrepareSellRequest, PrepareSellResponse, SellQuote, SellRequest } from '../../api/sell';
import type { PaymentMethod } from '../../api/payment-methods';
import type { Transaction } from '../../api/transactions';
import type { ServedAt } from '../../api/client';
import type { Attempt } from '../attempt';
import type { SellProgressStep } from './steps';
import type { KeptPayout } from './payout';

/** Where the sale stands: a step of the progress (steps.ts), a NextStep the service asked for, or a sell in flight. */
export type SellStep = SellProgressStep | 'next-step' | 'selling';

export interface SellAmount {
  CryptoCurrency: CryptoCurrencyCode;
  Country?: CountryCode;
  FiatCurrency?: string;
  /** Exactly one of the two, as the spec asks of a prepare request. */
  FiatAmount?: string;
  CryptoAmount?: string;
}

/** What a sell sends besides its Nonce (and the ExternalID made from it). */
export type SellBody = Omit<SellRequest, 'Nonce' | 'ExternalID'>;

/** The sell in flight or last tried: its body and the Nonce every retry of it reuses (attempt.ts). */
export interface SellAttempt extends Attempt<SellBody> {
  /**
   * No answer came (timeout, network, 5xx): the sell may have gone through. Until it is resolved
   * the same request is only ever resent (its Nonce makes that safe), and no new attempt or quote
   * starts.
   */
  unresolved?: boolean;
  /** The service said the form session was already used for a sell: it went through; find it. */
  wentThrough?: boolean;
}

export interface SellState {
  step: SellStep;
  amount?: SellAmount;
  channel?: Channel;
  /** Channels that answered NotSupported for this customer's answers. */
  excludedChannels: string[];
  /** undefined: not chosen yet; null: a new payment method through the form. */
  paymentMethodId?: string | null;
  /** The saved payment method chosen, when the picker gave it (for "where the money goes"). */
  paymentMethod?: PaymentMethod;
  /**
   * Steps the flow answered by itself because they had one possible answer (a customer with no
   * saved account for the channel pays out to a new one): Back and the progress pass over them.
   */
  skipped: SellProgressStep[];
  /** Form answers per channel, so switching channels and back loses nothing. */
  formAnswers: Record<string, FormInput>;
  /** NextStep answers per StepID. */
  stepAnswers: Record<string, FormInput>;
  formSessionId?: string;
  nextStep?: NextStep;
  prepared?: PrepareSellResponse;
  /** The FiatAmount the last prepare was priced on: what an unquoted sell asks for. */
  preparedFiatAmount?: string;
  quote?: SellQuote;
  /** When the last prepare's answer was served, by the server's clock and this device's: the quote's countdown corrects skew by it. */
  servedAt?: ServedAt;
  /**
   * Quotes in a row that had already run out when they arrived. The first gets one automatic new
   * price; after a second the flow stops asking by itself (`autoRequote`) and says so, rather than
   * re-quoting in a loop.
   */
  staleQuotes: number;
  /** A re-quote whose amounts differ from the quote the customer saw: it must be confirmed. */
  changedQuote?: { response: PrepareSellResponse; previous: SellQuote };
  quoteExpired: boolean;
  /** The sell in flight or last tried: its Nonce is reused for every retry of the same request. */
  attempt?: SellAttempt;
  transaction?: Transaction;
  /**
   * The id of the sale made: with `transaction` once the sell answers; alone after a reload when the
   * transaction could not be read again (the status view reads it by this id).
   */
  transactionId?: string;
  error?: ApiError;
  /** Which call is in flight, if any ('lookup': finding the transaction of an unresolved sell). */
  busy?: SellCall;
  /**
   * The service refused a form session or quote that had run out (at the sell, or a new price): the
   * flow prices the same answers again by itself, once, instead of sending the customer back to the form.
   */
  repricing?: boolean;
  /** The quote on screen came from that: the customer is told the price was renewed before selling again. */
  repriced?: boolean;
  /**
   * A sell was refused because its price or session ran out (after a check once back online, or
   * at once): nothing was sold, and the customer is told so beside the new price.
   */
  unsold?: boolean;
  /** A new account's payout line read back after a reload (its answers are not kept): "Paid out to" still says it. */
  keptPayout?: KeptPayout;
}

/**
 * The calls of a sale: a price (or the next form step), the sell, the lookup of an unresolved sell,
 * and reading back the channel of a sale restored after a reload (persist.ts).
 */
export type SellCall = 'prepare' | 'sell' | 'lookup' | 'restore';

export type SellEvent =
  | { type: 'amount.set'; amount: SellAmount }
  /**
   * savedMethods: the customer's saved payout methods as known when the channel was chosen
   * (undefined: not known). None for this channel: the account step has one answer (a new
   * account) and is skipped.
   */
  | { type: 'channel.selected'; channel: Channel; savedMethods?: readonly PaymentMethod[] }
  | { type: 'payment-method.selected'; paymentMethodId: string | null; paymentMethod?: PaymentMethod }
  /** The answers typed into a channel's form (channelId: the form's channel, default the current one). */
  | { type: 'form.changed'; answers: FormInput; channelId?: string }
  /** The answers typed into a NextStep (stepId: its StepID, default the current step's). */
  | { type: 'step.changed'; answers: FormInput; stepId?: string }
  | { type: 'prepare.started' }
  /** servedAt: when the answer was served (its Date header) and arrived (this device's clock). */
  | { type: 'prepare.succeeded'; response: PrepareSellResponse; request?: PrepareSellRequest; servedAt?: ServedAt }
  | { type: 'prepare.failed'; error: ApiError }
  | { type: 'quote.expired' }
  | { type: 'quote.confirmed' }
  | { type: 'sell.started'; nonce: string }
  | { type: 'sell.succeeded'; transaction: Transaction }
  | { type: 'sell.failed'; error: ApiError }
  /** The lookup of an unresolved sell's transaction found nothing (yet) or failed. */
  | { type: 'lookup.missed'; error?: ApiError }
  | { type: 'back' }
  /** Jump back to an earlier step (a progress chip); only to the steps `navigableSteps` lists. */
  | { type: 'step.goto'; step: SellStep }
  /** A sale kept in session storage (persist.ts) is being read back: its channel is on its way. */
  | { type: 'restore.started' }
  /** ... and here it is, with the channel read again (none when the sale had not chosen one yet, or it could not be read). */
  | { type: 'restore.succeeded'; sale: RestoredSale }
  /** ... or there was nothing worth restoring after all (too old, edited): the sale starts where it stands. */
  | { type: 'restore.abandoned' }
  | { type: 'restart' };

/** What a sale restored after a reload brings back: ids, amounts and choices, never form answers. */
export interface RestoredSale {
  step: SellStep;
  amount?: SellAmount;
  channel?: Channel;
  paymentMethodId?: string | null;
  paymentMethod?: PaymentMethod;
  skipped: SellProgressStep[];
  excludedChannels: string[];
  formSessionId?: string;
  attempt?: SellAttempt;
  /** A new account's payout line (masked account, holder digest). */
  payout?: Omit<KeptPayout, 'channelId'>;
  /** A sale already made: its id, and its transaction when it could be read again. */
  transactionId?: string;
  transaction?: Transaction;
}
