// The proxy's OpenTelemetry spans, recorded by the SDK's in-memory exporter, over a whole sale
// against the real sandbox: one server span per request named by its route template, the signing,
// upstream and store steps as its children, traceparent sent upstream, and no customer id, personal
// data or secret anywhere in a span (the request log's rule, docs/adr/0143).
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../sandbox/index';
import { DE_SEPA, individual, sepaForm } from '../sandbox/test-helpers';
import { generatePemKeyPair } from '../wire/keys';
import { createRampkitProxy } from './proxy';
import { createServerClient } from './server-client';
import { memoryStore } from './store/memory';
import { createProxyTracing } from './tracing';

const API_KEY = 'apikey_sandbox_tracing';
const UPSTREAM = 'http://upstream.test/v1';
const ORIGIN = 'http://shop.test';
const CUSTOMER = 'cust-trace-7f3a';

const exporter = new InMemorySpanExporter();
const contextManager = new AsyncLocalStorageContextManager();
beforeAll(() => {
  context.setGlobalContextManager(contextManager.enable());
  trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
});
afterAll(() => {
  trace.disable();
  context.disable();
  propagation.disable();
});

/** Every string value inside a value: the personal data a customer or a form carries. */
const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []);
const childrenOf = (parent: ReadableSpan, spans: ReadableSpan[]) => spans.filter((s) => s.parentSpanContext?.spanId === parent.spanContext().spanId);

describe('createProxyTracing', () => {
  it('traces each request with its signing, upstream call and (asked for) store steps as children, and sends traceparent upstream', async () => {
    const signing = await generatePemKeyPair('ES256');
    const sandbox = await createSandbox({ apiKey: API_KEY, signingPublicKeyPem: signing.publicKeyPem });
    const upstreamFetch = (input: Request | string | URL, init?: RequestInit) => sandbox.fetch(new Request(input, init));
    await createServerClient({ baseUrl: UPSTREAM, apiKey: API_KEY, signingKey: signing.privateKeyPem, fetch: upstreamFetch }).putCustomer({ params: { CustomerID: CUSTOMER }, body: individual as never });
    const sent: Headers[] = [];
    const tracing = await createProxyTracing({ storeSpans: true, signingSpans: true });
    const proxy = tracing.instrument(
      createRampkitProxy({
        baseUrl: UPSTREAM,
        apiKey: API_KEY,
        signingKey: signing.privateKeyPem,
        resolveCustomer: (request) => request.headers.get('x-test-customer'),
        fetch: (input, init) => (sent.push(new Headers(init?.headers)), upstreamFetch(input, init)),
        store: memoryStore(),
        allowedOrigins: [ORIGIN],
        observers: [tracing],
      }),
    );
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await proxy.fetch(new Request(`${ORIGIN}${path}`, { method, headers: { 'x-test-customer': CUSTOMER, origin: ORIGIN, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }));
      return { status: response.status, json: (await response.json()) as Record<string, string> & { Transaction?: { ID: string } } };
    };
    exporter.reset();

    expect((await call('GET', `/api/customers/${CUSTOMER}`)).status).toBe(200);
    let spans = exporter.getFinishedSpans();
    const server = spans.find((s) => s.name === 'GET /api/customers/{CustomerID}')!;
    expect(server.attributes).toMatchObject({ 'http.route': '/api/customers/{CustomerID}', 'http.response.status_code': 200, 'rampkit.operation': 'getCustomer' });
    expect(server.parentSpanContext).toBeUndefined();
    // The rate-limit window is counted locally and synced in batches, outside any request (docs/adr/0146).
    expect(childrenOf(server, spans).map((s) => s.name).sort()).toEqual(['GET /customers/{CustomerID}', 'rampkit.sign']);
    const client = spans.find((s) => s.name === 'GET /customers/{CustomerID}')!;
    expect(client.attributes).toMatchObject({ 'url.template': '/customers/{CustomerID}', 'http.response.status_code': 200 });
    // The upstream sees the client span as its parent (W3C Trace Context).
    expect(sent.at(-1)!.get('traceparent')).toBe(`00-${client.spanContext().traceId}-${client.spanContext().spanId}-01`);

    exporter.reset();
    const prepared = await call('POST', '/api/transactions/sell/prepare', { ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: '100', Form: sepaForm, Quoted: true });
    expect(prepared.status, JSON.stringify(prepared.json)).toBe(200);
    const sold = await call('POST', '/api/transactions/sell', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: prepared.json.CryptoAuthorizedAmount, FormSessionID: prepared.json.FormSessionID, Nonce: 'n-trace' });
    expect(sold.status).toBe(202);
    expect((await call('GET', `/api/transactions/${sold.json.Transaction!.ID}`)).status).toBe(200);
    spans = exporter.getFinishedSpans();
    const names = spans.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['POST /api/transactions/sell/prepare', 'rampkit.store bindFormSession', 'POST /api/transactions/sell', 'rampkit.store formSessionOwner', 'GET /api/transactions/{TransactionID}']));
    const sell = spans.find((s) => s.name === 'POST /api/transactions/sell')!;
    expect(childrenOf(sell, spans).map((s) => s.name)).toEqual(expect.arrayContaining(['rampkit.store formSessionOwner', 'rampkit.sign', 'POST /transactions/sell']));

    // Nothing in a span names the customer, carries their data, or a secret.
    const recorded = JSON.stringify(spans.map((s) => ({ name: s.name, attributes: s.attributes, events: s.events, status: s.status })));
    const personal = [...strings(individual), ...strings(sepaForm)].filter((s) => s.length >= 4 && !/^(Individual|Passport|Berlin|true|false)$/.test(s));
    expect(personal).toEqual(expect.arrayContaining(['DE89370400440532013000', 'Hauptstr. 5']));
    for (const value of [CUSTOMER, sold.json.Transaction!.ID, prepared.json.FormSessionID!, API_KEY, 'PRIVATE KEY', ...personal]) expect(recorded, value).not.toContain(value);
    sandbox.close();
  });

  it('by default parents the upstream call by its request, not by running the request in a context of its own', async () => {
    const signing = await generatePemKeyPair('ES256');
    const sandbox = await createSandbox({ apiKey: API_KEY, signingPublicKeyPem: signing.publicKeyPem });
    const upstreamFetch = (input: Request | string | URL, init?: RequestInit) => sandbox.fetch(new Request(input, init));
    const sent: Headers[] = [];
    const tracing = await createProxyTracing();
    const proxy = tracing.instrument(
      createRampkitProxy({
        baseUrl: UPSTREAM, apiKey: API_KEY, signingKey: signing.privateKeyPem, resolveCustomer: () => CUSTOMER, store: memoryStore(), observers: [tracing],
        fetch: (input, init) => (sent.push(new Headers(init?.headers)), upstreamFetch(input, init)),
      }),
    );
    exporter.reset();
    // The business's own HTTP span is active around the proxy (as @opentelemetry/instrumentation-http
    // makes it), and its own propagator registered: it writes its header, traceparent is still sent.
    const outer = trace.getTracer('business').startSpan('GET');
    propagation.setGlobalPropagator({ inject: (ctx, carrier, setter) => setter.set(carrier, 'x-trace-test', trace.getSpan(ctx)!.spanContext().spanId), extract: (ctx) => ctx, fields: () => ['x-trace-test'] });
    const contexts: unknown[] = [];
    const withContext = contextManager.with.bind(contextManager);
    contextManager.with = ((...args: Parameters<typeof withContext>) => (contexts.push(args[0]), withContext(...args))) as typeof contextManager.with;
    try {
      const response = await context.with(trace.setSpan(context.active(), outer), () => proxy.fetch(new Request(`${ORIGIN}/api/channels/sell/countries`)));
      expect(response.status).toBe(200);
    } finally {
      contextManager.with = withContext;
      propagation.disable();
      outer.end();
    }
    const spans = exporter.getFinishedSpans();
    const server = spans.find((s) => s.name === 'GET /api/channels/sell/countries')!;
    // No context was entered with the proxy's span active (the SDK's processor enters its own to export).
    expect(contexts.map((c) => trace.getSpan(c as never)?.spanContext().spanId)).not.toContain(server.spanContext().spanId);
    expect(server.parentSpanContext?.spanId).toBe(outer.spanContext().spanId);
    const client = childrenOf(server, spans);
    expect(client.map((s) => s.name)).toEqual(['GET /channels/sell/countries']);
    expect(sent.at(-1)!.get('traceparent')).toBe(`00-${client[0]!.spanContext().traceId}-${client[0]!.spanContext().spanId}-01`);
    expect(sent.at(-1)!.get('x-trace-test')).toBe(client[0]!.spanContext().spanId);
    sandbox.close();
  });

  it('makes no store or signing spans unless asked, even inside a traced request', async () => {
    const tracing = await createProxyTracing();
    exporter.reset();
    await trace.getTracer('test').startActiveSpan('request', async (span) => {
      await tracing.step({ kind: 'store', operation: 'readSession' }, async () => 'alice');
      await tracing.step({ kind: 'sign' }, async () => 'token');
      span.end();
    });
    expect(exporter.getFinishedSpans().map((s) => s.name)).toEqual(['request']);
  });

  it('records a store failure on its span, and starts no span for a step outside a traced request', async () => {
    const tracing = await createProxyTracing({ storeSpans: true });
    exporter.reset();
    await tracing.step({ kind: 'store', operation: 'hit' }, async () => 1);
    expect(exporter.getFinishedSpans()).toHaveLength(0);
    const failing = Object.assign(new Error('redis down at key formsession:cust-trace-7f3a'), { name: 'StoreUnavailableError' });
    const traced = trace.getTracer('test').startActiveSpan('request', async (span) => {
      await tracing.step({ kind: 'store', operation: 'formSessionOwner' }, () => Promise.reject(failing)).catch(() => undefined);
      span.end();
    });
    await traced;
    const store = exporter.getFinishedSpans().find((s) => s.name === 'rampkit.store formSessionOwner')!;
    expect(store.status.code).toBe(2);
    expect(store.attributes['error.type']).toBe('StoreUnavailableError');
    expect(JSON.stringify(store.attributes)).not.toContain('cust-trace');
  });
});
