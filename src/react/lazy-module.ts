'use client';
// A component's code loaded on demand, without React.lazy and Suspense: React holds a suspended
// boundary's content back for about 300 ms after its fallback showed (its reveal throttle), even
// when the code arrives a moment later. Here the caller renders its placeholder and swaps in the
// code in the first frame after it is there (at once when preloaded). DynamicForm's rjsf and
// SellFlow's later screens load this way.
import { useEffect, useState } from 'react';
import { onlineManager } from '@tanstack/react-query';

export interface LazyModule<M> {
  /**
   * Starts loading ahead of the first render, once the browser is online. A failed load is
   * forgotten, so the next call tries again.
   */
  preload: () => Promise<M>;
  /**
   * The module, or undefined while it loads (from the first render that asks). `needed`: the caller
   * has nothing else to show; then a failed load goes to the host's error boundary, as a failed
   * lazy load would. A failed load that was not needed yet is tried again when it is.
   * `enabled` false: nothing is loaded and undefined is returned (a module only some uses want).
   */
  useModule: (needed?: boolean, enabled?: boolean) => M | undefined;
}

export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= whenOnline().then(load).then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function useModule(needed = true, enabled = true): M | undefined {
    const [module, setModule] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (module || !enabled) return;
      let current = true;
      preload().then(
        (arrived) => current && setModule(() => arrived),
        (error: unknown) => current && needed && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [module, needed, enabled]);
    if (!enabled) return undefined;
    if (failure) throw failure.error;
    return module;
  }
  return { preload, useModule };
}

/**
 * Resolves once the browser is online (TanStack's onlineManager, as the kit's queries follow it).
 * A chunk asked for offline fails, and Chromium keeps a failed dynamic import failed for the life
 * of the page: a preload while the channel step sat offline left the form step unable ever to load
 * its code, and the host's page went blank once the network was back.
 */
function whenOnline(): Promise<void> {
  if (onlineManager.isOnline()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = onlineManager.subscribe((online) => {
      if (!online) return;
      stop();
      resolve();
    });
  });
}
