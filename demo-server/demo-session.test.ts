// Demo sessions live server-side in the proxy's store (issue 29, finding 3): a session is signed in
// only while the store holds it, so nothing the store forgets or loses lets a signed-out cookie back
// in. Each case of the finding, on one instance (memory) and on two instances sharing a real
// redis-server: churn after a sign-out, a sign-out during an outage, Redis coming back empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryStore } from '../src/server/store/memory';
import { redisStore } from '../src/server/store/redis';
import { StoreUnavailableError, type ProxyStore } from '../src/server/store/types';
import { startRedisServer, type RedisServer } from '../tooling/redis-server';
import { createDemoSessions, SESSION_LIFETIME_MS, type DemoSessions } from './demo-session';
import { startDemoServer, type DemoServer } from './main';

const secret = 'a-secret-shared-by-every-instance-of-the-demo';
const requestWith = (setCookie: string) => new Request('http://demo.test/', { headers: { cookie: setCookie.split(';')[0]! } });

describe('on one instance', () => {
  it('a signed-out cookie stays refused however many sign-ins and sign-outs follow', async () => {
    const store = memoryStore({ maxEntries: 100 });
    const sessions = await createDemoSessions({ secret, store });
    const stolen = requestWith(await sessions.start('alice', false));
    await sessions.end(stolen);
    // The churn that once pushed a sign-out out of a bounded revocation list.
    for (let i = 0; i < 1_000; i += 1) await sessions.end(requestWith(await sessions.start(`churn-${i}`, false)));
    expect(await sessions.resolve(stolen)).toBeNull();
    await store.close();
  });

  it('a session pushed out of the bounded memory by newer ones is signed out, not kept', async () => {
    const store = memoryStore({ maxEntries: 100 });
    const sessions = await createDemoSessions({ secret, store });
    const first = requestWith(await sessions.start('alice', false));
    expect(await sessions.resolve(first)).toBe('alice');
    for (let i = 0; i < 100; i += 1) await sessions.start(`newer-${i}`, false);
    expect(await sessions.resolve(first)).toBeNull();
    await store.close();
  });

  it('refuses a cookie whose session was never stored (a forged id under a leaked secret) and an expired one', async () => {
    let now = Date.now();
    const store = memoryStore({ now: () => now });
    const sessions = await createDemoSessions({ secret, store, now: () => now });
    const cookie = requestWith(await sessions.start('alice', false));
    const other = await createDemoSessions({ secret, store: memoryStore(), now: () => now });
    expect(await other.resolve(cookie)).toBeNull();
    now += SESSION_LIFETIME_MS + 1;
    expect(await sessions.resolve(cookie)).toBeNull();
  });
});

describe('on two instances sharing Redis', { timeout: 60_000 }, () => {
  let redis: RedisServer;
  let stores: ProxyStore[];
  let a: DemoSessions;
  let b: DemoSessions;
  beforeAll(async () => {
    redis = await startRedisServer();
    stores = [redisStore({ url: redis.url }), redisStore({ url: redis.url })];
    await Promise.all(stores.map((s) => s.ready()));
    [a, b] = (await Promise.all(stores.map((store) => createDemoSessions({ secret, store })))) as [DemoSessions, DemoSessions];
  });
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await redis.close();
  });
  const whenBack = (call: () => Promise<unknown>) => expect.poll(() => call().then(() => true, () => false), { timeout: 20_000, interval: 200 }).toBe(true);

  it('a sign-out during an outage fails (nothing pretends it happened), and retried after, holds on every instance', async () => {
    const cookie = requestWith(await a.start('alice', false));
    expect([await a.resolve(cookie), await b.resolve(cookie)]).toEqual(['alice', 'alice']);
    await redis.stop();
    await expect(a.end(cookie)).rejects.toBeInstanceOf(StoreUnavailableError);
    // Nobody can be checked meanwhile: an error (the proxy answers 503), never "signed in".
    await expect(b.resolve(cookie)).rejects.toBeInstanceOf(StoreUnavailableError);
    await redis.start();
    await whenBack(() => a.end(cookie));
    expect([await a.resolve(cookie), await b.resolve(cookie)]).toEqual([null, null]);
  });

  it('after Redis comes back empty (FLUSHALL), every session is signed out and none comes back', async () => {
    const { Redis } = await import('ioredis');
    const admin = new Redis(redis.url);
    const signedOut = requestWith(await a.start('bob', false));
    await a.end(signedOut);
    const live = requestWith(await b.start('carol', false));
    await admin.flushall();
    admin.disconnect();
    expect([await a.resolve(signedOut), await b.resolve(signedOut), await a.resolve(live), await b.resolve(live)]).toEqual([null, null, null, null]);
  });
});

describe('sign-out over HTTP on a demo whose Redis stalls or goes away', { timeout: 90_000 }, () => {
  let redis: RedisServer;
  let demo: DemoServer;
  beforeAll(async () => {
    redis = await startRedisServer();
    demo = await startDemoServer({ port: 0, buildWeb: false, env: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await demo.close();
    await redis.close();
  });
  const call = (method: string, path: string, cookie?: string) =>
    fetch(`${demo.url}${path}`, { method, headers: { origin: demo.url, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: method === 'POST' ? JSON.stringify({ CustomerID: 'dora' }) : undefined });

  it('answers 503 (try again) while the sign-out cannot reach Redis, 204 once it has, and the cookie is then worthless', async () => {
    const cookie = (await call('POST', '/demo/session')).headers.get('set-cookie')!.split(';')[0]!;
    expect((await call('GET', '/api/channels/sell/countries', cookie)).status).toBe(200);
    const { Redis } = await import('ioredis');
    const admin = new Redis(redis.url);
    // Mid-sign-out: Redis takes the command and stalls past the store's timeout.
    await admin.call('CLIENT', 'PAUSE', '2500', 'WRITE');
    const stalled = await call('DELETE', '/demo/session', cookie);
    expect(stalled.status).toBe(503);
    expect(stalled.headers.get('set-cookie')).toBeNull();
    expect(await stalled.json()).toMatchObject({ Type: 'Unexpected', Action: 'DemoSession' });
    admin.disconnect();
    // Then gone altogether: still 503, and the session cannot be vouched for on /api either.
    await redis.stop();
    expect((await call('DELETE', '/demo/session', cookie)).status).toBe(503);
    const api = await call('GET', '/api/channels/sell/countries', cookie);
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBeTruthy();
    await redis.start();
    await expect.poll(async () => (await call('DELETE', '/demo/session', cookie)).status, { timeout: 20_000, interval: 250 }).toBe(204);
    expect((await call('GET', '/api/channels/sell/countries', cookie)).status).toBe(401);
  });
});
