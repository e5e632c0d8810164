import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockSkewMs, createQuoteClock, expiredOnArrival, formatCountdown, quoteEndsAt } from './quote-clock';

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
  it("reads the environment's clock at each call: a fake clock put in while it counts moves it too", () => {
    // As Playwright's page.clock installed mid-quote does (rampkit/testing's PriceQuotePage.expire).
    const clock = createQuoteClock({ expiry: '2026-01-01T00:01:00.000Z' });
    expect(clock.remainingMs()).toBe(60_000);
    const moved = vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-01-01T00:01:30.000Z'));
    expect(clock.isExpired()).toBe(true);
    moved.mockRestore();
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
  it('corrects for a device clock behind the server, from when the answer arrived', () => {
    // The answer arrived at device time 00:00:00 with the server saying 00:02:00 (taken as the end
    // of that second: 00:02:01); 30 s later the server's clock says 00:02:31 at most.
    const receivedAt = Date.parse('2026-01-01T00:00:00.000Z');
    vi.setSystemTime(new Date('2026-01-01T00:00:30.000Z'));
    const clock = createQuoteClock({ expiry: '2026-01-01T00:03:00.000Z', serverNow: 'Thu, 01 Jan 2026 00:02:00 GMT', receivedAt });
    expect(clock.remainingMs()).toBe(29_000);
  });
  it('trusts the device within what a Date header can tell (whole seconds, the answer under way)', () => {
    vi.setSystemTime(new Date('2026-01-01T00:00:00.900Z'));
    expect(clockSkewMs({ serverNow: 'Thu, 01 Jan 2026 00:00:00 GMT' })).toBe(0);
    expect(clockSkewMs({ serverNow: 'Wed, 31 Dec 2025 23:58:55 GMT' })).toBe(64_900);
    expect(clockSkewMs({ serverNow: 'not a date' })).toBe(0);
    expect(clockSkewMs({})).toBe(0);
  });
  it('tells a quote that had run out when its answer arrived, by the server\'s clock', () => {
    const receivedAt = Date.parse('2026-01-01T00:02:00.000Z');
    // Device 2 min fast: by the device the quote is long gone, by the server it has a minute left.
    expect(expiredOnArrival('2026-01-01T00:01:00.000Z', { serverNow: 'Thu, 01 Jan 2026 00:00:00 GMT', receivedAt })).toBe(false);
    expect(expiredOnArrival('2026-01-01T00:01:00.000Z', { receivedAt })).toBe(true);
    expect(expiredOnArrival('2026-01-01T00:01:00.000Z', { serverNow: 'Thu, 01 Jan 2026 00:01:00 GMT', receivedAt })).toBe(true);
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

describe('quoteEndsAt', () => {
  const expiry = '2026-01-01T12:00:30Z';
  it('is the Expiry itself when the clocks agree or the server time is unknown', () => {
    expect(quoteEndsAt(expiry)).toBe(Date.parse(expiry));
    expect(quoteEndsAt(expiry, { serverNow: '2026-01-01T12:00:00.000Z', receivedAt: Date.parse('2026-01-01T12:00:00.500Z') })).toBe(Date.parse(expiry));
  });
  it('moves the Expiry onto a device clock that runs ahead or behind, as the countdown counts', () => {
    const served = { serverNow: 'Thu, 01 Jan 2026 12:00:00 GMT', receivedAt: Date.parse('2026-01-01T12:05:01Z') };
    const ends = quoteEndsAt(expiry, served);
    expect(ends).toBe(Date.parse('2026-01-01T12:05:30Z'));
    const clock = createQuoteClock({ expiry, ...served, now: () => served.receivedAt });
    expect(served.receivedAt + clock.remainingMs()).toBe(ends);
    clock.dispose();
    expect(quoteEndsAt(expiry, { serverNow: 'Thu, 01 Jan 2026 12:00:00 GMT', receivedAt: Date.parse('2026-01-01T11:58:01Z') })).toBe(Date.parse('2026-01-01T11:58:30Z'));
  });
  it('refuses an Expiry that is no date-time', () => {
    expect(() => quoteEndsAt('soon')).toThrow(RangeError);
  });
});
