// Counts down to a quote's absolute Expiry (the server's instant), never from when the quote was
// received: a quote served from cache or after a slow refetch must not look fresher than it is.
export interface QuoteClock {
  remainingMs(): number;
  isExpired(): boolean;
  /** Called once a second on the second boundary with the whole seconds left; once with 0 at expiry. */
  subscribe(listener: (secondsLeft: number) => void): () => void;
  dispose(): void;
}

export interface QuoteClockOptions {
  expiry: string;
  now?: () => number;
  /** The server's time when the quote was served (e.g. the Date header), to correct clock skew. */
  serverNow?: string;
  receivedAt?: number;
}

export function createQuoteClock(options: QuoteClockOptions): QuoteClock {
  const now = options.now ?? Date.now;
  const expiresAt = Date.parse(options.expiry);
  if (Number.isNaN(expiresAt)) throw new Error(`quote clock: not a date-time: ${options.expiry}`);
  // Skew: how far this device's clock is ahead of the server's.
  const skew = options.serverNow ? (options.receivedAt ?? now()) - Date.parse(options.serverNow) : 0;
  const remainingMs = () => Math.max(0, expiresAt - (now() - skew));
  const listeners = new Set<(secondsLeft: number) => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;

  const tick = () => {
    timer = undefined;
    const left = remainingMs();
    const seconds = Math.ceil(left / 1000);
    for (const l of [...listeners]) l(seconds);
    if (left <= 0) {
      done = true;
      return;
    }
    schedule();
  };
  const schedule = () => {
    if (timer || done || listeners.size === 0) return;
    const left = remainingMs();
    // Wake on the next whole-second boundary of the remaining time.
    const delay = left % 1000 || 1000;
    timer = setTimeout(tick, Math.min(delay, left));
  };

  return {
    remainingMs,
    isExpired: () => remainingMs() <= 0,
    subscribe(listener) {
      listeners.add(listener);
      listener(Math.ceil(remainingMs() / 1000));
      schedule();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearTimeout(timer);
          timer = undefined;
        }
      };
    },
    dispose() {
      listeners.clear();
      if (timer) clearTimeout(timer);
      timer = undefined;
      done = true;
    },
  };
}

export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
