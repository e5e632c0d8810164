// rampkit: what a host's browser code imports. The provider, one hook per operation, live events,
// the components and the few types a host names. Explicit names only: every name here is public
// API (listed in src/public-surface.test.ts and documented in docs/public-api.md). The contract
// and the client live in `rampkit/api`; DynamicForm loads rjsf on first render
// (`rampkit/dynamic-form` is the same form loaded eagerly).

// Provider, context and live updates.
export { RampkitProvider, type RampkitProviderProps, type FormMessagesByLocale } from './react/RampkitProvider';
export type { FormMessages } from './core/form-schema/vocabulary';
export { useRampkit } from './react/useRampkit';
export type { RampkitContextValue } from './react/context';
export { useRampkitEvents, type LiveMode, type RampkitEventsOptions } from './react/useRampkitEvents';
export { rampkitKeys } from './react/query-keys';
export { rampkitQueries, type RampkitQueryInput, type RampkitQueryOptions } from './react/queries';
export { useDepositRule, type UseDepositRuleOptions, type DepositRuleView, type DepositRuleActions, type DepositAmountOperator } from './react/useDepositRule';
export { useOnboardingLauncher, type UseOnboardingLauncherOptions, type OnboardingLauncherView, type OnboardingLauncherActions } from './react/useOnboardingLauncher';
export { useSellFlow, type UseSellFlowOptions, type UseSellFlowResult, type SellFlowView, type SellFlowActions, type SellGate, type SellVerificationNeed } from './react/useSellFlow';

// One hook per operation.
export {
  useSellCountries,
  useSellChannels,
  useChannel,
  useChannelForm,
  usePrices,
  useBalances,
  usePaymentMethods,
  useTransaction,
  useTransactions,
  useVirtualAccounts,
  useCustomer,
  usePrepareSell,
  useSell,
  useCreateDepositRule,
  useCreateBankDepositWorkflow,
  useStartOnboarding,
  useSubmitPrefill,
  useCloseVirtualAccount,
} from './react/hooks';

// Components.
export { SellFlow, type SellFlowProps } from './components/SellFlow';
export { ChannelPicker, type ChannelPickerProps } from './components/ChannelPicker';
export { PaymentMethodPicker, type PaymentMethodPickerProps } from './components/PaymentMethodPicker';
export { DynamicForm, type DynamicFormProps } from './components/DynamicForm';
export { PriceQuote, type PriceQuoteProps } from './components/PriceQuote';
export { TransactionStatus, type TransactionStatusProps } from './components/TransactionStatus';
export { TransactionList, type TransactionListProps } from './components/TransactionList';
export { OnboardingLauncher, type OnboardingLauncherProps } from './components/OnboardingLauncher';
export { CustomerStatus, type CustomerStatusProps, type CustomerNextStep } from './components/CustomerStatus';
export { CustomerPrefill, type CustomerPrefillProps, type PrefillDrafts, type PrefillVariant } from './components/CustomerPrefill';
export { DepositRule, DepositAmountField, type DepositRuleProps, type DepositTriggerKind, type DepositAmountFieldProps } from './components/DepositRule';
export { BankDepositDetails, type BankDepositDetailsProps } from './components/BankDepositDetails';
export { Balances, type BalancesProps } from './components/Balances';
export { VirtualAccounts, type VirtualAccountsProps } from './components/VirtualAccounts';
export { ErrorPanel, type ErrorPanelProps } from './components/shared/ErrorPanel';
export { Amount, type AmountProps } from './components/shared/Amount';
export { CopyField, type CopyFieldProps } from './components/shared/CopyField';
export type { RootProps } from './components/shared/root';

// Types and values a host names around the kit.
export { ApiError, isApiError, type NextAction, type FieldError } from './api/errors';
export type { RampkitEvent, RampkitEventType, RampkitEventOf, RampkitEventHandler } from './core/events';
export type { Decimal } from './core/decimal';
export { fiatAmountAtRate } from './core/sell-flow/fiat-at-rate';
export { quoteEndsAt, type QuoteServedAt } from './core/quote-clock';
export { toPrintableAscii, type PrintableAscii } from './core/printable-ascii';
export { localeSeparators, parseLocaleAmount, toLocaleText, type LocaleAmount, type LocaleSeparators } from './core/locale-amount';
export { LOCALES, resolveLocale, type Locale, type Messages, type MessageKey } from './i18n';
export type { LocaleChoice } from './react/useResolvedLocale';
export { THEMES, appearanceToCss, type Appearance, type AppearanceVariables, type Theme, type LabelPlacement, type Density } from './theme/tokens';
export type { AppearanceRules, AppearanceRule, AppearanceRuleKey, AppearancePart, AppearancePseudo, AppearanceRuleProperty } from './theme/parts';
export type { HeadingLevel } from './react/context';
