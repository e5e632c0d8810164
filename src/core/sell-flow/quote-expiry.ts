// The quote's own clock inside a sale: while a view shows the sale, one timer runs to the quote's
// Expiry (by the server's clock, quote-clock.ts) and says when it is reached, whether or not a
// countdown is on screen; off the screen nothing runs, and what ran out meanwhile is found by
// `ranOut` when the sale shows again. What expiring does (marking, renewing) is the controller's.
import { createQuoteClock } from '../quote-clock';
import type { SellState } from './machine';

export interface QuoteExpiryOptions {
  state(): SellState;
  /** Whether a view shows the sale: the timer runs only then. */
  shown(): boolean;
  now(): number;
  /** The shown quote's Expiry was reached. */
  onExpiry(): void;
}

export interface QuoteExpiry {
  /** The quote on the quote step, live (not expired, not awaiting confirmation), past its Expiry, with no sell begun. */
  ranOut(s: SellState): boolean;
  /** Sets the timer for the live quote now shown, or clears it (another quote, none, or no view). */
  sync(): void;
}

const liveQuote = (s: SellState) => (s.step === 'quote' && s.quote && !s.quoteExpired && !s.changedQuote ? s.quote : undefined);

export function createQuoteExpiry({ state, shown, now, onExpiry }: QuoteExpiryOptions): QuoteExpiry {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timed: SellState['quote'];
  const remainingMs = (s: SellState) => (s.quote ? createQuoteClock({ expiry: s.quote.Expiry, now, ...s.servedAt }).remainingMs() : 0);
  return {
    ranOut: (s) => !!liveQuote(s) && !s.attempt && remainingMs(s) <= 0,
    sync() {
      const s = state();
      const live = shown() ? liveQuote(s) : undefined;
      if (live === timed) return;
      clearTimeout(timer);
      timed = live;
      if (!live) return;
      timer = setTimeout(() => {
        timed = undefined;
        onExpiry();
      }, remainingMs(s));
    },
  };
}
