// Moving around the flow: Back on every step before the sale, progress chips that jump back, the
// quote saying where the money goes, and every read the flow depends on failing with a way out.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { continueFromChannels } from '../../../tooling/sell-flow-steps';
import { apiErrorFromResponse } from '../../api/errors';
import type { RampkitClient } from '../../api/client';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { SellFlow } from './SellFlow';

const DE_100 = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } as const;

async function chooseSepa() {
  const group = await screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
  await userEvent.click(within(group).getAllByRole('radio').find((r) => r.closest('[data-slot=channel]')?.querySelector('[data-method-type=BankSepa]') && !(r as HTMLInputElement).disabled)!);
  await continueFromChannels(group);
}

async function fillSepa() {
  await userEvent.type(await screen.findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 }), 'DE89370400440532013000');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Account holder type/ }), 'Individual');
  await userEvent.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ana', { initialSelectionStart: 0, initialSelectionEnd: Infinity });
  await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Silva', { initialSelectionStart: 0, initialSelectionEnd: Infinity });
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

const progress = () => screen.getByRole('list', { name: 'Progress' });

describe('SellFlow navigation', { timeout: 30_000 }, () => {
  it('goes Back from the quote and the details, keeping every answer, and says where the money goes', async () => {
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />);
    await chooseSepa();
    await fillSepa();
    const quote = await screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
    expect(quote.querySelector('[data-slot=payout]')).toHaveTextContent('SEPA bank transfer •••• 3000 · Ana Silva');
    expect(quote.querySelector('[data-slot=payout]')).not.toHaveTextContent('DE89370400440532013000');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const iban = await screen.findByRole('textbox', { name: /IBAN/ });
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ana');
    expect(screen.queryByRole('region', { name: 'Your quote' })).toBeNull();

    // No saved account: the account step had one answer and was skipped, so Back goes to the
    // payout method, the one chosen still chosen, and Continue goes on (a choice never advances by itself).
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const group = await screen.findByRole('group', { name: 'How do you want to be paid?' });
    expect(screen.queryByRole('group', { name: 'Pay out to' })).toBeNull();
    expect(within(group).getByRole('radio', { name: /SEPA bank transfer/, checked: true })).toBeInTheDocument();
  });

  it('makes the done steps of the progress navigable, and only those', async () => {
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />);
    await chooseSepa();
    await screen.findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 });
    const chips = within(progress());
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(['Amount: done, go back', 'Payout method: done, go back']);
    await userEvent.click(chips.getByRole('button', { name: 'Amount: done, go back' }));
    // The amount the flow started with is kept.
    expect(await screen.findByRole('textbox', { name: /^You (receive|sell)/ })).toHaveValue('100');
    expect(within(progress()).queryAllByRole('button')).toHaveLength(0);
  });

  it('offers no way back while the sale is in flight or done', async () => {
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />);
    await chooseSepa();
    await fillSepa();
    const quote = await screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
    await userEvent.click(within(quote).getByRole('button', { name: 'Sell now' }));
    await screen.findByRole('region', { name: 'Transaction' }, { timeout: 5000 });
    // Sent, the sale's own timeline says how far it is: no bar of steps all done above it.
    expect(screen.queryByRole('list', { name: 'Progress' })).toBeNull();
    expect(document.querySelector('[data-slot=step-progress]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});

/** The client, with one operation refusing (400, not retryable) until `heal()` is called. */
function failing(client: RampkitClient, operation: keyof RampkitClient) {
  let broken = true;
  const proxy = new Proxy(client, {
    get(target, key, receiver) {
      if (key === operation && broken) {
        return async () => {
          throw apiErrorFromResponse(400, { Type: 'InvalidMessage', Action: 'Injected', Detail: `injected failure of ${String(operation)}`, Instance: 'test' });
        };
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { client: proxy, heal: () => (broken = false) };
}

describe('SellFlow when a read fails', { timeout: 30_000 }, () => {
  it.each([
    ['the customer', 'getCustomer', undefined, async () => screen.findByRole('combobox', { name: 'Country' }, { timeout: 5000 })],
    ['the countries', 'listSellCountries', undefined, async () => screen.findByRole('combobox', { name: 'Country' }, { timeout: 5000 })],
    ['the channels', 'listSellChannels', DE_100, async () => screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 })],
    ['the saved payment methods', 'listPaymentMethods', DE_100, async () => screen.findByRole('group', { name: 'Pay out to' }, { timeout: 5000 })],
    ['the channel form', 'getChannelForm', DE_100, async () => screen.findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 })],
  ] as const)('shows the error of %s with Try again instead of an endless skeleton', async (_label, operation, defaultAmount, recovered) => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    const { client, heal } = failing(backend.client, operation);
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={defaultAmount} />, { backend: { ...backend, client } });
    if (operation === 'listPaymentMethods' || operation === 'getChannelForm') {
      const group = await screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
      await userEvent.click(within(group).getAllByRole('radio').find((r) => r.closest('[data-slot=channel]')?.querySelector('[data-method-type=BankSepa]'))!);
      await continueFromChannels(group);
    }
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveAttribute('data-error-type', 'InvalidMessage');
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
    heal();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await recovered()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the countries error for a crypto the service does not sell (the README snippet)', async () => {
    await renderKit(<SellFlow cryptoCurrency="BTC" />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
  });
});
