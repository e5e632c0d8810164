// Type tests of rampkit/server as a business's backend uses it (run by `vitest --project types`):
// the proxy is one Web-standard handler (no framework type leaks into the public API), its options
// say what is required, and the server client is the same typed client the browser has.
import { describe, expectTypeOf, it } from 'vitest';
import { createRampkitProxy, createServerClient, memoryStore, redisStore, verifyWebhook, type BusinessFees, type ProxyConnectionInfo, type ProxyStore, type RampkitProxy, type RampkitProxyOptions } from './index';
import type { Customer, RampkitClient } from '../api/index';

const options: RampkitProxyOptions = { baseUrl: 'https://api.sandbox.example/v1', apiKey: 'k', resolveCustomer: () => null };

describe('RampkitProxy', () => {
  it('is a bound fetch handler, a way to end its streams and to flush what its wrappers hold, nothing of Hono', () => {
    expectTypeOf(createRampkitProxy).returns.toEqualTypeOf<RampkitProxy>();
    expectTypeOf<keyof RampkitProxy>().toEqualTypeOf<'fetch' | 'closeStreams' | 'flush'>();
    expectTypeOf<RampkitProxy['flush']>().toEqualTypeOf<(() => void) | undefined>();
    expectTypeOf<RampkitProxy['closeStreams']>().toEqualTypeOf<(options?: { retryMs?: number }) => void>();
    expectTypeOf<RampkitProxy['fetch']>().toEqualTypeOf<(request: Request, connection?: ProxyConnectionInfo) => Promise<Response>>();
  });

  it('mounts where a Web handler goes', () => {
    const proxy = createRampkitProxy(options);
    // Workers / Deno / Bun: a handler of (request, env, ctx).
    expectTypeOf({ fetch: proxy.fetch }).toExtend<{ fetch(request: Request, env: unknown, ctx: unknown): Response | Promise<Response> }>();
    // Next.js App Router route handlers.
    expectTypeOf(proxy.fetch).toExtend<(request: Request) => Promise<Response>>();
  });
});

describe('RampkitProxyOptions', () => {
  it('needs the upstream, the key and the business’s own authentication', () => {
    // @ts-expect-error resolveCustomer is required: it is the business's authentication
    void ({ baseUrl: 'https://x/v1', apiKey: 'k' } satisfies RampkitProxyOptions);
    expectTypeOf<RampkitProxyOptions['resolveCustomer']>().parameters.toEqualTypeOf<[request: Request]>();
    expectTypeOf<RampkitProxyOptions['resolveCustomer']>().returns.toEqualTypeOf<string | null | undefined | Promise<string | null | undefined>>();
    expectTypeOf<RampkitProxyOptions['allowedOrigins']>().toEqualTypeOf<string[] | undefined>();
  });

  it('takes the business’s fees as the request schemas type them, never from the browser', () => {
    expectTypeOf<RampkitProxyOptions['businessFees']>().toEqualTypeOf<BusinessFees | undefined>();
    void ({ ...options, businessFees: { sell: { FeePct: '0.5' }, bankDeposit: { SepaBankTransfer: { FeeBase: '1', FiatCurrency: 'EUR' } } } } satisfies RampkitProxyOptions);
    // @ts-expect-error a fee is a decimal string, as the API carries it
    void ({ ...options, businessFees: { sell: { FeePct: 0.5 } } } satisfies RampkitProxyOptions);
  });

  it('keeps its state in either store', () => {
    expectTypeOf<RampkitProxyOptions['store']>().toEqualTypeOf<ProxyStore | undefined>();
    expectTypeOf(memoryStore).returns.toEqualTypeOf<ProxyStore>();
    expectTypeOf(redisStore).returns.toEqualTypeOf<ProxyStore>();
  });
});

// A PEM the business loads from its secrets; type tests never run, so none is needed here.
declare const signingKeyPem: string;

describe('createServerClient', () => {
  it('is the typed client, signing', () => {
    const client = createServerClient({ baseUrl: 'https://api.sandbox.example/v1', apiKey: 'k', signingKey: signingKeyPem });
    expectTypeOf(client).toEqualTypeOf<RampkitClient>();
    expectTypeOf(client.getCustomer({ params: { CustomerID: 'c-1' } })).resolves.toEqualTypeOf<Customer>();
    // @ts-expect-error the server client needs the API key
    createServerClient({ baseUrl: 'https://api.sandbox.example/v1' });
  });

  it('checks a webhook the business receives itself', () => {
    expectTypeOf(verifyWebhook).returns.resolves.toBeBoolean();
  });
});
