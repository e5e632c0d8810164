import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuoteClock, formatCountdown } from './quote-clock';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('quote clock', () => {
  it('counts down to the absolute expiry, not from receipt', () => {
    // Received 20 s after it was issued (e.g. from cache): 40 s remain, not 60.
    vi.setSystemTime(new Date('2026-01-01T00:00:20.000Z'));
    const clock = createQuoteClock({ expiry: '2026-01-01T00:01:00.000Z' });
    expect(clock.remainingMs()).toBe(40_000);
  });
  it('ticks once a second and reports expiry exactly once', () => {
    const clock = createQuoteClock({ expiry: '2026-01-01T00:00:03.500Z' });
    const ticks: number[] = [];
    clock.subscribe((s) => ticks.push(s));
    vi.advanceTimersByTime(5_000);
    expect(ticks).toEqual([4, 3, 2, 1, 0]);
    expect(clock.isExpired()).toBe(true);
  });
  it('corrects for a device clock that runs ahead of the server', () => {
    // The device says 00:00:10 but the server said 00:00:00 when it answered.
    vi.setSystemTime(new Date('2026-01-01T00:00:10.000Z'));
    const clock = createQuoteClock({ expiry: '2026-01-01T00:01:00.000Z', serverNow: '2026-01-01T00:00:00.000Z' });
    expect(clock.remainingMs()).toBe(60_000);
  });
  it('stops ticking when the last listener leaves', () => {
    const clock = createQuoteClock({ expiry: '2026-01-01T00:01:00.000Z' });
    const listener = vi.fn();
    const off = clock.subscribe(listener);
    off();
    vi.advanceTimersByTime(5_000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
  it('formats minutes and seconds', () => {
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
