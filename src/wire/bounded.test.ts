import { describe, expect, it } from 'vitest';
import { BoundedMap, createBoundedLog } from './bounded';

describe('bounded memory', () => {
  it('a log keeps its newest entries within count and age, and stays an array', () => {
    let now = 0;
    const log = createBoundedLog<number>({ maxEntries: 3, maxAgeMs: 100, now: () => now });
    for (let i = 0; i < 10; i++) log.push(i);
    expect([...log]).toEqual([7, 8, 9]);
    expect(JSON.stringify(log)).toBe('[7,8,9]');
    now = 150;
    log.push(10);
    expect([...log]).toEqual([10]);
    log.clear();
    expect(log.length).toBe(0);
  });

  it('a map forgets its oldest keys beyond the count and answers nothing for an aged key', () => {
    let now = 0;
    const map = new BoundedMap<string, number>({ maxEntries: 2, maxAgeMs: 100, now: () => now });
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map.keys()]).toEqual(['b', 'c']);
    expect(map.get('a')).toBeUndefined();
    now = 101;
    expect(map.get('b')).toBeUndefined();
    map.set('d', 4);
    expect([...map.keys()]).toEqual(['d']);
  });
});
