// The spec's repeated 409: a change refused with Conflict on every one of the client's attempts
// must change before it can apply. In a sale the customer has nothing to change, so the flow's own
// Try again makes the new request (a new price; a sell with a new Nonce) instead of a dead end.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { DE_100, sellFlowAtQuote } from '../../../tooling/sell-at-quote';
import { chooseSepaChannel, fillSepaForm } from '../../../tooling/sell-flow-steps';
import { SellFlow } from './SellFlow';

describe('SellFlow after a Conflict on every attempt', { timeout: 30_000 }, () => {
  it('a price refused so offers Try again, which prices anew, the answers kept', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />, { backend });
    await chooseSepaChannel();
    await backend.control('/faults', { Rules: [{ Route: '/transactions/sell/prepare', Rate409: 1 }] });
    await fillSepaForm();
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('The service did not accept this request as it stands.');
    // The button is the next step: no "Start a new request" the customer could not act on.
    expect(alert.querySelector('[data-slot=next-action]')).toBeNull();
    await backend.control('/faults', { Rules: [] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const quote = await screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
    await userEvent.click(within(quote).getByRole('button', { name: 'Sell now' }));
    await screen.findByRole('region', { name: 'Transaction' }, { timeout: 5000 });
    backend.sandbox.close();
  });

  it('a sell refused so is sold with a new Nonce at Try again, once', async () => {
    const { backend, quote } = await sellFlowAtQuote();
    await backend.control('/faults', { Rules: [{ Route: '/transactions/sell', Rate409: 1 }] });
    await userEvent.click(within(quote).getByRole('button', { name: 'Sell now' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('The service did not accept this request as it stands.');
    await backend.control('/faults', { Rules: [] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('region', { name: 'Transaction' }, { timeout: 5000 });
    const sales = await backend.client.listTransactions({ query: { CustomerID: backend.customerId } });
    expect(sales.Items).toHaveLength(1);
    backend.sandbox.close();
  });
});
