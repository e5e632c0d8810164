// The opt-in Prometheus metrics around a real proxy in front of the real sandbox: a scrape shows the
// requests by operation and status, the upstream's latency, webhook outcomes and live streams.
import { describe, expect, it } from 'vitest';
import { importPKCS8 } from 'jose';
import { createSandbox } from '../sandbox/index';
import { individual } from '../sandbox/test-helpers';
import { generatePemKeyPair } from '../wire/keys';
import { signWebhookBody } from '../wire/webhook-signature';
import { createProxyMetrics } from './metrics';
import { createRampkitProxy } from './proxy';
import { createServerClient } from './server-client';
import { memoryStore } from './store/memory';
import { StoreUnavailableError } from './store/types';

const API_KEY = 'apikey_sandbox_metrics';
const UPSTREAM = 'http://upstream.test/v1';
const ORIGIN = 'http://shop.test';

describe('createProxyMetrics', () => {
  it('counts requests, upstream calls, webhooks by outcome and live streams with their events', async () => {
    const [signing, hooks] = await Promise.all([generatePemKeyPair('ES256'), generatePemKeyPair('ES384')]);
    const sandbox = await createSandbox({ apiKey: API_KEY, signingPublicKeyPem: signing.publicKeyPem });
    await createServerClient({ baseUrl: UPSTREAM, apiKey: API_KEY, signingKey: signing.privateKeyPem, fetch: (i, init) => sandbox.fetch(new Request(i, init)) }).putCustomer({ params: { CustomerID: 'alice' }, body: individual as never });
    const metrics = await createProxyMetrics({ processMetrics: false });
    const proxy = metrics.instrument(
      createRampkitProxy({
        baseUrl: UPSTREAM,
        apiKey: API_KEY,
        signingKey: signing.privateKeyPem,
        webhookPublicKey: hooks.publicKeyPem,
        resolveCustomer: (request) => request.headers.get('x-test-customer'),
        fetch: metrics.upstreamFetch((input, init) => sandbox.fetch(new Request(input, init))),
        allowedOrigins: [ORIGIN],
      }),
    );
    const get = (path: string, customer: string | null = 'alice') => proxy.fetch(new Request(`${ORIGIN}${path}`, { headers: customer ? { 'x-test-customer': customer } : {} }));
    const webhook = async (body: string, key = hooks.privateKeyPem) =>
      proxy.fetch(new Request(`${ORIGIN}/webhooks`, { method: 'POST', headers: { 'webhook-signature': await signWebhookBody(body, await importPKCS8(key, 'ES384')), 'content-type': 'application/json' }, body }));

    expect((await get('/api/customers/alice')).status).toBe(200);
    expect((await get('/api/customers/alice', null)).status).toBe(401);
    const stream = await get('/api/events');
    const reader = stream.body!.getReader();
    const event = JSON.stringify({ EventType: 'Customer', EventVersion: 7, Occurred: new Date().toISOString(), UserID: 'u', Data: { Type: 'Business', CustomerID: 'alice', Created: new Date().toISOString(), RegisteredName: 'Acme' } });
    expect((await webhook(event)).status).toBe(200);
    expect((await webhook(event)).status).toBe(200);
    expect((await webhook(event, (await generatePemKeyPair('ES384')).privateKeyPem)).status).toBe(401);
    let text = '';
    while (!text.includes('"EventVersion":7')) text += new TextDecoder().decode((await reader.read()).value);

    const scrape = async () => (await (await metrics.handler()).text());
    let out = await scrape();
    expect(out).toContain('rampkit_proxy_requests_total{operation="getCustomer",status="200"} 1');
    expect(out).toContain('rampkit_proxy_requests_total{operation="getCustomer",status="401"} 1');
    expect(out).toMatch(/rampkit_upstream_request_duration_seconds_count\{operation="getCustomer",status="200"\} 1/);
    expect(out).toContain('rampkit_webhooks_total{outcome="verified"} 1');
    expect(out).toContain('rampkit_webhooks_total{outcome="duplicate"} 1');
    expect(out).toContain('rampkit_webhooks_total{outcome="rejected"} 1');
    expect(out).toContain('rampkit_open_streams 1');
    expect(out).toContain('rampkit_relayed_events_total 1');
    expect(out).toContain('rampkit_relayed_event_lag_seconds_count 1');
    await reader.cancel();
    out = await scrape();
    expect(out).toContain('rampkit_open_streams 0');
    sandbox.close();
  });

  it('as the proxy’s observer: times each signature made, its upstream calls on its own transport, and counts store errors by operation', async () => {
    const signing = await generatePemKeyPair('ES256');
    const sandbox = await createSandbox({ apiKey: API_KEY, signingPublicKeyPem: signing.publicKeyPem });
    await createServerClient({ baseUrl: UPSTREAM, apiKey: API_KEY, signingKey: signing.privateKeyPem, fetch: (i, init) => sandbox.fetch(new Request(i, init)) }).putCustomer({ params: { CustomerID: 'alice' }, body: individual as never });
    const metrics = await createProxyMetrics({ processMetrics: false });
    // A store whose form-session lookups and rate-limit windows fail, as Redis does when unreachable.
    const store = memoryStore();
    const down = () => Promise.reject(new StoreUnavailableError(new Error('connection refused')));
    const proxy = createRampkitProxy({
      baseUrl: UPSTREAM,
      apiKey: API_KEY,
      signingKey: signing.privateKeyPem,
      resolveCustomer: () => 'alice',
      fetch: (input, init) => sandbox.fetch(new Request(input, init)),
      store: { ...store, formSessionOwner: down, hit: down },
      // One rate-limit store command per request (not batched), so each request's failure counts.
      limits: { rateLimitSyncMs: 0 },
      allowedOrigins: [ORIGIN],
      observers: [metrics],
    });
    const call = (method: string, path: string, body?: unknown) => proxy.fetch(new Request(`${ORIGIN}${path}`, { method, headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }));
    expect((await call('GET', '/api/customers/alice')).status).toBe(200);
    expect((await call('GET', '/api/customers/alice')).status).toBe(200); // the same request: its signature is reused
    expect((await call('POST', '/api/transactions/sell', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: '1', FormSessionID: 'fs-1', Nonce: 'n-1' })).status).toBe(503);

    const out = await (await metrics.handler()).text();
    expect(out).toContain('rampkit_signing_duration_seconds_count 1');
    expect(out).toMatch(/rampkit_upstream_request_duration_seconds_count\{operation="getCustomer",status="200"\} 2/);
    expect(out).toContain('rampkit_store_errors_total{operation="hit"} 3');
    expect(out).toContain('rampkit_store_errors_total{operation="formSessionOwner"} 1');
    sandbox.close();
  });
});

describe('a watched step that throws before it starts', () => {
  it('is refused as a promise and counted as an upstream error, as one that fails later', async () => {
    const metrics = await createProxyMetrics({ processMetrics: false });
    const step = { kind: 'upstream', operation: 'getCustomer', method: 'GET', route: '/customers/{CustomerID}', headers: {} } as const;
    const refused = metrics.step(step, () => {
      throw new TypeError('bad URL');
    });
    await expect(refused).rejects.toThrow('bad URL');
    await expect(metrics.step(step, () => Promise.reject(new TypeError('reset')))).rejects.toThrow('reset');
    expect(await (await metrics.handler()).text()).toMatch(/rampkit_upstream_request_duration_seconds_count\{operation="getCustomer",status="error"\} 2/);
  });
});
