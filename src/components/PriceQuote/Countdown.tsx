'use client';
// The price lock: "Price locked · 0:59" as a pill, a timer a screen reader can read when it wants
// (role=timer, labelled), and a thin bar of the time left. The only part of a quote that changes
// every second, in its own component so a tick re-renders this and nothing else.
//
// It speaks at most twice a quote, in a polite region mounted empty: once when the time left
// reaches QUOTE_SOON_S (or at once, for a quote that arrives with less; the time said by Intl, so
// "1 second" is singular in every language) and once at expiry. Reading
// every second aloud (as it did in the last 10 s) drowned everything else a customer heard.
import { useEffect, useId, useRef, useState } from 'react';
import { createQuoteClock, formatCountdown, quoteLifetimeMs, quotePhase, type QuotePhase, type QuoteServedAt } from '../../core/quote-clock';
import { formatDuration } from '../../core/duration';
import { useRampkit } from '../../react/useRampkit';
import { WarningIcon } from '../shared/icons';
import { ClockIcon } from '../shared/status-icons';

export interface CountdownProps {
  expiry: string;
  /** When the quote was served, by the server's clock (to correct this device's) and this device's; default: when the countdown starts. */
  servedAt?: QuoteServedAt;
  onExpire?: () => void;
  /** The quote moved to another stage of its life (a few times a quote, not every second). */
  onPhaseChange?: (phase: QuotePhase) => void;
  /** Draw the bar of the time left (PriceQuote's CSS lays it along the bottom of its card). */
  bar?: boolean;
}

/** What the countdown said aloud for one quote: nothing yet, the time left once, then the expiry. */
type Said = { at: 'soon'; seconds: number } | { at: 'expired' } | undefined;

export function Countdown({ expiry, servedAt, onExpire, onPhaseChange, bar = false }: CountdownProps) {
  const { serverNow, receivedAt } = servedAt ?? {};
  const { t, locale } = useRampkit('Countdown');
  const labelId = useId();
  const [seconds, setSeconds] = useState(() => Math.ceil(createQuoteClock({ expiry, serverNow, receivedAt }).remainingMs() / 1000));
  // The first time left seen is the whole bar when the server's time of serving is unknown.
  const [lifetime] = useState(() => quoteLifetimeMs(expiry, { serverNow }) ?? Math.max(1, seconds) * 1000);
  const [said, setSaid] = useState<Said>();
  // The latest callbacks, read when the clock fires: a new closure must not restart the clock.
  const callbacks = useRef({ onExpire, onPhaseChange });
  useEffect(() => {
    callbacks.current = { onExpire, onPhaseChange };
  }, [onExpire, onPhaseChange]);
  // Which quote's expiry was reported: StrictMode runs the effect twice, expiry is told once.
  const reported = useRef<string>(undefined);
  useEffect(() => {
    // A clock per run of the effect: a disposed clock never ticks again, and StrictMode disposes
    // the first run's (a clock made once per render froze the countdown in development).
    const clock = createQuoteClock({ expiry, serverNow, receivedAt });
    const id = `${expiry} ${serverNow} ${receivedAt}`;
    let phase: QuotePhase | undefined;
    const unsubscribe = clock.subscribe((left) => {
      setSeconds(left);
      const next = quotePhase(left);
      if (next !== phase) {
        phase = next;
        callbacks.current.onPhaseChange?.(next);
      }
      setSaid((before) => (next === 'expired' ? (before?.at === 'expired' ? before : { at: 'expired' }) : next !== 'running' && !before ? { at: 'soon', seconds: left } : before));
      if (left <= 0 && reported.current !== id) {
        reported.current = id;
        callbacks.current.onExpire?.();
      }
    });
    return () => {
      unsubscribe();
      clock.dispose();
    };
  }, [expiry, serverNow, receivedAt]);

  const phase = quotePhase(seconds);
  const left = Math.max(0, Math.min(1, (seconds * 1000) / lifetime));
  return (
    <span data-slot="countdown" data-state={phase === 'expired' ? 'expired' : phase === 'ending' ? 'ending' : 'running'} data-phase={phase} className="rk-price-lock">
      <span role="timer" aria-labelledby={labelId} data-slot="price-lock" className="rk-pill">
        {phase === 'ending' || phase === 'expired' ? <WarningIcon /> : <ClockIcon />}
        <span id={labelId}>{phase === 'expired' ? t('sell.quote.lock-expired') : t('sell.quote.lock')}</span>
        {phase === 'expired' ? null : (
          <>
            <span aria-hidden="true"> · </span>
            <span data-slot="time" data-value="code">
              {formatCountdown(seconds)}
            </span>
          </>
        )}
      </span>
      {bar ? <LockBar left={left} /> : null}
      <span className="rk-visually-hidden" aria-live="polite" data-slot="countdown-announcement">
        {said?.at === 'soon' ? t('sell.quote.lock-soon', { time: formatDuration(said.seconds, locale) }) : said?.at === 'expired' ? t('sell.quote.expired') : ''}
      </span>
    </span>
  );
}

/**
 * The time left as a thin bar: its fill is the share of the lock left (moved each second, with a
 * one-second transition; static under prefers-reduced-motion, where the kit's CSS pins it).
 */
export function LockBar({ left }: { left: number }) {
  return (
    <span data-slot="price-lock-bar" aria-hidden="true" className="rk-lock-bar">
      <span data-slot="fill" style={{ ['--rk-lock-left' as string]: String(left) }} />
    </span>
  );
}
