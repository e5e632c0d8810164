// Session reads kept on each instance with Redis's server-assisted client-side caching
// (CLIENT TRACKING, broadcast mode on the session keys' prefix): Redis tells every instance of
// every change to a session key (a sign-in, a sign-out, an expiry, an eviction, FLUSHALL) on a
// connection of its own, so a session read on every request costs no round trip, while a sign-out
// is heard before the next request that could use it. The copy is kept only while both
// connections are up and tracking is confirmed; any drop forgets it (docs/adr/0147).
import type { Redis, RedisOptions } from 'ioredis';
import { createTrackedCache, type TrackedCache } from './tracked-cache';

const INVALIDATIONS = '__redis__:invalidate';

export interface SessionTracking {
  read(key: string, load: () => Promise<string | null>): Promise<string | null>;
  /** Drops the copy of this key (null: of every key) at once, whatever the invalidations say. */
  forget(key: string | null): void;
  close(): void;
}

/**
 * `client` is the connection the sessions are read on; tracking is switched on there, its messages
 * redirected to a RESP2 connection of this module's own (ioredis drops RESP3 invalidation pushes).
 */
export function trackSessions(RedisClient: typeof Redis, url: string, base: RedisOptions, client: Redis, keyPrefix: string, cache: TrackedCache<string> = createTrackedCache()): SessionTracking {
  // Subscribed again by hand after each reconnect: CLIENT ID must run before SUBSCRIBE.
  const tracker = new RedisClient(url, { ...base, commandTimeout: undefined, protocol: 2, autoResubscribe: false });
  tracker.on('error', () => {});
  let closed = false;
  /** Bumped on every drop of either connection: a set-up begun before a drop must not switch the copy on. */
  let epoch = 0;
  /** The tracker connection's id once it listens for invalidations; undefined while it does not. */
  let trackerId: number | undefined;
  tracker.on('messageBuffer', (channel: Buffer, keys: Buffer[] | null) => {
    if (String(channel) !== INVALIDATIONS) return;
    cache.invalidate(Array.isArray(keys) ? keys.map(String) : null);
  });
  const off = () => {
    epoch += 1;
    cache.disable();
  };
  /** Points the command connection's tracking at the tracker; the copy is on once Redis confirms. */
  const track = async () => {
    const mine = epoch;
    if (closed || trackerId === undefined || client.status !== 'ready') return;
    try {
      // Off first: a command connection that stayed up may still redirect to the tracker's old id.
      await client.call('CLIENT', 'TRACKING', 'OFF');
      await client.call('CLIENT', 'TRACKING', 'ON', 'REDIRECT', String(trackerId), 'BCAST', 'PREFIX', keyPrefix);
      if (mine === epoch && !closed) cache.enable();
    } catch {
      // Left off: reads go to Redis until the next reconnect sets tracking up again.
    }
  };
  // Each tracker connection: its id (asked before it enters subscriber mode), then the subscription.
  tracker.on('ready', () => {
    trackerId = undefined;
    tracker
      .client('ID')
      .then(async (id) => {
        await tracker.subscribe(INVALIDATIONS);
        if (tracker.status !== 'ready') return;
        trackerId = Number(id);
        await track();
      })
      .catch(() => {});
  });
  client.on('ready', () => void track());
  for (const event of ['close', 'end', 'reconnecting', 'error']) {
    tracker.on(event, () => {
      trackerId = undefined;
      off();
    });
    client.on(event, off);
  }
  return {
    read: (key, load) => cache.read(key, load),
    forget: (key) => cache.invalidate(key === null ? null : [key]),
    close() {
      closed = true;
      trackerId = undefined;
      off();
      tracker.disconnect();
    },
  };
}
