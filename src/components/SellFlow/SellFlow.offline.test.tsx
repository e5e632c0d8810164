// Sell now pressed while the device is offline: the request fails in the browser and nothing
// reaches the service. The flow says the customer is offline and that the sale is checked once they
// are back (never that it "may have gone through", with nothing to press), keeps the attempt
// unresolved all the same, and checks it by itself when the network returns: one sale, one Nonce.
// While it checks, the card says so as a status (Check again busy, "Checking…" beside its spinner).
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { en } from '../../i18n';
import { sellEn } from '../../i18n/areas/sell/en';
import type { RampkitClient } from '../../api/client';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { offlineAwareClient } from '../../../tooling/offline-client';
import { renderKit } from '../../../tooling/render-kit';
import { chooseSepaChannel, fillSepaForm } from '../../../tooling/sell-flow-steps';
import { SellFlow } from './SellFlow';

const DE_100 = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } as const;

afterEach(() => onlineManager.setOnline(true));

/** The flow walked to its quote, the device taken offline, Sell now pressed; `change`: the client under the offline one. */
async function sellOffline(change: (client: RampkitClient) => RampkitClient = (client) => client) {
  const backend = await createSandboxBackend();
  await backend.createApprovedCustomer();
  const offline = offlineAwareClient(change(backend.client), () => onlineManager.isOnline());
  const { view } = await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />, { backend: { ...backend, client: offline.client } });
  await chooseSepaChannel();
  await fillSepaForm();
  const quote = await screen.findByRole('region', { name: 'Your quote' }, { timeout: 10_000 });
  act(() => onlineManager.setOnline(false));
  await userEvent.click(within(quote).getByRole('button', { name: 'Sell now' }));
  return { backend, offline, view };
}

describe('SellFlow when Sell now is pressed offline', { timeout: 30_000 }, () => {
  it('says the customer is offline and the sale is checked on return, then checks it by itself with the same Nonce', async () => {
    const { backend, offline, view } = await sellOffline();

    const panel = await waitFor(() => {
      const found = view.container.querySelector<HTMLElement>('[data-slot=unresolved-sell]');
      expect(found).toHaveAttribute('data-state', 'offline');
      return found!;
    });
    expect(panel).toHaveTextContent(sellEn['sell.unknown.offline']);
    expect(view.container).not.toHaveTextContent(sellEn['sell.unknown.open']);
    // Nothing to press: it happens by itself. The flow's offline notice says why.
    expect(within(panel).queryByRole('button')).toBeNull();
    const notice = view.container.querySelector('[data-slot=offline-notice]');
    expect(notice).toHaveAttribute('data-state', 'open');
    expect(notice).toHaveTextContent(en['common.offline']);
    // Still the one attempt: no new quote and no Sell meanwhile.
    expect(screen.queryByRole('button', { name: 'Sell now' })).toBeNull();
    expect((await backend.client.listTransactions({ query: { CustomerID: backend.customerId } })).Items).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await screen.findByRole('region', { name: 'Transaction' }, { timeout: 10_000 });
    expect(view.container.querySelector('[data-slot=unresolved-sell]')).toBeNull();
    expect(notice).toHaveAttribute('data-state', 'closed');
    expect(offline.nonces).toHaveLength(2);
    expect(new Set(offline.nonces).size).toBe(1);
    const list = await backend.client.listTransactions({ query: { CustomerID: backend.customerId } });
    expect(list.Items).toHaveLength(1);
    expect(list.Items[0]!.ExternalID).toBe(offline.nonces[0]);
  });

  it('once the network is back, says it is checking as a status: "Checking…" beside a spinner in Check again\'s place, heard in the card\'s live region', async () => {
    // The check that runs once the network is back is held until the test has looked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { offline, view } = await sellOffline((client) => ({ ...client, sell: async (input) => (await held, client.sell(input)) }));
    await waitFor(() => expect(view.container.querySelector('[data-slot=unresolved-sell]')).toHaveAttribute('data-state', 'offline'));

    act(() => onlineManager.setOnline(true));
    const panel = await waitFor(() => {
      const found = view.container.querySelector<HTMLElement>('[data-slot=unresolved-sell]');
      expect(found).toHaveAttribute('data-state', 'checking');
      return found!;
    });
    // A live region that is not held back (aria-busy would keep a screen reader from saying it).
    expect(panel).toHaveAttribute('role', 'status');
    expect(panel).toHaveAttribute('aria-live', 'polite');
    expect(panel).not.toHaveAttribute('aria-busy');
    expect(panel.querySelector('[data-slot=unresolved-message]')).toHaveTextContent(sellEn['sell.unknown.checking']);
    const check = within(panel).getByRole('button', { name: sellEn['sell.unknown.checking-label'] });
    expect(check).toHaveAttribute('aria-busy', 'true');
    const busy = check.querySelector('[data-slot=busy-label]')!;
    expect(busy).toHaveAttribute('data-shown');
    expect(busy.querySelector('[data-slot=spinner]')).not.toBeNull();
    expect(busy).toHaveTextContent(sellEn['sell.unknown.checking-label']);
    // Check again keeps its place (hidden, as wide as before) and is not pressed twice meanwhile.
    expect(check.querySelector('[data-slot=label]')).toHaveTextContent(sellEn['sell.unknown.check']);
    await userEvent.click(check);
    expect(offline.nonces).toHaveLength(2);

    release();
    await screen.findByRole('region', { name: 'Transaction' }, { timeout: 10_000 });
    expect(new Set(offline.nonces).size).toBe(1);
  });
});
