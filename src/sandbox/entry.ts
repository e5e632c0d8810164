// rampkit/sandbox: the Business Payments API in memory, for a business's own tests and Storybook.
export { createSandbox, type Sandbox, type SandboxOptions } from './index';
