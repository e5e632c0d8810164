// rampkit/api: the contract (the zod schemas a host validates with, and their types), ApiError and
// the typed client. Framework-free: usable in a browser, a server or a test. Explicit names only:
// every name here is public API (listed in src/public-surface.test.ts, documented in
// docs/public-api.md); the finer sub-schemas stay internal.

// The client.
export { createRampkitClient, type RampkitClient, type ServedAt, type RampkitClientOptions, type RetryOptions, type OperationInput, type OperationResult } from './client';
export type { OperationName } from './operations';
export { API_VERSIONS, PUBLISHED_API_VERSION, isApiVersion, type ApiVersion } from './published';

// Errors: the service's envelope, and ApiError with field errors and the next action.
export {
  ApiError,
  apiErrorFromResponse,
  hasNoCustomerDetails,
  isApiError,
  zodIssuesToFieldProblems,
  ErrorEnvelopeSchema,
  ERROR_TYPES,
  ERROR_REASONS,
  DENY_REASONS,
  type ErrorEnvelope,
  type ErrorType,
  type ErrorReason,
  type DenyReason,
  type FieldProblem,
  type DenyItem,
  type NextAction,
  type FieldError,
} from './errors';

// Shared values.
export {
  CRYPTO_CURRENCIES,
  PRODUCTION_CRYPTO_CURRENCIES,
  SANDBOX_CRYPTO_CURRENCIES,
  NETWORKS,
  PRODUCTION_NETWORKS,
  SANDBOX_NETWORKS,
  CountryCodeSchema,
  FiatCurrencyCodeSchema,
  CryptoCurrencyCodeSchema,
  NetworkSchema,
  PositiveDecimalSchema,
  CustomerIDSchema,
  PostalAddressSchema,
  type CountryCode,
  type FiatCurrencyCode,
  type CryptoCurrencyCode,
  type Network,
  type PositiveDecimal,
  type TransactionAmount,
  type DateString,
  type DateTime,
  type CustomerID,
  type DestinationAddress,
  type PaymentMethodCategory,
  type PaymentMethodType,
  type PostalAddress,
  type FullName,
  type Identity,
} from './common';
export { COUNTRIES, FIAT_CURRENCIES } from './iso';

// Customers.
export {
  CustomerSchema,
  CustomerInputSchema,
  IndividualCustomerInputSchema,
  BusinessCustomerInputSchema,
  VERIFICATION_STATUSES,
  type Customer,
  type IndividualCustomer,
  type BusinessCustomer,
  type CustomerInput,
  type IndividualCustomerInput,
  type BusinessCustomerInput,
  type Verifications,
  type EntityVerification,
  type ActionRequired,
  type RejectionData,
  type Agreement,
} from './customers';

// Payment methods, channels, prices.
export {
  PaymentMethodSchema,
  type PaymentMethod,
  type PaymentMethodList,
  type PaymentMethodDisplay,
  type PaymentMethodDisplayDetails,
  type ListPaymentMethodsQuery,
} from './payment-methods';
export {
  ChannelSchema,
  FormSchemaSchema,
  type Channel,
  type ChannelList,
  type ChannelCountries,
  type ChannelFormResponse,
  type FormSchema,
  type ListSellChannelsQuery,
} from './channels';
export { type PriceResponse, type PriceItem, type PricesQuery } from './prices';

// Balances and virtual accounts.
export { type Balance, type BalanceList, type VirtualAccount, type VirtualAccountList, type VirtualAccountStatus, type CloseVirtualAccountResult } from './accounts';

// Transactions.
export {
  TransactionSchema,
  TRANSACTION_STATUSES,
  TRANSACTION_SUB_STATUSES,
  type Transaction,
  type TransactionList,
  type ListTransactionsQuery,
  type TransactionStatus,
  type TransactionSubStatus,
  type RFI,
  type FiatPayment,
  type Refund,
  type BreakdownItem,
} from './transactions';

// Sell.
export {
  PrepareSellRequestSchema,
  PrepareSellResponseSchema,
  SellRequestSchema,
  SellResponseSchema,
  type PrepareSellRequest,
  type PrepareSellResponse,
  type SellRequest,
  type SellResponse,
  type SellQuote,
  type NextStep,
  type FormInput,
  type BusinessFeeInput,
} from './sell';

// Sell on deposit, bank deposits, onboarding, prefill.
export {
  DepositRuleRequestSchema,
  type DepositRuleRequest,
  type DepositRuleResponse,
  type DepositTrigger,
  type AmountCondition,
  type ConditionInput,
} from './rules';
export { BankDepositRequestSchema, type BankDepositRequest, type BankDepositResponse } from './workflows';
export {
  OnboardingRequestSchema,
  ONBOARDING_STATUSES,
  ONBOARDING_LOCALES,
  type OnboardingRequest,
  type OnboardingSession,
  type OnboardingAccepted,
  type OnboardingStatus,
  type OnboardingLocale,
} from './onboarding';
export {
  PrefillRequestSchema,
  PREFILL_TYPES,
  type PrefillRequest,
  type PrefillResponse,
  type IndividualCustomerPrefill,
  type IndividualCustomerHighRiskPrefill,
  type BusinessCustomerPrefill,
  type Associate,
  type BusinessAssociate,
} from './prefill';

// Webhooks, and the live events the proxy relays from them to a customer's browser.
export { WebhookEventSchema, type WebhookEvent, type WebhookEventType, type FiatDeposit } from './webhooks';
export { LiveEventSchema, LIVE_EVENT_TYPES, type LiveEvent } from './live-events';

// The sandbox's one extra operation.
export { SimulateFiatDepositRequestSchema, type SimulateFiatDepositRequest } from './sandbox';
