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
  it('says so when there are none, with what will fill the list', async () => {
    await renderKit(<VirtualAccounts />);
    expect(await screen.findByText('No virtual accounts yet')).toBeInTheDocument();
    expect(screen.getByText('Your bank transfer details appear here once you ask for them.')).toBeInTheDocument();
  });

  it('names an account held on two rails once, with both rails, and keeps its id under Details', async () => {
    const { backend, details } = await withAccount();
    await renderKit(<VirtualAccounts />, { backend });
    const item = await screen.findByRole('listitem');
    // ACH and Fedwire share the number: one "Lead Bank •••• 1234", not two.
    expect(within(item).getAllByText(/^Lead Bank •••• \d{4}$/)).toHaveLength(1);
    expect(item).toHaveTextContent('Accepts: ACH · Fedwire');
    expect(within(item).getByText('Active')).toHaveAttribute('data-tone', 'success');
    // In groups of four that read (and copy) as the bare code.
    const id = item.querySelector('[data-slot=account-details] [data-slot=id]')!;
    expect(id.textContent).toBe(details.VirtualAccountID);
    expect(id.querySelector('[data-grouped]')).not.toBeNull();
  });

  it('closes an account after confirmation: 200 closes it at once', async () => {
    const { backend, details } = await withAccount();
    const onClosed = vi.fn();
    await renderKit(<VirtualAccounts onAccountClosed={onClosed} />, { backend });
    const closeButton = await screen.findByRole('button', { name: /^Close account Lead Bank •••• \d{4}$/ });
    await userEvent.click(closeButton);
    // The pressed button went: focus is on the question that took its place, not lost to <body>;
    // "Keep it open" brings it back to the Close button.
    const question = screen.getByRole('group', { name: /^Confirm closing Lead Bank/ });
    expect(document.activeElement).toBe(question);
    await userEvent.click(within(question).getByRole('button', { name: 'Keep it open' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Close account Lead Bank/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Close account Lead Bank/ }));
    await userEvent.click(within(screen.getByRole('group', { name: /^Confirm closing Lead Bank/ })).getByRole('button', { name: 'Yes, close it' }));
    // Closed: the buttons went, focus is on the list's heading.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Virtual accounts' })));
    expect(await screen.findByText('The account is closed.')).toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledWith({ VirtualAccountID: details.VirtualAccountID, Status: 'Closed' }, 200);
    await waitFor(() => expect(screen.getByText('Closed')).toBeInTheDocument());
  });

  it('shows the account closed as soon as the close answers, before the list is read again', async () => {
    const { backend } = await withAccount();
    // The list's next reading waits until let through: what shows meanwhile is the close's own answer.
    let release = () => {};
    let held: Promise<void> | undefined;
    const client = {
      ...backend.client,
      listVirtualAccounts: (async (...args) => {
        await held;
        return backend.client.listVirtualAccounts(...args);
      }) as typeof backend.client.listVirtualAccounts,
      closeVirtualAccount: (async (...args) => {
        held = new Promise<void>((resolve) => (release = resolve));
        return backend.client.closeVirtualAccount(...args);
      }) as typeof backend.client.closeVirtualAccount,
    };
    await renderKit(<VirtualAccounts />, { backend: { ...backend, client } });
    await userEvent.click(await screen.findByRole('button', { name: /^Close account Lead Bank/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, close it' }));
    expect(await screen.findByText('The account is closed.')).toBeInTheDocument();
    const item = screen.getByRole('listitem');
    expect(item).toHaveAttribute('data-state', 'Closed');
    expect(within(item).getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Close account/ })).toBeNull();
    release();
    await waitFor(() => expect(within(screen.getByRole('listitem')).getByText('Closed')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Close account/ })).toBeNull();
  });

  it('shows PendingClosure (202) while a transfer is still arriving', async () => {
    const { backend, details } = await withAccount();
    await backend.control('/deposits/bank', { VirtualAccountID: details.VirtualAccountID, Amount: '50', FiatCurrency: 'USD' });
    const onClosed = vi.fn();
    await renderKit(<VirtualAccounts onAccountClosed={onClosed} />, { backend });
    await userEvent.click(await screen.findByRole('button', { name: /^Close account Lead Bank/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, close it' }));
    expect(await screen.findByText('The account will close once the transfers in progress have arrived.')).toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledWith(expect.objectContaining({ Status: 'PendingClosure' }), 202);
  });
});
