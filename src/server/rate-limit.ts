// A fixed window per customer session: enough to stop a runaway tab or a script hammering the
// proxy. The window lives in the store, so the limit holds across every instance. If the store is
// unreachable the limit degrades to this instance's own window (docs/adr/0023): requests are
// still limited, at most instances × the limit in all, rather than refusing every customer because
// a counter is out of reach.
import { memoryStore } from './store/memory';
import type { ProxyStore } from './store/types';

const WINDOW_MS = 60_000;

export function createRateLimiter(requestsPerMinute: number, store: ProxyStore = memoryStore()) {
  const local = memoryStore();
  const wait = ({ count, resetInMs }: { count: number; resetInMs: number }) => (count > requestsPerMinute ? Math.max(1, Math.ceil(resetInMs / 1000)) : 0);
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
