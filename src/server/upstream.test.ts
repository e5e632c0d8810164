// The proxy's upstream transports over real loopback sockets: node:http on a keep-alive agent
// (the default on Node) and fetch (browsers, Workers, a fetch passed in), with the real sandbox
// verifying every Api-Signature the proxy makes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createSandbox, type Sandbox } from '../sandbox/index';
import { generatePemKeyPair } from '../wire/keys';
import { createRampkitProxy } from './proxy';
import { createServerClient } from './server-client';
import { fetchUpstream, nodeUpstream } from './upstream';
import { EMPTY_BODY_SHA256 } from './signing-fetch';
import { sha256Hex } from '../wire/hash';

const ORIGIN = 'http://shop.test';
const API_KEY = 'apikey_sandbox_upstreamtest';
const individual = {
  Type: 'Individual', FullName: { FirstName: 'Ana', LastName: 'Silva' }, DateOfBirth: '1990-05-17',
  Identities: [{ IssuingCountry: 'DE', IDNumber: 'C01X00T47', IDType: 'Passport' }],
  PrimaryResidence: { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' },
};

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

async function listen(handler: (request: IncomingMessage, body: string, respond: (status: number, text: string) => void) => void): Promise<{ server: Server; url: string; ports: number[] }> {
  const ports: number[] = [];
  const server = createServer((request, response) => {
    ports.push(request.socket.remotePort!);
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => handler(request, body, (status, text) => response.writeHead(status, { 'content-type': 'application/json', 'retry-after': '3' }).end(text)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, ports };
}

/** An upstream that takes requests and never answers, counting the requests and the connections that close. */
async function listenNeverAnswering() {
  const seen = { received: 0, closed: 0 };
  const { url, server } = await listen(() => {
    seen.received += 1;
  });
  server.on('connection', (socket) => socket.on('close', () => (seen.closed += 1)));
  return { url, seen };
}

async function sandboxOnLoopback(signingPublicKeyPem: string): Promise<{ sandbox: Sandbox; url: string }> {
  const sandbox = await createSandbox({ apiKey: API_KEY, signingPublicKeyPem });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: sandbox.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  cleanups.push(() => {
    sandbox.close();
    server.close();
  });
  return { sandbox, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('the proxy upstream on Node (no fetch given)', () => {
  it('signs reads and writes the sandbox accepts, with an ES384 and an ES256 key', async () => {
    for (const alg of ['ES384', 'ES256'] as const) {
      const keys = await generatePemKeyPair(alg);
      const { sandbox, url } = await sandboxOnLoopback(keys.publicKeyPem);
      const put = await sandbox.fetch(new Request(`${url}/v1/customers/alice`, { method: 'PUT', headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' }, body: JSON.stringify(individual) }));
      // The sandbox refuses an unsigned request when a key is registered: this one must fail.
      expect(put.status).toBe(401);
      const proxy = createRampkitProxy({ baseUrl: `${url}/v1`, apiKey: API_KEY, signingKey: keys.privateKeyPem, resolveCustomer: () => 'alice', checkOrigin: false });
      const countries = await proxy.fetch(new Request(`${ORIGIN}/api/channels/sell/countries`));
      expect(countries.status).toBe(200);
      expect(await countries.json()).toMatchObject({ DE: ['EUR'] });
      const channels = await proxy.fetch(new Request(`${ORIGIN}/api/channels/sell?CryptoCurrency=USDC_TEST&Country=DE`));
      expect(((await channels.json()) as { Items: unknown[] }).Items).toHaveLength(1);
      // A write with a body (signed over its bytes) reaches the handler: the customer is unknown.
      const prepare = await proxy.fetch(new Request(`${ORIGIN}/api/transactions/sell/prepare`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ChannelID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a01', CryptoCurrency: 'USDC_TEST', FiatAmount: '100' }) }));
      expect(prepare.status).toBe(404);
      expect(await prepare.json()).toMatchObject({ Type: 'ResourceNotFound' });
    }
  });

  it('relays status, body and the safe headers, sends the exact body, and reuses the connection', async () => {
    const seen: { method: string; path: string; body: string; headers: IncomingMessage['headers'] }[] = [];
    const { url, ports } = await listen((request, body, respond) => {
      seen.push({ method: request.method!, path: request.url!, body, headers: request.headers });
      respond(request.method === 'POST' ? 409 : 200, JSON.stringify({ Echo: body || null }));
    });
    const call = (await nodeUpstream())!;
    expect(call).toBeDefined();
    const read = await call({ method: 'GET', url: `${url}/v1/prices?A=1&B=%C3%A9`, headers: { 'x-api-key': 'k' }, timeoutMs: 5000 });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ Echo: null });
    const body = JSON.stringify({ Name: 'Zoë ✓' });
    const write = await call({ method: 'POST', url: `${url}/v1/x`, headers: { 'content-type': 'application/json' }, body, timeoutMs: 5000 });
    expect(write.ok).toBe(false);
    expect(write.status).toBe(409);
    expect(write.headers.get('Retry-After')).toBe('3');
    expect(write.headers.get('x-missing')).toBeNull();
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/v1/prices?A=1&B=%C3%A9', body: '' });
    expect(seen[1]).toMatchObject({ method: 'POST', path: '/v1/x', body });
    expect(seen[1]!.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(new Set(ports).size).toBe(1);
  });

  it('ends a call the browser left, or that timed out, with its error unformatted: no stack is read on the way', async () => {
    const { url, seen } = await listenNeverAnswering();
    const call = (await nodeUpstream())!;
    // An error whose stack counts its readers: Node reads the stack of an error a request is destroyed with.
    let stackReads = 0;
    const gone = new DOMException('The browser closed the connection.', 'AbortError');
    Object.defineProperty(gone, 'stack', { get: () => ((stackReads += 1), 'stack') });
    const listeners = new Set<() => void>();
    const leaving = { aborted: false, reason: gone, addEventListener: (_: 'abort', listener: () => void) => void listeners.add(listener), removeEventListener: (_: 'abort', listener: () => void) => void listeners.delete(listener) };
    const pending = call({ method: 'GET', url: `${url}/v1/prices`, headers: {}, signal: leaving, timeoutMs: 60_000 });
    await expect.poll(() => seen.received, { timeout: 10_000 }).toBe(1);
    for (const listener of listeners) listener();
    await expect(pending).rejects.toBe(gone);
    await expect(call({ method: 'GET', url: `${url}/v1/prices`, headers: {}, timeoutMs: 30 })).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect.poll(() => seen.closed, { timeout: 10_000 }).toBe(2);
    expect(stackReads).toBe(0);
  });

  it('answers 504 when the upstream is too slow and ends the upstream call when the browser leaves', async () => {
    const { url, seen } = await listenNeverAnswering();
    const proxy = createRampkitProxy({ baseUrl: `${url}/v1`, apiKey: API_KEY, resolveCustomer: () => 'alice', limits: { upstreamTimeoutMs: 50 } });
    const slow = await proxy.fetch(new Request(`${ORIGIN}/api/channels/sell/countries`));
    expect(slow.status).toBe(504);
    expect(await slow.json()).toMatchObject({ Type: 'Unexpected', Detail: expect.stringContaining('50 ms') });
    const patient = createRampkitProxy({ baseUrl: `${url}/v1`, apiKey: API_KEY, resolveCustomer: () => 'alice' });
    const browser = new AbortController();
    const pending = patient.fetch(new Request(`${ORIGIN}/api/channels/sell/countries`, { signal: browser.signal }));
    await expect.poll(() => seen.received, { timeout: 10_000 }).toBe(2);
    browser.abort();
    expect((await pending).status).toBe(502);
    // Both upstream sockets are closed: the timed-out one and the one the browser left.
    await expect.poll(() => seen.closed, { timeout: 10_000 }).toBe(2);
  }, 30_000);

  it('ends the upstream call when a browser served by node:http leaves, without asking for the Request\'s signal', async () => {
    const upstream = await listenNeverAnswering();
    const { seen } = upstream;
    const proxy = createRampkitProxy({ baseUrl: `${upstream.url}/v1`, apiKey: API_KEY, resolveCustomer: () => 'alice' });
    // The signal @hono/node-server builds on demand: the proxy must hear the leaving without it.
    let signalAsked = 0;
    const front = serve({ hostname: '127.0.0.1', port: 0, fetch: (request, env) => {
      const signal = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(request), 'signal');
      Object.defineProperty(request, 'signal', { get: () => ((signalAsked += 1), signal?.get?.call(request)) });
      return proxy.fetch(request, env);
    } });
    cleanups.push(() => front.close());
    await new Promise<void>((resolve) => front.once('listening', resolve));
    const { port } = front.address() as AddressInfo;
    const { request: httpRequest } = await import('node:http');
    const browser = httpRequest({ host: '127.0.0.1', port, path: '/api/channels/sell/countries' });
    browser.on('error', () => {});
    browser.end();
    await expect.poll(() => seen.received, { timeout: 10_000 }).toBe(1);
    browser.destroy();
    await expect.poll(() => seen.closed, { timeout: 10_000 }).toBe(1);
    expect(signalAsked).toBe(0);
  }, 30_000);

  it('answers a redirect with 502, neither followed nor passed on without its Location', async () => {
    const { server, url } = await listen(() => {});
    server.removeAllListeners('request');
    server.on('request', (_request, response) => response.writeHead(307, { location: 'http://127.0.0.1:9/v1/channels/sell/countries' }).end());
    const proxy = createRampkitProxy({ baseUrl: `${url}/v1`, apiKey: API_KEY, resolveCustomer: () => 'alice' });
    const answer = await proxy.fetch(new Request(`${ORIGIN}/api/channels/sell/countries`));
    expect(answer.status).toBe(502);
    expect(answer.headers.get('location')).toBeNull();
  });

  it('answers 502 when nothing listens', async () => {
    const { url, server } = await listen(() => {});
    await new Promise((resolve) => server.close(resolve));
    const proxy = createRampkitProxy({ baseUrl: `${url}/v1`, apiKey: API_KEY, resolveCustomer: () => 'alice' });
    expect((await proxy.fetch(new Request(`${ORIGIN}/api/channels/sell/countries`))).status).toBe(502);
  });
});

it('signs reads with the hash of no bytes', async () => {
  expect(await sha256Hex('')).toBe(EMPTY_BODY_SHA256);
});

describe('the proxy upstream through fetch', () => {
  // fetch follows a redirect by default and drops only Authorization on the way: X-Api-Key and the
  // body would go to whatever origin the Location names (a misconfigured http base URL that
  // redirects, or an upstream that was tampered with).
  it('never follows a redirect: the API key stays with the configured upstream', async () => {
    const elsewhere: (string | undefined)[] = [];
    const other = await listen((request, _body, respond) => {
      elsewhere.push(request.headers['x-api-key'] as string | undefined);
      respond(200, '{"DE":["EUR"]}');
    });
    const { server, url } = await listen(() => {});
    server.removeAllListeners('request');
    server.on('request', (_request, response) => response.writeHead(307, { location: `${other.url}/v1/channels/sell/countries` }).end());
    const proxy = createRampkitProxy({ baseUrl: `${url}/v1`, apiKey: API_KEY, resolveCustomer: () => 'alice', fetch: (input, init) => globalThis.fetch(input, init) });
    const answer = await proxy.fetch(new Request(`${ORIGIN}/api/channels/sell/countries`));
    expect(answer.status).toBe(502);
    const client = createServerClient({ baseUrl: `${url}/v1`, apiKey: API_KEY, fetch: (input, init) => globalThis.fetch(input, init) });
    await expect(client.listSellCountries()).rejects.toMatchObject({ status: 0 });
    expect(elsewhere).toEqual([]);
  });

  it('times out with a TimeoutError and passes the browser abort on', async () => {
    const hang = fetchUpstream((_input, init) => new Promise((_, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason))));
    await expect(hang({ method: 'GET', url: 'http://x.test/', headers: {}, timeoutMs: 20 })).rejects.toMatchObject({ name: 'TimeoutError' });
    const browser = new AbortController();
    const pending = hang({ method: 'GET', url: 'http://x.test/', headers: {}, signal: browser.signal, timeoutMs: 60_000 });
    browser.abort(new DOMException('gone', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reads the answer whole and leaves no timer behind', async () => {
    // Fake timers: "no timer left" is counted, and running the clock far past the timeout shows
    // that nothing fires into the finished call, however slow the machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let signal: AbortSignal | undefined;
      const call = fetchUpstream(async (input, init) => {
        signal = init!.signal!;
        return new Response(JSON.stringify({ Url: String(input), Method: init!.method, Body: init!.body }), { status: 201, headers: { 'content-type': 'application/json' } });
      });
      const result = await call({ method: 'POST', url: 'http://x.test/v1/y?Q=1', headers: {}, body: '{"A":1}', timeoutMs: 10 });
      expect(result.status).toBe(201);
      expect(await result.json()).toEqual({ Url: 'http://x.test/v1/y?Q=1', Method: 'POST', Body: '{"A":1}' });
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(60_000);
      expect(signal!.aborted).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
