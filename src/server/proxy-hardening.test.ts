// Attacks on the proxy, each reproduced: bodies that never end (on /api and on the unauthenticated
// /webhooks), JSON nested to overflow a recursive reader, a forged Host to pass the CSRF check, and
// the headers every answer with personal data needs.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../sandbox/index';
import { endlessBody } from '../sandbox/test-helpers';
import { createRampkitProxy, type RampkitProxy } from './proxy';
import { generatePemKeyPair } from '../wire/keys';
import { FORGED_WEBHOOK_SIGNATURE } from '../../tooling/forged-webhook';

const ORIGIN = 'https://wallet.example';
const API_KEY = 'apikey_sandbox_hardening';
let sandbox: Sandbox;
let proxy: RampkitProxy;
let upstreamCalls = 0;

beforeEach(async () => {
  const webhook = await generatePemKeyPair('ES384');
  sandbox = await createSandbox({ apiKey: API_KEY, webhookSigningKeyPem: webhook.privateKeyPem });
  upstreamCalls = 0;
  proxy = createRampkitProxy({
    baseUrl: 'http://upstream.test/v1',
    apiKey: API_KEY,
    webhookPublicKey: webhook.publicKeyPem,
    resolveCustomer: (request) => request.headers.get('x-test-customer'),
    fetch: async (input, init) => {
      upstreamCalls += 1;
      return sandbox.fetch(new Request(input, init));
    },
    allowedOrigins: [ORIGIN],
  });
});
afterEach(() => sandbox.close());


const post = (path: string, body: BodyInit, headers: Record<string, string> = {}, base = ORIGIN) =>
  proxy.fetch(new Request(`${base}${path}`, { method: 'POST', headers: { 'x-test-customer': 'alice', origin: ORIGIN, 'content-type': 'application/json', ...headers }, body, duplex: 'half' } as RequestInit));

describe('bodies', () => {
  it.each([
    ['/api/transactions/sell/prepare', {}, 1024 * 1024],
    // Webhooks have a limit of their own, fit for the service's events of a few KiB.
    ['/webhooks', { 'webhook-signature': FORGED_WEBHOOK_SIGNATURE }, 64 * 1024],
  ])('cuts a chunked body without Content-Length off at the limit on %s (413 envelope)', async (path, headers, limit) => {
    const { stream, counter } = endlessBody();
    const r = await post(path, stream, headers);
    expect(r.status).toBe(413);
    expect(await r.json()).toMatchObject({ Type: 'InvalidMessage', Detail: `The request body is larger than ${limit} bytes.` });
    // The limit and the chunks the stream pulled ahead (64 KiB each), never the body.
    expect(counter.pulled).toBeLessThanOrEqual(limit + 2 * 64 * 1024);
    expect(upstreamCalls).toBe(0);
  });

  it('stops checking the forgeries of an address that sent 30 in a minute, and still checks every other address', async () => {
    const forged = (clientAddress: string) =>
      proxy.fetch(new Request(`${ORIGIN}/webhooks`, { method: 'POST', headers: { 'webhook-signature': FORGED_WEBHOOK_SIGNATURE }, body: '{"EventType":"Customer"}' }), { clientAddress });
    for (let i = 0; i < 30; i += 1) expect((await forged('203.0.113.7')).status).toBe(401);
    const held = await forged('203.0.113.7');
    expect(held.status).toBe(429);
    expect(await held.json()).toMatchObject({ Type: 'RateLimited', Action: 'Webhook' });
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address, the service's, is still checked (and a forgery from it still refused as such).
    expect((await forged('198.51.100.2')).status).toBe(401);
  });

  it('refuses a webhook whose signature is not even of the service’s shape without reading its body', async () => {
    for (const signature of [undefined, 'x..y', FORGED_WEBHOOK_SIGNATURE.replace('..', '.e30.'), FORGED_WEBHOOK_SIGNATURE.slice(0, -4)]) {
      const { stream, counter } = endlessBody();
      const r = await post('/webhooks', stream, signature ? { 'webhook-signature': signature } : {});
      expect(r.status).toBe(401);
      expect(await r.json()).toMatchObject({ Type: 'Unauthorized', Action: 'Webhook' });
      // At most what the stream had queued before it was cancelled: one chunk, never the body.
      expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it('refuses JSON nested deeper than 32 levels with a 400 envelope instead of a false 502', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const prepare = await post('/api/transactions/sell/prepare', `{"ChannelID":"x","Form":${deep}}`);
    expect(prepare.status).toBe(400);
    expect(await prepare.json()).toMatchObject({ Type: 'InvalidMessage', Detail: expect.stringMatching(/deeper than 32/) });
    // FormSessionID is read before the upstream call: a nested value there must not escape as a plain 500.
    const sell = await post('/api/transactions/sell', `{"CryptoCurrency":"USDC_TEST","CryptoAuthorizedAmount":"1","Nonce":"n","FormSessionID":${deep}}`);
    expect(sell.status).toBe(400);
    expect(sell.headers.get('content-type')).toBe('application/json');
    const shallow = await post('/api/transactions/sell', `{"CryptoCurrency":"USDC_TEST","CryptoAuthorizedAmount":"1","Nonce":"n","FormSessionID":${'['.repeat(20)}${']'.repeat(20)}}`);
    expect(await shallow.json()).toMatchObject({ RequestExtension: { Body: [{ Field: 'FormSessionID' }] } });
    expect(upstreamCalls).toBe(0);
  });
});

describe('CSRF', () => {
  it('takes the allowed origin from configuration, never from the Host a request names', async () => {
    const forged = await post('/api/onboarding/alice', JSON.stringify({ ReturnURL: `${ORIGIN}/back` }), { origin: 'https://evil.example' }, 'https://evil.example');
    expect(forged.status).toBe(403);
    const unconfigured = createRampkitProxy({ baseUrl: 'http://upstream.test/v1', apiKey: API_KEY, resolveCustomer: () => 'alice', fetch: async () => new Response('{}') });
    const sameHost = await unconfigured.fetch(new Request('https://evil.example/api/onboarding/alice', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' }));
    expect(sameHost.status).toBe(403);
    expect(await sameHost.json()).toMatchObject({ Detail: expect.stringMatching(/allowedOrigins/) });
  });
});

describe('headers', () => {
  it('marks every answer no-store, nosniff and no-referrer, errors included', async () => {
    for (const r of [
      await proxy.fetch(new Request(`${ORIGIN}/api/channels/sell/countries`, { headers: { 'x-test-customer': 'alice' } })),
      await proxy.fetch(new Request(`${ORIGIN}/api/channels/sell/countries`)),
      await proxy.fetch(new Request(`${ORIGIN}/api/nope`, { headers: { 'x-test-customer': 'alice' } })),
    ]) {
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});

describe('faults of its own', () => {
  it('answers a request it cannot read with the 500 envelope and its request id, and forwards nothing', async () => {
    const broken = new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(new Error('the client went away mid-body at /customers/alice')) });
    const response = await post('/api/transactions/sell/prepare', broken);
    expect(response.status).toBe(500);
    const body = (await response.json()) as { Type: string; Instance: string; Detail: string };
    expect(body).toMatchObject({ Type: 'Unexpected', Action: 'Proxy' });
    expect(body.Instance).toBe(response.headers.get('x-request-id'));
    expect(body.Detail).not.toContain('alice');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(upstreamCalls).toBe(0);
  });
});
