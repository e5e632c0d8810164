// The proxy against the real sandbox with a registered signing key: security properties first.
// Its webhooks and live streams: ./proxy-events.test.ts.
import { describe, expect, it } from 'vitest';
import { API_KEY, DE_SEPA, ORIGIN, UPSTREAM, json, sepaForm, proxyFixture } from '../../tooling/proxy-fixture';
import { createRampkitProxy } from './proxy';

const fx = proxyFixture();
const { browser, seen } = fx;

describe('forwarding', () => {
  it('signs upstream requests, strips browser credentials and returns only safe headers', async () => {
    const r = await browser('GET', '/api/channels/sell?CryptoCurrency=USDC_TEST&Country=DE', 'alice');
    expect(r.status).toBe(200);
    const upstream = seen[0]!;
    expect(upstream.url).toBe(`${UPSTREAM}/channels/sell?CryptoCurrency=USDC_TEST&Country=DE&CustomerID=alice`);
    expect(upstream.headers.get('x-api-key')).toBe(API_KEY);
    expect(upstream.headers.get('api-signature')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    for (const h of ['cookie', 'authorization', 'origin', 'x-test-customer']) expect(upstream.headers.get(h)).toBeNull();
    expect([...r.headers.keys()].sort()).toEqual(['cache-control', 'content-type', 'date', 'referrer-policy', 'x-content-type-options', 'x-request-id']);
  });
  it('never puts key material in an answer', async () => {
    const answers = await Promise.all([
      browser('GET', '/api/channels/sell?CryptoCurrency=USDC_TEST', 'alice'),
      browser('GET', '/api/nope', 'alice'),
      browser('POST', '/api/transactions/sell/prepare', 'alice', '{bad'),
    ]);
    for (const r of answers) {
      const text = (await r.text()) + JSON.stringify([...r.headers]);
      expect(text).not.toContain(API_KEY);
      expect(text).not.toContain('PRIVATE KEY');
      expect(text).not.toContain(fx.keys.signing.privateKeyPem.split('\n')[1]);
    }
  });
  it('passes upstream error envelopes through unchanged', async () => {
    const r = await browser('POST', '/api/transactions/sell/prepare', 'alice', { ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: '5', Form: sepaForm });
    expect(r.status).toBe(400);
    expect((await json(r)).RequestExtension.Body[0]).toMatchObject({ Field: 'FiatAmount' });
  });
  it('answers 502 when the upstream cannot be reached and 504 when it is too slow', async () => {
    const down = createRampkitProxy({ baseUrl: UPSTREAM, apiKey: API_KEY, resolveCustomer: () => 'alice', fetch: async () => { throw new TypeError('connect ECONNREFUSED'); } });
    const r = await down.fetch(new Request(`${ORIGIN}/api/channels/sell/countries`));
    expect(r.status).toBe(502);
    expect((await json(r)).Type).toBe('Unexpected');
    const slow = createRampkitProxy({ baseUrl: UPSTREAM, apiKey: API_KEY, resolveCustomer: () => 'alice', limits: { upstreamTimeoutMs: 20 }, fetch: (_i, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))) });
    expect((await slow.fetch(new Request(`${ORIGIN}/api/channels/sell/countries`))).status).toBe(504);
  });
  it('answers whichever way the business says who is signed in: at once, a promise, any thenable; 503 when it cannot say', async () => {
    const sent: string[] = [];
    const through = (resolveCustomer: (request: Request) => unknown) =>
      createRampkitProxy({
        baseUrl: UPSTREAM,
        apiKey: API_KEY,
        signingKey: fx.keys.signing.privateKeyPem,
        resolveCustomer: resolveCustomer as never,
        fetch: async (input, init) => {
          sent.push(String(input));
          return fx.sandbox.fetch(new Request(input, init));
        },
      }).fetch(new Request(`${ORIGIN}/api/channels/sell?CryptoCurrency=USDC_TEST&Country=DE`));
    const thenable = { then: (done: (customer: string) => void) => done('alice') };
    for (const resolve of [() => 'alice', async () => 'alice', () => thenable]) {
      const r = await through(resolve);
      expect(r.status).toBe(200);
      expect(sent.pop()).toContain('CustomerID=alice');
    }
    for (const resolve of [() => null, async () => undefined, () => ({ then: (done: (customer: null) => void) => done(null) })]) {
      expect((await through(resolve)).status).toBe(401);
    }
    for (const resolve of [
      () => {
        throw new Error('session store down');
      },
      () => Promise.reject(new Error('session store down')),
      () => ({ then: (_: unknown, fail: (error: Error) => void) => fail(new Error('session store down')) }),
    ]) {
      const r = await through(resolve);
      expect(r.status).toBe(503);
      expect(r.headers.get('retry-after')).toBe('5');
      expect((await json(r)).Detail).toMatch(/cannot be checked/);
    }
    expect(sent).toEqual([]);
  });
});

describe('the allowlist', () => {
  it.each([
    ['PUT', '/api/customers/alice', 404],
    ['POST', '/api/sandbox/fiat-deposit/simulate', 404],
    ['GET', '/api/balances', 404],
    ['GET', '/api/../v1/balances', 404],
    ['GET', '/api/channels/%2e%2e/sell', 404],
    ['GET', '/api/customers/alice%2Fprefill', 404],
    ['GET', '/api//channels/sell', 404],
    ['DELETE', '/api/customers/alice', 404],
    ['GET', '/api/admin', 404],
  ])('%s %s never reaches the upstream (%i)', async (method, path, status) => {
    const r = await browser(method, path, 'alice', method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(r.status).toBe(status);
    expect(Object.keys(await json(r))).toEqual(expect.arrayContaining(['Type', 'Action', 'Detail', 'Instance']));
    expect(seen).toHaveLength(0);
  });
  it('answers a method a path does not take as the service does, 404 ResourceNotFound, naming the ones it takes in Allow', async () => {
    const r = await browser('DELETE', '/api/customers/alice', 'alice');
    expect(r.status).toBe(404);
    expect(r.headers.get('allow')).toBe('GET, HEAD');
    expect(await json(r)).toMatchObject({ Type: 'ResourceNotFound', Detail: expect.stringContaining('it takes GET, HEAD') });
    expect((await browser('GET', '/api/admin', 'alice')).headers.get('allow')).toBeNull();
    expect((await browser('GET', '/api/transactions/sell/prepare', 'alice')).headers.get('allow')).toBe('POST');
    expect((await browser('HEAD', '/api/transactions/sell/prepare', 'alice')).headers.get('allow')).toBe('POST');
  });
  it('answers HEAD on a GET route as GET would, without the body, asking the upstream with a signed GET', async () => {
    const get = await browser('GET', '/api/channels/sell/countries', 'alice');
    const body = new Uint8Array(await get.arrayBuffer());
    seen.length = 0;
    const head = await browser('HEAD', '/api/channels/sell/countries', 'alice');
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers.get('content-length')).toBe(String(body.byteLength));
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(head.headers.get('cache-control')).toBe('no-store');
    expect(seen.map((r) => r.method)).toEqual(['GET']); // the sandbox verified its signature over GET
    expect(seen[0]!.headers.get('api-signature')).toBeTruthy();
  });
  it('binds and refuses a HEAD as the GET it stands for, and needs no Origin for it', async () => {
    const other = await browser('HEAD', '/api/customers/bob', 'alice');
    expect([other.status, other.body]).toEqual([403, null]);
    expect(Number(other.headers.get('content-length'))).toBeGreaterThan(0);
    expect((await browser('HEAD', '/api/channels/sell/countries', null)).status).toBe(401);
    expect(seen).toHaveLength(0);
    expect((await browser('HEAD', '/api/customers/alice', 'alice')).status).toBe(200);
  });
});

describe('customer binding', () => {
  it('answers 401 without a session', async () => {
    expect((await browser('GET', '/api/channels/sell/countries', null)).status).toBe(401);
    expect(seen).toHaveLength(0);
  });
  it.each([
    ['path', 'GET', '/api/customers/bob', undefined],
    ['query', 'GET', '/api/payment-methods?CustomerID=bob', undefined],
    ['body', 'POST', '/api/transactions/sell/prepare', { ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: '100', CustomerID: 'bob' }],
  ])('refuses another customer named in the %s with 403', async (_where, method, path, body) => {
    const r = await browser(method, path, 'alice', body);
    expect(r.status).toBe(403);
    expect((await json(r)).Type).toBe('Forbidden');
    expect(seen).toHaveLength(0);
  });
  it('fills in the customer the browser left out', async () => {
    const r = await browser('GET', '/api/payment-methods', 'alice');
    expect(r.status).toBe(200);
    expect(new URL(seen[0]!.url).searchParams.get('CustomerID')).toBe('alice');
  });
  it('hides another customer’s transaction and form session', async () => {
    const prepared = await json(await browser('POST', '/api/transactions/sell/prepare', 'bob', { ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: '100', Form: sepaForm, Quoted: true }));
    const stolen = await browser('POST', '/api/transactions/sell', 'alice', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: prepared.CryptoAuthorizedAmount, FormSessionID: prepared.FormSessionID, Nonce: 'n-1' });
    expect(stolen.status).toBe(400);
    expect((await json(stolen)).RequestExtension.Body[0]).toMatchObject({ Field: 'FormSessionID', Reason: 'IntegrityValidation' });
    const sold = await json(await browser('POST', '/api/transactions/sell', 'bob', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: prepared.CryptoAuthorizedAmount, FormSessionID: prepared.FormSessionID, Nonce: 'n-2' }));
    expect((await browser('GET', `/api/transactions/${sold.Transaction.ID}`, 'bob')).status).toBe(200);
    // Bob's transaction and one that does not exist read the same to Alice, but for the Instance.
    const answerOf = async (r: Response) => ({ status: r.status, body: { ...(await json(r)), Instance: undefined } });
    const bobs = await answerOf(await browser('GET', `/api/transactions/${sold.Transaction.ID}`, 'alice'));
    expect(bobs.status).toBe(404);
    expect(await answerOf(await browser('GET', '/api/transactions/00000000-0000-4000-8000-000000000000', 'alice'))).toEqual(bobs);
    expect(bobs.body).toMatchObject({ Type: 'ResourceNotFound', RequestExtension: { Body: [{ Field: 'TransactionID', Reason: 'IntegrityValidation' }] } });
    const list = await json(await browser('GET', '/api/transactions', 'alice'));
    expect(list.Items).toEqual([]);
  });
  it('refuses a prepare, a sell or a deposit rule carrying a FormSessionID not issued to this customer, before it reaches the upstream', async () => {
    const prepare = { ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: '100', Form: sepaForm, Quoted: true };
    const bobs = (await json(await browser('POST', '/api/transactions/sell/prepare', 'bob', prepare))).FormSessionID as string;
    const forwarded = seen.length;
    const attempts = [
      ['/api/transactions/sell/prepare', { ...prepare, FormSessionID: bobs }],
      ['/api/transactions/sell', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: '200', FormSessionID: bobs, Nonce: 'n-steal' }],
      ['/api/workflows/onchain-deposit-to-payment-method', { FormSessionID: bobs, Nonce: 'n-rule' }],
      // One never issued at all is refused the same way: the answer does not say whether it exists.
      ['/api/transactions/sell/prepare', { ...prepare, FormSessionID: crypto.randomUUID() }],
    ] as const;
    for (const [path, body] of attempts) {
      const r = await browser('POST', path, 'alice', body);
      expect(r.status).toBe(400);
      expect(await json(r)).toMatchObject({ Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'FormSessionID', Reason: 'IntegrityValidation' }] } });
    }
    expect(seen).toHaveLength(forwarded);
    // Its owner continues it, and a prepare without one starts a new one.
    expect((await browser('POST', '/api/transactions/sell/prepare', 'bob', { ...prepare, FormSessionID: bobs })).status).toBe(200);
    expect((await browser('POST', '/api/transactions/sell/prepare', 'alice', prepare)).status).toBe(200);
  });
  it('checks a FormSessionID and a TransactionID in upper case as the same id: its owner goes on, another customer is still refused (docs/adr/0171)', async () => {
    const prepare = { ChannelID: DE_SEPA.toUpperCase(), CryptoCurrency: 'USDC_TEST', FiatAmount: '100', Form: sepaForm, Quoted: true };
    const bobs = await json(await browser('POST', '/api/transactions/sell/prepare', 'bob', prepare));
    const BOBS = (bobs.FormSessionID as string).toUpperCase();
    const forwarded = seen.length;
    // The attack: Bob's form session, upper-cased, from Alice.
    for (const [path, body] of [
      ['/api/transactions/sell/prepare', { ...prepare, FormSessionID: BOBS }],
      ['/api/transactions/sell', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: bobs.CryptoAuthorizedAmount, FormSessionID: BOBS, Nonce: 'n-upper-steal' }],
      ['/api/workflows/onchain-deposit-to-payment-method', { FormSessionID: BOBS, Nonce: 'n-upper-rule' }],
    ] as const) {
      const r = await browser('POST', path, 'alice', body);
      expect(r.status).toBe(400);
      expect(await json(r)).toMatchObject({ RequestExtension: { Body: [{ Field: 'FormSessionID', Reason: 'IntegrityValidation' }] } });
    }
    expect(seen).toHaveLength(forwarded);
    // Its owner sells with it upper-cased; the upstream is sent the id as the proxy checked it.
    const sold = await browser('POST', '/api/transactions/sell', 'bob', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: bobs.CryptoAuthorizedAmount, FormSessionID: BOBS, Nonce: 'n-upper' });
    expect(sold.status).toBe(202);
    expect(JSON.parse(await seen.at(-1)!.text()).FormSessionID).toBe(bobs.FormSessionID);
    const tx = (await json(sold)).Transaction as { ID: string };
    expect((await browser('GET', `/api/transactions/${tx.ID.toUpperCase()}`, 'bob')).status).toBe(200);
    expect((await browser('GET', `/api/transactions/${tx.ID.toUpperCase()}`, 'alice')).status).toBe(404);
  });
  it('refuses what is the business’s to set (a fee, onboarding Metadata) from the browser, before it reaches the upstream', async () => {
    const prepare = { ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: '100', Form: sepaForm };
    const attempts = [
      ['/api/transactions/sell/prepare', { ...prepare, BusinessFee: { FeePct: '0' } }, 'BusinessFee'],
      ['/api/workflows/onchain-deposit-to-payment-method', { FormSessionID: crypto.randomUUID(), Nonce: 'n-fee', BusinessFee: { FeePct: '0' } }, 'BusinessFee'],
      ['/api/workflows/bank-deposit-to-onchain-address', { CryptoCurrency: 'USDC_TEST', Network: 'Ethereum', DestinationAddress: { Address: '0x1' }, BusinessFees: {} }, 'BusinessFees'],
      ['/api/onboarding/alice', { ReturnURL: 'https://shop.test/back', Metadata: { tier: 'vip' } }, 'Metadata'],
    ] as const;
    for (const [path, body, field] of attempts) {
      const r = await browser('POST', path, 'alice', body);
      expect(r.status).toBe(403);
      expect(await json(r)).toMatchObject({ Type: 'Forbidden', Detail: expect.stringContaining(field) });
    }
    expect(seen).toHaveLength(0);
  });
  it('puts the business’s own fee on every prepare, and checks it when the proxy is made', async () => {
    const withFee = createRampkitProxy({
      baseUrl: UPSTREAM, apiKey: API_KEY, signingKey: fx.keys.signing.privateKeyPem, allowedOrigins: [ORIGIN],
      resolveCustomer: (request) => request.headers.get('x-test-customer'),
      fetch: (input, init) => fx.sandbox.fetch(new Request(input, init)),
      businessFees: { sell: { FeePct: '1', FeeBase: '0.5', FiatCurrency: 'EUR' } },
    });
    const r = await withFee.fetch(new Request(`${ORIGIN}/api/transactions/sell/prepare`, { method: 'POST', headers: { 'x-test-customer': 'alice', origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify({ ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: '100', Form: sepaForm }) }));
    expect(r.status).toBe(200);
    expect((await json(r)).Breakdown).toContainEqual({ Type: 'BusinessFee', Amount: '1.5' });
    const make = (businessFees: unknown) => () => createRampkitProxy({ baseUrl: UPSTREAM, apiKey: API_KEY, resolveCustomer: () => null, businessFees: businessFees as never });
    expect(make({ sell: { FeePct: '150' } })).toThrow(/businessFees\.sell\.FeePct/);
    expect(make({ sell: { FeeBase: '1' } })).toThrow(/businessFees\.sell/);
    expect(make({ bankDeposit: { SepaBankTransfer: { FeePct: '1' } }, sell: { FeePct: '0.5' } })).not.toThrow();
  });
  it('refuses a state change from another origin (CSRF)', async () => {
    const r = await browser('POST', '/api/onboarding/alice', 'alice', { ReturnURL: 'https://shop.test/back' }, { origin: 'https://evil.example' });
    expect(r.status).toBe(403);
    expect(seen).toHaveLength(0);
  });
});

describe('limits', () => {
  it('refuses bodies over 1 MiB (413) and malformed JSON (400)', async () => {
    expect((await browser('POST', '/api/transactions/sell/prepare', 'alice', JSON.stringify({ pad: 'x'.repeat(1_100_000) }))).status).toBe(413);
    expect((await browser('POST', '/api/transactions/sell/prepare', 'alice', '{"ChannelID":')).status).toBe(400);
    expect(seen).toHaveLength(0);
  });
  it('rate-limits each session with 429 and Retry-After', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 51; i += 1) last = await browser('GET', '/api/channels/sell/countries', 'alice');
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await browser('GET', '/api/channels/sell/countries', 'bob')).status).toBe(200);
  });
});

describe('an answer the proxy does not read', () => {
  it('is passed on byte for byte, not decoded and encoded again', async () => {
    // Not valid UTF-8 (0xff): decoding it as text would put U+FFFD (EF BF BD) in its place.
    const bytes = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]);
    const passing = createRampkitProxy({
      baseUrl: UPSTREAM,
      apiKey: API_KEY,
      resolveCustomer: () => 'alice',
      fetch: async () => new Response(bytes, { headers: { 'content-type': 'application/json' } }),
    });
    const answer = await passing.fetch(new Request(`${ORIGIN}/api/channels/sell/countries`));
    expect(answer.status).toBe(200);
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(bytes);
  });
});
