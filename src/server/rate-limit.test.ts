// The per-customer limiter counting locally and syncing its counts to the shared store in batches
// (docs/adr/0146): exact on one instance, other instances' requests seen after a sync, one store
// command per key per sync, and the instance's own window when the store is out of reach.
import { describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from './rate-limit';
import { memoryStore } from './store/memory';
import { StoreUnavailableError } from './store/types';

describe('createRateLimiter with syncMs', () => {
  it('limits exactly on one instance without a store call per request, then adds the counts in one call per key', async () => {
    const store = memoryStore();
    const hit = vi.spyOn(store, 'hit');
    const limiter = createRateLimiter(3, store, { syncMs: 20 });
    const waits = [];
    for (let i = 0; i < 4; i += 1) waits.push(await limiter.take('customer:a'));
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    expect(waits[3]).toBeGreaterThan(0);
    expect(hit).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(hit).toHaveBeenCalledTimes(1));
    expect(hit).toHaveBeenCalledWith('customer:a', 60_000, 4);
    expect((await store.hit('customer:a', 60_000, 0)).count).toBe(4);
  });

  it("counts another instance's requests once they are synced", async () => {
    const store = memoryStore();
    const [one, two] = [createRateLimiter(3, store, { syncMs: 10 }), createRateLimiter(3, store, { syncMs: 10 })];
    for (let i = 0; i < 3; i += 1) expect(await one.take('customer:b')).toBe(0);
    await vi.waitFor(async () => expect((await store.hit('customer:b', 60_000, 0)).count).toBe(3));
    // The second instance learns the shared count at its first sync, and refuses from then on.
    await two.take('customer:b');
    await vi.waitFor(async () => expect(await two.take('customer:b')).toBeGreaterThan(0));
  });

  it('keeps limiting on its own counts while the store is unreachable', async () => {
    const hit = vi.fn(() => Promise.reject(new StoreUnavailableError(new Error('down'))));
    const limiter = createRateLimiter(2, { ...memoryStore(), hit }, { syncMs: 5 });
    expect(await limiter.take('customer:c')).toBe(0);
    expect(await limiter.take('customer:c')).toBe(0);
    // The failed sync's counts are kept in this instance's own window, not lost.
    await vi.waitFor(() => expect(hit).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await limiter.take('customer:c')).toBeGreaterThan(0);
  });
});
