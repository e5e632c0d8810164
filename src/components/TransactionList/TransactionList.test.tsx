import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInMemoryBackend } from '../../../tooling/in-memory-backend';
import { renderKit } from '../../../tooling/render-kit';
import { sellOnce } from '../../../tooling/sell-fixture';
import { TransactionList } from './TransactionList';

describe('TransactionList', () => {
  it('says so when there is nothing yet', async () => {
    await renderKit(<TransactionList />);
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
  });

  it('pages through the customer transactions and hands one to the host', async () => {
    const backend = await createInMemoryBackend();
    await backend.createApprovedCustomer();
    for (const amount of ['20', '30', '40']) await sellOnce(backend, amount);
    const onSelect = vi.fn();
    await renderKit(<TransactionList pageSize={2} onSelect={onSelect} />, { backend });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('€20.00');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click((await screen.findAllByRole('button', { name: /Open the transaction of/ }))[0]!);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ Status: 'Pending' }));
  });
});
