// A local copy of values another process may change, kept only while that process says so: the
// cache is on only while something (Redis's invalidation messages, see ./session-tracking) tells
// it of every change, and everything is forgotten the moment that link is lost. A read racing an
// invalidation is never kept, so a value can be stale for no longer than the link's delivery time,
// and never longer than `maxAgeMs` even if a message is lost without the link noticing.

export interface TrackedCache<V> {
  /** The value, read through the cache while it is on; `load` otherwise or on a miss. */
  read(key: string, load: () => Promise<V | null>): Promise<V | null>;
  /** These keys changed (null: everything may have, e.g. the store was flushed). */
  invalidate(keys: readonly string[] | null): void;
  /** Changes are told from now on: keep what is read. */
  enable(): void;
  /** Changes may go untold: forget everything and keep nothing until enabled again. */
  disable(): void;
  readonly size: number;
}

export interface TrackedCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
}

export function createTrackedCache<V>(options: TrackedCacheOptions = {}): TrackedCache<V> {
  const maxEntries = options.maxEntries ?? 10_000;
  const maxAgeMs = options.maxAgeMs ?? 2_000;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, { value: V; at: number }>();
  /** Reads in flight per key, each told if its key changed (or the link dropped) meanwhile. */
  const pending = new Map<string, Set<{ stale: boolean }>>();
  let on = false;
  const staleAll = () => {
    for (const reads of pending.values()) for (const read of reads) read.stale = true;
  };

  return {
    read(key, load) {
      if (on) {
        const hit = entries.get(key);
        if (hit && now() - hit.at < maxAgeMs) return Promise.resolve(hit.value);
        if (hit) entries.delete(key);
      }
      // A read that starts while the cache is off is never kept: changes before `enable` went untold.
      const read = { stale: !on };
      let reads = pending.get(key);
      if (!reads) pending.set(key, (reads = new Set()));
      reads.add(read);
      const settle = () => {
        reads.delete(read);
        if (reads.size === 0 && pending.get(key) === reads) pending.delete(key);
      };
      return load().then(
        (value) => {
          settle();
          // Only values: an absent key is not kept (a sign-in would have to invalidate it first).
          if (on && !read.stale && value !== null) {
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
            entries.set(key, { value, at: now() });
          }
          return value;
        },
        (error: unknown) => {
          settle();
          throw error;
        },
      );
    },
    invalidate(keys) {
      if (keys === null) {
        entries.clear();
        staleAll();
        return;
      }
      for (const key of keys) {
        entries.delete(key);
        for (const read of pending.get(key) ?? []) read.stale = true;
      }
    },
    enable() {
      on = true;
    },
    disable() {
      on = false;
      entries.clear();
      staleAll();
    },
    get size() {
      return entries.size;
    },
  };
}
