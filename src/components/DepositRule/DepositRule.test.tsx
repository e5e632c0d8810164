import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInMemoryBackend } from '../../../tooling/in-memory-backend';
import { renderKit } from '../../../tooling/render-kit';
import { preparedSession } from '../../../tooling/sell-fixture';
import { DepositRule } from './DepositRule';

async function setup() {
  const backend = await createInMemoryBackend();
  await backend.createApprovedCustomer();
  const prepared = await preparedSession(backend);
  return { backend, prepared };
}

describe('DepositRule', () => {
  it('creates a single-deposit rule and shows the address, its QR code, network and amount condition', async () => {
    const { backend, prepared } = await setup();
    const { events } = await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} networks={['EthereumTestSepolia']} defaultTrigger="single" />, { backend });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Amount' }), 'GTEQ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount in ETH_TEST_SEPOLIA' }), '0.01');
    await userEvent.click(screen.getByRole('button', { name: 'Get the deposit address' }));
    expect(await screen.findByText(/the next deposit is sold/)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code of the deposit address on EthereumTestSepolia' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    expect(document.querySelector('[data-slot=amount-conditions]')).toHaveTextContent('at least 0.01 ETH_TEST_SEPOLIA');
    expect(events.some((e) => e.type === 'deposit-rule.created')).toBe(true);
  });

  it('offers the quoted trigger only with a quote, and warns about late or off-amount deposits', async () => {
    const { backend, prepared } = await setup();
    await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} quote={prepared.SellQuote} networks={['EthereumTestSepolia']} />, { backend });
    expect(await screen.findByRole('radio', { name: /At the quoted price/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Get the deposit address' }));
    expect(await screen.findByRole('note')).toHaveTextContent('does not match this quote');
    expect(document.querySelector('[data-slot=countdown]')).toHaveTextContent(/Price held for/);
    expect(document.querySelector('[data-slot=amount-conditions]')).toHaveTextContent(`exactly ${prepared.SellQuote!.CryptoAmount}`);
  });

  it('disables the quoted trigger without a quote and offers only account-based networks', async () => {
    const { backend, prepared } = await setup();
    await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} networks={['EthereumTestSepolia', 'BitcoinTest']} />, { backend });
    expect(await screen.findByRole('radio', { name: /At the quoted price/ })).toBeDisabled();
    const networks = [...(screen.getByRole('combobox', { name: 'Network' }) as HTMLSelectElement).options].map((o) => o.value);
    expect(networks).toEqual(['EthereumTestSepolia']);
  });

  it('shows the service error and keeps the form when the session is unknown', async () => {
    const backend = await createInMemoryBackend();
    await backend.createApprovedCustomer();
    await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId="00000000-0000-4000-8000-000000000000" networks={['EthereumTestSepolia']} />, { backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Get the deposit address' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('FormSessionID'));
    expect(screen.getByRole('button', { name: 'Get the deposit address' })).toBeInTheDocument();
  });
});
