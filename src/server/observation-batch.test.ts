import { afterEach, describe, expect, it, vi } from 'vitest';
import { observationBatch } from './observation-batch';

afterEach(() => vi.useRealTimers());

describe('observationBatch', () => {
  it('applies nothing while a batch fills, then the whole batch in order', () => {
    const applied: string[] = [];
    const batch = observationBatch<string, number>((kind, a, b, value) => applied.push(`${kind} ${a} ${b} ${value}`), { size: 3, maxDelayMs: 60_000 });
    batch.add(0, 'getCustomer', 200, 0.01);
    batch.add(1, 'prepareSell', 0, 0.02);
    expect(applied).toEqual([]);
    batch.add(2, '', 0, 0.0003);
    expect(applied).toEqual(['0 getCustomer 200 0.01', '1 prepareSell 0 0.02', '2  0 0.0003']);
    batch.add(0, 'sell', 202, 0.5);
    expect(applied).toHaveLength(3);
  });

  it('applies a batch that does not fill once its first observation has waited maxDelayMs', () => {
    vi.useFakeTimers();
    const applied: number[] = [];
    const batch = observationBatch<string, number>((_kind, _a, _b, value) => applied.push(value), { size: 100, maxDelayMs: 200 });
    batch.add(0, 'a', 200, 1);
    vi.advanceTimersByTime(150);
    batch.add(0, 'a', 200, 2);
    expect(applied).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(applied).toEqual([1, 2]);
    vi.advanceTimersByTime(1000);
    expect(applied).toEqual([1, 2]);
  });

  it('applies everything waiting when drained, and its timer no longer fires', () => {
    vi.useFakeTimers();
    const applied: number[] = [];
    const batch = observationBatch<string, number>((_kind, _a, _b, value) => applied.push(value), { size: 100, maxDelayMs: 200 });
    batch.add(0, 'a', 200, 1);
    batch.drain();
    expect(applied).toEqual([1]);
    expect(vi.getTimerCount()).toBe(0);
    batch.drain();
    expect(applied).toEqual([1]);
  });

  it('keeps the process alive while a batch waits only when asked to (log lines, not metrics)', () => {
    // Node lists a timer among the active resources only while it holds the process open.
    const timers = () => process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length;
    const before = timers();
    const metrics = observationBatch<string, number>(() => {}, { size: 10, maxDelayMs: 60_000 });
    metrics.add(0, 'a', 200, 1);
    expect(timers()).toBe(before);
    const lines = observationBatch<string, number>(() => {}, { size: 10, maxDelayMs: 60_000, keepAlive: true });
    lines.add(0, 'a', 200, 1);
    expect(timers()).toBe(before + 1);
    lines.drain();
    metrics.drain();
    expect(timers()).toBe(before);
  });
});
