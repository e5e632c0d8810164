// The price step's one action bar: Sell first, Back after it (not a second full-width button under
// the card); while the sale is sent Sell says "Selling…" and Back stays, disabled; once the price
// has run out "Get a new price" leads, and a failure to get one is said without a second retry. The
// estimate step (a 0.1.3 upstream, no quote) has the same bar.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RampkitClient } from '../../api/client';
import { apiErrorFromResponse } from '../../api/errors';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { chooseSepaChannel, fillSepaForm } from '../../../tooling/sell-flow-steps';
import { SellFlow } from './SellFlow';

const DE_100 = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } as const;
const bar = (quote: HTMLElement) => quote.querySelector<HTMLElement>('[data-slot=action-bar]')!;
const buttonsOf = (quote: HTMLElement) => [...bar(quote).querySelectorAll('button')];
/** What a button shows now (a Button with a busy label holds both, one hidden). */
const shown = (button: HTMLElement) => (button.querySelector('[data-shown]') ?? button).textContent;

/** The client with one operation changed: `replace` gets the real one and its arguments. */
function withOperation(client: RampkitClient, operation: 'sell' | 'prepareSell', replace: (real: (...args: unknown[]) => Promise<unknown>, args: unknown[]) => Promise<unknown>) {
  return new Proxy(client, {
    get(target, key, receiver) {
      const real = Reflect.get(target, key, receiver) as (...args: unknown[]) => Promise<unknown>;
      return key === operation ? (...args: unknown[]) => replace(real.bind(target), args) : real;
    },
  });
}

/** SellFlow walked to its price step (a quote, or an estimate from a 0.1.3 upstream) with the sale's answer held until `release`. */
async function toPriceWithHeldSell(sandbox: { apiVersion?: '0.1.3' } = {}) {
  const backend = await createSandboxBackend({ sandbox });
  await backend.createApprovedCustomer();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const client = withOperation(backend.client, 'sell', async (real, args) => {
    await held;
    return real(...args);
  });
  await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />, { backend: { ...backend, client } });
  await chooseSepaChannel();
  await fillSepaForm();
  return { release };
}

describe('SellFlow: the price step\'s action bar', { timeout: 30_000 }, () => {
  it('has Back in the quote\'s own bar, after Sell now, and no Back outside it', async () => {
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />);
    await chooseSepaChannel();
    await fillSepaForm();
    const quote = await screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
    expect(buttonsOf(quote).map(shown)).toEqual(['Sell now', 'Back']);
    expect(buttonsOf(quote)[0]).toHaveAttribute('data-variant', 'primary');
    expect(buttonsOf(quote)[1]).toHaveAttribute('data-variant', 'secondary');
    expect(screen.getAllByRole('button', { name: 'Back' })).toHaveLength(1);
  });

  it('while the sale is sent: "Selling…" beside the spinner, Back still there but disabled', async () => {
    const { release } = await toPriceWithHeldSell();
    const quote = await screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
    await userEvent.click(within(quote).getByRole('button', { name: 'Sell now' }));
    const sell = await within(quote).findByRole('button', { name: 'Selling…' });
    expect(sell).toHaveAttribute('aria-busy', 'true');
    const back = within(bar(quote)).getByRole('button', { name: 'Back' });
    expect(back).toBeDisabled();
    expect(buttonsOf(quote)).toEqual([sell, back]);
    release();
    await screen.findByRole('region', { name: 'Transaction' }, { timeout: 5000 });
  });

  it('once the price has run out and a new one fails: "Get a new price" leads, the failure is said once, with no retry of its own', async () => {
    const backend = await createSandboxBackend({ sandbox: { quoteTtlSeconds: 2 } });
    await backend.createApprovedCustomer();
    let prepares = 0;
    const client = withOperation(backend.client, 'prepareSell', async (real, args) => {
      prepares += 1;
      if (prepares > 1) throw apiErrorFromResponse(500, { Type: 'Unexpected', Action: 'PrepareSell', Detail: 'injected failure', Instance: 'test' });
      return real(...args);
    });
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />, { backend: { ...backend, client } });
    await chooseSepaChannel();
    await fillSepaForm();
    await screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
    const panel = await screen.findByRole('alert', {}, { timeout: 8000 });
    const quote = screen.getByRole('region', { name: 'Your quote' });
    await waitFor(() => expect(quote).toHaveAttribute('data-state', 'expired'));
    expect(panel).toHaveAttribute('data-error-type', 'Unexpected');
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(buttonsOf(quote).map(shown)).toEqual(['Get a new price', 'Back']);
    expect(buttonsOf(quote)[0]).toHaveAttribute('data-variant', 'primary');
    expect(quote.querySelector('[data-slot=renewed]')).toBeNull();
  });
});

describe('SellFlow: the estimate step\'s action bar (a 0.1.3 upstream, no quote)', { timeout: 30_000 }, () => {
  it('is the price step\'s: Sell now then Back in one bar, "Selling…" beside the spinner and Back disabled while the sale is sent', async () => {
    const { release } = await toPriceWithHeldSell({ apiVersion: '0.1.3' });
    const estimate = await screen.findByRole('region', { name: 'Your estimate' }, { timeout: 5000 });
    expect(buttonsOf(estimate).map(shown)).toEqual(['Sell now', 'Back']);
    expect(buttonsOf(estimate)[0]).toHaveAttribute('data-variant', 'primary');
    expect(buttonsOf(estimate)[1]).toHaveAttribute('data-variant', 'secondary');
    // The figures are a card of their own, with the bar after it (not inside it).
    expect(estimate.querySelector('.rk-card [data-slot=action-bar]')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Back' })).toHaveLength(1);

    await userEvent.click(within(estimate).getByRole('button', { name: 'Sell now' }));
    const sell = await within(estimate).findByRole('button', { name: 'Selling…' });
    expect(sell).toHaveAttribute('aria-busy', 'true');
    expect(sell.querySelector('[data-slot=busy-label] [data-slot=spinner]')).not.toBeNull();
    // "Sell now" keeps its space (hidden), so the button does not change width.
    expect(sell.querySelector('[data-slot=label]')).toHaveTextContent('Sell now');
    const back = within(bar(estimate)).getByRole('button', { name: 'Back' });
    expect(back).toBeDisabled();
    expect(buttonsOf(estimate)).toEqual([sell, back]);
    release();
    await screen.findByRole('region', { name: 'Transaction' }, { timeout: 5000 });
  });
});
