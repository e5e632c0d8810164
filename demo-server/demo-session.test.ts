// Demo sessions on several instances: a sign-out on one is refused by all that share the store.
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../src/server/store/memory';
import { StoreUnavailableError } from '../src/server/store/types';
import { createDemoSessions } from './demo-session';

const secret = 'a-secret-shared-by-every-instance-of-the-demo';
const requestWith = (setCookie: string) => new Request('http://demo.test/', { headers: { cookie: setCookie.split(';')[0]! } });

describe('demo sessions', () => {
  it('are refused by every instance sharing the store once one instance signed them out', async () => {
    const store = memoryStore();
    const [a, b] = await Promise.all([createDemoSessions({ secret, revocations: store }), createDemoSessions({ secret, revocations: store })]);
    const request = requestWith(await a.cookieFor('alice', false));
    expect([await a.resolve(request), await b.resolve(request)]).toEqual(['alice', 'alice']);
    await a.revoke(request);
    expect([await a.resolve(request), await b.resolve(request)]).toEqual([null, null]);
  });

  it('without a shared store, refuse only on the instance that signed out (one process)', async () => {
    const [a, b] = await Promise.all([createDemoSessions({ secret }), createDemoSessions({ secret })]);
    const request = requestWith(await a.cookieFor('alice', false));
    await a.revoke(request);
    expect([await a.resolve(request), await b.resolve(request)]).toEqual([null, 'alice']);
  });

  it('say when a sign-out could not be shared, and still refuse it here; keep sessions working while the store is down', async () => {
    const down = () => Promise.reject(new StoreUnavailableError(new Error('down')));
    const sessions = await createDemoSessions({ secret, revocations: { revokeSession: down, sessionRevoked: down } });
    const request = requestWith(await sessions.cookieFor('alice', false));
    expect(await sessions.resolve(request)).toBe('alice');
    await expect(sessions.revoke(request)).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(await sessions.resolve(request)).toBeNull();
  });
});
