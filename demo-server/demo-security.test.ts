// Attacks on the demo server, each reproduced over real HTTP on 127.0.0.1: anonymous and
// cross-customer business routes, session cookies that outlive sign-out or a restart, bodies that
// never end, a malformed percent-encoding, and the control API without its token.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from './main';
import { createDemoSessions, SESSION_LIFETIME_MS } from './demo-session';
import { memoryStore } from '../src/server/store/memory';
import { serveWeb } from './web-assets';
import { createSandboxControl } from '../src/sandbox/control-client';
import { FORGED_WEBHOOK_SIGNATURE } from '../tooling/forged-webhook';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer({ port: 0, buildWeb: false, env: {} });
});
afterAll(() => demo.close());

const individual = {
  Type: 'Individual', FullName: { FirstName: 'Ana', LastName: 'Silva' }, DateOfBirth: '1990-05-17',
  Identities: [{ IssuingCountry: 'DE', IDNumber: 'C01X00T47', IDType: 'Passport' }],
  PrimaryResidence: { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' },
};

const call = (method: string, path: string, { body, cookie, origin = demo.url }: { body?: unknown; cookie?: string; origin?: string | null } = {}) =>
  fetch(`${demo.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const signIn = async (customerId: string) => {
  const r = await call('POST', '/demo/session', { body: { CustomerID: customerId } });
  expect(r.status).toBe(200);
  return (r.headers.get('set-cookie') ?? '').split(';')[0] as string;
};

describe('the business routes act only for the signed-in customer', () => {
  it('refuses an anonymous rename of a customer (401) and one by another customer (403)', async () => {
    const victim = `victim-${Date.now()}`;
    const own = await signIn(victim);
    expect((await call('PUT', `/demo/customers/${victim}`, { body: individual, cookie: own })).status).toBe(200);
    const renamed = { ...individual, FullName: { FirstName: 'Eve', LastName: 'Attacker' } };
    const anonymous = await call('PUT', `/demo/customers/${victim}`, { body: renamed });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ Type: 'Unauthorized', Action: 'PutCustomer' });
    const mallory = await signIn(`mallory-${Date.now()}`);
    expect((await call('PUT', `/demo/customers/${victim}`, { body: renamed, cookie: mallory })).status).toBe(403);
    expect((await call('POST', `/demo/prefill/${victim}`, { body: {}, cookie: mallory })).status).toBe(403);
    const customer = await demo.sandbox!.fetch(new Request(`${demo.url}/_sandbox/requests`, { headers: { authorization: `Bearer ${demo.controlToken}` } }));
    const puts = ((await customer.json()) as { method: string; path: string }[]).filter((e) => e.method === 'PUT' && e.path.endsWith(victim));
    expect(puts).toHaveLength(1);
  });

  it('simulates a transfer only into the signed-in customer own virtual account', async () => {
    // The victim's account exists and takes the victim's own transfer: the refusal below is the
    // ownership check, not a lookup of an id that exists nowhere.
    const victim = `victim-va-${Date.now()}`;
    await createSandboxControl({ url: demo.url, controlToken: demo.controlToken!, fetch: (request) => demo.sandbox!.fetch(request) }).createApprovedCustomer(victim);
    const own = await signIn(victim);
    const workflow = await call('POST', '/api/workflows/bank-deposit-to-onchain-address', {
      body: { CustomerID: victim, FiatCurrency: 'USD', CryptoCurrency: 'USDC_TEST', Network: 'EthereumTestSepolia', DestinationAddress: { Address: '0x9f8e7d6c5b4a39281706f5e4d3c2b1a098765432' } },
      cookie: own,
    });
    expect(workflow.status).toBe(200);
    const { PaymentMethodID } = (await workflow.json()) as { PaymentMethodID: string };
    const transfer = { PaymentMethodID, FiatAmount: '50', FiatCurrency: 'USD' };
    const mallory = await signIn(`mallory-va-${Date.now()}`);
    const refused = await call('POST', '/demo/simulate-transfer', { body: transfer, cookie: mallory });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ Type: 'ResourceNotFound', RequestExtension: { Body: [{ Field: 'PaymentMethodID', Reason: 'IntegrityValidation', Description: 'not one of your virtual accounts' }] } });
    expect((await call('POST', '/demo/simulate-transfer', { body: transfer })).status).toBe(401);
    const accepted = await call('POST', '/demo/simulate-transfer', { body: transfer, cookie: own });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ FiatDepositID: expect.any(String) });
  });

  it('refuses a state change whose Origin is not the configured one', async () => {
    const r = await call('POST', '/demo/session', { body: { CustomerID: 'x' }, origin: 'https://evil.example' });
    expect(r.status).toBe(403);
    expect((await call('POST', '/demo/session', { body: { CustomerID: 'x' }, origin: null })).status).toBe(403);
  });
});

describe('the session cookie', () => {
  it('is new on every sign-in and worthless after sign-out, on /demo and on /api', async () => {
    const id = `cookie-${Date.now()}`;
    const first = await signIn(id);
    const second = await signIn(id);
    expect(first).not.toBe(second);
    expect((await call('GET', '/demo/session', { cookie: first })).status).toBe(200);
    const out = await call('DELETE', '/demo/session', { cookie: first });
    expect(out.status).toBe(204);
    // Signed out is no error for the session question (200, nobody); the customer's API still refuses.
    const after = await call('GET', '/demo/session', { cookie: first });
    expect([after.status, await after.json()]).toEqual([200, { CustomerID: null }]);
    expect((await call('GET', '/api/channels/sell/countries', { cookie: first })).status).toBe(401);
    expect((await call('GET', '/demo/session', { cookie: second })).status).toBe(200);
  });

  it('carries its expiry inside the MAC, is Secure over https, and survives a restart with a configured secret and a lasting store', async () => {
    let now = Date.now();
    const secret = 'a-demo-secret-of-at-least-32-characters';
    // The store outlives the process, as Redis does.
    const store = memoryStore({ now: () => now });
    const sessions = await createDemoSessions({ secret, store, now: () => now });
    const cookie = await sessions.start('ana', true);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax/);
    const value = cookie.split(';')[0] as string;
    const request = () => new Request('https://demo.example/', { headers: { cookie: value } });
    expect(await sessions.resolve(request())).toBe('ana');
    const restarted = await createDemoSessions({ secret, store, now: () => now });
    expect(await restarted.resolve(request())).toBe('ana');
    expect(await (await createDemoSessions({ store, now: () => now })).resolve(request())).toBeNull();
    // A restart that lost the store (memory) has signed everyone out.
    expect(await (await createDemoSessions({ secret, store: memoryStore(), now: () => now })).resolve(request())).toBeNull();
    // A forged expiry breaks the MAC.
    const [body, mac] = value.split('=')[1]!.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = `rk_demo_session=${Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 1e9 })).toString('base64url')}.${mac}`;
    expect(await sessions.resolve(new Request('https://demo.example/', { headers: { cookie: forged } }))).toBeNull();
    now += SESSION_LIFETIME_MS + 1;
    expect(await sessions.resolve(request())).toBeNull();
  });
});

/** Streams `chunk` bytes at a time until the server answers; resolves with the status and what was sent. */
function streamUntilAnswered(path: string, headers: Record<string, string>, cap = 64 * 1024 * 1024): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, demo.url);
    let sent = 0;
    let answered = false;
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'transfer-encoding': 'chunked', ...headers } }, (res) => {
      answered = true;
      res.resume();
      resolve({ status: res.statusCode ?? 0, sent });
      req.destroy();
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!answered && sent < cap) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('bodies on the real server', () => {
  it.each([
    ['/webhooks', {}],
    ['/api/transactions/sell/prepare', {}],
    ['/demo/session', {}],
    ['/_sandbox/faults', {}],
    ['/v1/transactions/sell/prepare', {}],
  ])('answers a chunked body without Content-Length on %s with 413 long before it ends', async (path) => {
    const cookie = await signIn(`big-${Date.now()}`);
    const browser: Record<string, string> = path.startsWith('/api') || path.startsWith('/demo') ? { origin: demo.url, cookie } : {};
    const { status, sent } = await streamUntilAnswered(path, { 'content-type': 'application/json', ...browser, authorization: `Bearer ${demo.controlToken}`, 'x-api-key': 'k', 'webhook-signature': FORGED_WEBHOOK_SIGNATURE });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('the static server and the control API on the demo origin', () => {
  it('answers a malformed percent-encoding with 400, not 500', async () => {
    const r = serveWeb('/%E0%A4%A');
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ Type: 'InvalidMessage' });
  });

  it('needs the control token and refuses a foreign page, with Referrer-Policy on every answer', async () => {
    const anonymous = await fetch(`${demo.url}/_sandbox/requests`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('referrer-policy')).toBe('no-referrer');
    const foreign = await fetch(`${demo.url}/_sandbox/reset`, { method: 'POST', headers: { 'content-type': 'text/plain', origin: 'https://evil.example', authorization: `Bearer ${demo.controlToken}` }, body: '{}' });
    expect(foreign.status).toBe(403);
    const allowed = await fetch(`${demo.url}/_sandbox/requests`, { headers: { authorization: `Bearer ${demo.controlToken}` } });
    expect(allowed.status).toBe(200);
  });
});
