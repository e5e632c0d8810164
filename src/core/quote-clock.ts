// Counts down to a quote's absolute Expiry (the server's instant), never from when the quote was
// received: a quote served from cache or after a slow refetch must not look fresher than it is.
export interface QuoteClock {
  remainingMs(): number;
  isExpired(): boolean;
  /** Called once a second on the second boundary with the whole seconds left; once with 0 at expiry. */
  subscribe(listener: (secondsLeft: number) => void): () => void;
  dispose(): void;
}

/** When a quote was served: by the server's clock (its answer's Date header) and by this device's. */
export interface QuoteServedAt {
  /** The server's time when the quote was served (e.g. the Date header), to correct clock skew. */
  serverNow?: string;
  /** This device's time (ms) when that answer arrived; default: when the clock is made. */
  receivedAt?: number;
}

export interface QuoteClockOptions extends QuoteServedAt {
  expiry: string;
  now?: () => number;
}

/**
 * A Date header has whole seconds and the answer took a while to arrive: a difference smaller than
 * this says nothing about the device's clock, which is then trusted as it is.
 */
export const SKEW_NOISE_MS = 2000;

/**
 * How far this device's clock runs ahead of the server's (negative: behind); 0 when unknown. A Date
 * header drops the milliseconds: the server's time is taken at the end of that second, so an error
 * shows a quote with less time left, never more.
 */
export function clockSkewMs(served: QuoteServedAt, now: () => number = Date.now): number {
  const server = served.serverNow ? Date.parse(served.serverNow) + (/\.\d/.test(served.serverNow) ? 0 : 1000) : NaN;
  if (Number.isNaN(server)) return 0;
  const skew = (served.receivedAt ?? now()) - server;
  return Math.abs(skew) < SKEW_NOISE_MS ? 0 : skew;
}

/** The quote had run out by the time its answer arrived (by the server's clock where known). */
export function expiredOnArrival(expiry: string, served: QuoteServedAt & { receivedAt: number }): boolean {
  return Date.parse(expiry) <= served.receivedAt - clockSkewMs(served);
}

/**
 * When a quote ends by this device's clock (ms since the epoch): its Expiry, the server's instant,
 * moved by how far this device's clock runs ahead of the server's. The instant the countdown reaches 0.
 */
export function quoteEndsAt(expiry: string, served: QuoteServedAt = {}, now: () => number = Date.now): number {
  const expiresAt = Date.parse(expiry);
  if (Number.isNaN(expiresAt)) throw new RangeError(`quote clock: not a date-time: ${expiry}`);
  return expiresAt + clockSkewMs(served, now);
}

export function createQuoteClock(options: QuoteClockOptions): QuoteClock {
  // Read the environment's clock at each call, never a reference taken once: a test's fake clock
  // (Playwright's page.clock) installed while a quote counts down moves this countdown too.
  const now = options.now ?? (() => Date.now());
  const endsAt = quoteEndsAt(options.expiry, options, now);
  const remainingMs = () => Math.max(0, endsAt - now());
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

/**
 * The stages of a quote's life as a customer meets them, by whole seconds left: `running`, then
 * `soon` (the time left is said once to a screen reader), `ending` (the lock turns to the warning
 * tone and a new price is offered), `expired`. They change a few times a quote, unlike the seconds.
 */
export type QuotePhase = 'running' | 'soon' | 'ending' | 'expired';

/** Seconds left at which the countdown speaks, once: a quote is announced here and at its expiry, no more. */
export const QUOTE_SOON_S = 15;
/** Seconds left from which the price lock looks urgent and "Get a new price" shows. */
export const QUOTE_ENDING_S = 10;

export function quotePhase(secondsLeft: number): QuotePhase {
  if (secondsLeft <= 0) return 'expired';
  if (secondsLeft <= QUOTE_ENDING_S) return 'ending';
  if (secondsLeft <= QUOTE_SOON_S) return 'soon';
  return 'running';
}

/** The whole seconds a quote has left now (by the server's clock where known). */
export function quoteSecondsLeft(options: QuoteClockOptions): number {
  const clock = createQuoteClock(options);
  const seconds = Math.ceil(clock.remainingMs() / 1000);
  clock.dispose();
  return seconds;
}

/**
 * How long the price was locked for, by the server's clock: from when it was served to its Expiry.
 * Undefined when the server's time is unknown (a progress bar then starts full at first sight).
 */
export function quoteLifetimeMs(expiry: string, served: QuoteServedAt = {}): number | undefined {
  const from = served.serverNow ? Date.parse(served.serverNow) : NaN;
  const to = Date.parse(expiry);
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from) return undefined;
  return to - from;
}
