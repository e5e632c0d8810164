import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupedWrites } from './grouped-writes';

describe('groupedWrites', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends what comes within the window as one group, in order, and settles each caller once it is written', async () => {
    const groups: string[][] = [];
    const write = groupedWrites<string>(async (items) => void groups.push([...items]), { windowMs: 2, max: 64 });
    const settled: string[] = [];
    const a = write('a').then(() => settled.push('a'));
    const b = write('b').then(() => settled.push('b'));
    await vi.advanceTimersByTimeAsync(1);
    expect(groups).toEqual([]);
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([a, b]);
    expect(groups).toEqual([['a', 'b']]);
    // The next write opens a group of its own.
    const c = write('c');
    await vi.advanceTimersByTimeAsync(2);
    await c;
    expect(groups).toEqual([['a', 'b'], ['c']]);
  });

  it('sends a full group at once, without waiting out the window', async () => {
    const groups: number[][] = [];
    const write = groupedWrites<number>(async (items) => void groups.push([...items]), { windowMs: 1_000, max: 3 });
    const full = Promise.all([write(1), write(2), write(3)]);
    await vi.advanceTimersByTimeAsync(0);
    await full;
    expect(groups).toEqual([[1, 2, 3]]);
    const fourth = write(4);
    await vi.advanceTimersByTimeAsync(1_000);
    await fourth;
    expect(groups).toEqual([[1, 2, 3], [4]]);
  });

  it('fails every caller of a group whose write failed, and no caller of the next group', async () => {
    let fail = true;
    const write = groupedWrites<string>(async () => {
      if (fail) throw new Error('store down');
    }, { windowMs: 2, max: 64 });
    const first = [write('a'), write('b')].map((p) => p.then(() => 'written', (e: Error) => e.message));
    await vi.advanceTimersByTimeAsync(2);
    expect(await Promise.all(first)).toEqual(['store down', 'store down']);
    fail = false;
    const next = write('c');
    await vi.advanceTimersByTimeAsync(2);
    await expect(next).resolves.toBeUndefined();
  });
});
