// Value lists and plain rules of the contract that a host's first paint reads without zod (the
// crypto currencies, the onboarding statuses, what an amount may look like). The schemas are built
// from these (common.ts, onboarding.ts), so each rule is still written once; the zod checks load
// later with the contract chunk (contract.ts).

export const PRODUCTION_CRYPTO_CURRENCIES = ['BTC', 'ETH', 'USDC'] as const;
export const SANDBOX_CRYPTO_CURRENCIES = ['BTC_TEST', 'ETH_TEST_SEPOLIA', 'USDC_TEST'] as const;
export const CRYPTO_CURRENCIES = [...PRODUCTION_CRYPTO_CURRENCIES, ...SANDBOX_CRYPTO_CURRENCIES] as const;

/**
 * The webhook event types the proxy relays to a customer's browser as live events (a
 * CheckoutSession event is not relayed): the proxy's relay, the live event schema and the kit's
 * live stream, which listens for each by name on its first paint, all read this one list.
 */
export const LIVE_EVENT_TYPES = ['Customer', 'Transaction', 'FiatDeposit'] as const;

/** The error envelope's Types (envelope.ts); ApiError maps them to statuses without zod. */
export const ERROR_TYPES = [
  'InvalidMessage', 'Unauthorized', 'InsufficientBalance', 'Forbidden', 'ResourceNotFound', 'Conflict', 'Duplicate', 'RateLimited', 'Unexpected',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const ONBOARDING_STATUSES = ['ReviewNotStarted', 'ReviewPending', 'DocumentInvalid', 'AgreementsRequired', 'Rejected'] as const;

/** A non-negative decimal carried as a string, with an optional leading +. */
export const POSITIVE_DECIMAL_PATTERN = /^\+?\d+(\.\d+)?$/;
/** Amounts in transaction records (and sent to prepare) are 1 to 38 characters. */
export const TRANSACTION_AMOUNT_MAX_LENGTH = 38;

/** The contract's TransactionAmount rule as a plain test: what TransactionAmountSchema accepts. */
export const isTransactionAmount = (value: string): boolean =>
  POSITIVE_DECIMAL_PATTERN.test(value) && value.length <= TRANSACTION_AMOUNT_MAX_LENGTH;
