import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { DESTINATION } from '../../../tooling/account-fixture';
import { renderKit } from '../../../tooling/render-kit';
import { VirtualAccounts } from '../VirtualAccounts';
import { BankDepositDetails } from './BankDepositDetails';

describe('BankDepositDetails', () => {
  it('runs the workflow when shown and lists what to pay into, with copy buttons', async () => {
    const { backend } = await renderKit(<BankDepositDetails fiatCurrency="USD" cryptoCurrency="USDC_TEST" network="EthereumTestSepolia" destinationAddress={DESTINATION} />);
    const region = await screen.findByRole('region', { name: 'Bank transfer details' });
    expect(await screen.findByRole('button', { name: 'Copy Account number' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Send USD to this account: it is converted to USDC (test network) and sent on Ethereum Sepolia (test network).');
    // Fedwire takes the same account and bank code as ACH: said once, not listed as a second account.
    expect(screen.getAllByRole('button', { name: 'Copy Account number' })).toHaveLength(1);
    expect(region).toHaveTextContent('The same details also work for: Fedwire transfer.');
    expect(region.querySelector('[data-slot=destination]')).toHaveTextContent(DESTINATION);
    const accounts = await backend.client.listVirtualAccounts({ query: { CustomerID: backend.customerId } });
    expect(accounts.Items).toHaveLength(1);
  });

  it('ties the reference\'s hint to its Copy button, the control a screen reader lands on', async () => {
    await renderKit(<BankDepositDetails fiatCurrency="EUR" cryptoCurrency="USDC_TEST" network="EthereumTestSepolia" destinationAddress={DESTINATION} />);
    const copy = await screen.findByRole('button', { name: 'Copy Reference' });
    expect(copy).toHaveAccessibleDescription('Always include this reference: without it the transfer cannot be matched.');
    // The other details carry no hint of theirs.
    expect(screen.getByRole('button', { name: 'Copy IBAN' })).toHaveAccessibleDescription('');
  });

  it('withdraws the details of an account closed beside it: they become the account the customer has now', async () => {
    await renderKit(
      <>
        <BankDepositDetails fiatCurrency="USD" cryptoCurrency="USDC_TEST" network="EthereumTestSepolia" destinationAddress={DESTINATION} />
        <VirtualAccounts />
      </>,
    );
    const region = await screen.findByRole('region', { name: 'Bank transfer details' });
    const number = () => region.querySelector('[data-slot=copy-field] [data-slot=value]')?.textContent;
    await waitFor(() => expect(number()).toBeTruthy());
    const before = number();
    await userEvent.click(await screen.findByRole('button', { name: /^Close account / }));
    await userEvent.click(within(screen.getByRole('group', { name: /^Confirm closing / })).getByRole('button', { name: 'Yes, close it' }));
    // Never the closed account's number, which takes a transfer the service returns.
    await waitFor(() => expect(number()).toBeTruthy());
    await waitFor(() => expect(number()).not.toBe(before));
  });

  it('offers a German customer EUR by SEPA first, and USD one tap away', async () => {
    const loaded: string[] = [];
    const { backend } = await renderKit(<BankDepositDetails cryptoCurrency="USDC_TEST" network="EthereumTestSepolia" destinationAddress={DESTINATION} onDetailsLoaded={(_, { fiatCurrency }) => loaded.push(fiatCurrency)} />);
    const region = await screen.findByRole('region', { name: 'Bank transfer details' });
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'));
    expect(region.querySelector('[data-slot=method]')).toHaveAttribute('data-method-type', 'BankSepa');
    expect(screen.getByRole('radio', { name: /Euro/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /US Dollar/ }));
    await waitFor(() => expect(region.querySelector('[data-slot=method]')).toHaveAttribute('data-method-type', 'BankAch'));
    expect(region).toHaveTextContent('Send USD to this account');
    // The host hears which currency each set of details is in (the answer need not say it).
    expect(loaded).toEqual(['EUR', 'USD']);
    const accounts = await backend.client.listVirtualAccounts({ query: { CustomerID: backend.customerId } });
    expect(accounts.Items).toHaveLength(2);
  });

  it('retries a 409 by itself and still shows the details', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await backend.control('/faults', { Rules: [{ Route: '/workflows/bank-deposit', Rate409: 0.5 }] });
    await renderKit(<BankDepositDetails fiatCurrency="USD" cryptoCurrency="USDC_TEST" network="EthereumTestSepolia" destinationAddress={DESTINATION} />, { backend });
    expect(await screen.findByRole('button', { name: 'Copy Account number' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('offers Try again after a Conflict on every attempt: a new workflow call', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await backend.control('/faults', { Rules: [{ Route: '/workflows/bank-deposit', Rate409: 1 }] });
    await renderKit(<BankDepositDetails fiatCurrency="USD" cryptoCurrency="USDC_TEST" network="EthereumTestSepolia" destinationAddress={DESTINATION} />, { backend });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('The service did not accept this request as it stands.');
    await backend.control('/faults', { Rules: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Copy Account number' }, { timeout: 5000 })).toBeInTheDocument();
  }, 30_000);

  it('offers no Try again for a currency that is not offered, and asks for another currency, not another payout method', async () => {
    await renderKit(<BankDepositDetails fiatCurrency={'JPY' as never} cryptoCurrency="USDC_TEST" network="EthereumTestSepolia" destinationAddress={DESTINATION} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveAttribute('data-error-type', 'InvalidMessage');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // A deposit has no payout method: the next step is a currency the bank transfer takes.
    expect(alert.querySelector('[data-slot=next-action]')).toHaveTextContent('Bank transfers in this currency are not accepted. Choose another currency.');
    expect(alert).not.toHaveTextContent(/payout/i);
  });

  it('explains SelfReference when the destination is one of the customer own deposit addresses', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    const first = await backend.client.createBankDepositWorkflow({ body: { CustomerID: backend.customerId, FiatCurrency: 'USD', CryptoCurrency: 'USDC_TEST', Network: 'EthereumTestSepolia', DestinationAddress: { Address: DESTINATION } } });
    const own = await backend.client.createDepositRule({ body: { CustomerID: backend.customerId, CryptoCurrency: 'USDC_TEST', FormSessionID: (await import('../../../tooling/sell-fixture').then((m) => m.preparedSession(backend, 'USDC_TEST', '20'))).FormSessionID, Trigger: { Type: 'PermanentOnchainDepositSourceTriggerInput', Conditions: [{ Network: 'EthereumTestSepolia' }], Nonce: 'n-self' } } });
    expect(first.VirtualAccountID).toBeTruthy();
    await renderKit(<BankDepositDetails fiatCurrency="USD" cryptoCurrency="USDC_TEST" network="EthereumTestSepolia" destinationAddress={own.Conditions[0]!.DestinationAddress.Address} />, { backend });
    await waitFor(() => expect(document.querySelector('[data-slot=self-reference]')).toHaveTextContent('one of your own deposit addresses'));
  });

  // SEPA details are named as the customer's bank names them (a BIC is no German "Bankleitzahl");
  // other rails keep the generic words.
  it.each([
    ['SEPA (EUR), in German', 'EUR', 'de', 'Überweisungsdaten', 'BankSepa', ['IBAN', 'BIC'], /Kontonummer|Bankleitzahl/],
    ['ACH (USD), in English', 'USD', 'en', 'Bank transfer details', 'BankAch', ['Account number', 'Bank code'], /IBAN|BIC/],
  ] as const)('labels the account fields of %s', async (_, fiatCurrency, locale, title, methodType, expected, absent) => {
    await renderKit(<BankDepositDetails fiatCurrency={fiatCurrency} cryptoCurrency="USDC_TEST" network="EthereumTestSepolia" destinationAddress={DESTINATION} />, { locale });
    const region = await screen.findByRole('region', { name: title });
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'));
    expect(region.querySelector('[data-slot=method]')).toHaveAttribute('data-method-type', methodType);
    const labels = [...region.querySelectorAll('[data-slot=copy-field] [data-slot=text]>[data-slot=label]')].map((l) => l.textContent);
    expect(labels.slice(0, 2)).toEqual(expected);
    expect(region).not.toHaveTextContent(absent);
  });

  it('shows the wallet address in groups of four after its 0x, which wrap between groups, never inside one nor leaving a short group alone', async () => {
    await renderKit(<BankDepositDetails fiatCurrency="USD" cryptoCurrency="USDC_TEST" network="EthereumTestSepolia" destinationAddress={DESTINATION} />);
    const region = await screen.findByRole('region', { name: 'Bank transfer details' });
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'));
    const destination = region.querySelector('[data-slot=destination]')!;
    const value = destination.querySelector('[data-grouped]')!;
    expect(value).not.toBeNull();
    // The 0x rides on the first group; its forty digits fall in groups of four, none short and alone.
    const units = [...value.children].map((g) => g.textContent);
    expect(units.join('')).toBe(DESTINATION);
    expect(units[0]).toBe(DESTINATION.slice(0, 6));
    expect(units.slice(1).every((g) => g!.length === 4)).toBe(true);
    expect(value.querySelector('[data-slot=tail]')).toBeNull();
    // Selected by hand, it is the address itself: the gaps are CSS, not spaces.
    expect(destination.textContent).toBe(DESTINATION);
  });
});
