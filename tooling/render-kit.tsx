// Renders kit components against the real sandbox behind the real proxy, in memory, as the
// signed-in (approved) customer: the public renderWithSandbox under StrictMode, as hosts develop
// (effects run twice on mount, so a call started in an effect without a once-per-start guard shows
// up as two calls). Component tests use it instead of mocks.
import { StrictMode, type ReactNode } from 'react';
import type { RenderResult } from '@testing-library/react';
import type { RampkitEvent } from '../src/core/events';
import type { Locale } from '../src/i18n';
import type { SandboxBackend } from '../src/testing/sandbox-backend';
import type { SandboxOptions } from '../src/sandbox/index';
import { renderWithSandbox } from '../src/testing/render-with-sandbox';

export interface KitHarness {
  backend: SandboxBackend;
  events: RampkitEvent[];
  view: RenderResult;
}

export async function renderKit(ui: ReactNode, options: { approved?: boolean; locale?: Locale; sandbox?: SandboxOptions; backend?: SandboxBackend } = {}): Promise<KitHarness> {
  const view = await renderWithSandbox(ui, { ...options, customerId: 'demo-customer', render: { wrapper: StrictMode } });
  return { backend: view.backend, events: view.events, view };
}
