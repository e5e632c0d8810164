// A sell whose answer is lost must never become two sales: the kit keeps the attempt, offers only
// "Check again" (the same request, same Nonce, or a lookup), and starts no new quote meanwhile.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import type { RampkitClient } from '../../api/client';
import type { SellRequest } from '../../api/sell';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { chooseSepaChannel, fillSepaForm } from '../../../tooling/sell-flow-steps';
import { SellFlow } from './SellFlow';

const DE_100 = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } as const;

/**
 * The real client, except that the first sell reaches the service (and sells) but its answer is
 * lost; `forget` also makes the service forget the Nonce, as one whose memory was lost would.
 */
function losingFirstAnswer(client: RampkitClient, options: { forget?: boolean } = {}) {
  const sells: SellRequest[] = [];
  let prepares = 0;
  let expiry: string | undefined;
  const wrapped: RampkitClient = {
    ...client,
    prepareSell: async (input) => {
      prepares += 1;
      const answer = await client.prepareSell(input);
      expiry = answer.SellQuote?.Expiry ?? expiry;
      return answer;
    },
    sell: async (input) => {
      sells.push(input.body as SellRequest);
      if (sells.length === 1) {
        await client.sell(input);
        throw ApiError.network('Sell', new Error('The connection was reset'));
      }
      const body = options.forget ? { ...input.body, Nonce: crypto.randomUUID() } : input.body;
      return client.sell({ ...input, body });
    },
  };
  return { client: wrapped, sells, prepares: () => prepares, expiry: () => expiry };
}

/**
 * Resolves once a timer of ours due at `at` (device time) has fired, so after every timer the kit
 * set for that instant or earlier (timers fire in the order they are due, however late under load),
 * and React has committed and run the effects of what those timers did.
 */
const pastInstant = (at: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at - Date.now()))));

async function toQuoteAndSell(quoteTtlSeconds = 60) {
  await chooseSepaChannel();
  await fillSepaForm();
  const quote = await screen.findByRole('region', { name: 'Your quote' }, { timeout: quoteTtlSeconds * 1000 });
  await userEvent.click(within(quote).getByRole('button', { name: 'Sell now' }));
}

describe('SellFlow when a sell gets no answer', { timeout: 30_000 }, () => {
  it('keeps the attempt, starts no new quote while the price runs out, and checks with the same Nonce', async () => {
    const backend = await createSandboxBackend({ sandbox: { quoteTtlSeconds: 2 } });
    await backend.createApprovedCustomer();
    const lossy = losingFirstAnswer(backend.client);
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />, { backend: { ...backend, client: lossy.client } });
    await toQuoteAndSell();
    // The unresolved sale explains itself in a status of its own (beside the step's announcement).
    const panel = await waitFor(
      () => {
        const found = screen.getAllByRole('status').find((s) => s.dataset.slot === 'unresolved-sell');
        if (!found) throw new Error('no unresolved-sell status yet');
        return found;
      },
      { timeout: 5000 },
    );
    expect(screen.queryByRole('button', { name: 'Sell now' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your quote' })).toBeNull();
    const preparesBefore = lossy.prepares();
    // The quote runs out while the sale is unresolved: nothing the kit does at its Expiry (a
    // countdown's re-quote) may start a new quote. Waits for the quote's own Expiry, not a guess.
    expect(lossy.expiry()).toBeDefined();
    await pastInstant(Date.parse(lossy.expiry()!) + 1000);
    expect(lossy.prepares()).toBe(preparesBefore);
    await userEvent.click(within(panel).getByRole('button', { name: 'Check again' }));
    await screen.findByRole('region', { name: 'Transaction' }, { timeout: 5000 });
    // Resolved: the "we couldn't confirm" panel and its Check again leave with the receipt on screen.
    expect(panel).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
    expect(lossy.sells.map((s) => s.Nonce)).toEqual([lossy.sells[0]!.Nonce, lossy.sells[0]!.Nonce]);
    const list = await backend.client.listTransactions({ query: { CustomerID: backend.customerId } });
    expect(list.Items).toHaveLength(1);
  });

  it('reads "form session already used" as the sale having gone through, and shows that transaction', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    const lossy = losingFirstAnswer(backend.client, { forget: true });
    const completed: string[] = [];
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} onSellCompleted={(tx) => completed.push(tx.ID)} />, { backend: { ...backend, client: lossy.client } });
    await toQuoteAndSell();
    await userEvent.click(await screen.findByRole('button', { name: 'Check again' }, { timeout: 5000 }));
    await screen.findByRole('region', { name: 'Transaction' }, { timeout: 5000 });
    expect(document.querySelector('[data-slot=unresolved-sell]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
    const list = await backend.client.listTransactions({ query: { CustomerID: backend.customerId } });
    expect(list.Items).toHaveLength(1);
    expect(completed).toEqual([list.Items[0]!.ID]);
    expect(list.Items[0]!.ExternalID).toBe(lossy.sells[0]!.Nonce);
  });
});
