import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Balances } from '../components/Balances/Balances';
import { SellFlow } from '../components/SellFlow/SellFlow';
import { TransactionList } from '../components/TransactionList/TransactionList';
import { renderWithSandbox } from './render-with-sandbox';

afterEach(() => vi.restoreAllMocks());

describe('renderWithSandbox', () => {
  it('renders a component against the in-memory sandbox without touching the network', async () => {
    const network = vi.spyOn(globalThis, 'fetch');
    const view = await renderWithSandbox(<Balances />, { setup: (sandbox) => sandbox.setBalance('BTC_TEST', '1.25', '1.5') });
    const row = (await view.findByRole('rowheader', { name: 'Bitcoin (test network)' })).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([expect.stringContaining('1.25'), expect.stringContaining('1.5')]);
    expect(network).not.toHaveBeenCalled();
    // Every request went through the real proxy to the sandbox, for the signed-in customer.
    expect((await view.sandbox.requests()).some((r) => r.path.startsWith('/v1/balances'))).toBe(true);
  });

  it('drives the sandbox from the test: injected faults reach the component as the service would answer', async () => {
    await renderWithSandbox(<Balances />, { setup: (sandbox) => sandbox.injectFaults([{ Route: '/balances', Rate500: 1 }]) });
    expect(await screen.findByRole('alert')).toHaveAttribute('data-error-type', 'Unexpected');
  });

  it('renders for a customer who must verify first, in the locale asked for', async () => {
    const view = await renderWithSandbox(<SellFlow cryptoCurrency="ETH_TEST_SEPOLIA" />, { approved: false, locale: 'de' });
    const notice = await waitFor(() => {
      const el = view.container.querySelector('[data-slot=verification-message]');
      expect(el).not.toBeNull();
      return el!;
    });
    expect(notice.closest('[lang]')).toHaveAttribute('lang', 'de');
  });

  it('returns the kit events and a control that settles what the customer sold', async () => {
    const onEvent = vi.fn();
    const view = await renderWithSandbox(<SellFlow cryptoCurrency="ETH_TEST_SEPOLIA" defaultAmount={{ CryptoCurrency: 'ETH_TEST_SEPOLIA', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '50' }} />, { provider: { onEvent } });
    const sepa = await view.findByRole('radio', { name: /SEPA/ });
    await userEvent.click(sepa);
    await userEvent.click(await view.findByRole('button', { name: 'Continue' }));
    await userEvent.type(await view.findByRole('textbox', { name: /IBAN/ }), 'DE89370400440532013000');
    await userEvent.selectOptions(view.getByRole('combobox', { name: /Account holder type/ }), 'Individual');
    await userEvent.type(view.getByRole('textbox', { name: /First name/ }), 'Ana');
    await userEvent.type(view.getByRole('textbox', { name: /Last name/ }), 'Silva');
    await userEvent.click(view.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await view.findByRole('button', { name: 'Sell now' }));
    const summary = await waitFor(() => {
      const el = view.container.querySelector('[data-slot=transaction-status] [data-slot=summary][data-transaction-id]');
      expect(el).not.toBeNull();
      return el!;
    });
    await view.sandbox.settle(summary.getAttribute('data-transaction-id')!);
    expect(view.events.map((e) => e.type)).toContain('sell.completed');
    expect(onEvent).toHaveBeenCalledTimes(view.events.length);
    view.unmount();
    const list = await renderWithSandbox(<TransactionList />, { backend: view.backend });
    await waitFor(() => expect(list.container.querySelector('tr[data-state=settled]')).not.toBeNull());
  });
});
