// One discriminated union for everything the kit reports to the host app through `onEvent`.
import type { ApiError } from '../api/errors';
import type { ContractMismatch } from '../api/contract-mismatch';
import type { Channel } from '../api/channels';
import type { PaymentMethod } from '../api/payment-methods';
import type { NextStep, SellQuote } from '../api/sell';
import type { Transaction } from '../api/transactions';
import type { OnboardingStatus } from '../api/onboarding';
import type { DepositRuleResponse } from '../api/rules';
import type { DepositTriggerKind } from './deposit-rule/trigger';
import type { Verifications } from '../api/customers';
// The kit's locales are the spec's Locale list (src/i18n builds on it); core does not import i18n.
import type { OnboardingLocale as Locale } from '../api/onboarding';

export type RampkitEvent =
  | { type: 'channel.selected'; channel: Channel }
  | { type: 'payment-method.selected'; paymentMethod: PaymentMethod | null }
  | { type: 'form.step'; step: NextStep; formSessionId: string }
  | { type: 'form.submitted'; formSessionId: string }
  | { type: 'quote.received'; quote: SellQuote }
  | { type: 'quote.expired'; quote: SellQuote }
  | { type: 'quote.changed'; previous: SellQuote; next: SellQuote }
  /**
   * A new quote replaced the one shown, with the same amounts (a new signature and expiry): the
   * old one ran out and was priced again by itself, the customer asked for a new price, or the
   * service refused it at the sell. Other amounts are `quote.changed` (the customer must confirm).
   */
  | { type: 'quote.renewed'; previous: SellQuote; quote: SellQuote }
  | { type: 'sell.submitted'; nonce: string; formSessionId: string }
  | { type: 'sell.completed'; transaction: Transaction }
  | { type: 'transaction.updated'; transaction: Transaction }
  | { type: 'onboarding.started'; customerId: string; hostedUrl: string }
  | { type: 'onboarding.status'; customerId: string; status: OnboardingStatus | undefined; verifications?: Verifications }
  | { type: 'prefill.submitted'; customerId: string }
  /** `trigger`: what the rule was made with (the service's answer does not say). */
  | { type: 'deposit-rule.created'; rule: DepositRuleResponse; trigger: DepositTriggerKind }
  /**
   * A call or read that failed; `source` is its operation. Not a customer read's 404 (no details
   * yet, `hasNoCustomerDetails`): an expected state the flows route to verification (docs/adr/0174).
   */
  | { type: 'error'; error: ApiError; source: string }
  /** The proxy answered 401 to the live-event stream: the host's session ended; sign in again. */
  | { type: 'session.expired'; source: 'events' }
  /** An answer broke the API contract at `path` but the screen could go on (reported once per operation and path). */
  | ({ type: 'contract.mismatch' } & ContractMismatch)
  /**
   * A text of the service's forms (a title, choice, description or message) that the locale's form
   * vocabulary and the provider's `formMessages` do not have: shown in English (`lang="en"`), and
   * reported once per text and locale, so the business can add it (`formMessages={{ de: { [text]: '…' } }}`).
   */
  | { type: 'i18n.missing'; text: string; locale: Locale; source: 'form' };

export type RampkitEventType = RampkitEvent['type'];
export type RampkitEventOf<T extends RampkitEventType> = Extract<RampkitEvent, { type: T }>;
export type RampkitEventHandler = (event: RampkitEvent) => void;
