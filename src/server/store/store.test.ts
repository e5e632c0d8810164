// One contract, two stores: the in-memory default and Redis (a real redis-server, started here on a
// free port). Whatever the proxy relies on is checked against both.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '../../../tooling/redis-server';
import { memoryStore } from './memory';
import { redisStore } from './redis';
import { compareEventIds, type ProxyStore, type StoredEvent } from './types';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(() => redis?.close());

const log = { maxEvents: 3, maxAgeMs: 60_000 };
let n = 0;

describe.each([
  ['memory', () => memoryStore()],
  ['redis', () => redisStore({ url: redis.url, prefix: `t${(n += 1)}:` })],
] as const)('%s store', (_, make) => {
  let store: ProxyStore;
  beforeEach(async () => {
    store = make();
    await store.ready();
  });
  afterEach(() => store.close());

  const record = (customerId: string | undefined, key: string, payload = `{"v":"${key}"}`) => store.recordWebhook({ dedupeKey: key, dedupeTtlMs: 60_000, customerId, payload, log });

  it('binds a form session to its customer and forgets it after its lifetime', async () => {
    await store.bindFormSession('fs-1', 'alice', 150);
    expect(await store.formSessionOwner('fs-1')).toBe('alice');
    expect(await store.formSessionOwner('fs-2')).toBeNull();
    await expect.poll(() => store.formSessionOwner('fs-1'), { timeout: 5_000 }).toBeNull();
  });

  it('records a webhook once, gives per-customer ordered ids and replays after an id', async () => {
    const a1 = await record('alice', 'k1');
    expect(await record('alice', 'k1')).toBeNull();
    await record('bob', 'k2');
    const a2 = await record('alice', 'k3');
    expect(compareEventIds(a2!, a1!)).toBeGreaterThan(0);
    expect(await record(undefined, 'k4')).toBe('');
    expect(await record(undefined, 'k4')).toBeNull();
    expect((await store.readEvents('alice', '0-0', 10, 60_000)).map((e) => e.payload)).toEqual(['{"v":"k1"}', '{"v":"k3"}']);
    expect((await store.readEvents('alice', a1!, 10, 60_000)).map((e) => e.id)).toEqual([a2]);
    expect(await store.latestEventId('alice')).toBe(a2);
    expect(await store.latestEventId('nobody')).toBe('0-0');
  });

  it('keeps at most maxEvents per customer and none older than maxAgeMs', async () => {
    for (let i = 0; i < 5; i += 1) await record('alice', `k${i}`);
    expect((await store.readEvents('alice', '0-0', 10, 60_000)).map((e) => e.payload)).toEqual(['{"v":"k2"}', '{"v":"k3"}', '{"v":"k4"}']);
    await new Promise((r) => setTimeout(r, 20));
    expect(await store.readEvents('alice', '0-0', 10, 10)).toEqual([]);
  });

  it('publishes a recorded event to subscribers of that customer only', async () => {
    const got: StoredEvent[] = [];
    const stop = await store.subscribe('alice', (e) => got.push(e));
    await record('bob', 'b1');
    const id = await record('alice', 'a1', '{"x":1}');
    await expect.poll(() => got).toEqual([{ id, payload: '{"x":1}' }]);
    stop();
    await record('alice', 'a2');
    await new Promise((r) => setTimeout(r, 50));
    expect(got).toHaveLength(1);
  });

  it('counts requests in a window that ends', async () => {
    expect(await store.hit('alice', 200)).toMatchObject({ count: 1 });
    const second = await store.hit('alice', 200);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(200);
    expect((await store.hit('bob', 200)).count).toBe(1);
    // Once the window has ended, counting starts again at 1.
    await expect.poll(async () => (await store.hit('alice', 200)).count, { timeout: 5_000 }).toBe(1);
  });

  it('remembers a revoked session until its lifetime ends, for every client of the store', async () => {
    expect(await store.sessionRevoked('sid-1')).toBe(false);
    await store.revokeSession('sid-1', 150);
    await store.revokeSession('sid-2', 60_000);
    expect(await store.sessionRevoked('sid-1')).toBe(true);
    expect(await store.sessionRevoked('other')).toBe(false);
    await expect.poll(() => store.sessionRevoked('sid-1'), { timeout: 5_000 }).toBe(false);
    expect(await store.sessionRevoked('sid-2')).toBe(true);
  });

  it('hands out at most max stream slots, and frees released or lapsed ones', async () => {
    expect(await store.acquireSlot('alice', 's1', 2, 60_000)).toBe(true);
    expect(await store.acquireSlot('alice', 's2', 2, 150)).toBe(true);
    expect(await store.acquireSlot('alice', 's3', 2, 60_000)).toBe(false);
    expect(await store.acquireSlot('bob', 's1', 2, 60_000)).toBe(true);
    await store.releaseSlot('alice', 's1');
    expect(await store.acquireSlot('alice', 's3', 2, 60_000)).toBe(true);
    // s2 was not renewed: it lapses and its slot comes free.
    await expect.poll(() => store.acquireSlot('alice', 's4', 2, 60_000), { timeout: 5_000 }).toBe(true);
  });
});

describe('redis store when Redis goes away', () => {
  it('fails fast while Redis is down, then works again and tells subscribers to catch up', async () => {
    const store = redisStore({ url: redis.url, prefix: 'outage:' });
    await store.ready();
    let resyncs = 0;
    store.onResync(() => (resyncs += 1));
    const got: StoredEvent[] = [];
    await store.subscribe('alice', (e) => got.push(e));
    await redis.stop();
    const started = Date.now();
    await expect(store.formSessionOwner('x')).rejects.toThrow(/unavailable/);
    await expect(store.recordWebhook({ dedupeKey: 'k', dedupeTtlMs: 60_000, customerId: 'alice', payload: '{}', log })).rejects.toThrow(/unavailable/);
    expect(Date.now() - started).toBeLessThan(5_000);
    await redis.start();
    await expect.poll(() => resyncs, { timeout: 15_000 }).toBe(1);
    // By the time subscribers are told to catch up, commands work again.
    const id = await store.recordWebhook({ dedupeKey: 'k', dedupeTtlMs: 60_000, customerId: 'alice', payload: '{}', log });
    await expect.poll(() => got.map((e) => e.id)).toEqual([id]);
    await store.close();
  });
});
