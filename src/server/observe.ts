// What watches the proxy from inside: the steps of a request that no wrapper around the proxy can
// see (signing, the upstream call on the proxy's own transport, each store operation). Metrics and
// tracing are observers (createProxyMetrics, createProxyTracing); the proxy takes them in its
// `observers` option. Without observers nothing here runs: each step is called as it is.
import type { ProxyStore } from './store/types';

/** The store operations the proxy and its live-update hub call (sync listener registration aside). */
export const STORE_OPERATIONS = [
  'bindFormSession', 'formSessionOwner', 'recordWebhook', 'readEvents', 'latestEventId', 'subscribe',
  'hit', 'acquireSlot', 'renewSlot', 'releaseSlot', 'createSession', 'readSession', 'endSession',
] as const;
export type StoreOperation = (typeof STORE_OPERATIONS)[number];

/**
 * One step, named by what it is, never by whom it is for (no customer id, path, key or body).
 * `request` is the browser's request the step serves, for an observer to find what it keeps for
 * that request (the tracing's server span), never to be read into a label.
 */
export type ProxyStep =
  /** Making an Api-Signature (a fresh one: a reused signature costs nothing to watch). */
  | { kind: 'sign'; request?: Request }
  /**
   * One upstream call, signed already. `operation` names it like the browser's operations,
   * `route` is its path template (`/customers/{CustomerID}`); an observer may add headers
   * (traceparent) before it runs: the signature covers method, URL and body, not headers.
   */
  | { kind: 'upstream'; operation: string; method: string; route: string; headers: Record<string, string>; request?: Request }
  | { kind: 'store'; operation: StoreOperation };

export interface ProxyObserver {
  /** Runs one step, watching it; must return (or throw) what `run` does. */
  step<T>(step: ProxyStep, run: () => Promise<T>): Promise<T>;
}

/** A step's run as a promise, a synchronous throw included (as an async function would have it). */
export function started<T>(run: () => Promise<T>): Promise<T> {
  try {
    return run();
  } catch (error) {
    return Promise.reject(error);
  }
}

export type Observe = <T>(step: ProxyStep, run: () => Promise<T>) => Promise<T>;

/** All observers around one step, the first outermost; undefined when there are none. */
export function composeObservers(observers: readonly ProxyObserver[] | undefined): Observe | undefined {
  if (!observers?.length) return undefined;
  return <T>(step: ProxyStep, run: () => Promise<T>) => observers.reduceRight<() => Promise<T>>((inner, observer) => () => observer.step(step, inner), run)();
}

/** The same store, each operation a watched step. */
export function observeStore(store: ProxyStore, observe: Observe | undefined): ProxyStore {
  if (!observe) return store;
  const watched: Partial<ProxyStore> = {};
  for (const operation of STORE_OPERATIONS) {
    const method = store[operation] as (...args: unknown[]) => Promise<unknown>;
    (watched as Record<string, unknown>)[operation] = (...args: unknown[]) => observe({ kind: 'store', operation }, () => method.apply(store, args));
  }
  return {
    ready: () => store.ready(),
    onResync: (listener) => store.onResync(listener),
    onSessionEnded: (listener) => store.onSessionEnded(listener),
    close: () => store.close(),
    ...watched,
  } as ProxyStore;
}
