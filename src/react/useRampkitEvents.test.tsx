import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, act } from '@testing-library/react';
import { RampkitProvider } from './RampkitProvider';
import { useRampkitEvents } from './useRampkitEvents';
import { useCustomer, useTransaction } from './hooks';
import type { RampkitClient } from '../api/client';
import type { RampkitEvent } from '../core/events';
import { FakeEventSource } from '../../tooling/fake-event-source';

const customer = (Status: string) => ({
  Type: 'Individual', CustomerID: 'c-1', Created: '2026-11-22T10:00:00Z', FullName: { FirstName: 'Ana', LastName: 'Silva' }, DateOfBirth: '1990-05-17', Identities: [],
  PrimaryResidence: { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' },
  Verifications: { Type: 'Individual', Status, EntityVerifications: [] },
});
const tx = (Status: string) => ({ ID: 't-1', CustomerID: 'c-1', Status });
const now = () => new Date().toISOString();
const txEvent = (EventVersion: number, Status: string, Occurred = now()) => ({ EventType: 'Transaction', ID: 't-1', EventVersion, Occurred, Status });

function Live({ children }: { children?: React.ReactNode }) {
  const { mode } = useRampkitEvents({ pollIntervalMs: 50, maxFailures: 2 });
  return (
    <>
      <p data-testid="mode">{mode}</p>
      {children}
    </>
  );
}
function CustomerStatus() {
  const { data } = useCustomer({ customerId: 'c-1' });
  return <p>{data?.Verifications?.Status ?? 'loading'}</p>;
}
function TransactionStatus() {
  const { data } = useTransaction({ transactionId: 't-1' });
  return <p data-testid="tx">{data?.Status ?? 'loading'}</p>;
}

let events: RampkitEvent[];
const probe = vi.fn<(url: string) => Promise<Response>>();
beforeEach(() => {
  FakeEventSource.all = [];
  events = [];
  probe.mockReset();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', (url: string) => probe(url));
});
afterEach(() => vi.unstubAllGlobals());

function setup(client: Partial<RampkitClient>, children: React.ReactNode) {
  return render(
    <RampkitProvider client={{ baseUrl: '/api', ...client } as unknown as RampkitClient} onEvent={(e) => events.push(e)}>
      <Live>{children}</Live>
    </RampkitProvider>,
  );
}

describe('useRampkitEvents', () => {
  it('refetches the customer after an event that arrives while the first read is still in flight', async () => {
    const answers: ((value: unknown) => void)[] = [];
    const getCustomer = vi.fn(() => new Promise((resolve) => answers.push(resolve)));
    setup({ getCustomer } as never, <CustomerStatus />);
    await waitFor(() => expect(getCustomer).toHaveBeenCalledTimes(1));
    // The review is decided while the first read (which will say Pending) is still on its way.
    act(() => FakeEventSource.last.emit('Customer', { EventType: 'Customer', ID: 'c-1', EventVersion: 3, Occurred: now(), Status: 'ReviewPending' }));
    await waitFor(() => expect(getCustomer).toHaveBeenCalledTimes(2));
    answers[0]!(customer('Pending'));
    answers[1]!(customer('Declined'));
    expect(await screen.findByText('Declined')).toBeInTheDocument();
    await waitFor(() => expect(events).toContainEqual({ type: 'onboarding.status', customerId: 'c-1', status: 'ReviewPending', verifications: customer('Declined').Verifications }));
  });

  it('reads a changed transaction through the proxy and ignores a retried older version', async () => {
    let current = tx('Pending');
    const getTransaction = vi.fn(async () => current);
    setup({ getTransaction } as never, <TransactionStatus />);
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    act(() => FakeEventSource.last.open());
    current = tx('Settled');
    act(() => FakeEventSource.last.emit('Transaction', txEvent(4, 'Settled')));
    expect(await screen.findByText('Settled')).toBeInTheDocument();
    await waitFor(() => expect(events).toContainEqual({ type: 'transaction.updated', transaction: tx('Settled') }));
    const reads = getTransaction.mock.calls.length;
    // The sender retries version 2 (Pending) after version 4: nothing moves back, nothing is read.
    current = tx('Pending');
    act(() => FakeEventSource.last.emit('Transaction', txEvent(2, 'Pending')));
    act(() => FakeEventSource.last.emit('Transaction', txEvent(4, 'Pending')));
    // A newer version sent after them is read: once its read is made, the ignored ones would have
    // been read before it, so exactly one more read means they caused none.
    current = tx('Failed');
    act(() => FakeEventSource.last.emit('Transaction', txEvent(5, 'Failed')));
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(getTransaction).toHaveBeenCalledTimes(reads + 1);
    expect(events.filter((e) => e.type === 'transaction.updated').map((e) => (e as { transaction: { Status: string } }).transaction.Status)).toEqual(['Settled', 'Failed']);
  });

  it('ignores events dated far in the future and data lines that are not JSON, without throwing', async () => {
    let current = tx('Pending');
    const getTransaction = vi.fn(async () => current);
    setup({ getTransaction } as never, <TransactionStatus />);
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    act(() => FakeEventSource.last.open());
    const reads = getTransaction.mock.calls.length;
    expect(() => FakeEventSource.last.raw('Transaction', 'not json {')).not.toThrow();
    act(() => FakeEventSource.last.emit('Transaction', txEvent(9, 'Settled', new Date(Date.now() + 365 * 86_400_000).toISOString())));
    act(() => FakeEventSource.last.emit('Transaction', { EventType: 'Transaction', EventVersion: 10 }));
    // The version a bogus future event claimed was not remembered: a real v5 sent after them still
    // counts, and once it has been read the ignored ones would have been read before it.
    current = tx('Settled');
    act(() => FakeEventSource.last.emit('Transaction', txEvent(5, 'Settled')));
    expect(await screen.findByText('Settled')).toBeInTheDocument();
    expect(getTransaction).toHaveBeenCalledTimes(reads + 1);
  });

  it('is not "live" while the stream is down, and polls once it keeps failing', async () => {
    const getCustomer = vi.fn(async () => customer('Pending'));
    setup({ getCustomer } as never, <CustomerStatus />);
    act(() => FakeEventSource.last.open());
    expect(screen.getByTestId('mode')).toHaveTextContent('live');
    act(() => FakeEventSource.last.drop());
    expect(screen.getByTestId('mode')).toHaveTextContent('connecting');
    act(() => FakeEventSource.last.drop());
    expect(screen.getByTestId('mode')).toHaveTextContent('polling');
    expect(FakeEventSource.last.closed).toBe(true);
    const reads = getCustomer.mock.calls.length;
    await waitFor(() => expect(getCustomer.mock.calls.length).toBeGreaterThan(reads + 1));
  });

  it('tells the host when the stream answers 401: the session has ended', async () => {
    probe.mockResolvedValue(new Response(JSON.stringify({ Type: 'Unauthorized' }), { status: 401 }));
    setup({ getCustomer: vi.fn(async () => customer('Pending')) } as never, <CustomerStatus />);
    act(() => FakeEventSource.last.refuse());
    await waitFor(() => expect(screen.getByTestId('mode')).toHaveTextContent('expired'));
    expect(probe).toHaveBeenCalledWith('/api/events');
    expect(events).toContainEqual({ type: 'session.expired', source: 'events' });
  });

  it('polls when the proxy refuses the stream for another reason (too many streams)', async () => {
    probe.mockResolvedValue(new Response('{}', { status: 429 }));
    setup({ getCustomer: vi.fn(async () => customer('Pending')) } as never, <CustomerStatus />);
    act(() => FakeEventSource.last.refuse());
    await waitFor(() => expect(screen.getByTestId('mode')).toHaveTextContent('polling'));
    expect(events.some((e) => e.type === 'session.expired')).toBe(false);
  });

  it('opens one stream for every component that wants live updates', async () => {
    setup({ getCustomer: vi.fn(async () => customer('Pending')), getTransaction: vi.fn(async () => tx('Pending')) } as never, (
      <>
        <Live />
        <Live />
        <CustomerStatus />
      </>
    ));
    await screen.findByText('Pending');
    expect(FakeEventSource.all.filter((s) => !s.closed)).toHaveLength(1);
    expect(FakeEventSource.last.url).toBe('/api/events');
  });
});
