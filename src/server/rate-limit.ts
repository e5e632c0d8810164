// A fixed window per session: enough to stop a runaway tab or a script hammering the proxy.
export function createRateLimiter(requestsPerMinute: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Seconds to wait when over the limit, else 0. */
    take(key: string): number {
      const t = now();
      const w = windows.get(key);
      if (!w || t - w.start >= 60_000) {
        windows.set(key, { start: t, count: 1 });
        if (windows.size > 10_000) windows.delete(windows.keys().next().value as string);
        return 0;
      }
      w.count += 1;
      return w.count > requestsPerMinute ? Math.ceil((w.start + 60_000 - t) / 1000) : 0;
    },
  };
}
