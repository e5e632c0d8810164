// Memory kept about traffic (the sandbox's logs, form sessions and nonces; the proxy's webhook ids and
// form-session owners) is bounded by count and by age, so no stream of requests can grow it without end.

export interface Bounds {
  maxEntries: number;
  maxAgeMs: number;
  now: () => number;
}

export type BoundedLog<T> = T[] & {
  /** Appends, then drops the oldest entries beyond the count or older than the age. */
  add(entry: T): void;
  clear(): void;
};

/**
 * A log that is a real array (JSON, filter and length work as before) whose `push` and `add` keep
 * it within its bounds.
 */
export function createBoundedLog<T>({ maxEntries, maxAgeMs, now }: Bounds): BoundedLog<T> {
  const entries: T[] = [];
  const times: number[] = [];
  const add = (entry: T) => {
    const t = now();
    Array.prototype.push.call(entries, entry);
    times.push(t);
    while (entries.length > maxEntries || (times.length > 0 && (times[0] as number) < t - maxAgeMs)) {
      entries.shift();
      times.shift();
    }
  };
  const hidden = (value: unknown) => ({ value, enumerable: false, writable: true, configurable: true });
  Object.defineProperties(entries, {
    add: hidden(add),
    push: hidden((...items: T[]) => {
      for (const item of items) add(item);
      return entries.length;
    }),
    clear: hidden(() => {
      entries.length = 0;
      times.length = 0;
    }),
  });
  return entries as BoundedLog<T>;
}

/**
 * A Map that forgets its oldest entries beyond a count or an age (counted from the last `set` of a
 * key). Reads of a forgotten key answer as for a key never seen.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  private readonly times = new Map<K, number>();

  constructor(private readonly bounds: Bounds) {
    super();
  }

  override set(key: K, value: V): this {
    const t = this.bounds.now();
    // Re-inserted, so insertion order stays the order of last writes and the oldest is first.
    super.delete(key);
    this.times.delete(key);
    super.set(key, value);
    this.times.set(key, t);
    this.prune(t);
    return this;
  }

  override get(key: K): V | undefined {
    const at = this.times.get(key);
    if (at === undefined || at < this.bounds.now() - this.bounds.maxAgeMs) return undefined;
    return super.get(key);
  }

  override has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  override delete(key: K): boolean {
    this.times.delete(key);
    return super.delete(key);
  }

  override clear(): void {
    this.times.clear();
    super.clear();
  }

  private prune(t: number): void {
    for (const [key, at] of this.times) {
      if (this.times.size <= this.bounds.maxEntries && at >= t - this.bounds.maxAgeMs) break;
      this.delete(key);
    }
  }
}
