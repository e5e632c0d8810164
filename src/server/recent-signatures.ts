// The signatures the proxy made last, kept for identical requests (method, URL, body hash) while
// fresh: at most `size`, the one set longest ago dropped first (a signature set again counts as new).
//
// Not `map.delete(map.keys().next().value)`: V8 leaves a deleted Map entry as a hole until the
// table is rebuilt, and a new iterator walks every hole before the first live key. Distinct writes
// drop the oldest on every signature, so each drop walked the holes the drops before it left. A
// queue of what was set, in order, finds the oldest without a walk. Measured alone (1,000 kept,
// every write new, Node 20): about 1.0 µs per signed write before, 0.6 µs with the queue (medians of
// 8 paired loops of 300,000 writes; found with `scripts/bench/proxy-profile.mjs`).

export interface KeptSignature {
  token: string;
  at: number;
}

export interface RecentSignatures {
  get(key: string): KeptSignature | undefined;
  /** Keeps `entry` for `key` as the newest; drops the oldest beyond the bound. */
  set(key: string, entry: KeptSignature): void;
  readonly size: number;
}

export function recentSignatures(size: number): RecentSignatures {
  const kept = new Map<string, KeptSignature>();
  // Key and entry pairs in the order they were set. A pair whose key was set again since is stale:
  // skipped (the map holds another entry for that key), so the order is the map's own.
  let queue: (string | KeptSignature)[] = [];
  let head = 0;
  return {
    get: (key) => kept.get(key),
    set(key, entry) {
      // Deleted first, so a key set again moves to the newest end of the map's order as well.
      kept.delete(key);
      kept.set(key, entry);
      queue.push(key, entry);
      while (kept.size > size) {
        const oldest = queue[head] as string;
        const itsEntry = queue[head + 1];
        // Let go at once: a dropped signature is not held until the rebuild below.
        queue[head] = queue[head + 1] = '';
        head += 2;
        if (kept.get(oldest) === itsEntry) kept.delete(oldest);
      }
      // Rebuilt from the map (its order is the same) once its consumed front is long, and once
      // stale pairs could outnumber live ones (a few keys set again and again never push the map
      // past its bound, so nothing is consumed): about once per `size` signatures, never growing.
      if (head > 2 * size || queue.length - head > 4 * (size + 1)) {
        queue = [];
        head = 0;
        for (const [k, e] of kept) queue.push(k, e);
      }
    },
    get size() {
      return kept.size;
    },
  };
}
