import { describe, expect, it } from 'vitest';
import { recentSignatures, type KeptSignature } from './recent-signatures';

/** What a Map dropping its first key beyond the bound keeps (the proxy's cache before recentSignatures). */
function reference(size: number) {
  const map = new Map<string, KeptSignature>();
  return {
    map,
    set(key: string, entry: KeptSignature) {
      map.delete(key);
      map.set(key, entry);
      if (map.size > size) map.delete(map.keys().next().value as string);
    },
  };
}

describe('recentSignatures', () => {
  it('keeps the newest `size` signatures, a key set again counting as new', () => {
    const kept = recentSignatures(3);
    for (const key of ['a', 'b', 'c']) kept.set(key, { token: key, at: 1 });
    kept.set('a', { token: 'a2', at: 2 }); // now the newest
    kept.set('d', { token: 'd', at: 3 }); // drops b, the oldest
    expect(kept.size).toBe(3);
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toEqual({ token: 'a2', at: 2 });
    kept.set('e', { token: 'e', at: 4 }); // drops c, then a is the oldest
    kept.set('f', { token: 'f', at: 5 });
    expect([kept.get('a'), kept.get('c'), kept.get('d')?.token, kept.get('e')?.token, kept.get('f')?.token]).toEqual([undefined, undefined, 'd', 'e', 'f']);
  });

  it('drops exactly what the Map it replaces dropped, over a long mix of new and repeated keys', () => {
    const size = 50;
    const kept = recentSignatures(size);
    const ref = reference(size);
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 20_000; i += 1) {
      // Mostly new keys (distinct writes), some repeated from a small set (polled reads).
      const key = next() % 4 === 0 ? `read ${next() % 20}` : `write ${i}`;
      const entry = { token: `t${i}`, at: i };
      kept.set(key, entry);
      ref.set(key, entry);
    }
    expect(kept.size).toBe(ref.map.size);
    for (const [key, entry] of ref.map) expect(kept.get(key)).toBe(entry);
  });

  it('stays bounded when a few keys are set again and again without ever filling it', () => {
    const kept = recentSignatures(1000);
    for (let i = 0; i < 100_000; i += 1) kept.set(`read ${i % 10}`, { token: 't', at: i });
    expect(kept.size).toBe(10);
    // Its order still right: ten new keys later, the ten first are the oldest and go first.
    for (let i = 0; i < 995; i += 1) kept.set(`write ${i}`, { token: 'w', at: i });
    expect(kept.get('read 0')).toBeUndefined();
    expect(kept.get('read 4')).toBeUndefined();
    expect(kept.get('read 5')).toBeDefined();
  });
});
