// The public surface of every package entry, listed name by name, so that a change to what a
// business can import is deliberate: adding, renaming or removing a public name fails here until
// the list below and docs/public-api.md say so too.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { readEntrySurface } from '../tooling/public-surface';

const HOW_TO_CHANGE = (entry: string) =>
  `The public surface of '${entry}' changed. If that is deliberate: update SURFACE['${entry}'] in ` +
  `src/public-surface.test.ts (values = runtime names, types = type-only names, sorted) and document ` +
  `every added name under "## ${entry}" in docs/public-api.md. If not, remove the export again.`;

const SURFACE: Record<string, { file: string; values: string[]; types: string[] }> = {
  'rampkit': {
    file: 'src/index.ts',
    values: [
      'Amount', 'ApiError', 'appearanceToCss', 'Balances', 'BankDepositDetails', 'ChannelPicker', 'CopyField',
      'CustomerPrefill', 'CustomerStatus', 'DepositAmountField', 'DepositRule', 'DynamicForm', 'ErrorPanel', 'fiatAmountAtRate',
      'isApiError', 'LOCALES', 'localeSeparators', 'OnboardingLauncher', 'parseLocaleAmount', 'PaymentMethodPicker', 'PriceQuote', 'quoteEndsAt', 'rampkitKeys',
      'RampkitProvider', 'rampkitQueries', 'resolveLocale', 'SellFlow', 'THEMES', 'toLocaleText', 'toPrintableAscii', 'TransactionList', 'TransactionStatus',
      'useBalances', 'useChannel', 'useChannelForm', 'useCloseVirtualAccount', 'useCreateBankDepositWorkflow',
      'useCreateDepositRule', 'useCustomer', 'useDepositRule', 'useOnboardingLauncher', 'usePaymentMethods',
      'usePrepareSell', 'usePrices', 'useRampkit', 'useRampkitEvents', 'useSell', 'useSellChannels',
      'useSellCountries', 'useSellFlow', 'useStartOnboarding', 'useSubmitPrefill', 'useTransaction',
      'useTransactions', 'useVirtualAccounts', 'VirtualAccounts',
    ],
    types: [
      'AmountProps', 'Appearance', 'AppearancePart', 'AppearancePseudo', 'AppearanceRule', 'AppearanceRuleKey',
      'AppearanceRuleProperty', 'AppearanceRules', 'AppearanceVariables', 'BalancesProps', 'BankDepositDetailsProps',
      'ChannelPickerProps', 'CopyFieldProps', 'CustomerNextStep', 'CustomerPrefillProps',
      'CustomerStatusProps', 'Decimal', 'Density', 'DepositAmountFieldProps', 'DepositAmountOperator', 'DepositRuleActions', 'DepositRuleProps',
      'DepositRuleView', 'DepositTriggerKind', 'DynamicFormProps', 'ErrorPanelProps', 'FieldError', 'FormMessages', 'FormMessagesByLocale',
      'HeadingLevel', 'LabelPlacement', 'LiveMode', 'Locale', 'LocaleAmount', 'LocaleChoice', 'LocaleSeparators', 'MessageKey', 'Messages', 'NextAction', 'OnboardingLauncherActions',
      'OnboardingLauncherProps', 'OnboardingLauncherView', 'PaymentMethodPickerProps', 'PrefillDrafts',
      'PrefillVariant', 'PriceQuoteProps', 'PrintableAscii', 'QuoteServedAt', 'RampkitContextValue', 'RampkitEvent', 'RampkitEventHandler',
      'RampkitEventOf', 'RampkitEventsOptions', 'RampkitEventType', 'RampkitProviderProps',
      'RampkitQueryInput', 'RampkitQueryOptions', 'RootProps', 'SellFlowActions',
      'SellFlowProps', 'SellFlowView', 'SellGate', 'SellVerificationNeed', 'Theme', 'TransactionListProps',
      'TransactionStatusProps', 'UseDepositRuleOptions', 'UseOnboardingLauncherOptions',
      'UseSellFlowOptions', 'UseSellFlowResult', 'VirtualAccountsProps',
    ],
  },
  'rampkit/api': {
    file: 'src/api/index.ts',
    values: [
      'API_VERSIONS', 'ApiError', 'apiErrorFromResponse', 'BankDepositRequestSchema', 'BusinessCustomerInputSchema', 'ChannelSchema',
      'COUNTRIES', 'CountryCodeSchema', 'createRampkitClient', 'CRYPTO_CURRENCIES',
      'CryptoCurrencyCodeSchema', 'CustomerIDSchema', 'CustomerInputSchema', 'CustomerSchema',
      'DENY_REASONS', 'DepositRuleRequestSchema', 'ERROR_REASONS', 'ERROR_TYPES', 'ErrorEnvelopeSchema',
      'FIAT_CURRENCIES', 'FiatCurrencyCodeSchema', 'FormSchemaSchema', 'hasNoCustomerDetails', 'IndividualCustomerInputSchema',
      'isApiError', 'isApiVersion', 'LIVE_EVENT_TYPES', 'LiveEventSchema', 'NETWORKS', 'NetworkSchema',
      'ONBOARDING_LOCALES', 'ONBOARDING_STATUSES', 'OnboardingRequestSchema', 'PaymentMethodSchema',
      'PositiveDecimalSchema', 'PostalAddressSchema', 'PREFILL_TYPES', 'PrefillRequestSchema',
      'PrepareSellRequestSchema', 'PrepareSellResponseSchema', 'PRODUCTION_CRYPTO_CURRENCIES',
      'PRODUCTION_NETWORKS', 'PUBLISHED_API_VERSION', 'SANDBOX_CRYPTO_CURRENCIES', 'SANDBOX_NETWORKS',
      'SellRequestSchema', 'SellResponseSchema', 'SimulateFiatDepositRequestSchema', 'TRANSACTION_STATUSES',
      'TRANSACTION_SUB_STATUSES', 'TransactionSchema', 'VERIFICATION_STATUSES', 'WebhookEventSchema',
      'zodIssuesToFieldProblems',
    ],
    types: [
      'ActionRequired', 'Agreement', 'AmountCondition', 'ApiVersion', 'Associate', 'Balance', 'BalanceList',
      'BankDepositRequest', 'BankDepositResponse', 'BreakdownItem', 'BusinessAssociate', 'BusinessCustomer',
      'BusinessCustomerInput', 'BusinessCustomerPrefill', 'BusinessFeeInput', 'Channel', 'ChannelCountries',
      'ChannelFormResponse', 'ChannelList', 'CloseVirtualAccountResult', 'ConditionInput', 'CountryCode',
      'CryptoCurrencyCode', 'Customer', 'CustomerID', 'CustomerInput', 'DateString', 'DateTime', 'DenyItem',
      'DenyReason', 'DepositRuleRequest', 'DepositRuleResponse', 'DepositTrigger', 'DestinationAddress',
      'EntityVerification', 'ErrorEnvelope', 'ErrorReason', 'ErrorType', 'FiatCurrencyCode', 'FiatDeposit',
      'FiatPayment', 'FieldError', 'FieldProblem', 'FormInput', 'FormSchema', 'FullName', 'Identity',
      'IndividualCustomer', 'IndividualCustomerHighRiskPrefill', 'IndividualCustomerInput',
      'IndividualCustomerPrefill', 'ListPaymentMethodsQuery', 'ListSellChannelsQuery',
      'ListTransactionsQuery', 'LiveEvent', 'Network', 'NextAction', 'NextStep', 'OnboardingAccepted',
      'OnboardingLocale', 'OnboardingRequest', 'OnboardingSession', 'OnboardingStatus', 'OperationInput',
      'OperationName', 'OperationResult', 'PaymentMethod', 'PaymentMethodCategory', 'PaymentMethodDisplay',
      'PaymentMethodDisplayDetails', 'PaymentMethodList', 'PaymentMethodType', 'PositiveDecimal',
      'PostalAddress', 'PrefillRequest', 'PrefillResponse', 'PrepareSellRequest', 'PrepareSellResponse',
      'PriceItem', 'PriceResponse', 'PricesQuery', 'RampkitClient', 'RampkitClientOptions', 'Refund',
      'RejectionData', 'RetryOptions', 'RFI', 'SellQuote', 'SellRequest', 'SellResponse', 'ServedAt',
      'SimulateFiatDepositRequest', 'Transaction', 'TransactionAmount', 'TransactionList',
      'TransactionStatus', 'TransactionSubStatus', 'Verifications', 'VirtualAccount', 'VirtualAccountList',
      'VirtualAccountStatus', 'WebhookEvent', 'WebhookEventType',
    ],
  },
  'rampkit/dynamic-form': {
    file: 'src/dynamic-form.ts',
    values: [
      'DynamicForm',
    ],
    types: [
      'DynamicFormProps',
    ],
  },
  'rampkit/server': {
    file: 'src/server/index.ts',
    values: [
      'applyServerLimits', 'createHealth', 'createProxyMetrics', 'createProxyTracing', 'createRampkitProxy', 'createServerClient', 'generateApiKey', 'generatePemKeyPair', 'logRequests', 'memoryStore',
      'redisStore', 'shutdownGracefully', 'StoreUnavailableError', 'verifyWebhook',
    ],
    types: [
      'AppliedServerLimits', 'BusinessFees', 'GracefulShutdownOptions', 'Health', 'HealthOptions', 'LimitableServer', 'MemoryStoreOptions', 'PemKeyPair', 'ProxyConnectionInfo', 'ProxyMetrics', 'ProxyMetricsOptions', 'ProxyObserver', 'ProxyStep', 'ProxyStore', 'ProxyTracing', 'ProxyTracingOptions', 'RampkitProxy', 'RampkitProxyOptions',
      'RedisStoreOptions', 'RequestLogFields', 'RequestLogger', 'RequestLogOptions', 'ServerLimits', 'SigningFetchOptions', 'StoreOperation', 'WebhookKey',
    ],
  },
  'rampkit/sandbox': {
    file: 'src/sandbox/entry.ts',
    values: [
      'createSandbox', 'createSandboxControl', 'sandboxBrowserRoutes', 'SandboxControlError',
    ],
    types: [
      'BankDeposit', 'BankDepositResult', 'FaultRule', 'OnchainDeposit', 'OnchainDepositResult', 'ReviewOutcome', 'Sandbox',
      'SandboxBrowserRoutes', 'SandboxBrowserRoutesOptions', 'SandboxControl', 'SandboxControlOptions', 'SandboxOptions', 'WebhookDelivery',
    ],
  },
  'rampkit/testing': {
    file: 'src/testing/index.ts',
    values: [
      'answersFromSchema', 'BalancesPage', 'BankDepositDetailsPage', 'ChannelPickerPage', 'connectSandbox',
      'createSandboxControl', 'CustomerPrefillPage', 'CustomerStatusPage', 'DepositRulePage', 'DynamicFormPage',
      'ErrorPanelPart', 'expect', 'HOSTED_ONBOARDING_DEFAULTS', 'HostedOnboardingPage', 'KitPart', 'newCustomerId',
      'OnboardingLauncherPage', 'PaymentMethodPickerPage', 'PriceQuotePage', 'rampkit', 'SandboxControlError',
      'SellFlowPage', 'signInThroughHost', 'startSandboxServer', 'test', 'TransactionListPage',
      'TransactionStatusPage', 'VirtualAccountsPage', 'watchFormSchemas',
    ],
    types: [
      'BankDeposit', 'BankDepositResult', 'ChannelChoice', 'DepositTrigger', 'FaultRule', 'FormOverrides', 'FormSchemaKind',
      'FormSchemaWaitOptions', 'FormSchemaWatch', 'FormStepsOptions', 'HostedOnboardingAnswers', 'Kit', 'OnchainDeposit', 'OnchainDepositResult', 'RampkitTestFixtures', 'RampkitTestOptions', 'RampkitWorkerFixtures', 'RampkitWorkerOptions',
      'ReviewOutcome', 'SaleDetails', 'SandboxConnection', 'SandboxControl', 'SandboxControlOptions', 'SandboxHandle',
      'SandboxServer', 'SchemaCarrier', 'Scope', 'SignInOptions', 'SignInRoute', 'WebhookDelivery',
    ],
  },
  'rampkit/testing/react': {
    file: 'src/testing/react.ts',
    values: [
      'renderWithSandbox',
    ],
    types: [
      'RenderWithSandboxOptions', 'RenderWithSandboxResult',
    ],
  },
  'rampkit/testing/backend': {
    file: 'src/testing/backend.ts',
    values: [
      'createSandboxBackend',
    ],
    types: [
      'SandboxBackend', 'SandboxBackendOptions',
    ],
  },
};

const docs = readFileSync(new URL('../docs/public-api.md', import.meta.url), 'utf8');
const docSection = (entry: string) => {
  const start = docs.indexOf(`\n## ${entry}\n`);
  if (start < 0) return '';
  const end = docs.indexOf('\n## ', start + 1);
  return docs.slice(start, end < 0 ? undefined : end);
};
const modules: Record<string, () => Promise<Record<string, unknown>>> = {
  rampkit: () => import('./index'),
  'rampkit/api': () => import('./api/index'),
  'rampkit/dynamic-form': () => import('./dynamic-form'),
  'rampkit/server': () => import('./server/index'),
  'rampkit/sandbox': () => import('./sandbox/entry'),
  'rampkit/testing': () => import('./testing/index'),
  'rampkit/testing/react': () => import('./testing/react'),
  'rampkit/testing/backend': () => import('./testing/backend'),
};

describe.each(Object.entries(SURFACE))('%s', (entry, expected) => {
  const surface = readEntrySurface(expected.file);

  it('exports names one by one, never `export *`', () => {
    expect(surface.starExports, `${expected.file} must list its exports by name`).toEqual([]);
  });

  it('exports exactly the listed names', () => {
    expect({ values: surface.values, types: surface.types }, HOW_TO_CHANGE(entry)).toEqual({ values: expected.values, types: expected.types });
  });

  it('has exactly the listed values at run time (no type exported as a value or the reverse)', async () => {
    const runtime = Object.keys(await modules[entry]!()).sort((a, b) => a.localeCompare(b, 'en'));
    expect(runtime, HOW_TO_CHANGE(entry)).toEqual(expected.values);
  });

  it('documents every name in docs/public-api.md', () => {
    const section = docSection(entry);
    const missing = [...expected.values, ...expected.types].filter((name) => !section.includes(`\`${name}\``));
    expect(missing, `document these under "## ${entry}" in docs/public-api.md`).toEqual([]);
  });
});
