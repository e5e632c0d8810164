// The small external store under every flow controller: an immutable state, its listeners, and
// whether anything is mounted on it. A React adapter reads it with useSyncExternalStore; the first
// listener is the flow appearing on screen, the last one leaving is it going (as TanStack's
// observers treat their subscribers).
export interface Store<S> {
  getState(): S;
  /** Replaces the state; listeners hear of it only when it is another object. */
  setState(next: S): void;
  subscribe(listener: () => void): () => void;
  /** How many listeners are attached (mounted views). */
  listeners(): number;
}

export interface StoreLifecycle {
  /** The first listener came (a view mounted). */
  onMount?(): void;
  /** The last listener left (no view shows it any more). */
  onUnmount?(): void;
}

export function createStore<S>(initial: S, lifecycle: StoreLifecycle = {}): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(next) {
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      // A wrapper per subscription: the same function subscribed twice counts twice.
      const own = () => listener();
      listeners.add(own);
      if (listeners.size === 1) lifecycle.onMount?.();
      return () => {
        if (!listeners.delete(own)) return;
        if (listeners.size === 0) lifecycle.onUnmount?.();
      };
    },
    listeners: () => listeners.size,
  };
}
