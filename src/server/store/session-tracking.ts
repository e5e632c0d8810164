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
  let attempt = 0;
  tracker.on('messageBuffer', (channel: Buffer, keys: Buffer[] | null) => {
    if (String(channel) !== INVALIDATIONS) return;
    cache.invalidate(Array.isArray(keys) ? keys.map(String) : null);
  });
  const off = () => {
    attempt += 1;
    cache.disable();
  };
  const on = async () => {
    off();
    const mine = attempt;
    if (closed || tracker.status !== 'ready' || client.status !== 'ready') return;
    try {
      const id = await tracker.client('ID');
      await tracker.subscribe(INVALIDATIONS);
      // Off first: a client connection that stayed up may still redirect to the tracker's old id.
      await client.call('CLIENT', 'TRACKING', 'OFF');
      await client.call('CLIENT', 'TRACKING', 'ON', 'REDIRECT', String(id), 'BCAST', 'PREFIX', keyPrefix);
      // Nothing dropped meanwhile: every change from here on is told.
      if (mine === attempt && !closed) cache.enable();
    } catch {
      // Left off: reads go to Redis until the next reconnect sets tracking up again.
    }
  };
  for (const connection of [tracker, client]) {
    connection.on('ready', () => void on());
    for (const event of ['close', 'end', 'reconnecting', 'error']) connection.on(event, off);
  }
  void on();
  return {
    read: (key, load) => cache.read(key, load),
    forget: (key) => cache.invalidate(key === null ? null : [key]),
    close() {
      closed = true;
      off();
      tracker.disconnect();
    },
  };
}
