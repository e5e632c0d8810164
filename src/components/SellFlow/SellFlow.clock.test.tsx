// A device whose clock is wrong: the quote counts down by the server's clock (the answer's Date),
// so a fast clock no longer makes every quote look expired on arrival (which re-priced in a tight
// loop) and a slow one no longer shows time the quote does not have. A quote that did arrive
// expired gets one new price by itself, then a clear message instead of a loop.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRampkitClient } from '../../api/client';
import { createSandboxBackend, type SandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { chooseSepaChannel, fillSepaForm } from '../../../tooling/sell-flow-steps';
import { skewDeviceClock } from '../../../tooling/device-clock';
import { SellFlow } from './SellFlow';

const DE_100 = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } as const;
const SKEW_MS = 120_000;
afterEach(() => vi.restoreAllMocks());

const preparesOf = (backend: SandboxBackend) => backend.sandbox.requestLog.filter((r) => r.method === 'POST' && r.path.endsWith('/sell/prepare')).length;
const secondsLeft = (quote: HTMLElement) => {
  const [m, s] = (quote.querySelector('[data-slot=countdown]')?.textContent ?? '').match(/(\d+):(\d\d)/)?.slice(1).map(Number) ?? [NaN, NaN];
  return m! * 60 + s!;
};

async function toQuote(backend: SandboxBackend) {
  await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />, { backend });
  await chooseSepaChannel();
  await fillSepaForm();
  return screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
}

describe('SellFlow on a device with a wrong clock', { timeout: 30_000 }, () => {
  it('fast by 2 minutes: the quote holds its full time and is priced once', async () => {
    const backend = await createSandboxBackend({ sandbox: { quoteTtlSeconds: 60 } });
    await backend.createApprovedCustomer();
    await skewDeviceClock(backend, SKEW_MS);
    const quote = await toQuote(backend);
    expect(quote).toHaveAttribute('data-state', 'active');
    expect(secondsLeft(quote)).toBeGreaterThan(55);
    // Two seconds of countdown later (a loop would have re-priced dozens of times by then): one prepare.
    const first = secondsLeft(quote);
    await waitFor(() => expect(secondsLeft(screen.getByRole('region', { name: 'Your quote' }))).toBeLessThanOrEqual(first - 2), { timeout: 5000 });
    expect(preparesOf(backend)).toBe(1);
    expect(screen.getByRole('region', { name: 'Your quote' })).toBe(quote);
    expect(within(quote).getByRole('button', { name: 'Sell now' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('slow by 2 minutes: the quote shows only the time it has, and runs out when the server says', async () => {
    const backend = await createSandboxBackend({ sandbox: { quoteTtlSeconds: 3 } });
    await backend.createApprovedCustomer();
    await skewDeviceClock(backend, -SKEW_MS);
    const quote = await toQuote(backend);
    // By the device's own clock it would say 2:03.
    expect(secondsLeft(quote)).toBeLessThanOrEqual(3);
    // It runs out by the server's Expiry and is priced again, once.
    await waitFor(() => expect(preparesOf(backend)).toBe(2), { timeout: 10_000 });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your quote' })).toHaveAttribute('data-state', 'active'), { timeout: 5000 });
    expect(secondsLeft(screen.getByRole('region', { name: 'Your quote' }))).toBeLessThanOrEqual(3);
    expect(preparesOf(backend)).toBe(2);
  });

  it('without the server\'s Date (cross-origin, not exposed): one automatic new price, then a message, not a loop', async () => {
    const backend = await createSandboxBackend({ sandbox: { quoteTtlSeconds: 60 } });
    await backend.createApprovedCustomer();
    // As a browser hides Date from a cross-origin answer that does not expose it.
    const hidden = createRampkitClient({
      baseUrl: backend.proxyUrl,
      fetch: async (input, init) => {
        const answer = await backend.fetch(input, init);
        const headers = new Headers(answer.headers);
        headers.delete('date');
        return new Response(answer.body, { status: answer.status, headers });
      },
    });
    const withoutDate = { ...backend, client: hidden } as SandboxBackend;
    await skewDeviceClock(backend, SKEW_MS);
    await toQuote(withoutDate);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("The new price had already run out when it arrived. Check that your device's date and time are set automatically");
    expect(preparesOf(backend)).toBe(2);
    const quote = screen.getByRole('region', { name: 'Your quote' });
    expect(quote).toHaveAttribute('data-state', 'expired');
    expect(within(quote).queryByRole('button', { name: 'Sell now' })).toBeNull();
    // The customer may still ask: that is one more prepare, and the message stays (still no loop).
    await userEvent.click(within(quote).getByRole('button', { name: 'Get a new price' }));
    await waitFor(() => expect(preparesOf(backend)).toBe(3), { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your quote' })).toHaveAttribute('data-state', 'expired'), { timeout: 5000 });
    expect(screen.getByRole('alert')).toHaveTextContent('The new price had already run out');
    expect(preparesOf(backend)).toBe(3);
  });
});
