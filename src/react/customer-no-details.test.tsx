// A customer with no details yet (GET /customers/{id} answers 404) is asked about once: the answer
// is kept as the answer it is, not asked again when another part of the kit mounts, when the live
// stream opens or reconnects, and not at all when a start of onboarding has just said so
// (docs/adr/0172). Each ask is a red 404 in the browser's console.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxBackend } from '../testing/sandbox-backend';
import { renderKit } from '../../tooling/render-kit';
import { SellFlow } from '../components/SellFlow/SellFlow';
import { useOnboardingLauncher } from './useOnboardingLauncher';
import { useRampkitEvents } from './useRampkitEvents';
import type { RampkitClient } from '../api/client';
import { apiErrorFromResponse } from '../api/errors';
import { CustomerStatus } from '../components/CustomerStatus/CustomerStatus';

/**
 * The client, counting its reads of the customer that were answered: what a browser shows as a
 * 404. A read TanStack cancels as StrictMode unmounts and mounts again in development is left out
 * (cancelled before an answer, it is no red line).
 */
function counting(client: RampkitClient) {
  const asked = vi.fn();
  const wrapped = new Proxy(client, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key !== 'getCustomer' || typeof value !== 'function') return value;
      return (input: { signal?: AbortSignal }) => {
        const read = (value as (i: unknown) => Promise<unknown>).call(target, input);
        const count = () => (input.signal?.aborted ? undefined : asked());
        read.then(count, count);
        return read;
      };
    },
  });
  return { client: wrapped, asked };
}

const navigate = vi.fn();

/** A host's sell page as the demo has it: the launcher, the live stream, and SellFlow once its code is here. */
function SellPage() {
  const launcher = useOnboardingLauncher({ returnUrl: 'https://shop.test/account', navigate });
  const { mode, reconnect } = useRampkitEvents();
  const [flow, setFlow] = useState(false);
  return (
    <>
      <p data-testid="mode">{mode}</p>
      <p data-testid="launcher">{launcher.state.step}</p>
      <button onClick={() => setFlow(true)}>show flow</button>
      <button onClick={reconnect}>reconnect</button>
      <button onClick={() => launcher.actions.launch()}>launch</button>
      {flow ? <SellFlow cryptoCurrency="BTC_TEST" onVerificationRequired={() => undefined} /> : null}
    </>
  );
}

describe('a customer with no details yet', { timeout: 30_000 }, () => {
  it('is asked about once on a page with the launcher, the live stream and SellFlow', async () => {
    const backend = await createSandboxBackend({ customerId: `new-${Date.now()}` });
    const { client, asked } = counting(backend.client);
    await renderKit(<SellPage />, { backend: { ...backend, client } });
    await waitFor(() => expect(screen.getByTestId('launcher')).toHaveTextContent('start'), { timeout: 5000 });
    await waitFor(() => expect(screen.getByTestId('mode')).toHaveTextContent('live'), { timeout: 5000 });
    // SellFlow's code arrives after the answer: it reads the same answer.
    await userEvent.click(screen.getByRole('button', { name: 'show flow' }));
    expect(await screen.findByRole('button', { name: 'Verify your identity' }, { timeout: 5000 })).toBeInTheDocument();
    // The stream opening again catches up on what it may have missed: not on this answer.
    await userEvent.click(screen.getByRole('button', { name: 'reconnect' }));
    await waitFor(() => expect(screen.getByTestId('mode')).toHaveTextContent('live'), { timeout: 5000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(asked).toHaveBeenCalledTimes(1);
    // Starting onboarding creates the customer without details (201): nothing to ask again.
    await userEvent.click(screen.getByRole('button', { name: 'launch' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringContaining('/hosted/')));
    expect(asked).toHaveBeenCalledTimes(1);
    // "Check again" is the customer asking: asked then.
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
  });

  it('is no error for the host: no `error` event, while the flows send the customer to verification (docs/adr/0174)', async () => {
    const backend = await createSandboxBackend({ customerId: `new-${Date.now()}` });
    const { events } = await renderKit(<SellPage />, { backend });
    await waitFor(() => expect(screen.getByTestId('launcher')).toHaveTextContent('start'), { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'show flow' }));
    expect(await screen.findByRole('button', { name: 'Verify your identity' }, { timeout: 5000 })).toBeInTheDocument();
    expect(events.filter((event) => event.type === 'error')).toEqual([]);
  });

  it('keeps reporting a customer read that failed otherwise (a 503) as an `error` event', async () => {
    const backend = await createSandboxBackend({ customerId: `new-${Date.now()}` });
    const down = apiErrorFromResponse(503, undefined, { action: 'GetCustomer' });
    const client = new Proxy(backend.client, { get: (target, key, receiver) => (key === 'getCustomer' ? () => Promise.reject(down) : Reflect.get(target, key, receiver)) });
    const { events } = await renderKit(<CustomerStatus />, { backend: { ...backend, client } });
    await waitFor(() => expect(events).toContainEqual({ type: 'error', error: down, source: 'getCustomer' }), { timeout: 5000 });
  });
});
