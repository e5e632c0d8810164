// One contract, two stores: the in-memory default and Redis (a real redis-server, started here on a
// free port). Whatever the proxy relies on is checked against both.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '../../../tooling/redis-server';
import { memoryStore } from './memory';
import { redisStore } from './redis';
import { compareEventIds, StoreUnavailableError, type ProxyStore, type StoredEvent } from './types';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(() => redis?.close());

const log = { maxEvents: 3, maxAgeMs: 60_000 };

/** How many GETs this redis-server has answered so far: a session read kept on the instance adds none. */
async function redisGets(admin: { info(section: string): Promise<string> }): Promise<number> {
  return Number(/cmdstat_get:calls=(\d+)/.exec(await admin.info('commandstats'))?.[1] ?? 0);
}
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

  // Lifetimes: what must still be there has a long one, what must lapse a short one polled until it
  // has, so a stalled machine can neither fail nor pass a check by its timing.
  it('binds a form session to its customer and forgets it after its lifetime', async () => {
    await store.bindFormSession('fs-1', 'alice', 60_000);
    await store.bindFormSession('fs-short', 'alice', 150);
    expect(await store.formSessionOwner('fs-1')).toBe('alice');
    expect(await store.formSessionOwner('fs-2')).toBeNull();
    await expect.poll(() => store.formSessionOwner('fs-short'), { timeout: 10_000 }).toBeNull();
    expect(await store.formSessionOwner('fs-1')).toBe('alice');
  });

  it('binds form sessions made at the same moment each to its own customer, with its own lifetime', async () => {
    await Promise.all([store.bindFormSession('fs-a', 'alice', 60_000), store.bindFormSession('fs-b', 'bob', 60_000), store.bindFormSession('fs-c', 'carol', 150)]);
    expect(await store.formSessionOwner('fs-a')).toBe('alice');
    expect(await store.formSessionOwner('fs-b')).toBe('bob');
    await expect.poll(() => store.formSessionOwner('fs-c'), { timeout: 10_000 }).toBeNull();
    expect(await store.formSessionOwner('fs-b')).toBe('bob');
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
    // A marker for another customer, published after alice's a2 on the same connection: once it
    // has arrived, a2 would have reached a listener still subscribed.
    const marker: StoredEvent[] = [];
    const stopMarker = await store.subscribe('bob', (e) => marker.push(e));
    stop();
    await record('alice', 'a2');
    const markerId = await record('bob', 'b2');
    await expect.poll(() => marker.map((e) => e.id)).toEqual([markerId]);
    stopMarker();
    expect(got).toHaveLength(1);
  });

  it('counts requests in a window that ends', async () => {
    expect(await store.hit('alice', 60_000)).toMatchObject({ count: 1 });
    const second = await store.hit('alice', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await store.hit('bob', 60_000)).count).toBe(1);
    // Several requests at once (a limiter syncing its local counts), the window started by them.
    const batch = await store.hit('dave', 60_000, 5);
    expect(batch.count).toBe(5);
    expect(batch.resetInMs).toBeGreaterThan(0);
    expect((await store.hit('dave', 60_000, 2)).count).toBe(7);
    // Once a window has ended, counting starts again at 1.
    await store.hit('carol', 200);
    await expect.poll(async () => (await store.hit('carol', 200)).count, { timeout: 10_000 }).toBe(1);
  });

  it('keeps a session until it ends or its lifetime runs out, and never brings an ended one back', async () => {
    expect(await store.readSession('sid-1')).toBeNull();
    await store.createSession('sid-1', 'alice', 60_000);
    await store.createSession('sid-short', 'bob', 150);
    expect(await store.readSession('sid-1')).toBe('alice');
    await expect.poll(() => store.readSession('sid-short'), { timeout: 10_000 }).toBeNull();
    await store.endSession('sid-1');
    expect(await store.readSession('sid-1')).toBeNull();
    // Ending again, or a session never created, is nothing.
    await store.endSession('sid-1');
    await store.endSession('never');
    expect(await store.readSession('sid-1')).toBeNull();
  });

  it('tells every listener whose session ended, once per ended session', async () => {
    const ended: string[] = [];
    const stop = store.onSessionEnded((customerId) => ended.push(customerId));
    await store.createSession('sid-a', 'alice', 60_000);
    await store.createSession('sid-b', 'bob', 60_000);
    await store.endSession('sid-a');
    await store.endSession('sid-a');
    await store.endSession('sid-b');
    await expect.poll(() => ended).toEqual(['alice', 'bob']);
    stop();
  });

  it('hands out at most max stream slots, and frees released or lapsed ones', async () => {
    expect(await store.acquireSlot('alice', 's1', 2, 60_000)).toBe(true);
    expect(await store.acquireSlot('alice', 's2', 2, 60_000)).toBe(true);
    expect(await store.acquireSlot('alice', 's3', 2, 60_000)).toBe(false);
    expect(await store.acquireSlot('bob', 's1', 2, 60_000)).toBe(true);
    await store.releaseSlot('alice', 's1');
    expect(await store.acquireSlot('alice', 's3', 2, 60_000)).toBe(true);
    // A slot that is not renewed lapses and comes free.
    expect(await store.acquireSlot('carol', 'c1', 1, 150)).toBe(true);
    await expect.poll(() => store.acquireSlot('carol', 'c2', 1, 60_000), { timeout: 10_000 }).toBe(true);
  });
});

describe('sessions shared by several clients of one store', () => {
  it('in memory, drops the oldest beyond the bound: that session is signed out, not kept', async () => {
    const store = memoryStore({ maxEntries: 3 });
    for (const n of [1, 2, 3, 4]) await store.createSession(`sid-${n}`, `c-${n}`, 60_000);
    expect(await Promise.all([1, 2, 3, 4].map((n) => store.readSession(`sid-${n}`)))).toEqual([null, 'c-2', 'c-3', 'c-4']);
    await store.close();
  });

  it('on Redis, one instance ends a session and another hears it; each key has a lifetime and an ended one leaves no key', async () => {
    const { Redis } = await import('ioredis');
    const admin = new Redis(redis.url);
    const [a, b] = [redisStore({ url: redis.url, prefix: 'shared:' }), redisStore({ url: redis.url, prefix: 'shared:' })];
    await Promise.all([a.ready(), b.ready()]);
    try {
      const heard: string[] = [];
      b.onSessionEnded((customerId) => heard.push(customerId));
      await a.createSession('sid-x', 'alice', 60_000);
      await a.createSession('sid-y', 'bob', 60_000);
      expect(await b.readSession('sid-x')).toBe('alice');
      const ttl = await admin.pttl('shared:ss:sid-y');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      await a.endSession('sid-x');
      // Another instance hears a sign-out on its own connections, after the instance that made it
      // has its answer (here, one process: in either order). Once heard, its copy is gone: a
      // browser's next request, which crosses the network first, finds the session ended.
      await expect.poll(() => heard).toEqual(['alice']);
      expect(await b.readSession('sid-x')).toBeNull();
      // Ids are the business's: whatever they hold is heard as it is.
      const odd = 'o"dd\n[1]';
      await a.createSession('sid-odd\n', odd, 60_000);
      expect(await b.readSession('sid-odd\n')).toBe(odd);
      await a.endSession('sid-odd\n');
      await expect.poll(() => heard).toEqual(['alice', odd]);
      expect(await b.readSession('sid-odd\n')).toBeNull();
      // What is left in Redis is the live session only: no revocation list that grows with sign-outs.
      expect(await admin.keys('shared:ss:*')).toEqual(['shared:ss:sid-y']);
    } finally {
      await Promise.all([a.close(), b.close()]);
      admin.disconnect();
    }
  });

  it('on Redis, a session ended or made again on this instance is never read from its copy afterwards', async () => {
    const { Redis } = await import('ioredis');
    const admin = new Redis(redis.url);
    const gets = () => redisGets(admin);
    const store = redisStore({ url: redis.url, prefix: 'own:' });
    await store.ready();
    try {
      await store.createSession('warm', 'w', 60_000);
      // Tracking is on once a read already made is answered without a GET.
      const uncached = async () => {
        await store.readSession('warm');
        const before = await gets();
        await store.readSession('warm');
        return (await gets()) - before;
      };
      await expect.poll(uncached, { timeout: 10_000 }).toBe(0);
      // Redis tells a connection's own writes to its tracking only after answering them.
      for (let n = 0; n < 30; n += 1) {
        await store.createSession(`sid-${n}`, 'alice', 60_000);
        expect(await store.readSession(`sid-${n}`)).toBe('alice');
        expect(await store.readSession(`sid-${n}`)).toBe('alice');
        await store.endSession(`sid-${n}`);
        expect(await store.readSession(`sid-${n}`)).toBeNull();
        await store.createSession(`sid-${n}`, 'bob', 60_000);
        expect(await store.readSession(`sid-${n}`)).toBe('bob');
      }
    } finally {
      await store.close();
      admin.disconnect();
    }
  });

  it('on Redis, switches the kept copy on whichever of its connections is ready first', async () => {
    const { Redis } = await import('ioredis');
    const admin = new Redis(redis.url);
    const gets = () => redisGets(admin);
    const stores = Array.from({ length: 6 }, () => redisStore({ url: redis.url, prefix: 'order:' }));
    try {
      await Promise.all(stores.map((s) => s.ready()));
      await stores[0]!.createSession('sid-o', 'olga', 60_000);
      for (const store of stores) {
        await expect
          .poll(async () => {
            await store.readSession('sid-o');
            const before = await gets();
            await store.readSession('sid-o');
            return (await gets()) - before;
          }, { timeout: 10_000 })
          .toBe(0);
      }
    } finally {
      await Promise.all(stores.map((s) => s.close()));
      admin.disconnect();
    }
  });

  it('on Redis, keeps a read session on the instance only while Redis tells it of every change: a sign-out elsewhere takes effect on the next read, FLUSHALL as soon as Redis tells of it, a lost link at once', async () => {
    const { Redis } = await import('ioredis');
    const admin = new Redis(redis.url);
    const gets = () => redisGets(admin);
    const [a, b] = [redisStore({ url: redis.url, prefix: 'tracked:' }), redisStore({ url: redis.url, prefix: 'tracked:' })];
    await Promise.all([a.ready(), b.ready()]);
    // Tracking is switched on just after ready: wait until a read is answered without a GET.
    const served = async (store: ProxyStore, sid: string) => {
      const before = await gets();
      await store.readSession(sid);
      return (await gets()) - before;
    };
    try {
      await a.createSession('sid-1', 'alice', 60_000);
      await a.createSession('sid-2', 'bob', 60_000);
      await expect.poll(async () => (await b.readSession('sid-1'), served(b, 'sid-1')), { timeout: 10_000 }).toBe(0);
      expect(await b.readSession('sid-1')).toBe('alice');

      await a.endSession('sid-1');
      expect(await b.readSession('sid-1')).toBeNull();

      await b.readSession('sid-2');
      expect(await served(b, 'sid-2')).toBe(0);
      // Redis tells of a flush just after answering it (tracked-cache.test.ts covers dropping every
      // copy on that message); waited for as long as a loaded machine needs, not a fixed short time.
      await admin.flushall();
      await expect.poll(() => b.readSession('sid-2'), { timeout: 10_000 }).toBeNull();

      // The link that tells of changes drops: nothing read before it is trusted any longer.
      await a.createSession('sid-3', 'carol', 60_000);
      await expect.poll(async () => (await b.readSession('sid-3'), served(b, 'sid-3')), { timeout: 10_000 }).toBe(0);
      await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
      expect(await served(b, 'sid-3')).toBe(1);
      // Back once the link is: reads are kept again.
      await expect.poll(async () => (await b.readSession('sid-3'), served(b, 'sid-3')), { timeout: 10_000 }).toBe(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
      admin.disconnect();
    }
  });
});

describe('redis store form-session binds', () => {
  it('made at the same moment, reach Redis in one script call: one round trip, not one each', async () => {
    const { Redis } = await import('ioredis');
    const admin = new Redis(redis.url);
    const store = redisStore({ url: redis.url, prefix: 'grouped:' });
    await store.ready();
    const scriptCalls = async () => {
      const stats = await admin.info('commandstats');
      return ['eval', 'evalsha'].reduce((sum, name) => sum + Number(new RegExp(`cmdstat_${name}:calls=(\\d+)`).exec(stats)?.[1] ?? 0), 0);
    };
    try {
      await store.bindFormSession('warm', 'alice', 60_000);
      const before = await scriptCalls();
      await Promise.all(Array.from({ length: 10 }, (_, i) => store.bindFormSession(`fs-${i}`, `customer-${i}`, 60_000)));
      expect((await scriptCalls()) - before).toBe(1);
      expect(await admin.get('grouped:fs:fs-7')).toBe('customer-7');
      expect(await admin.pttl('grouped:fs:fs-7')).toBeGreaterThan(50_000);
    } finally {
      await store.close();
      admin.disconnect();
    }
  });
});

describe('redis store when Redis goes away', () => {
  it('fails while Redis is down without waiting for it, then works again and tells subscribers to catch up', async () => {
    const store = redisStore({ url: redis.url, prefix: 'outage:' });
    await store.ready();
    let resyncs = 0;
    store.onResync(() => (resyncs += 1));
    const got: StoredEvent[] = [];
    await store.subscribe('alice', (e) => got.push(e));
    await redis.stop();
    // Redis comes back only after these have answered: a store that queued them until it returned
    // would never answer, and the test would time out.
    await expect(store.formSessionOwner('x')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.recordWebhook({ dedupeKey: 'k', dedupeTtlMs: 60_000, customerId: 'alice', payload: '{}', log })).rejects.toBeInstanceOf(StoreUnavailableError);
    await redis.start();
    await expect.poll(() => resyncs, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    // Works again: a connection that drops once more right after coming back (a loaded machine)
    // makes a command fail, and the next one goes through.
    let id: string | null = null;
    await expect
      .poll(async () => (id = await store.recordWebhook({ dedupeKey: 'after', dedupeTtlMs: 60_000, customerId: 'alice', payload: '{}', log }).catch(() => null)), { timeout: 15_000, interval: 200 })
      .toBeTruthy();
    await expect.poll(() => got.map((e) => e.id)).toContain(id);
    await store.close();
  });

  it('does not send again, after a reconnect, a command it already reported as failed', async () => {
    const { Redis } = await import('ioredis');
    const admin = new Redis(redis.url);
    const store = redisStore({ url: redis.url, prefix: 'replay:', commandTimeoutMs: 300 });
    await store.ready();
    try {
      // Writes wait in Redis (reads still answer), so this one times out and is reported failed…
      await admin.call('CLIENT', 'PAUSE', '1500', 'WRITE');
      await expect(store.bindFormSession('fs-replay', 'mallory', 60_000)).rejects.toBeInstanceOf(StoreUnavailableError);
      // …then its connection drops while it is still unanswered, and the store reconnects.
      await admin.call('CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
      // Once writes run again (this one waited behind anything resent), the failed one must not have run.
      await expect.poll(async () => (await store.hit('replay-probe', 60_000).catch(() => null)) !== null, { timeout: 15_000, interval: 200 }).toBe(true);
      expect(await admin.get('replay:fs:fs-replay')).toBeNull();
    } finally {
      await store.close();
      admin.disconnect();
    }
  });
});

describe('redis store stream slots of an instance that died', () => {
  it('are given back within seconds, not after their lifetime, while a live instance keeps its own', { timeout: 30_000 }, async () => {
    const [dies, lives, other] = [1, 2, 3].map(() => redisStore({ url: redis.url, prefix: 'crash:' }));
    await Promise.all([dies!.ready(), lives!.ready(), other!.ready()]);
    const tenMinutes = 600_000;
    expect(await dies!.acquireSlot('alice', 'd1', 2, tenMinutes)).toBe(true);
    expect(await lives!.acquireSlot('alice', 'l1', 2, tenMinutes)).toBe(true);
    expect(await other!.acquireSlot('alice', 'o1', 2, tenMinutes)).toBe(false);
    // Stops saying it is alive, as a process killed with -9 would (its slots are not released).
    await dies!.close();
    await expect.poll(() => other!.acquireSlot('alice', 'o1', 2, tenMinutes), { timeout: 20_000, interval: 500 }).toBe(true);
    // The living instance's slot was kept: the cap is full again.
    expect(await other!.acquireSlot('alice', 'o2', 2, tenMinutes)).toBe(false);
    await Promise.all([lives!.close(), other!.close()]);
  });
});

describe('the test redis-server (tooling)', () => {
  it('refuses to come back on a port another redis-server took while it was stopped', async () => {
    const { spawn } = await import('node:child_process');
    const { redisServerPath } = await import('../../../tooling/redis-server');
    await redis.stop();
    const other = spawn(redisServerPath, ['--port', String(redis.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    try {
      const { Redis } = await import('ioredis');
      // Wait until the other one answers on the port.
      const probe = new Redis(redis.url, { retryStrategy: () => 100 });
      probe.on('error', () => {});
      await expect.poll(() => probe.status, { timeout: 15_000 }).toBe('ready');
      probe.disconnect();
      await expect(redis.start()).rejects.toThrow(/another redis-server/);
    } finally {
      await new Promise((resolve) => {
        other.once('exit', resolve);
        other.kill('SIGTERM');
      });
    }
    await redis.start();
  });
});
