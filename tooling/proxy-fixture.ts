// The proxy in front of the real sandbox, as the proxy's own tests meet it: a registered signing
// key, a webhook key, two onboarded customers (alice, bob) and a browser that sends what a real
// one does (cookies, a bearer token, the shop's Origin on state changes).
import { afterEach, beforeEach } from 'vitest';
import { createSandbox, type Sandbox } from '../src/sandbox/index';
import { generatePemKeyPair } from '../src/wire/keys';
import { createRampkitProxy, type RampkitProxy } from '../src/server/proxy';
import { createServerClient } from '../src/server/server-client';

export const ORIGIN = 'http://shop.test';
export const UPSTREAM = 'http://upstream.test/v1';
export const API_KEY = 'apikey_sandbox_proxytest';
export const individual = {
  Type: 'Individual', FullName: { FirstName: 'Ana', LastName: 'Silva' }, DateOfBirth: '1990-05-17',
  Identities: [{ IssuingCountry: 'DE', IDNumber: 'C01X00T47', IDType: 'Passport' }],
  PrimaryResidence: { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' },
};
export const sepaForm = { BankDetails: { IBAN: 'DE89370400440532013000' }, AccountHolder: { AccountHolderType: 'Individual', Name: { FirstName: 'Ana', LastName: 'Silva' } } };
export const DE_SEPA = '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a01';

type PemPair = { privateKeyPem: string; publicKeyPem: string };
export interface ProxyFixture {
  sandbox: Sandbox;
  proxy: RampkitProxy;
  keys: { signing: PemPair; webhook: PemPair };
  /** Every request the proxy sent upstream in this test, a copy whose body can still be read. */
  seen: Request[];
  /** A browser's request to the proxy, as `customer` (null: signed out). */
  browser: (method: string, path: string, customer: string | null, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
}

/** Registers a fresh sandbox and proxy before each test of the calling file; its fields are that test's. */
export function proxyFixture(): ProxyFixture {
  const fixture = { seen: [] as Request[] } as unknown as ProxyFixture;
  fixture.browser = (method, path, customer, body, headers = {}) =>
    fixture.proxy.fetch(
      new Request(`${ORIGIN}${path}`, {
        method,
        headers: {
          ...(customer ? { 'x-test-customer': customer } : {}),
          ...(method !== 'GET' ? { origin: ORIGIN } : {}),
          cookie: 'session=abc',
          authorization: 'Bearer browser-token',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  beforeEach(async () => {
    const keys = { signing: await generatePemKeyPair('ES384'), webhook: await generatePemKeyPair('ES384') };
    const sandbox = await createSandbox({ apiKey: API_KEY, signingPublicKeyPem: keys.signing.publicKeyPem, webhookSigningKeyPem: keys.webhook.privateKeyPem });
    fixture.keys = keys;
    fixture.sandbox = sandbox;
    fixture.seen.length = 0;
    fixture.proxy = createRampkitProxy({
      baseUrl: UPSTREAM,
      apiKey: API_KEY,
      signingKey: keys.signing.privateKeyPem,
      webhookPublicKey: keys.webhook.publicKeyPem,
      resolveCustomer: (request) => request.headers.get('x-test-customer'),
      fetch: async (input, init) => {
        const request = new Request(input, init);
        fixture.seen.push(request.clone());
        return sandbox.fetch(request);
      },
      limits: { requestsPerMinute: 50 },
      allowedOrigins: [ORIGIN],
    });
    const server = createServerClient({ baseUrl: UPSTREAM, apiKey: API_KEY, signingKey: keys.signing.privateKeyPem, fetch: (i, init) => sandbox.fetch(new Request(i, init)) });
    for (const id of ['alice', 'bob']) await server.putCustomer({ params: { CustomerID: id }, body: individual as never });
  });
  afterEach(() => fixture.sandbox.close());
  return fixture;
}

export const json = async (r: Response) => JSON.parse(await r.text());
