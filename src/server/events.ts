// Live events: verified webhooks, reduced to what the kit needs to refresh (src/api/live-events),
// streamed as Server-Sent Events to the browsers of the customer they belong to. The store holds
// each customer's event log and carries new events between instances; this hub holds only the
// streams open on this instance.
//
// - A new stream starts from now; only a Last-Event-ID (a browser reconnecting) replays, and only
//   what is still in the log (bounded by count and age).
// - Streams are capped per customer (shared by all instances through the store) and per instance.
// - After the store's live connection was lost and came back, every stream reads the log again from
//   the last id it sent, so nothing published meanwhile is missed; ids only ever grow per stream,
//   so nothing is sent twice.
// - A stream lives only while its session does: when a session of its customer ends on any
//   instance (the store tells), at every heartbeat and after a resync, the stream asks again
//   whether it is still signed in, holding back events until it knows, and closes if not.
import { compareEventIds, EVENT_ID, type EventLogLimits, type ProxyStore, type StoredEvent } from './store/types';

const encoder = new TextEncoder();

export interface EventHubOptions {
  store: ProxyStore;
  log?: Partial<EventLogLimits>;
  heartbeatMs?: number;
  /** Open streams one customer may hold across all instances. Default 5. */
  maxStreamsPerCustomer?: number;
  /** Open streams on this instance. Default 10,000. */
  maxStreams?: number;
  /** Open streams on this instance from one client address, whoever is signed in there. Default 50. */
  maxStreamsPerAddress?: number;
}

/** What the proxy knows about who opened a stream. */
export interface StreamContext {
  /**
   * Whether the request that opened the stream would still be let in (its session still exists):
   * true, false (the stream closes), or undefined when it cannot be told now (the stream stays).
   */
  stillSignedIn?: () => Promise<boolean | undefined>;
  /** The client's address key, for the per-address cap; unknown: not capped. */
  clientAddress?: string;
}

interface Stream {
  customerId: string;
  clientAddress?: string;
  slotId: string;
  lastId: string;
  /** Live events that arrived while the log was being read; sent after it, in order. */
  pending: StoredEvent[] | null;
  /** Live events held back while the stream's session is checked again; sent if it still holds. */
  holding: StoredEvent[] | null;
  stillSignedIn?: StreamContext['stillSignedIn'];
  send(chunk: Uint8Array): void;
  close(): void;
}

export type OpenResult = { ok: true; response: Response } | { ok: false; reason: 'customer-full' | 'address-full' | 'instance-full' | 'unavailable' };

/** How long a stream refused at the customer's cap waits for one of this instance's to close. */
const RELEASE_GRACE_MS = 500;

export const DEFAULT_EVENT_LOG: EventLogLimits = { maxEvents: 100, maxAgeMs: 15 * 60_000 };

export function createEventHub(options: EventHubOptions) {
  const { store } = options;
  const log = { ...DEFAULT_EVENT_LOG, ...options.log };
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const slotTtlMs = heartbeatMs * 3;
  const perCustomer = options.maxStreamsPerCustomer ?? 5;
  const maxStreams = options.maxStreams ?? 10_000;
  const perAddress = options.maxStreamsPerAddress ?? 50;
  /** Streams open on this instance per client address: one client cannot take every stream. */
  const byAddress = new Map<string, number>();
  const addressFull = (address: string | undefined) => address !== undefined && (byAddress.get(address) ?? 0) >= perAddress;
  const countAddress = (address: string | undefined, delta: 1 | -1) => {
    if (address === undefined) return;
    const n = (byAddress.get(address) ?? 0) + delta;
    if (n > 0) byAddress.set(address, n);
    else byAddress.delete(address);
  };
  const byCustomer = new Map<string, Set<Stream>>();
  const unsubscribe = new Map<string, Promise<() => void>>();
  /** Slot releases sent to the store and not yet answered, per customer. */
  const releasing = new Map<string, Set<Promise<void>>>();
  /** Streams waiting for a slot of this customer to be given back. */
  const slotFreed = new Map<string, Set<() => void>>();
  let open = 0;

  const frame = (event: StoredEvent) => {
    let type = 'message';
    try {
      type = String((JSON.parse(event.payload) as { EventType?: unknown }).EventType ?? 'message').replace(/[^\w.-]/g, '');
    } catch {
      // a payload this hub did not write: send it as a plain message
    }
    return encoder.encode(`id: ${event.id}\nevent: ${type}\ndata: ${event.payload}\n\n`);
  };
  const deliver = (stream: Stream, events: StoredEvent[], bytes?: Uint8Array[]) => {
    events.forEach((event, i) => {
      if (compareEventIds(event.id, stream.lastId) <= 0) return;
      stream.lastId = event.id;
      stream.send(bytes?.[i] ?? frame(event));
    });
  };
  const onLive = (customerId: string) => (event: StoredEvent) => {
    const bytes = [frame(event)];
    for (const stream of byCustomer.get(customerId) ?? []) {
      if (stream.holding) stream.holding.push(event);
      else if (stream.pending) stream.pending.push(event);
      else deliver(stream, [event], bytes);
    }
  };
  /**
   * Asks whether the stream's session still holds, holding its events back meanwhile: closes it
   * if not, sends what was held if so (or if it cannot be told: an outage is not a sign-out).
   */
  const recheck = async (stream: Stream) => {
    if (!stream.stillSignedIn || stream.holding) return;
    stream.holding = [];
    let signedIn: boolean | undefined;
    try {
      signedIn = await stream.stillSignedIn();
    } catch {
      signedIn = undefined;
    }
    const held = stream.holding;
    stream.holding = null;
    if (signedIn === false) return stream.close();
    if (stream.pending) stream.pending.push(...held);
    else deliver(stream, held);
  };
  store.onSessionEnded((customerId) => {
    for (const stream of byCustomer.get(customerId) ?? []) void recheck(stream);
  });
  /** Reads the log after the stream's last id, then sends it and whatever arrived meanwhile. */
  const catchUp = async (stream: Stream) => {
    if (stream.pending) return;
    stream.pending = [];
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          deliver(stream, await store.readEvents(stream.customerId, stream.lastId, log.maxEvents, log.maxAgeMs));
          break;
        } catch {
          // The store went away again: try again while the stream is open (a later resync would too).
          if (!byCustomer.get(stream.customerId)?.has(stream) || attempt >= 20) break;
          await new Promise((r) => setTimeout(r, 500));
        }
      }
    } finally {
      const pending = stream.pending ?? [];
      stream.pending = null;
      deliver(stream, pending.sort((a, b) => compareEventIds(a.id, b.id)));
    }
  };
  store.onResync(() => {
    // Back from an outage, perhaps empty: sessions that ended meanwhile (or were lost) close too.
    // Both start at once: events arriving meanwhile wait for the check, then for the log's read.
    for (const streams of byCustomer.values()) {
      for (const stream of streams) {
        void recheck(stream);
        void catchUp(stream);
      }
    }
  });

  const listen = async (customerId: string) => {
    let pending = unsubscribe.get(customerId);
    if (!pending) {
      pending = store.subscribe(customerId, onLive(customerId));
      unsubscribe.set(customerId, pending);
      pending.catch(() => unsubscribe.delete(customerId));
    }
    await pending;
  };
  const forget = (stream: Stream) => {
    const streams = byCustomer.get(stream.customerId);
    if (!streams?.delete(stream)) return;
    open -= 1;
    countAddress(stream.clientAddress, -1);
    const released = store.releaseSlot(stream.customerId, stream.slotId).catch(() => {});
    const inFlight = releasing.get(stream.customerId) ?? new Set<Promise<void>>();
    releasing.set(stream.customerId, inFlight);
    inFlight.add(released);
    void released.then(() => {
      inFlight.delete(released);
      if (inFlight.size === 0 && releasing.get(stream.customerId) === inFlight) releasing.delete(stream.customerId);
      for (const wake of slotFreed.get(stream.customerId) ?? []) wake();
    });
    if (streams.size === 0) {
      byCustomer.delete(stream.customerId);
      const pending = unsubscribe.get(stream.customerId);
      unsubscribe.delete(stream.customerId);
      pending?.then((stop) => stop()).catch(() => {});
    }
  };

  /**
   * Takes one of the customer's slots. When all are held and this instance holds streams of that
   * customer, or is still giving back slots of their closed ones (a store round trip, long under
   * load), waits for one to be given back (at most RELEASE_GRACE_MS) and tries once more. A page
   * that navigates away closes its stream as the next page opens one, and the server may read the
   * new request before it notices the old connection closed: the next page's stream must not be
   * refused because of the one it just left.
   */
  const takeSlot = async (customerId: string, slotId: string) => {
    if (await store.acquireSlot(customerId, slotId, perCustomer, slotTtlMs)) return true;
    if (!releasing.get(customerId)?.size && !byCustomer.get(customerId)?.size) return false;
    await new Promise<void>((resolve) => {
      const waiting = slotFreed.get(customerId) ?? new Set<() => void>();
      slotFreed.set(customerId, waiting);
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        if (waiting.size === 0 && slotFreed.get(customerId) === waiting) slotFreed.delete(customerId);
        resolve();
      };
      const timer = setTimeout(wake, RELEASE_GRACE_MS);
      waiting.add(wake);
    });
    return store.acquireSlot(customerId, slotId, perCustomer, slotTtlMs);
  };

  return {
    /**
     * Whether a stream would open for this customer now, without opening one (the kit's HEAD
     * probe): a slot is taken and given back before the answer, so asking never crowds out the
     * stream that follows.
     */
    async probe(customerId: string, clientAddress?: string): Promise<{ ok: true } | Extract<OpenResult, { ok: false }>> {
      if (open >= maxStreams) return { ok: false, reason: 'instance-full' };
      if (addressFull(clientAddress)) return { ok: false, reason: 'address-full' };
      const slotId = crypto.randomUUID();
      try {
        if (!(await takeSlot(customerId, slotId))) return { ok: false, reason: 'customer-full' };
        await store.releaseSlot(customerId, slotId);
        return { ok: true };
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
    },
    /**
     * Opens an SSE stream for one customer's browser. With a valid `lastEventId` it first replays
     * what followed that id; without one it starts from now.
     */
    async open(customerId: string, lastEventId: string | null, signal?: AbortSignal, context: StreamContext = {}): Promise<OpenResult> {
      if (open >= maxStreams) return { ok: false, reason: 'instance-full' };
      const { clientAddress } = context;
      if (addressFull(clientAddress)) return { ok: false, reason: 'address-full' };
      const slotId = crypto.randomUUID();
      // Counted before any await, so a burst cannot overshoot the instance's or an address's cap.
      open += 1;
      countAddress(clientAddress, 1);
      const refuse = (reason: 'unavailable' | 'customer-full'): OpenResult => {
        open -= 1;
        countAddress(clientAddress, -1);
        return { ok: false, reason };
      };
      let acquired = false;
      try {
        acquired = await takeSlot(customerId, slotId);
      } catch {
        return refuse('unavailable');
      }
      if (!acquired) return refuse('customer-full');
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      let closed = false;
      const stream: Stream = {
        customerId,
        clientAddress,
        slotId,
        lastId: '0-0',
        pending: [],
        holding: null,
        stillSignedIn: context.stillSignedIn,
        send: (chunk) => {
          if (closed) return;
          try {
            controller.enqueue(chunk);
          } catch {
            close();
          }
        },
        close: () => close(),
      };
      const timer: { heartbeat?: ReturnType<typeof setInterval> } = {};
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(timer.heartbeat);
        forget(stream);
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
        cancel: close,
      });
      stream.send(encoder.encode(`retry: 3000\n: connected\n\n`));
      const streams = byCustomer.get(customerId) ?? new Set<Stream>();
      streams.add(stream);
      byCustomer.set(customerId, streams);
      try {
        // Listen first, then read: an event published in between is in one or the other (or both,
        // and sent once, by id).
        await listen(customerId);
        const resume = lastEventId && EVENT_ID.test(lastEventId) ? lastEventId : null;
        if (resume) {
          stream.lastId = resume;
          deliver(stream, await store.readEvents(customerId, resume, log.maxEvents, log.maxAgeMs));
        } else {
          stream.lastId = await store.latestEventId(customerId);
        }
      } catch {
        close();
        return { ok: false, reason: 'unavailable' };
      }
      const early = stream.pending ?? [];
      stream.pending = null;
      deliver(stream, early.sort((a, b) => compareEventIds(a.id, b.id)));
      const heartbeat = setInterval(() => {
        stream.send(encoder.encode(': ping\n\n'));
        store.renewSlot(customerId, slotId, slotTtlMs).catch(() => {});
        // A session can also end without a word: its lifetime ran out, or the store lost it.
        void recheck(stream);
      }, heartbeatMs);
      (heartbeat as { unref?: () => void }).unref?.();
      timer.heartbeat = heartbeat;
      if (signal?.aborted) close();
      signal?.addEventListener('abort', close);
      return {
        ok: true,
        response: new Response(body, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store', 'x-accel-buffering': 'no', 'x-content-type-options': 'nosniff' } }),
      };
    },
    get subscriberCount() {
      return open;
    },
    /**
     * Ends every stream open on this instance, telling each browser to reconnect after `retryMs`
     * (through the balancer, to another instance, resuming from its last event id): graceful
     * shutdown.
     */
    closeAll(retryMs: number) {
      const goodbye = encoder.encode(`retry: ${Math.max(0, Math.round(retryMs))}\n: reconnect elsewhere\n\n`);
      for (const streams of [...byCustomer.values()]) {
        for (const stream of [...streams]) {
          stream.send(goodbye);
          stream.close();
        }
      }
    },
  };
}
export type EventHub = ReturnType<typeof createEventHub>;
