// The live stream's fallback on its own: how it asks a refusing proxy why, and how soon it polls.
import { describe, expect, it, vi } from 'vitest';
import { openLiveStream, type LiveMode, type LiveStreamOptions } from './live-stream';

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
