// Liveness and readiness for the balancer and the orchestrator in front of the proxy. Liveness says
// the process still serves requests (restart it when it does not); readiness says it should get
// traffic: its store answers and it is not shutting down. A balancer checks readiness, so an
// instance whose Redis is unreachable or that is draining leaves the rotation before anyone sees
// an error from it.
import type { ProxyStore } from './store/types';

export interface HealthOptions {
  /** The proxy's store; readiness asks it one read. Without it, readiness is about draining only. */
  store?: ProxyStore;
  /** How long the store may take to answer before readiness fails. Default 1000 ms. */
  timeoutMs?: number;
}

export interface Health {
  /** 200 while the process answers at all. */
  live(): Response;
  /** 200 when the store answers and the instance is not draining; 503 with the reason otherwise. */
  ready(): Promise<Response>;
  /** From now on readiness fails: the balancer takes this instance out (graceful shutdown). */
  drain(): void;
  readonly draining: boolean;
}

// A key nobody writes: reading it costs one GET and proves the store answers.
const PROBE_KEY = 'rampkit-readiness-probe';

export function createHealth(options: HealthOptions = {}): Health {
  const timeoutMs = options.timeoutMs ?? 1000;
  let draining = false;
  const answer = (status: number, state: string) =>
    new Response(JSON.stringify({ Status: state }), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
  return {
    live: () => answer(200, 'live'),
    async ready() {
      if (draining) return answer(503, 'draining');
      if (!options.store) return answer(200, 'ready');
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          options.store.formSessionOwner(PROBE_KEY),
          new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), timeoutMs))),
        ]);
        return draining ? answer(503, 'draining') : answer(200, 'ready');
      } catch {
        return answer(503, 'store-unavailable');
      } finally {
        clearTimeout(timer);
      }
    },
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}
