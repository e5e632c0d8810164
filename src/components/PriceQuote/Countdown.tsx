'use client';
// The only part of a quote that changes every second, in its own component so a tick re-renders
// this text and nothing else.
import { useEffect, useRef, useState } from 'react';
import { createQuoteClock, formatCountdown, type QuoteServedAt } from '../../core/quote-clock';
import { useRampkit } from '../../react/useRampkit';

export interface CountdownProps {
  expiry: string;
  /** When the quote was served, by the server's clock (to correct this device's) and this device's; default: when the countdown starts. */
  servedAt?: QuoteServedAt;
  onExpire?: () => void;
}

export function Countdown({ expiry, servedAt, onExpire }: CountdownProps) {
  const { serverNow, receivedAt } = servedAt ?? {};
  const { t } = useRampkit('Countdown');
  const [seconds, setSeconds] = useState(() => Math.ceil(createQuoteClock({ expiry, serverNow, receivedAt }).remainingMs() / 1000));
  // The latest onExpire, read when the clock fires: a new closure must not restart the clock.
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);
  // Which quote's expiry was reported: StrictMode runs the effect twice, expiry is told once.
  const reported = useRef<string>(undefined);
  useEffect(() => {
    // A clock per run of the effect: a disposed clock never ticks again, and StrictMode disposes
    // the first run's (a clock made once per render froze the countdown in development).
    const clock = createQuoteClock({ expiry, serverNow, receivedAt });
    const id = `${expiry} ${serverNow} ${receivedAt}`;
    const unsubscribe = clock.subscribe((left) => {
      setSeconds(left);
      if (left <= 0 && reported.current !== id) {
        reported.current = id;
        onExpireRef.current?.();
      }
    });
    return () => {
      unsubscribe();
      clock.dispose();
    };
  }, [expiry, serverNow, receivedAt]);
  // Announce only at the minute marks and the last 10 s, not every second.
  const announce = seconds <= 10 || seconds % 60 === 0;
  return (
    <span data-slot="countdown" data-state={seconds > 0 ? (seconds <= 10 ? 'ending' : 'running') : 'expired'}>
      <span aria-hidden="true">{seconds > 0 ? t('sell.quote.expires-in', { time: formatCountdown(seconds) }) : t('sell.quote.expired')}</span>
      <span className="rk-visually-hidden" aria-live="polite">
        {seconds > 0 ? (announce ? t('sell.quote.expires-in', { time: formatCountdown(seconds) }) : '') : t('sell.quote.expired')}
      </span>
    </span>
  );
}
