// SellFlow calls the client itself (not useSell): its sale must refresh the same reads useSell
// does, or "Sell again" offers no saved account and the host's lists miss the sale.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { chooseSepaChannel, fillSepaForm } from '../../../tooling/sell-flow-steps';
import { TransactionList } from '../TransactionList/TransactionList';
import { SellFlow } from './SellFlow';

const DE_100 = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } as const;

describe('SellFlow after a sale', { timeout: 30_000 }, () => {
  it('refreshes the saved accounts and the host\'s transaction list: "Sell again" offers the new account', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await renderKit(
      <>
        <SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />
        <TransactionList />
      </>,
      { backend },
    );
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    // No saved account yet: the picker read an empty list, which stays fresh in the cache for a while.
    // No saved account yet: the account step has one answer (a new account) and is skipped.
    await chooseSepaChannel();
    expect(screen.queryByRole('group', { name: 'Pay out to' })).toBeNull();
    await fillSepaForm();
    const quote = await screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
    await userEvent.click(within(quote).getByRole('button', { name: 'Sell now' }));
    await screen.findByRole('region', { name: 'Transaction' }, { timeout: 5000 });

    // The host's list shows the sale without a reload.
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Sell again' }));
    // A new sale starts from an empty amount step.
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'DE');
    await userEvent.type(screen.getByRole('textbox', { name: /^You (receive|sell)/ }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await chooseSepaChannel();
    const again = await screen.findByRole('group', { name: 'Pay out to' }, { timeout: 5000 });
    expect(await within(again).findByRole('radio', { name: /•••• 3000/ }, { timeout: 5000 })).toBeInTheDocument();
  });
});
