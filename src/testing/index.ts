// rampkit/testing: Playwright page objects for every component, fixtures with the sandbox's control
// API, and answers derived from form schemas, for a business's own QA suite. Node only (Playwright
// runs the tests); @playwright/test is an optional peer.
export { rampkit, type Kit } from './kit';
export { ErrorPanelPart, KitPart, type Scope } from './pages/part';
export { ChannelPickerPage, PaymentMethodPickerPage, type ChannelChoice } from './pages/channel-picker';
export { PriceQuotePage } from './pages/price-quote';
export { SellFlowPage, type SaleDetails } from './pages/sell';
export { DynamicFormPage, type FormStepsOptions } from './pages/dynamic-form';
export { TransactionListPage, TransactionStatusPage } from './pages/transactions';
export { CustomerPrefillPage, CustomerStatusPage, HOSTED_ONBOARDING_DEFAULTS, HostedOnboardingPage, OnboardingLauncherPage, type HostedOnboardingAnswers } from './pages/customer';
export { BalancesPage, BankDepositDetailsPage, DepositRulePage, VirtualAccountsPage, type DepositTrigger } from './pages/account';
export { watchFormSchemas, type FormSchemaKind, type FormSchemaWaitOptions, type FormSchemaWatch } from './pages/form-schema-watch';
export { answersFromSchema, type FormOverrides, type SchemaCarrier } from './form-answers';
export {
  connectSandbox, expect, newCustomerId, signInThroughHost, test,
  type RampkitTestFixtures, type RampkitTestOptions, type RampkitWorkerFixtures, type RampkitWorkerOptions,
  type SandboxConnection, type SandboxHandle, type SignInOptions, type SignInRoute,
} from './fixtures';
export { startSandboxServer, type SandboxServer } from './sandbox-server';
export {
  createSandboxControl, SandboxControlError,
  type BankDeposit, type BankDepositResult, type FaultRule, type OnchainDeposit, type OnchainDepositResult, type ReviewOutcome, type SandboxControl, type SandboxControlOptions, type WebhookDelivery,
} from '../sandbox/control-client';
