import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { sellOnce } from '../../../tooling/sell-fixture';
import { RampkitProvider } from '../../react/RampkitProvider';
import type { Transaction } from '../../api/transactions';
import { TransactionStatus } from './TransactionStatus';
import { timelineStages } from './TransactionTimeline';

async function withSale(action?: 'Settle' | 'Fail' | 'RFI') {
  const backend = await createSandboxBackend();
  await backend.createApprovedCustomer();
  const tx = await sellOnce(backend);
  if (action) await backend.control(`/transactions/${tx.ID}`, { Action: action });
  return { backend, tx };
}

describe('TransactionStatus', () => {
  it('shows a pending sell as a timeline with the current stage, and its payout', async () => {
    const { backend, tx } = await withSale();
    await renderKit(<TransactionStatus transactionId={tx.ID} live={false} />, { backend });
    const region = await screen.findByRole('region', { name: 'Transaction' });
    expect(await within(region).findByRole('status')).toHaveTextContent('In progress');
    const current = within(region).getByRole('list', { name: 'Progress of the transaction' }).querySelector('[aria-current=step]');
    expect(current).toHaveTextContent(/Security checks|Sent to the payment system|Being confirmed/);
    expect(region.querySelector('[data-slot=fiat-payment]')).toHaveTextContent('€100.00');
    expect(within(region).getByRole('status')).toHaveAttribute('data-tone', 'pending');
  });

  it('says on the receipt where the money goes: the payout account as the customer knows it', async () => {
    const { backend, tx } = await withSale('Settle');
    await renderKit(<TransactionStatus transactionId={tx.ID} live={false} />, { backend, locale: 'de' });
    const region = await screen.findByRole('region', { name: 'Transaktion' });
    const term = await within(region).findByText('Ausgezahlt an');
    const account = term.nextElementSibling as HTMLElement;
    expect(account).toHaveAttribute('data-slot', 'payment-method');
    expect(account).toHaveTextContent('•••• 3000');
    expect(account).toHaveTextContent('Ana Silva');
    expect(region).not.toHaveTextContent('DE89370400440532013000');
  });

  it('shows Settled and Failed as the last stage', async () => {
    const settled = await withSale('Settle');
    await renderKit(<TransactionStatus transactionId={settled.tx.ID} live={false} />, { backend: settled.backend });
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Completed');
    expect(done).toHaveAttribute('data-tone', 'success');
    const failed = await withSale('Fail');
    await renderKit(<TransactionStatus transactionId={failed.tx.ID} live={false} />, { backend: failed.backend });
    await waitFor(() => expect(screen.getAllByRole('status').some((s) => s.textContent?.includes('Failed'))).toBe(true));
  });

  it('calls out a request for information waiting for the customer', async () => {
    const { backend, tx } = await withSale('RFI');
    await renderKit(<TransactionStatus transactionId={tx.ID} live={false} />, { backend });
    const rfi = await screen.findByRole('alert');
    expect(rfi).toHaveTextContent('Information requested: waiting for you');
    expect(screen.getByRole('status')).toHaveTextContent('Under review');
  });

  it('links the public record to the explorer of its network, and lists refunds and adjustments', () => {
    const tx: Transaction = {
      ID: '7d9f2c1e-0000-4000-8000-000000000001', Network: 'EthereumTestSepolia', Created: '2026-11-22T10:00:00Z', Status: 'Settled', Direction: 'In', CryptoCurrency: 'ETH_TEST_SEPOLIA',
      PublicID: '0xabc', Amount: '0.5', Refunds: [{ RefundID: 'r1', RefundedAmount: '10', Currency: 'EUR', RequestTime: '2026-11-22T11:00:00Z', Status: 'Pending' }],
      AdjustmentFor: { AdjustedTransactionID: '7d9f2c1e-0000-4000-8000-000000000002', AdjustmentID: '7d9f2c1e-0000-4000-8000-000000000003', Reason: 'Refund' },
    };
    render(<RampkitProvider proxyUrl="/api"><TransactionStatus transactionId={tx.ID} initialTransaction={tx} live={false} /></RampkitProvider>);
    expect(screen.getByRole('link', { name: /0xabc/ })).toHaveAttribute('href', 'https://sepolia.etherscan.io/tx/0xabc');
    expect(screen.getByRole('region', { name: 'Refunds' })).toHaveTextContent('€10.00 · In progress');
    expect(screen.getByText(/^Refund ·/)).toBeInTheDocument();
  });

  it('orders stages, with UnderReview only when it happened', () => {
    expect(timelineStages({ Status: 'Pending', SubStatus: 'Submitted' }).map((s) => `${s.stage}:${s.state}`)).toEqual(['AmlScreening:done', 'Submitted:current', 'Confirming:upcoming', 'Settled:upcoming']);
    expect(timelineStages({ Status: 'Pending', SubStatus: 'UnderReview' }).map((s) => s.stage)).toContain('UnderReview');
    expect(timelineStages({ Status: 'Failed' }).at(-1)).toEqual({ stage: 'Failed', state: 'failed' });
  });
});
