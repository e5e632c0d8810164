// Renders kit components against the real sandbox behind the real proxy, in memory, as the
// signed-in (approved) customer. Component tests use it instead of mocks.
import { StrictMode, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { RampkitProvider } from '../src/react/RampkitProvider';
import type { RampkitEvent } from '../src/core/events';
import type { Locale } from '../src/i18n';
import { createInMemoryBackend, type InMemoryBackend } from './in-memory-backend';
import type { SandboxOptions } from '../src/sandbox/index';

export interface KitHarness {
  backend: InMemoryBackend;
  events: RampkitEvent[];
  view: ReturnType<typeof render>;
}

export async function renderKit(ui: ReactNode, options: { approved?: boolean; locale?: Locale; sandbox?: SandboxOptions; backend?: InMemoryBackend } = {}): Promise<KitHarness> {
  const backend = options.backend ?? (await createInMemoryBackend({ sandbox: options.sandbox }));
  if (!options.backend && options.approved !== false) await backend.createApprovedCustomer();
  const events: RampkitEvent[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  // StrictMode, as hosts develop: effects run twice on mount, so a call started in an effect
  // without a once-per-start guard shows up as two calls.
  const view = render(
    <StrictMode>
      <RampkitProvider client={backend.client} customerId={backend.customerId} locale={options.locale ?? 'en'} queryClient={queryClient} onEvent={(e) => events.push(e)}>
        {ui}
      </RampkitProvider>
    </StrictMode>,
  );
  return { backend, events, view };
}
