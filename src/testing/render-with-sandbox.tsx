// renderWithSandbox (rampkit/testing/react): render any kit component in a host's Vitest / Testing Library test against
// the real sandbox behind the real proxy, in memory: no network, no mock written by the host.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { RampkitProvider, type RampkitProviderProps } from '../react/RampkitProvider';
import type { RampkitEvent } from '../core/events';
import type { Locale } from '../i18n';
import { createSandboxBackend, type SandboxBackend } from './sandbox-backend';
import type { SandboxOptions } from '../sandbox/index';
import type { SandboxControl } from '../sandbox/control-client';

export interface RenderWithSandboxOptions {
  /** The signed-in customer (default a fresh id per render). */
  customerId?: string;
  /** Create the customer verified first (default true); false renders for someone who must onboard. */
  approved?: boolean;
  locale?: Locale;
  /** Options of the in-memory sandbox (quote lifetime, seed, apiVersion '0.1.3', …). */
  sandbox?: SandboxOptions;
  /** Reuse a backend (e.g. to render twice against the same data). */
  backend?: SandboxBackend;
  /** More RampkitProvider props (theme, appearance, live, …). */
  provider?: Partial<Omit<RampkitProviderProps, 'client' | 'customerId' | 'children'>>;
  /** Runs against the sandbox before the first render (balances, faults, transactions to show). */
  setup?: (sandbox: SandboxControl, backend: SandboxBackend) => Promise<unknown> | unknown;
  /** Testing Library's own render options (container, wrapper, …). */
  render?: Omit<RenderOptions, 'queries'>;
}

export interface RenderWithSandboxResult extends RenderResult {
  /** The sandbox's control API: advanceClock, settle, injectFaults, approveCustomer, … */
  sandbox: SandboxControl;
  backend: SandboxBackend;
  customerId: string;
  /** Every event the kit emitted (the provider's onEvent), in order. */
  events: RampkitEvent[];
}

/** Renders `ui` inside a RampkitProvider wired to an in-memory sandbox; awaits the sandbox's start. */
export async function renderWithSandbox(ui: ReactElement | ReactNode, options: RenderWithSandboxOptions = {}): Promise<RenderWithSandboxResult> {
  const customerId = options.backend?.customerId ?? options.customerId ?? `test-${crypto.randomUUID().slice(0, 8)}`;
  const backend = options.backend ?? (await createSandboxBackend({ customerId, sandbox: options.sandbox }));
  if (!options.backend && options.approved !== false) await backend.createApprovedCustomer();
  await options.setup?.(backend.controls, backend);
  const events: RampkitEvent[] = [];
  // No retries and no refetch on focus: a test sees the first answer, as it happened.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const onEvent = options.provider?.onEvent;
  const view = render(
    <RampkitProvider
      queryClient={queryClient}
      locale={options.locale ?? 'en'}
      {...options.provider}
      client={backend.client}
      customerId={backend.customerId}
      onEvent={(event) => {
        events.push(event);
        onEvent?.(event);
      }}
    >
      {ui}
    </RampkitProvider>,
    options.render,
  );
  return { ...view, sandbox: backend.controls, backend, customerId: backend.customerId, events };
}
