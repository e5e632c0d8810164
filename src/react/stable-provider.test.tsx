// A host that re-renders with inline props (a new `messages` object, a new `appearance`, a new
// `onEvent` closure, a new `onLiveEvent`) must not reconnect the event stream, re-read anything or
// re-render kit components that do not depend on what changed. The newest callbacks still answer.
import { memo, useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { appearanceId } from '../theme/tokens';
import { RampkitProvider } from './RampkitProvider';
import { useRampkit } from './useRampkit';
import { useRampkitEvents } from './useRampkitEvents';
import { useTransaction } from './hooks';
import type { RampkitClient } from '../api/client';
import type { LiveEvent } from '../api/live-events';
import type { RampkitEvent } from '../core/events';
import { FakeEventSource } from '../../tooling/fake-event-source';

const tx = (Status: string) => ({ ID: 't-1', CustomerID: 'c-1', Status });

let unrelatedRenders = 0;
const countRender = () => {
  unrelatedRenders += 1;
};
const Unrelated = memo(function Unrelated({ rendered = countRender }: { rendered?: () => void }) {
  rendered();
  const { t } = useRampkit();
  return <p data-testid="unrelated">{t('tx.title')}</p>;
});

function Transaction() {
  const { data } = useTransaction({ transactionId: 't-1' });
  return <p data-testid="tx">{data?.Status ?? 'loading'}</p>;
}

const heard: { renders: number; what: string }[] = [];

function Live({ renders }: { renders: number }) {
  // Inline, as hosts write it: a new function on every render.
  const { mode } = useRampkitEvents({ onLiveEvent: (event: LiveEvent) => heard.push({ renders, what: `live:${event.Status}` }) });
  return <p data-testid="mode">{mode}</p>;
}

function Host({ client, queryClient }: { client: RampkitClient; queryClient: QueryClient }) {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        again
      </button>
      <RampkitProvider
        client={client}
        queryClient={queryClient}
        messages={{ 'tx.title': 'Your payout' }}
        appearance={{ theme: 'night', variables: { colorPrimary: '#0a7' } }}
        onEvent={(event: RampkitEvent) => heard.push({ renders, what: event.type })}
      >
        <Live renders={renders} />
        <Unrelated />
        <Transaction />
      </RampkitProvider>
    </>
  );
}

beforeEach(() => {
  FakeEventSource.all = [];
  heard.length = 0;
  unrelatedRenders = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('a stable provider', () => {
  it('keeps one stream, no re-reads and no unrelated re-renders through host re-renders with inline props', async () => {
    let status = 'Pending';
    const getTransaction = vi.fn(async () => tx(status));
    const client = { baseUrl: '/api', apiVersion: 'seed', getTransaction } as unknown as RampkitClient;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(<Host client={client} queryClient={queryClient} />);
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    act(() => FakeEventSource.last.open());
    await waitFor(() => expect(screen.getByTestId('mode')).toHaveTextContent('live'));
    // The catch-up after opening may read once; everything after this point is the re-renders' doing.
    await waitFor(() => expect(getTransaction.mock.calls.length).toBeGreaterThanOrEqual(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const opened = FakeEventSource.all.length;
    const reads = getTransaction.mock.calls.length;
    const rendersBefore = unrelatedRenders;
    expect(screen.getByTestId('unrelated')).toHaveTextContent('Your payout');

    for (let i = 0; i < 5; i += 1) fireEvent.click(screen.getByRole('button', { name: 'again' }));
    // What a re-render would start, it starts in its effects (a new stream) or its invalidation (a
    // fetch marked at once): both have run when the clicks' act and its microtasks are done.
    await act(async () => {});
    expect(queryClient.isFetching()).toBe(0);

    expect(FakeEventSource.all.length).toBe(opened);
    expect(FakeEventSource.all.filter((source) => source.closed)).toHaveLength(0);
    expect(getTransaction).toHaveBeenCalledTimes(reads);
    expect(unrelatedRenders).toBe(rendersBefore);
    // The appearance's CSS is in the head once, for the look's id, however often the host re-rendered.
    const look = appearanceId({ theme: 'night', variables: { colorPrimary: '#0a7' } });
    const styles = [...document.head.querySelectorAll('style')].filter((style) => style.textContent?.includes(`[data-rk-look="${look}"]`));
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toContain('--rk-color-primary:#0a7');

    // The newest inline callbacks answer: the ones from the fifth re-render.
    status = 'Settled';
    act(() => FakeEventSource.last.emit('Transaction', { EventType: 'Transaction', ID: 't-1', EventVersion: 2, Occurred: new Date().toISOString(), Status: 'Settled' }));
    expect(await screen.findByText('Settled')).toBeInTheDocument();
    await waitFor(() => expect(heard).toContainEqual({ renders: 5, what: 'transaction.updated' }));
    expect(heard).toContainEqual({ renders: 5, what: 'live:Settled' });
    expect(heard.filter((h) => h.renders < 5)).toEqual([]);
  });

  it('still re-renders what a changed message touches', async () => {
    const client = { baseUrl: '/api', apiVersion: 'seed', getTransaction: async () => tx('Pending') } as unknown as RampkitClient;
    const view = render(
      <RampkitProvider client={client} messages={{ 'tx.title': 'One' }}>
        <Unrelated />
      </RampkitProvider>,
    );
    expect(screen.getByTestId('unrelated')).toHaveTextContent('One');
    view.rerender(
      <RampkitProvider client={client} messages={{ 'tx.title': 'Two' }}>
        <Unrelated />
      </RampkitProvider>,
    );
    expect(screen.getByTestId('unrelated')).toHaveTextContent('Two');
  });
});
