// SellFlow against a 0.1.3 upstream (the compat sandbox): no quote ever comes back, so the customer
// confirms an estimate and sells unquoted; the prepare carries FiatAmount and no Quoted.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../tooling/render-kit';
import { fillSepaForm, continueFromChannels } from '../../../tooling/sell-flow-steps';
import { SellFlow } from './SellFlow';

describe('SellFlow with a 0.1.3 upstream', { timeout: 30_000 }, () => {
  it('sells unquoted from an estimate, once on a double click, for the fiat amount asked', async () => {
    const { backend, events } = await renderKit(<SellFlow cryptoCurrency="BTC_TEST" />, { sandbox: { apiVersion: '0.1.3' } });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'DE');
    await userEvent.type(screen.getByRole('textbox', { name: /^You (receive|sell)/ }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const group = await screen.findByRole('group', { name: 'How do you want to be paid?' });
    // Channels without FeeConfig: the picker shows no fee line rather than failing.
    expect(group.querySelector('[data-slot=fee-config]')).toBeNull();
    await userEvent.click(within(group).getAllByRole('radio').find((r) => !(r as HTMLInputElement).disabled)!);
    await continueFromChannels(group);
    await fillSepaForm();

    const estimate = await screen.findByRole('region', { name: 'Your estimate' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Your quote' })).toBeNull();
    expect(estimate.querySelector('[data-slot=fiat-amount]')).toHaveTextContent('€100.00');
    expect(estimate.querySelector('[data-slot=authorized-amount]')?.textContent).toMatch(/Bitcoin \(test network\)/);
    expect(events.some((e) => e.type === 'quote.received')).toBe(false);
    await userEvent.dblClick(within(estimate).getByRole('button', { name: 'Sell now' }));
    await screen.findByRole('region', { name: 'Transaction' }, { timeout: 5000 });
    expect(events.filter((e) => e.type === 'sell.completed')).toHaveLength(1);
    const list = await backend.client.listTransactions({ query: { CustomerID: backend.customerId } });
    expect(list.Items).toHaveLength(1);
    expect(list.Items[0]!.FiatPayment?.Amount).toBe('100');
    // Read from the published FiatPaymentMethod.
    expect(list.Items[0]!.PaymentMethod).toBeDefined();
    // The published answers broke the seed contract, and the host heard of each gap once.
    const mismatches = events.filter((e) => e.type === 'contract.mismatch').map((e) => (e.type === 'contract.mismatch' ? `${e.operation} ${e.path}` : ''));
    expect(mismatches).toContain('listSellChannels Items.0.FeeConfig');
    expect(new Set(mismatches).size).toBe(mismatches.length);
  });
});
