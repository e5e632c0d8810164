// rampkit: the public entry. The contract and client (also at rampkit/api) and the framework-free
// core, the React provider and hooks, and the components. DynamicForm loads rjsf on first render;
// `rampkit/dynamic-form` is the same form loaded eagerly.
export * from './api';
export * from './core/decimal';
export { assertSafeSchema, UnsafeSchemaError } from './core/form-schema/guard';
export * from './core/events';
export { createQuoteClock, formatCountdown, type QuoteClock } from './core/quote-clock';
export * from './react';
export * from './components/shared';
export * from './core/sell-flow/machine';
export { customerVerificationStep } from './core/sell-flow/customer-gate';
export { payoutFromAnswers, payoutFromMethod, type PayoutDestination } from './core/sell-flow/payout';
export { explorerUrl } from './core/explorer';
export * from './components/ChannelPicker';
export * from './components/PaymentMethodPicker';
export * from './components/DynamicForm';
export * from './components/PriceQuote';
export * from './components/SellFlow';
// Explicit: these component names win over the API's types of the same names (in rampkit/api).
export { TransactionStatus, TransactionTimeline, timelineStages, type TransactionStatusProps } from './components/TransactionStatus';
export { TransactionList, type TransactionListProps } from './components/TransactionList';
export { LOCALES, type Locale, type Messages, type MessageKey } from './i18n';
export { THEMES, type Appearance, type AppearanceVariables, type Theme } from './theme/tokens';
export * from './components/CustomerPrefill';
export * from './components/OnboardingLauncher';
export * from './components/CustomerStatus';
export * from './components/DepositRule';
export * from './components/BankDepositDetails';
export * from './components/Balances';
export * from './components/VirtualAccounts';
