// rampkit/testing/backend: the sandbox behind the real proxy, in memory and bound to one customer,
// for a host's Storybook (in the browser tab) and its component tests. Web APIs only: nothing here
// loads Playwright, Testing Library or a node: module (the library build checks it); hono and jose
// are optional peers.
export { createSandboxBackend, type SandboxBackend, type SandboxBackendOptions } from './sandbox-backend';
