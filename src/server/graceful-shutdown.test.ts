// Graceful shutdown on a real Node server: the proxy in front of the real sandbox, a live stream
// open and a slow request in flight when SIGTERM's work starts.
import { afterEach, describe, expect, it } from 'vitest';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createSandbox, type Sandbox } from '../sandbox/index';
import { createSandboxControl } from '../sandbox/control-client';
import { generatePemKeyPair } from '../wire/keys';
import { createHealth } from './health';
import { createRampkitProxy } from './proxy';
import { createServerClient } from './server-client';
import { shutdownGracefully } from './graceful-shutdown';
import { memoryStore } from './store/memory';
import { individual } from '../sandbox/test-helpers';

const API_KEY = 'apikey_sandbox_shutdown';
const UPSTREAM = 'http://upstream.test/v1';
let sandbox: Sandbox | undefined;
afterEach(() => sandbox?.close());

async function start() {
  const signing = await generatePemKeyPair('ES256');
  const upstream = await createSandbox({ apiKey: API_KEY, signingPublicKeyPem: signing.publicKeyPem });
  sandbox = upstream;
  await createServerClient({ baseUrl: UPSTREAM, apiKey: API_KEY, signingKey: signing.privateKeyPem, fetch: (i, init) => upstream.fetch(new Request(i, init)) }).putCustomer({ params: { CustomerID: 'alice' }, body: individual as never });
  let upstreamCalls = 0;
  let storeClosed = false;
  const base = memoryStore();
  const store = { ...base, close: async () => ((storeClosed = true), base.close()) };
  const proxy = createRampkitProxy({
    baseUrl: UPSTREAM,
    apiKey: API_KEY,
    signingKey: signing.privateKeyPem,
    resolveCustomer: (request) => request.headers.get('x-test-customer'),
    fetch: (input, init) => ((upstreamCalls += 1), upstream.fetch(new Request(input, init))),
    store,
  });
  const health = createHealth({ store });
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: (request) => (new URL(request.url).pathname === '/readyz' ? health.ready() : proxy.fetch(request)), hostname: '127.0.0.1', port: 0 }, () => resolve(s as Server));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const control = createSandboxControl({ url: 'http://upstream.test', controlToken: upstream.controlToken, fetch: upstream.fetch });
  const get = (path: string) => fetch(`${url}${path}`, { headers: { 'x-test-customer': 'alice' } });
  return { server, proxy, health, store, url, control, get, upstreamCalls: () => upstreamCalls, storeClosed: () => storeClosed };
}

async function openStream(response: Response) {
  const reader = response.body!.getReader();
  const state = { text: '', ended: false };
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return void (state.ended = true);
      state.text += new TextDecoder().decode(value);
    }
  })();
  await expect.poll(() => state.text).toContain(': connected');
  return state;
}

describe('shutdownGracefully', { timeout: 30_000 }, () => {
  it('fails readiness, refuses new connections, sends streams elsewhere, lets the request in flight finish, then closes the store', async () => {
    const app = await start();
    expect((await app.get('/readyz')).status).toBe(200);
    const stream = await openStream(await app.get('/api/events'));
    await app.control.injectFaults([{ Route: '/customers', LatencyMs: 1500 }]);
    const calls = app.upstreamCalls();
    const inFlight = app.get('/api/customers/alice');
    await expect.poll(() => app.upstreamCalls()).toBeGreaterThan(calls);

    const done = shutdownGracefully({ server: app.server, health: app.health, proxy: app.proxy, store: app.store, retryMs: 750 });
    expect((await app.health.ready()).status).toBe(503);
    // The stream is told when to reconnect, then ended.
    await expect.poll(() => stream.ended).toBe(true);
    expect(stream.text).toMatch(/retry: 750\n/);
    await expect(fetch(`${app.url}/readyz`)).rejects.toThrow();
    // The request in flight is answered in full.
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { CustomerID: string }).CustomerID).toBe('alice');
    expect(await done).toEqual({ cut: false });
    expect(app.storeClosed()).toBe(true);
  });

  it('cuts what is still in flight at the deadline', async () => {
    const app = await start();
    await app.control.injectFaults([{ Route: '/customers', LatencyMs: 20_000 }]);
    const inFlight = app.get('/api/customers/alice').then((r) => r.status, () => 'cut');
    await expect.poll(() => app.upstreamCalls()).toBeGreaterThan(0);
    expect(await shutdownGracefully({ server: app.server, proxy: app.proxy, store: app.store, deadlineMs: 300 })).toEqual({ cut: true });
    expect(await inFlight).toBe('cut');
    expect(app.storeClosed()).toBe(true);
  });
});
