import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { openBankDeposit } from '../../../tooling/account-fixture';
import { renderKit } from '../../../tooling/render-kit';
import { VirtualAccounts } from './VirtualAccounts';

async function withAccount() {
  const backend = await createSandboxBackend();
  await backend.createApprovedCustomer();
  const details = await openBankDeposit(backend);
  return { backend, details };
}

describe('VirtualAccounts', () => {
  it('says so when there are none', async () => {
    await renderKit(<VirtualAccounts />);
    expect(await screen.findByText('You have no virtual accounts.')).toBeInTheDocument();
  });

  it('closes an account after confirmation: 200 closes it at once', async () => {
    const { backend, details } = await withAccount();
    const onClosed = vi.fn();
    await renderKit(<VirtualAccounts onAccountClosed={onClosed} />, { backend });
    await userEvent.click(await screen.findByRole('button', { name: `Close account ${details.VirtualAccountID}` }));
    await userEvent.click(within(screen.getByRole('group', { name: `Confirm closing ${details.VirtualAccountID}` })).getByRole('button', { name: 'Yes, close it' }));
    expect(await screen.findByText('The account is closed.')).toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledWith({ VirtualAccountID: details.VirtualAccountID, Status: 'Closed' }, 200);
    await waitFor(() => expect(screen.getByText('Closed')).toBeInTheDocument());
  });

  it('shows PendingClosure (202) while a transfer is still arriving', async () => {
    const { backend, details } = await withAccount();
    await backend.control('/deposits/bank', { VirtualAccountID: details.VirtualAccountID, Amount: '50', FiatCurrency: 'USD' });
    const onClosed = vi.fn();
    await renderKit(<VirtualAccounts onAccountClosed={onClosed} />, { backend });
    await userEvent.click(await screen.findByRole('button', { name: `Close account ${details.VirtualAccountID}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, close it' }));
    expect(await screen.findByText('The account will close once the transfers in progress have arrived.')).toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledWith(expect.objectContaining({ Status: 'PendingClosure' }), 202);
  });
});
