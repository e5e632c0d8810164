// Fixed one-minute windows per key (a client address) in this process's memory, bounded: for counts
// that must cost nothing to keep, such as failed webhook signatures, where a store round trip per
// forgery would be the attacker's gain. Each instance counts its own.
import { BoundedMap } from '../wire/bounded';

const WINDOW_MS = 60_000;

export function createLocalWindows({ perMinute, maxKeys = 100_000, now = Date.now }: { perMinute: number; maxKeys?: number; now?: () => number }) {
  // Entries are written when a window starts and counted in place, so each lapses a window after it began.
  const windows = new BoundedMap<string, { count: number; start: number }>({ maxEntries: maxKeys, maxAgeMs: WINDOW_MS, now });
  return {
    /** Seconds until this key may act again (its window is full), or 0. */
    wait(key: string): number {
      const window = windows.get(key);
      if (!window || window.count < perMinute) return 0;
      return Math.max(1, Math.ceil((window.start + WINDOW_MS - now()) / 1000));
    },
    /** Counts one act of this key in its current window. */
    count(key: string): void {
      const window = windows.get(key);
      if (window) window.count += 1;
      else windows.set(key, { count: 1, start: now() });
    },
  };
}
