// The live stream's fallback on its own: how it asks a refusing proxy why, and how soon it polls.
import { describe, expect, it, vi } from 'vitest';
import { openLiveStream, type LiveMode, type LiveStreamOptions } from './live-stream';
import type { LiveEvent } from '../api/live-events';

class FakeEventSource {
  static all: FakeEventSource[] = [];
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  readyState = 0;
  constructor(public url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener() {}
  close() {
    this.readyState = 2;
  }
  /** The proxy answered with an error status: the browser gives up on this stream. */
  refuse() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
}

function start(status: number) {
  FakeEventSource.all = [];
  const modes: LiveMode[] = [];
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status }));
  const onOpen = vi.fn();
  const options: LiveStreamOptions = { url: '/api/events', maxFailures: 3, retryLiveMs: 60_000, EventSource: FakeEventSource as never, fetch: fetch as never, onEvent: () => {}, onOpen, onMode: (m) => modes.push(m) };
  const stream = openLiveStream(options);
  return { stream, modes, fetch, onOpen, last: () => FakeEventSource.all.at(-1)! };
}

describe('openLiveStream fallback', () => {
  it('asks a refusing proxy why with a HEAD, which opens no stream of its own', async () => {
    const { stream, fetch, last } = start(429);
    last().refuse();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'HEAD' });
    stream.close();
  });

  it('catches up at once when it falls back to polling, not a polling period later', async () => {
    const { stream, modes, onOpen, last } = start(429);
    last().refuse();
    await vi.waitFor(() => expect(modes.at(-1)).toBe('polling'));
    expect(onOpen).toHaveBeenCalledTimes(1);
    stream.close();
  });

  it('connects again when the proxy says a stream would open now (204 to the HEAD)', async () => {
    const { stream, modes, last } = start(204);
    last().refuse();
    await vi.waitFor(() => expect(FakeEventSource.all).toHaveLength(2));
    expect(modes.at(-1)).toBe('connecting');
    stream.close();
  });
});

describe('openLiveStream events', () => {
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  const event = (ID: string, EventVersion: number, Occurred = at(0)) => ({ EventType: 'Transaction', ID, EventVersion, Occurred, Status: 'Settled' });

  // A fresh copy of the module each time: its parse (live-event.ts, with zod) is loaded once per
  // page, and these tests need it not loaded yet when the first events come.
  async function open() {
    vi.resetModules();
    const { openLiveStream: openFresh } = await import('./live-stream');
    const { FakeEventSource: Source } = await import('../../tooling/fake-event-source');
    Source.all = [];
    const events: LiveEvent[] = [];
    const stream = openFresh({
      url: '/api/events', maxFailures: 3, retryLiveMs: 60_000, EventSource: Source as never, fetch: vi.fn() as never,
      onEvent: (e) => events.push(e), onOpen: () => {}, onMode: () => {},
    });
    return { stream, events, source: Source.last };
  }

  it('hands on valid events in the order they came, also those that came before the parse loaded', async () => {
    const { stream, events, source } = await open();
    const first = event('t-1', 1);
    source.open();
    source.emit('Transaction', first);
    source.raw('Transaction', 'not json {');
    source.emit('Transaction', { EventType: 'Transaction', EventVersion: 2 });
    source.emit('Transaction', event('t-2', 3, at(365 * 86_400_000)));
    source.emit('Customer', { EventType: 'Customer', ID: 'c-1', EventVersion: 4, Occurred: at(0), Status: 'ReviewPending', Extra: 'dropped' });
    source.emit('Transaction', { ...event('t-3', 5), EventType: 'Refund' });
    source.emit('FiatDeposit', { EventType: 'FiatDeposit', ID: 'd-1', EventVersion: 6, Occurred: at(0) });
    expect(events).toEqual([]); // the parse is still loading: they wait for it
    await vi.waitFor(() => expect(events).toHaveLength(3));
    expect(events).toEqual([
      first,
      { EventType: 'Customer', ID: 'c-1', EventVersion: 4, Occurred: expect.any(String), Status: 'ReviewPending' },
      { EventType: 'FiatDeposit', ID: 'd-1', EventVersion: 6, Occurred: expect.any(String) },
    ]);
    // Loaded: the next one is handed on as it comes, and an invalid one is still dropped.
    source.emit('Transaction', { ...event('t-4', 7), EventVersion: 7.5 });
    source.emit('Transaction', event('t-4', 8));
    expect(events.map((e) => e.ID)).toEqual(['t-1', 'c-1', 'd-1', 't-4']);
    stream.close();
  });

  it('hands on nothing after it was closed, not even events that waited for the parse', async () => {
    const { stream, events, source } = await open();
    source.open();
    source.emit('Transaction', event('t-1', 1));
    stream.close();
    const { parseLiveEvent } = await import('./live-event');
    expect(parseLiveEvent(JSON.stringify(event('t-1', 1)))).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual([]);
  });
});
