// A fixed window per customer session: enough to stop a runaway tab or a script hammering the
// proxy. The window lives in the store, so the limit holds across every instance. If the store is
// unreachable the limit degrades to this instance's own window (docs/adr/0023): requests are
// still limited, at most instances × the limit in all, rather than refusing every customer because
// a counter is out of reach.
//
// With `syncMs`, requests are counted here and added to the store's window in one command per key
// every `syncMs` (docs/adr/0146): no store round trip on a request's way. This instance's own
// requests count at once; another instance's count here within `syncMs`.
import { memoryStore } from './store/memory';
import type { ProxyStore } from './store/types';

const WINDOW_MS = 60_000;
type Hit = { count: number; resetInMs: number };

export interface RateLimiterOptions {
  /** Count locally and add the counts to the store every this many ms (one command per key). */
  syncMs?: number;
}

export function createRateLimiter(requestsPerMinute: number, store: ProxyStore = memoryStore(), options: RateLimiterOptions = {}) {
  const local = memoryStore();
  const wait = ({ count, resetInMs }: Hit) => (count > requestsPerMinute ? Math.max(1, Math.ceil(resetInMs / 1000)) : 0);
  if (options.syncMs === undefined) {
    return {
      /** Seconds to wait when over the limit, else 0. */
      async take(key: string): Promise<number> {
        try {
          return wait(await store.hit(key, WINDOW_MS));
        } catch {
          return wait(await local.hit(key, WINDOW_MS));
        }
      },
    };
  }

  const syncMs = options.syncMs;
  /** Per key: the window's count as the store last said (ours included), the requests not yet added to it, when it ends. */
  const windows = new Map<string, { known: number; pending: number; endsAt: number }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sync = async () => {
    timer = undefined;
    const now = Date.now();
    const batch: [string, number][] = [];
    for (const [key, window] of windows) {
      if (window.pending > 0) {
        batch.push([key, window.pending]);
        window.pending = 0;
      } else if (window.endsAt <= now) windows.delete(key);
    }
    await Promise.all(
      batch.map(async ([key, by]) => {
        let answer: Hit;
        try {
          answer = await store.hit(key, WINDOW_MS, by);
        } catch {
          // The store is out of reach: this instance's own window, as without batching.
          answer = await local.hit(key, WINDOW_MS, by);
        }
        const window = windows.get(key);
        if (window) Object.assign(window, { known: answer.count, endsAt: Date.now() + answer.resetInMs });
      }),
    );
  };
  return {
    /** Seconds to wait when over the limit, else 0: counted here, so answered without a promise. */
    take(key: string): number | Promise<number> {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || (window.endsAt <= now && window.pending === 0)) windows.set(key, (window = { known: 0, pending: 0, endsAt: now + WINDOW_MS }));
      window.pending += 1;
      if (!timer) {
        timer = setTimeout(() => void sync(), syncMs);
        (timer as { unref?: () => void }).unref?.();
      }
      return wait({ count: window.known + window.pending, resetInMs: window.endsAt - now });
    },
  };
}
