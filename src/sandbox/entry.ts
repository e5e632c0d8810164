// rampkit/sandbox: the Business Payments API in memory, for a business's own tests and Storybook.
export { createSandbox, type Sandbox, type SandboxOptions } from './index';
export { sandboxBrowserRoutes, type SandboxBrowserRoutes, type SandboxBrowserRoutesOptions } from './browser-routes';
// The /_sandbox control API, typed.
export {
  createSandboxControl, SandboxControlError,
  type BankDeposit, type BankDepositResult, type FaultRule, type OnchainDeposit, type OnchainDepositResult, type ReviewOutcome, type SandboxControl, type SandboxControlOptions, type WebhookDelivery,
} from './control-client';
