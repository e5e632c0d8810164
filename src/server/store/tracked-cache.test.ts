import { describe, expect, it } from 'vitest';
import { createTrackedCache } from './tracked-cache';

/** A load whose answer the test gives when it likes, counting calls. */
function loads() {
  const calls: { resolve: (v: string | null) => void }[] = [];
  const load = () => new Promise<string | null>((resolve) => calls.push({ resolve }));
  return { calls, load };
}

describe('createTrackedCache', () => {
  it('keeps what is read only while it is on, and forgets everything when turned off', async () => {
    const cache = createTrackedCache<string>();
    let reads = 0;
    const load = async () => ((reads += 1), 'alice');
    await cache.read('k', load);
    await cache.read('k', load);
    expect(reads).toBe(2); // off: every read goes to the source
    cache.enable();
    await cache.read('k', load);
    await cache.read('k', load);
    expect(reads).toBe(3);
    cache.disable();
    expect(cache.size).toBe(0);
    await cache.read('k', load);
    expect(reads).toBe(4);
  });

  it('drops a key when told it changed, and everything when told all may have', async () => {
    const cache = createTrackedCache<string>();
    cache.enable();
    await cache.read('a', async () => 'alice');
    await cache.read('b', async () => 'bob');
    cache.invalidate(['a']);
    expect(await cache.read('a', async () => null)).toBeNull();
    expect(await cache.read('b', async () => null)).toBe('bob');
    cache.invalidate(null);
    expect(await cache.read('b', async () => null)).toBeNull();
  });

  it('never keeps a read that a change (or a dropped link, or a start while off) raced', async () => {
    const cache = createTrackedCache<string>();
    cache.enable();
    const raced = loads();
    const first = cache.read('k', raced.load);
    cache.invalidate(['k']); // the sign-out lands while the read is on its way back
    raced.calls[0]!.resolve('alice');
    expect(await first).toBe('alice');
    expect(await cache.read('k', async () => null)).toBeNull();

    const dropped = loads();
    const second = cache.read('k', dropped.load);
    cache.disable();
    cache.enable();
    dropped.calls[0]!.resolve('alice');
    await second;
    expect(await cache.read('k', async () => null)).toBeNull();

    cache.disable();
    const early = loads();
    const third = cache.read('k', early.load); // started before changes were told
    cache.enable();
    early.calls[0]!.resolve('alice');
    await third;
    expect(await cache.read('k', async () => null)).toBeNull();
  });

  it('keeps no absent value, nothing past its age, and no more than its bound', async () => {
    let now = 0;
    const cache = createTrackedCache<string>({ maxAgeMs: 1000, maxEntries: 2, now: () => now });
    cache.enable();
    await cache.read('none', async () => null);
    expect(await cache.read('none', async () => 'later')).toBe('later');
    await cache.read('a', async () => 'alice');
    now = 999;
    expect(await cache.read('a', async () => 'x')).toBe('alice');
    now = 1000;
    expect(await cache.read('a', async () => 'fresh')).toBe('fresh');
    await cache.read('b', async () => 'bob');
    await cache.read('c', async () => 'carol');
    expect(cache.size).toBe(2);
  });

  it('passes a failed read on and keeps nothing of it', async () => {
    const cache = createTrackedCache<string>();
    cache.enable();
    await expect(cache.read('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
  });
});
