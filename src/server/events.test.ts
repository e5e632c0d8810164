// The event hub on its own: the per-instance cap, a store that fails, and the catch-up after the
// store's live connection came back (events recorded meanwhile are sent once, in order).
import { describe, expect, it } from 'vitest';
import { createEventHub } from './events';
import { memoryStore } from './store/memory';
import type { ProxyStore } from './store/types';

const log = { maxEvents: 100, maxAgeMs: 60_000 };
const record = (store: ProxyStore, customerId: string, key: string) => store.recordWebhook({ dedupeKey: key, dedupeTtlMs: 60_000, customerId, payload: JSON.stringify({ EventType: 'Customer', ID: customerId, key }), log });
async function readAll(response: Response, until: string) {
  const reader = response.body!.getReader();
  let text = '';
  while (!text.includes(until)) text += new TextDecoder().decode((await reader.read()).value);
  return text;
}

describe('event hub', () => {
  it('refuses streams beyond the instance cap, and takes them again once one closes', async () => {
    const hub = createEventHub({ store: memoryStore(), maxStreams: 2 });
    const first = new AbortController();
    expect((await hub.open('a', null, first.signal)).ok).toBe(true);
    expect((await hub.open('b', null, AbortSignal.timeout(60_000))).ok).toBe(true);
    expect(await hub.open('c', null)).toEqual({ ok: false, reason: 'instance-full' });
    first.abort();
    expect((await hub.open('c', null, AbortSignal.timeout(60_000))).ok).toBe(true);
  });

  it('gives a closed stream\'s slot to the next stream even while the store is slow to take it back', async () => {
    const store = memoryStore();
    // Each release reaches the store only later (a Redis round trip on a loaded machine).
    const slow: ProxyStore = { ...store, releaseSlot: (...args) => new Promise((r) => setTimeout(r, 200)).then(() => store.releaseSlot(...args)) };
    const hub = createEventHub({ store: slow, maxStreamsPerCustomer: 1 });
    const page = new AbortController();
    expect((await hub.open('alice', null, page.signal)).ok).toBe(true);
    // The page navigates away and the next page opens its stream at once.
    page.abort();
    const next = await hub.open('alice', null, AbortSignal.timeout(60_000));
    expect(next.ok).toBe(true);
    // A stream that is still open keeps its slot all the same.
    expect(await hub.open('alice', null, AbortSignal.timeout(60_000))).toEqual({ ok: false, reason: 'customer-full' });
  });

  it('lets the next page\'s stream in when the page it left closes its own just after', async () => {
    const hub = createEventHub({ store: memoryStore(), maxStreamsPerCustomer: 1 });
    const page = new AbortController();
    expect((await hub.open('alice', null, page.signal)).ok).toBe(true);
    // The server reads the next page's request before it notices the old connection closed.
    const next = hub.open('alice', null, AbortSignal.timeout(60_000));
    setTimeout(() => page.abort(), 20);
    expect((await next).ok).toBe(true);
  });

  it('still refuses a stream beyond the cap while the others stay open', async () => {
    const hub = createEventHub({ store: memoryStore(), maxStreamsPerCustomer: 1 });
    expect((await hub.open('alice', null, AbortSignal.timeout(60_000))).ok).toBe(true);
    expect(await hub.open('alice', null, AbortSignal.timeout(60_000))).toEqual({ ok: false, reason: 'customer-full' });
    expect(hub.subscriberCount).toBe(1);
  });

  it('answers a probe without holding a slot, so the stream that follows it opens', async () => {
    const hub = createEventHub({ store: memoryStore(), maxStreamsPerCustomer: 2 });
    expect((await hub.open('alice', null, AbortSignal.timeout(60_000))).ok).toBe(true);
    expect(await hub.probe('alice')).toEqual({ ok: true });
    expect(await hub.probe('alice')).toEqual({ ok: true });
    expect((await hub.open('alice', null, AbortSignal.timeout(60_000))).ok).toBe(true);
    expect(await hub.probe('alice')).toEqual({ ok: false, reason: 'customer-full' });
    expect(hub.subscriberCount).toBe(2);
  });

  it('answers unavailable when the store cannot take a slot, and holds no slot for it', async () => {
    const store = memoryStore();
    const hub = createEventHub({ store: { ...store, acquireSlot: () => Promise.reject(new Error('down')) }, maxStreams: 1 });
    expect(await hub.open('a', null)).toEqual({ ok: false, reason: 'unavailable' });
    expect(hub.subscriberCount).toBe(0);
  });

  it('after a resync, sends what was recorded while live delivery was lost, once and in order', async () => {
    const store = memoryStore();
    let resync = () => {};
    let deliverLive = true;
    const flaky: ProxyStore = {
      ...store,
      onResync: (listener) => ((resync = listener), () => {}),
      // Live delivery drops events while "disconnected"; the log keeps them.
      subscribe: (customerId, listener) => store.subscribe(customerId, (e) => deliverLive && listener(e)),
    };
    const hub = createEventHub({ store: flaky });
    const opened = await hub.open('alice', null, AbortSignal.timeout(60_000));
    if (!opened.ok) throw new Error(opened.reason);
    await record(store, 'alice', 'k1');
    deliverLive = false;
    await record(store, 'alice', 'k2');
    await record(store, 'alice', 'k3');
    deliverLive = true;
    resync();
    await record(store, 'alice', 'k4');
    const text = await readAll(opened.response, '"k4"');
    expect([...text.matchAll(/"key":"(k\d)"/g)].map((m) => m[1])).toEqual(['k1', 'k2', 'k3', 'k4']);
  });

  it('caps the streams of one client address on this instance, whoever is signed in, and leaves other addresses theirs', async () => {
    const hub = createEventHub({ store: memoryStore(), maxStreamsPerAddress: 2 });
    const first = new AbortController();
    const from = (customer: string, clientAddress: string, signal: AbortSignal = AbortSignal.timeout(60_000)) => hub.open(customer, null, signal, { clientAddress });
    expect((await from('c1', '203.0.113.1', first.signal)).ok).toBe(true);
    expect((await from('c2', '203.0.113.1')).ok).toBe(true);
    // A third customer signed in at the same address gets no stream; another address does.
    expect(await from('c3', '203.0.113.1')).toEqual({ ok: false, reason: 'address-full' });
    expect(await hub.probe('c3', '203.0.113.1')).toEqual({ ok: false, reason: 'address-full' });
    expect((await from('c3', '198.51.100.1')).ok).toBe(true);
    first.abort();
    expect((await from('c3', '203.0.113.1')).ok).toBe(true);
  });
});

describe('streams end with their session', () => {
  /** Everything a stream sends until it ends. */
  async function untilEnd(response: Response) {
    const reader = response.body!.getReader();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += new TextDecoder().decode(value);
    }
  }
  const opened = async (result: Awaited<ReturnType<ReturnType<typeof createEventHub>['open']>>) => {
    if (!result.ok) throw new Error(result.reason);
    return result.response;
  };

  it('closes the stream of a session that ended, and sends it nothing recorded after the end', async () => {
    const store = memoryStore();
    const hub = createEventHub({ store });
    await store.createSession('s-alice', 'alice', 60_000);
    await store.createSession('s-alice-phone', 'alice', 60_000);
    const stillSignedIn = (sid: string) => async () => (await store.readSession(sid)) === 'alice';
    const laptop = await opened(await hub.open('alice', null, AbortSignal.timeout(60_000), { stillSignedIn: stillSignedIn('s-alice') }));
    const phone = await opened(await hub.open('alice', null, AbortSignal.timeout(60_000), { stillSignedIn: stillSignedIn('s-alice-phone') }));
    await record(store, 'alice', 'before');
    await store.endSession('s-alice');
    await record(store, 'alice', 'after');
    const text = await untilEnd(laptop);
    expect(text).toContain('"before"');
    expect(text).not.toContain('"after"');
    // The customer's other session keeps its stream, and gets what the ended one did not.
    expect(await readAll(phone, '"after"')).toContain('"before"');
    expect(hub.subscriberCount).toBe(1);
  });

  it('closes, at a heartbeat, a stream whose session ended without a word (expired, or lost by the store)', async () => {
    let signedIn = true;
    const hub = createEventHub({ store: memoryStore(), heartbeatMs: 50 });
    const stream = await opened(await hub.open('alice', null, AbortSignal.timeout(60_000), { stillSignedIn: async () => signedIn }));
    signedIn = false;
    expect(await untilEnd(stream)).toContain(': connected');
  });

  it('keeps a stream open while its session cannot be checked (an outage is not a sign-out)', async () => {
    const store = memoryStore();
    const hub = createEventHub({ store, heartbeatMs: 50 });
    let checks = 0;
    const stream = await opened(await hub.open('alice', null, AbortSignal.timeout(60_000), { stillSignedIn: async () => ((checks += 1), undefined) }));
    await expect.poll(() => checks).toBeGreaterThanOrEqual(3);
    await record(store, 'alice', 'during');
    expect(await readAll(stream, '"during"')).toContain('"during"');
    expect(hub.subscriberCount).toBe(1);
  });
});
