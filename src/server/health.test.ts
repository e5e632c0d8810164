import { describe, expect, it } from 'vitest';
import { createHealth } from './health';
import { memoryStore } from './store/memory';
import { redisStore } from './store/redis';
import { freePort } from '../../tooling/redis-server';

describe('createHealth', () => {
  it('is live and ready while the store answers, and not ready once draining', async () => {
    const health = createHealth({ store: memoryStore() });
    expect(health.live().status).toBe(200);
    const ready = await health.ready();
    expect([ready.status, await ready.json(), ready.headers.get('cache-control')]).toEqual([200, { Status: 'ready' }, 'no-store']);
    health.drain();
    const draining = await health.ready();
    expect([draining.status, await draining.json()]).toEqual([503, { Status: 'draining' }]);
    expect(health.live().status).toBe(200);
  });

  it('is not ready while the store cannot be reached, and says so within its timeout', async () => {
    const store = redisStore({ url: `redis://127.0.0.1:${await freePort()}` });
    const health = createHealth({ store, timeoutMs: 500 });
    const answer = await health.ready();
    expect([answer.status, await answer.json()]).toEqual([503, { Status: 'store-unavailable' }]);
    await store.close();
  });
});
