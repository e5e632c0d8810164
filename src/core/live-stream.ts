// The browser's side of the proxy's live-event stream, free of React: parsing that never throws
// (live-event.ts, loaded when a stream opens), a guard that keeps a retried older event from moving the UI back, and the connection's states
// (live, reconnecting, polling, session expired) with the probe that tells them apart. EventSource
// hides the status of a refused stream, so after a refusal one plain request asks the proxy why.
import type { LiveEvent } from '../api/live-events';
import { LIVE_EVENT_TYPES } from '../api/values';
import type { parseLiveEvent } from './live-event';

type ParseLiveEvent = typeof parseLiveEvent;

// The parse (the contract's LiveEventSchema, and zod) is a chunk of its own, loaded when a stream
// opens; a failed load is tried again by the next event.
let parser: ParseLiveEvent | undefined;
let parserLoad: Promise<ParseLiveEvent> | undefined;
function loadParser(): Promise<ParseLiveEvent> {
  parserLoad ??= import('./live-event').then(
    (loaded) => (parser = loaded.parseLiveEvent),
    (cause: unknown) => {
      parserLoad = undefined;
      throw cause;
    },
  );
  return parserLoad;
}

/**
 * Remembers the newest EventVersion seen per object: an event at or below it is a retry or arrived
 * out of order, and is ignored. Bounded: the oldest objects are forgotten first.
 */
export function createVersionGuard(maxObjects = 5_000) {
  const versions = new Map<string, number>();
  return {
    accept(event: LiveEvent): boolean {
      const key = `${event.EventType}:${event.ID}`;
      const seen = versions.get(key);
      if (seen !== undefined && event.EventVersion <= seen) return false;
      versions.delete(key);
      versions.set(key, event.EventVersion);
      if (versions.size > maxObjects) versions.delete(versions.keys().next().value as string);
      return true;
    },
  };
}

export type LiveMode = 'connecting' | 'live' | 'polling' | 'expired';

export type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close' | 'readyState'> & { onopen: ((e: Event) => void) | null; onerror: ((e: Event) => void) | null };

export interface LiveStreamOptions {
  url: string;
  /** Stream failures in a row before falling back to polling. */
  maxFailures: number;
  /** While polling, how long until the stream is tried again (doubling up to 5 minutes). */
  retryLiveMs: number;
  EventSource: new (url: string) => EventSourceLike;
  fetch: typeof fetch;
  onEvent(event: LiveEvent): void;
  /**
   * Catch up now: the stream opened, or the kit fell back to polling. Either way what happened
   * while nothing was live was not sent on any stream.
   */
  onOpen(): void;
  onMode(mode: LiveMode): void;
}

export function openLiveStream(options: LiveStreamOptions): { close(): void; reconnect(): void } {
  let source: EventSourceLike | undefined;
  let failures = 0;
  let retryMs = options.retryLiveMs;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let probe: AbortController | undefined;
  // Events that came before the parse was loaded, in order, each with the time it came.
  let waiting: { data: string; at: number }[] = [];

  const deliver = (event: LiveEvent | null) => {
    if (event && !closed) options.onEvent(event);
  };
  /** Parses and hands on an event's data; before the parse is there, queued in arrival order. */
  const receive = (data: string) => {
    if (parser && waiting.length === 0) return deliver(parser(data));
    waiting.push({ data, at: Date.now() });
    if (waiting.length > 1) return;
    loadParser().then(
      (loaded) => {
        const queued = waiting;
        waiting = [];
        for (const { data: queuedData, at } of queued) deliver(loaded(queuedData, at));
      },
      // Not loadable (offline): these are lost like unreadable events; the catch-up after the
      // stream reconnects reads what they said.
      () => {
        waiting = [];
      },
    );
  };

  const stop = () => {
    source?.close();
    source = undefined;
    clearTimeout(retryTimer);
    probe?.abort();
  };
  const poll = () => {
    stop();
    options.onMode('polling');
    // The first poll is now, not a polling period from now: the stream may have been down a while.
    options.onOpen();
    retryTimer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, 5 * 60_000);
  };
  /**
   * The stream was refused: ask why with a HEAD, which the proxy answers without opening a stream
   * (a GET that opened one would hold one of the customer's few stream slots until the proxy saw
   * it closed, and could crowd out the stream the kit opens next). 401: the session is gone;
   * 2xx: a stream would open now; anything else: poll for a while.
   */
  const ask = async () => {
    stop();
    probe = new AbortController();
    let status = 0;
    try {
      const response = await options.fetch(options.url, { method: 'HEAD', headers: { accept: 'text/event-stream' }, credentials: 'same-origin', signal: probe.signal });
      status = response.status;
      probe.abort(); // a proxy that answers HEAD with a stream: not wanted here, connect() opens its own
    } catch {
      // unreachable: poll
    }
    if (closed) return;
    if (status === 401) options.onMode('expired');
    else if (status >= 200 && status < 300 && (failures += 1) < options.maxFailures) connect();
    else poll();
  };
  const connect = () => {
    if (closed) return;
    stop();
    options.onMode('connecting');
    const es = new options.EventSource(options.url);
    source = es;
    const handle = (message: Event) => receive(String((message as MessageEvent).data));
    for (const type of LIVE_EVENT_TYPES) es.addEventListener(type, handle);
    es.onopen = () => {
      failures = 0;
      retryMs = options.retryLiveMs;
      options.onMode('live');
      options.onOpen();
    };
    es.onerror = () => {
      if (source !== es) return;
      // CLOSED: the proxy refused the stream (an error status) and EventSource gives up; ask why.
      if (es.readyState === 2) {
        void ask();
        return;
      }
      // CONNECTING: the stream dropped and EventSource retries with Last-Event-ID; until it is
      // back, nothing is live.
      failures += 1;
      if (failures >= options.maxFailures) poll();
      else options.onMode('connecting');
    };
  };
  // Loading while the stream connects, so the first event does not wait for it.
  loadParser().catch(() => undefined);
  connect();
  return {
    close() {
      closed = true;
      stop();
    },
    reconnect() {
      failures = 0;
      retryMs = options.retryLiveMs;
      connect();
    },
  };
}
