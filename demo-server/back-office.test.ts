// The demo's back office over real HTTP: it creates verified reliance customers for new ids with no
// customer session (it is the business's staff, not a customer), only creates (a taken id is refused
// and left as it is), refuses a second request for an id it is still creating, and a fresh visitor's
// session question is answered without an error status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from './main';
import { sampleCustomer } from '../src/sandbox/sample-customer';
import { requestFrom } from '../tooling/from-address';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer({ port: 0, buildWeb: false, env: {} });
});
afterAll(() => demo.close());

const create = (id: string, body: unknown, origin: string | null = demo.url) =>
  fetch(`${demo.url}/demo/back-office/customers/${encodeURIComponent(id)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify(body),
  });

it('a signed-out visitor is answered 200 with nobody signed in, not 401', async () => {
  const r = await fetch(`${demo.url}/demo/session`);
  expect(r.status).toBe(200);
  expect(await r.json()).toEqual({ CustomerID: null });
});

it('creates a verified customer for a new id without a customer session, who may then sell', async () => {
  const id = `bo-${Date.now()}`;
  const r = await create(id, sampleCustomer());
  expect([r.status, await r.json()]).toEqual([201, { CustomerID: id }]);
  // Signed in as that customer, the kit's proxy reads an approved record.
  const signIn = await fetch(`${demo.url}/demo/session`, { method: 'POST', headers: { 'content-type': 'application/json', origin: demo.url }, body: JSON.stringify({ CustomerID: id }) });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] as string;
  const record = await fetch(`${demo.url}/api/customers/${id}`, { headers: { cookie } });
  expect(record.status).toBe(200);
  expect((await record.json()).Verifications.Status).toBe('Approved');
});

it('only creates: a taken id is refused with 409 in the envelope and the customer keeps its name', async () => {
  const id = `bo-taken-${Date.now()}`;
  expect((await create(id, sampleCustomer())).status).toBe(201);
  const again = await create(id, { ...sampleCustomer(), FullName: { FirstName: 'Eve', LastName: 'Attacker' } });
  expect(again.status).toBe(409);
  expect(await again.json()).toMatchObject({ Type: 'Duplicate', Action: 'PutCustomer', Instance: expect.any(String), RequestExtension: { Body: [{ Field: 'CustomerID', Reason: 'IntegrityValidation' }] } });
  const signIn = await fetch(`${demo.url}/demo/session`, { method: 'POST', headers: { 'content-type': 'application/json', origin: demo.url }, body: JSON.stringify({ CustomerID: id }) });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] as string;
  expect((await (await fetch(`${demo.url}/api/customers/${id}`, { headers: { cookie } })).json()).FullName).toEqual(sampleCustomer().FullName);
});

it('a double-submit creates once: the second request for the same id is refused while the first runs', async () => {
  const id = `bo-double-${Date.now()}`;
  const answers = await Promise.all([create(id, sampleCustomer()), create(id, sampleCustomer())]);
  expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
});

it('lists every problem of a bad customer at once, and refuses a foreign page', async () => {
  const bad = await create('x'.repeat(43), { ...sampleCustomer(), DateOfBirth: 'soon' });
  expect(bad.status).toBe(400);
  expect(((await bad.json()).RequestExtension.Body as { Field: string }[]).map((p) => p.Field).sort()).toEqual(['CustomerID', 'DateOfBirth']);
  expect((await create(`bo-csrf-${Date.now()}`, sampleCustomer(), 'https://evil.example')).status).toBe(403);
  expect((await create(`bo-csrf-${Date.now()}`, sampleCustomer(), null)).status).toBe(403);
});

describe('anonymous creations are bounded (issue 29, finding 6)', () => {
  let small: DemoServer;
  beforeAll(async () => {
    small = await startDemoServer({ port: 0, buildWeb: false, env: { DEMO_BACK_OFFICE_PER_MINUTE: '3', SANDBOX_MAX_CUSTOMERS: '5' } });
  });
  afterAll(() => small.close());
  const createFrom = (address: string, id: string) =>
    requestFrom(address, `${small.url}/demo/back-office/customers/${id}`, { method: 'POST', headers: { origin: small.url, 'content-type': 'application/json' }, body: JSON.stringify(sampleCustomer()) });

  it('rate limits one address, lets another create, and refuses past the sandbox’s capacity in the envelope', { timeout: 60_000 }, async () => {
    const fromOne = [];
    for (let i = 0; i < 5; i += 1) fromOne.push(await createFrom('127.0.0.1', `flood-${i}`));
    expect(fromOne.map((r) => r.status)).toEqual([201, 201, 201, 429, 429]);
    expect(JSON.parse(fromOne[3]!.text)).toMatchObject({ Type: 'RateLimited', Action: 'PutCustomer' });
    expect(Number(fromOne[3]!.headers['retry-after'])).toBeGreaterThan(0);
    // Other addresses still create, until the sandbox holds its five customers.
    const others = [];
    for (const [i, address] of ['127.0.0.2', '127.0.0.2', '127.0.0.3'].entries()) others.push(await createFrom(address, `other-${i}`));
    expect(others.map((r) => r.status)).toEqual([201, 201, 429]);
    expect(JSON.parse(others[2]!.text)).toMatchObject({ Type: 'RateLimited', Detail: expect.stringContaining('at most 5 customers') });
  });
});
