'use client';
// The only part of a quote that changes every second, in its own component so a tick re-renders
// this text and nothing else.
import { useEffect, useMemo, useRef, useState } from 'react';
import { createQuoteClock, formatCountdown } from '../../core/quote-clock';
import { useRampkit } from '../../react/useRampkit';

export interface CountdownProps {
  expiry: string;
  /** The server's Date when the quote was served, to correct this device's clock. */
  serverNow?: string;
  onExpire?: () => void;
}

export function Countdown({ expiry, serverNow, onExpire }: CountdownProps) {
  const { t } = useRampkit('Countdown');
  const clock = useMemo(() => createQuoteClock({ expiry, serverNow }), [expiry, serverNow]);
  const [seconds, setSeconds] = useState(() => Math.ceil(clock.remainingMs() / 1000));
  // The latest onExpire, read when the clock fires: a new closure must not restart the clock.
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);
  useEffect(() => {
    let fired = false;
    const unsubscribe = clock.subscribe((left) => {
      setSeconds(left);
      if (left <= 0 && !fired) {
        fired = true;
        onExpireRef.current?.();
      }
    });
    return () => {
      unsubscribe();
      clock.dispose();
    };
  }, [clock]);
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
