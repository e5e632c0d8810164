// A sell the service refuses because its price ran out (the server's clock passed it before this
// device's countdown did, or the sale waited offline): the flow prices the same answers again, and
// says beside the new price that nothing was sold, until the customer sells again.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sellFlowAtQuote } from '../../../tooling/sell-at-quote';

describe('SellFlow when a sell is refused for a price that ran out', { timeout: 30_000 }, () => {
  it('says nothing was sold beside the new price, until the customer sells again', async () => {
    const { backend, quote } = await sellFlowAtQuote();
    await backend.control('/clock/advance', { Seconds: 3600 });
    await userEvent.click(within(quote).getByRole('button', { name: 'Sell now' }));
    const notice = await screen.findByText(/^Nothing was sold: the price ran out/, {}, { timeout: 5000 });
    expect(notice).toHaveAttribute('role', 'status');
    const renewed = await screen.findByRole('region', { name: 'Your quote' });
    await waitFor(() => expect(within(renewed).getByRole('button', { name: 'Sell now' })).toBeEnabled());
    await userEvent.click(within(renewed).getByRole('button', { name: 'Sell now' }));
    await screen.findByRole('region', { name: 'Transaction' }, { timeout: 5000 });
    expect(screen.queryByText(/^Nothing was sold/)).toBeNull();
    backend.sandbox.close();
  });
});
