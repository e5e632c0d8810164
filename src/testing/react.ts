// rampkit/testing/react: renderWithSandbox, for a host's Vitest / Testing Library tests of kit
// components against the in-memory sandbox. @testing-library/react is an optional peer.
export { renderWithSandbox, type RenderWithSandboxOptions, type RenderWithSandboxResult } from './render-with-sandbox';
