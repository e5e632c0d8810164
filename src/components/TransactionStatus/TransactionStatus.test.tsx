import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { sellOnce } from '../../../tooling/sell-fixture';
import { RampkitProvider } from '../../react/RampkitProvider';
import type { Transaction } from '../../api/transactions';
import type { RampkitClient } from '../../api/client';
import { FakeEventSource } from '../../../tooling/fake-event-source';
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
  it('shows a pending sell as a timeline with the current stage, its payout large, and says its first status once', async () => {
    const { backend, tx } = await withSale();
    await renderKit(<TransactionStatus transactionId={tx.ID} live={false} />, { backend });
    const region = await screen.findByRole('region', { name: 'Transaction' });
    const badge = await waitFor(() => {
      const found = region.querySelector('[data-slot=summary] [data-slot=badge]');
      if (!found) throw new Error('no status badge yet');
      return found;
    });
    expect(badge).toHaveTextContent('In progress');
    expect(badge).toHaveAttribute('data-tone', 'pending');
    expect(region.querySelector('[data-slot=headline-amount]')).toHaveTextContent('€100.00');
    // "Payout" names the figure: a term and its value.
    expect(region.querySelector('[data-slot=summary] dt + dd[data-slot=headline-amount]')).not.toBeNull();
    expect(region.querySelector('[data-slot=summary] dt')).toHaveTextContent('Payout');
    const timeline = within(region).getByRole('list', { name: 'Progress of the transaction' });
    const current = timeline.querySelector('[aria-current=step]');
    expect(current).toHaveTextContent(/Security checks|Sent to the payment system|Being confirmed/);
    // Where each stage stands is said in words, not by colour: "Now" on the current one, "To come" after it.
    expect(current).toHaveTextContent('Now');
    expect(timeline.lastElementChild).toHaveTextContent('To come');
    // The first status of the sale is heard: the region is mounted empty, then filled once.
    const announcement = region.querySelector('[data-slot=status-announcement]')!;
    expect(announcement).toHaveAttribute('role', 'status');
    // A sentence that says what it is about when heard alone, not "In progress · …".
    await waitFor(() => expect(announcement.textContent).toMatch(/^Transaction status: In progress \((Security checks|Sent to the payment system|Being confirmed)\)\.$/));
  });

  it('says on the receipt where the money goes: the payout account as the customer knows it', async () => {
    const { backend, tx } = await withSale('Settle');
    await renderKit(<TransactionStatus transactionId={tx.ID} live={false} />, { backend, locale: 'de' });
    const region = await screen.findByRole('region', { name: 'Transaktion' });
    const term = await within(region).findByText('Ausgezahlt an');
    const account = term.nextElementSibling as HTMLElement;
    expect(account).toHaveAttribute('data-slot', 'payment-method');
    // The same line as the quote's "Paid out to": the method's name, the account, the holder.
    expect(account).toHaveTextContent(/^SEPA-Überweisung •••• 3000 · Ana Silva$/);
    expect(region).not.toHaveTextContent('DE89370400440532013000');
  });

  it('shows Settled and Failed as the last stage, and on a failure the reason and what happens next', async () => {
    const settled = await withSale('Settle');
    const first = await renderKit(<TransactionStatus transactionId={settled.tx.ID} live={false} />, { backend: settled.backend });
    await waitFor(() => expect(document.querySelector('[data-slot=summary] [data-slot=badge]')).toHaveTextContent('Completed'));
    expect(document.querySelector('[data-slot=summary] [data-slot=badge]')).toHaveAttribute('data-tone', 'success');
    first.view.unmount();
    const failed = await withSale('Fail');
    await renderKit(<TransactionStatus transactionId={failed.tx.ID} live={false} />, { backend: failed.backend });
    await waitFor(() => expect(document.querySelector('[data-slot=summary] [data-slot=badge]')).toHaveTextContent('Failed'));
    expect(document.querySelector('[data-stage=Failed]')).toHaveTextContent('Stopped');
    const failure = document.querySelector('[data-slot=failure]');
    expect(failure).toHaveTextContent('This transaction did not go through');
    expect(failure).toHaveTextContent('Nothing was paid out.');
  });

  it('calls out a request for information waiting for the customer, with the action the host offers', async () => {
    const { backend, tx } = await withSale('RFI');
    const respond = vi.fn();
    await renderKit(<TransactionStatus transactionId={tx.ID} live={false} onRfiResponseRequested={respond} />, { backend });
    const rfi = await screen.findByRole('alert');
    expect(rfi).toHaveTextContent('Information requested: waiting for you');
    within(rfi).getByRole('button', { name: 'Provide the information' }).click();
    expect(respond).toHaveBeenCalledWith(expect.objectContaining({ ID: tx.ID }));
  });

  it('links the public record to the explorer of its network, lists refunds and adjustments, and keeps ids under Details', () => {
    const tx: Transaction = {
      ID: '7d9f2c1e-0000-4000-8000-000000000001', Network: 'EthereumTestSepolia', Created: '2026-11-22T10:00:00Z', Status: 'Settled', Direction: 'In', CryptoCurrency: 'ETH_TEST_SEPOLIA',
      PublicID: '0xabc', Amount: '0.5', Refunds: [{ RefundID: 'r1', RefundedAmount: '10', Currency: 'EUR', RequestTime: '2026-11-22T11:00:00Z', Status: 'Pending' }],
      AdjustmentFor: { AdjustedTransactionID: '7d9f2c1e-0000-4000-8000-000000000002', AdjustmentID: '7d9f2c1e-0000-4000-8000-000000000003', Reason: 'Refund' },
    };
    render(<RampkitProvider proxyUrl="/api"><TransactionStatus transactionId={tx.ID} initialTransaction={tx} live={false} /></RampkitProvider>);
    expect(screen.getByRole('link', { name: 'View on the block explorer (opens in a new tab)' })).toHaveAttribute('href', 'https://sepolia.etherscan.io/tx/0xabc');
    expect(screen.getByRole('region', { name: 'Refunds' })).toHaveTextContent('€10.00 · In progress');
    expect(document.querySelector('[data-slot=adjustment]')).toHaveTextContent('Refund');
    // The currency by name, never its code.
    expect(document.querySelector('[data-slot=headline-amount]')).not.toHaveTextContent('ETH_TEST_SEPOLIA');
    const details = document.querySelector('details[data-slot=support-details]')!;
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector('[data-slot=transaction-id]')).toHaveTextContent(tx.ID);
  });

  it('says a status, step or reason added after this release as the service wrote it, never as a message key', () => {
    const tx = {
      ID: '7d9f2c1e-0000-4000-8000-000000000004', Network: 'Ethereum', Created: '2026-11-22T10:00:00Z', Status: 'Reversed', SubStatus: 'Settling', Direction: 'Out', CryptoCurrency: 'USDC', Amount: '5',
      AdjustmentFor: { AdjustedTransactionID: '7d9f2c1e-0000-4000-8000-000000000002', AdjustmentID: '7d9f2c1e-0000-4000-8000-000000000003', Reason: 'Clawback' },
      Breakdown: [{ Type: 'StampDuty', Amount: '1', Currency: 'EUR' }],
    } as unknown as Transaction;
    render(<RampkitProvider proxyUrl="/api"><TransactionStatus transactionId={tx.ID} initialTransaction={tx} live={false} /></RampkitProvider>);
    const root = document.querySelector('[data-slot=transaction-status]')!;
    expect(root.textContent).not.toMatch(/tx\.(status|sub|adjustment)\.|sell\.breakdown\./);
    expect(root).toHaveTextContent('Reversed');
    expect(document.querySelector('[data-slot=adjustment]')).toHaveTextContent('Clawback');
  });

  it('orders stages, with UnderReview only when it happened', () => {
    expect(timelineStages({ Status: 'Pending', SubStatus: 'Submitted' }).map((s) => `${s.stage}:${s.state}`)).toEqual(['AmlScreening:done', 'Submitted:current', 'Confirming:upcoming', 'Settled:upcoming']);
    expect(timelineStages({ Status: 'Pending', SubStatus: 'UnderReview' }).map((s) => s.stage)).toContain('UnderReview');
    expect(timelineStages({ Status: 'Failed' }).at(-1)).toEqual({ stage: 'Failed', state: 'failed' });
  });

  describe('live', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('is refreshed by a live event about its transaction when the host passed the id in upper case', async () => {
      FakeEventSource.all = [];
      vi.stubGlobal('EventSource', FakeEventSource);
      const id = '7d9f2c1e-0000-4000-8000-0000000000aa';
      const record = (Status: Transaction['Status']): Transaction => ({ ID: id, Network: 'EthereumTestSepolia', Created: '2026-11-22T10:00:00Z', Status, Direction: 'In', CryptoCurrency: 'ETH_TEST_SEPOLIA', Amount: '0.5' });
      let current = record('Pending');
      const getTransaction = vi.fn(async () => current);
      render(
        <RampkitProvider client={{ baseUrl: '/api', getTransaction } as unknown as RampkitClient}>
          <TransactionStatus transactionId={id.toUpperCase()} />
        </RampkitProvider>,
      );
      await waitFor(() => expect(document.querySelector('[data-slot=summary] [data-slot=badge]')).toHaveTextContent('In progress'));
      await waitFor(() => expect(FakeEventSource.all).not.toHaveLength(0));
      current = record('Settled');
      // The stream names the transaction as the service stores it: in lower case.
      FakeEventSource.last.emit('Transaction', { EventType: 'Transaction', ID: id, EventVersion: 2, Occurred: new Date().toISOString(), Status: 'Settled' });
      await waitFor(() => expect(document.querySelector('[data-slot=summary] [data-slot=badge]')).toHaveTextContent('Completed'));
    });

    it('says a burst of stages once, as the stage it settles on, and its end at once (ADR 0193)', async () => {
      FakeEventSource.all = [];
      vi.stubGlobal('EventSource', FakeEventSource);
      const id = '7d9f2c1e-0000-4000-8000-0000000000bb';
      const record = (Status: Transaction['Status'], SubStatus?: Transaction['SubStatus']): Transaction => ({ ID: id, Network: 'BitcoinTestnet', Created: '2026-11-22T10:00:00Z', Status, SubStatus, Direction: 'Out', CryptoCurrency: 'BTC_TEST', Amount: '0.002' });
      let current = record('Pending', 'AmlScreening');
      const getTransaction = vi.fn(async () => current);
      render(
        <RampkitProvider client={{ baseUrl: '/api', getTransaction } as unknown as RampkitClient}>
          <TransactionStatus transactionId={id} />
        </RampkitProvider>,
      );
      const region = await waitFor(() => {
        const found = document.querySelector('[data-slot=status-announcement]');
        expect(found).toHaveTextContent('Transaction status: In progress (Security checks).');
        return found!;
      });
      await waitFor(() => expect(FakeEventSource.all).not.toHaveLength(0));
      const said: string[] = [];
      new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true });
      let version = 1;
      const move = async (next: Transaction, shown: string) => {
        current = next;
        version += 1;
        FakeEventSource.last.emit('Transaction', { EventType: 'Transaction', ID: id, EventVersion: version, Occurred: new Date().toISOString(), Status: next.Status });
        await waitFor(() => expect(document.querySelector('[data-slot=summary] [data-slot=badge]')).toHaveAttribute('data-tone', next.Status === 'Pending' ? 'pending' : 'success'));
        await waitFor(() => expect(document.querySelector('[aria-current=step]') ?? document.querySelector('[data-stage=Settled]')).toHaveTextContent(shown));
        // Longer than a region waits before it speaks, far shorter than a stage must hold.
        await new Promise((resolve) => setTimeout(resolve, 400));
      };
      // Two stages and the end within about a second, as a sale moves: only the end is heard.
      await move(record('Pending', 'Submitted'), 'Sent to the payment system');
      await move(record('Pending', 'Confirming'), 'Being confirmed');
      await move(record('Settled'), 'Completed');
      expect(said).toEqual(['Transaction status: Completed.']);
    });

    it('says a stage on the way once it has held', async () => {
      FakeEventSource.all = [];
      vi.stubGlobal('EventSource', FakeEventSource);
      const id = '7d9f2c1e-0000-4000-8000-0000000000cc';
      const record = (SubStatus: Transaction['SubStatus']): Transaction => ({ ID: id, Network: 'BitcoinTestnet', Created: '2026-11-22T10:00:00Z', Status: 'Pending', SubStatus, Direction: 'Out', CryptoCurrency: 'BTC_TEST', Amount: '0.002' });
      let current = record('AmlScreening');
      const getTransaction = vi.fn(async () => current);
      render(
        <RampkitProvider client={{ baseUrl: '/api', getTransaction } as unknown as RampkitClient}>
          <TransactionStatus transactionId={id} />
        </RampkitProvider>,
      );
      await waitFor(() => expect(document.querySelector('[data-slot=status-announcement]')).toHaveTextContent('(Security checks)'));
      await waitFor(() => expect(FakeEventSource.all).not.toHaveLength(0));
      current = record('Confirming');
      FakeEventSource.last.emit('Transaction', { EventType: 'Transaction', ID: id, EventVersion: 2, Occurred: new Date().toISOString(), Status: 'Pending' });
      await waitFor(() => expect(document.querySelector('[aria-current=step]')).toHaveTextContent('Being confirmed'));
      // Not at once (it could be passing), then said once it held.
      expect(document.querySelector('[data-slot=status-announcement]')).toHaveTextContent('(Security checks)');
      await waitFor(() => expect(document.querySelector('[data-slot=status-announcement]')).toHaveTextContent('Transaction status: In progress (Being confirmed).'), { timeout: 3000 });
    });
  });
});
