// Auth, envelope hygiene, customers and onboarding, webhooks, faults.
import { afterEach, describe, expect, it } from 'vitest';
import { importSPKI } from 'jose';
import { generatePemKeyPair } from '../wire/keys';
import { importSigningKey, signApiRequest } from '../wire/api-signature';
import { verifyWebhookSignature } from '../wire/webhook-signature';
import { operations } from '../api/operations';
import { checkAnswer } from './app';
import { API_KEY, BASE, individual, startSandbox, type Harness } from './test-helpers';

let h: Harness | undefined;
afterEach(() => h?.sandbox.close());

describe('authentication', () => {
  it.each([
    ['no API key', { 'x-api-key': '' }, /X-Api-Key/],
    ['a wrong API key', { 'x-api-key': 'apikey_sandbox_other' }, /not valid/],
    ['a browser Origin', { origin: 'https://shop.example' }, /browsers/],
    ['a malformed signature', { 'api-signature': 'not-a-jwt' }, /Api-Signature/],
  ])('refuses %s with 401 Unauthorized', async (_label, headers, detail) => {
    h = await startSandbox();
    const r = await h.call('GET', '/v1/balances', undefined, headers);
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ Type: 'Unauthorized', Action: 'ListBalances' });
    expect(r.body.Detail).toMatch(detail);
    expect(r.body.Instance).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('requires and verifies signatures once a key is registered', async () => {
    const pair = await generatePemKeyPair('ES384');
    h = await startSandbox({ signingPublicKeyPem: pair.publicKeyPem });
    const signing = await importSigningKey(pair.privateKeyPem);
    expect((await h.call('GET', '/v1/balances')).body.Detail).toMatch(/required/);
    const url = `${BASE}/v1/transactions/sell/prepare`;
    const body = JSON.stringify({ ChannelID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a01', CryptoCurrency: 'USDC_TEST', FiatAmount: '100' });
    const good = await signApiRequest({ method: 'POST', url, body }, signing);
    expect((await h.call('POST', '/v1/transactions/sell/prepare', body, { 'api-signature': good })).status).not.toBe(401);
    const tampered = await h.call('POST', '/v1/transactions/sell/prepare', body.replace('100', '900'), { 'api-signature': good });
    expect(tampered.status).toBe(401);
    expect(tampered.body.Detail).toMatch(/bodyHash/);
    const stale = await signApiRequest({ method: 'GET', url: `${BASE}/v1/balances` }, signing, { now: Date.now() - 3_600_000 });
    expect((await h.call('GET', '/v1/balances', undefined, { 'api-signature': stale })).status).toBe(401);
    const other = await importSigningKey((await generatePemKeyPair('ES384')).privateKeyPem);
    const foreign = await signApiRequest({ method: 'GET', url: `${BASE}/v1/balances` }, other);
    expect((await h.call('GET', '/v1/balances', undefined, { 'api-signature': foreign })).status).toBe(401);
  });

  it('still checks the claims of a signature sent without a registered key', async () => {
    h = await startSandbox();
    const signing = await importSigningKey((await generatePemKeyPair('ES256')).privateKeyPem);
    const forOtherPath = await signApiRequest({ method: 'GET', url: `${BASE}/v1/transactions` }, signing);
    const r = await h.call('GET', '/v1/balances', undefined, { 'api-signature': forOtherPath });
    expect(r.status).toBe(401);
    expect(r.body.Detail).toMatch(/path/);
  });

  it('refuses, without a registered key, an unsigned alg "none" token and an iat far in the future', async () => {
    h = await startSandbox();
    const iat = Math.floor(Date.now() / 1000);
    const claims = { aud: BASE, method: 'GET', path: '/v1/balances', bodyHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' };
    const unsecured = (header: object, c: object) => `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(c)).toString('base64url')}.`;
    const none = await h.call('GET', '/v1/balances', undefined, { 'api-signature': unsecured({ alg: 'none' }, { ...claims, iat, exp: iat + 300 }) });
    expect(none.status).toBe(401);
    expect(none.body.Detail).toMatch(/alg/);
    const signing = await importSigningKey((await generatePemKeyPair('ES256')).privateKeyPem);
    const yearAhead = await signApiRequest({ method: 'GET', url: `${BASE}/v1/balances` }, signing, { now: Date.now() + 365 * 86_400_000 });
    const ahead = await h.call('GET', '/v1/balances', undefined, { 'api-signature': yearAhead });
    expect(ahead.status).toBe(401);
    expect(ahead.body.Detail).toMatch(/future/);
    expect((await h.call('GET', '/v1/balances', undefined, { 'api-signature': await signApiRequest({ method: 'GET', url: `${BASE}/v1/balances` }, signing) })).status).toBe(200);
  });

  it('takes a signature whose queryParams list the query in another order, with a registered key or without', async () => {
    const pair = await generatePemKeyPair('ES256');
    const signing = await importSigningKey(pair.privateKeyPem);
    // Signed for "?CryptoCurrency=…&PageSize=…", sent as "?PageSize=…&CryptoCurrency=…": a map's key order says nothing.
    const token = await signApiRequest({ method: 'GET', url: `${BASE}/v1/balances?CryptoCurrency=BTC_TEST&PageSize=1` }, signing);
    for (const options of [{}, { signingPublicKeyPem: pair.publicKeyPem }]) {
      h = await startSandbox(options);
      expect((await h.call('GET', '/v1/balances?PageSize=1&CryptoCurrency=BTC_TEST', undefined, { 'api-signature': token })).status).toBe(200);
      const changed = await h.call('GET', '/v1/balances?PageSize=2&CryptoCurrency=BTC_TEST', undefined, { 'api-signature': token });
      expect(changed.status).toBe(401);
      expect(changed.body.Detail).toMatch(/queryParams/);
      h.sandbox.close();
    }
    h = undefined;
  });

  it('acts on no query parameter given twice, signed or not: one value per name, as queryParams has it', async () => {
    h = await startSandbox();
    const r = await h.call('GET', '/v1/channels/sell?CryptoCurrency=USDC_TEST&Country=DE&CryptoCurrency=BTC_TEST');
    expect(r.status).toBe(400);
    expect(r.body.RequestExtension.Body[0]).toMatchObject({ Field: 'CryptoCurrency', Reason: 'SchemaValidation' });
    const signing = await importSigningKey((await generatePemKeyPair('ES256')).privateKeyPem);
    const signedFirst = await signApiRequest({ method: 'GET', url: `${BASE}/v1/channels/sell?CryptoCurrency=USDC_TEST&Country=DE` }, signing);
    const smuggled = await h.call('GET', '/v1/channels/sell?CryptoCurrency=USDC_TEST&Country=DE&CryptoCurrency=BTC_TEST', undefined, { 'api-signature': signedFirst });
    expect(smuggled.status).toBe(401);
  });
});

describe('bad input always gets an envelope, never a 500', () => {
  it.each([
    ['malformed JSON', 'POST', '/v1/transactions/sell/prepare', '{"ChannelID":', {}, 400],
    ['a wrong content type', 'POST', '/v1/transactions/sell/prepare', 'ChannelID=x', { 'content-type': 'text/plain' }, 400],
    ['an unknown enum value', 'GET', '/v1/payment-methods?CustomerID=c&Capability=Teleport', undefined, {}, 400],
    ['a bad path parameter', 'GET', '/v1/transactions/not-a-uuid', undefined, {}, 400],
    ['an oversize body', 'POST', '/v1/transactions/sell/prepare', JSON.stringify({ pad: 'x'.repeat(1_100_000) }), {}, 413],
    ['an unknown route', 'GET', '/v1/nothing-here', undefined, {}, 404],
    ['a missing customer', 'GET', '/v1/customers/ghost', undefined, {}, 404],
  ])('%s', async (_label, method, path, body, headers, status) => {
    h = await startSandbox();
    const r = await h.call(method, path, body, headers);
    expect(r.status).toBe(status);
    expect(Object.keys(r.body)).toEqual(expect.arrayContaining(['Type', 'Action', 'Detail', 'Instance']));
  });
  it('reports a missing required field with SchemaValidation on that field', async () => {
    h = await startSandbox();
    const r = await h.call('POST', '/v1/transactions/sell/prepare', { CryptoCurrency: 'USDC_TEST', FiatAmount: '1' });
    expect(r.body.RequestExtension.Body).toContainEqual({ Field: 'ChannelID', Reason: 'SchemaValidation', Description: 'is required' });
  });
});

describe('customers', () => {
  it('creates (201), updates (204) and reads a reliance customer, approved at once', async () => {
    h = await startSandbox();
    expect(await h.call('PUT', '/v1/customers/c-1', individual)).toMatchObject({ status: 201, body: { CustomerID: 'c-1' } });
    expect((await h.call('PUT', '/v1/customers/c-1', { ...individual, Email: 'ana@example.com' })).status).toBe(204);
    const read = await h.call('GET', '/v1/customers/c-1');
    expect(read.body).toMatchObject({ Type: 'Individual', CustomerID: 'c-1', Verifications: { Status: 'Approved' } });
    expect(read.body.Agreements[0]).toMatchObject({ Accepted: true });
  });
  it('refuses a customer of the other kind under a taken CustomerID with 409 Duplicate, keeping the first', async () => {
    h = await startSandbox();
    await h.call('PUT', '/v1/customers/c-3', individual);
    const business = {
      Type: 'Business', RegisteredName: 'Acme GmbH', RegistrationNumber: 'HRB 1', EntityType: 'Corporation', RegistrationCountry: 'DE',
      RegisteredAddress: individual.PrimaryResidence, IncorporationDate: '2015-03-01', TaxID: 'DE1',
    };
    const r = await h.call('PUT', '/v1/customers/c-3', business);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ Type: 'Duplicate', Action: 'PutCustomer', RequestExtension: { Body: [{ Field: 'CustomerID', Reason: 'IntegrityValidation' }] } });
    expect((await h.call('GET', '/v1/customers/c-3')).body.Type).toBe('Individual');
  });
  it('puts a bad address field on its dot path', async () => {
    h = await startSandbox();
    const r = await h.call('PUT', '/v1/customers/c-2', { ...individual, PrimaryResidence: { ...individual.PrimaryResidence, Country: 'US', State: 'New York' } });
    expect(r.body.RequestExtension.Body).toEqual([{ Field: 'PrimaryResidence.State', Reason: 'SchemaValidation', Description: expect.stringContaining('two-letter') }]);
  });
});

describe('hosted onboarding', () => {
  it('bounds Metadata: 50 pairs in all, keys of 1-40 characters, values of at most 500', async () => {
    h = await startSandbox();
    const pairs = (n: number, from = 0) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${from + i}`, 'v']));
    const call = (Metadata: Record<string, string>) => h!.call('POST', '/v1/onboarding/m-1', { ReturnURL: 'https://shop.example/back', Metadata });
    expect((await call(pairs(51))).body.RequestExtension.Body[0]).toMatchObject({ Field: 'Metadata', Reason: 'SchemaValidation' });
    expect((await call({ ['k'.repeat(41)]: 'v' })).status).toBe(400);
    expect((await call({ k: 'v'.repeat(501) })).status).toBe(400);
    // A refused request created no customer.
    expect((await h.call('GET', '/v1/customers/m-1')).status).toBe(404);
    expect((await call(pairs(30))).status).toBe(201);
    // The pairs add up: 30 kept and 30 new would be 60.
    const more = await call(pairs(30, 30));
    expect(more.status).toBe(400);
    expect(more.body.RequestExtension.Body[0]).toMatchObject({ Field: 'Metadata', Reason: 'IntegrityValidation' });
    expect((await call(pairs(20, 30))).status).toBe(200);
  });
  it('creates (201), resumes (200) and completes a hosted session, then reviews asynchronously', async () => {
    h = await startSandbox({ webhookUrl: 'http://hooks.test/in', fetch: async () => new Response(null, { status: 204 }) });
    const first = await h.call('POST', '/v1/onboarding/c-3', { ReturnURL: 'https://shop.example/back', Locale: 'de' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ OnboardingStatus: 'ReviewNotStarted', MissingSteps: ['IDENTITY', 'SELFIE', 'QUESTIONNAIRE'] });
    expect(first.body.HostedURL).toMatch(/^http:\/\/sandbox\.test\/hosted\/de\/onboarding\//);
    // Made, but with no details to show yet: not "does not exist" after the 201.
    const early = await h.call('GET', '/v1/customers/c-3');
    expect(early.status).toBe(404);
    expect(early.body.Detail).toMatch(/no details yet/);
    expect((await h.call('GET', '/v1/customers/never-made')).body.Detail).toMatch(/does not exist/);
    const again = await h.call('POST', '/v1/onboarding/c-3', { ReturnURL: 'https://shop.example/back', Locale: 'de' });
    expect(again).toMatchObject({ status: 200, body: { HostedURL: first.body.HostedURL } });

    const path = new URL(first.body.HostedURL).pathname;
    const page = await h.sandbox.fetch(new Request(`${BASE}${path}`));
    const german = await page.text();
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('<label for="FirstName">Vorname <span aria-hidden="true">*</span></label>');
    expect(german).toContain('<option value="DE" selected>Deutschland (DE)</option>');
    const form = new URLSearchParams({ FirstName: 'Ana', LastName: '', DateOfBirth: '1990-02-30', Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE', IDType: 'Passport', IDNumber: 'C01X', IssuingCountry: 'DE' });
    const invalid = await h.sandbox.fetch(new Request(`${BASE}${path}`, { method: 'POST', body: form }));
    const html = await invalid.text();
    expect(invalid.status).toBe(400);
    expect(html).toContain('role="alert"');
    expect(html).toContain('value="Hauptstr. 5"');
    expect(html).toContain('Bitte beheben Sie');
    for (const [k, v] of Object.entries({ LastName: 'Silva', DateOfBirth: '1990-05-17', Selfie: 'yes', PlatformPrivacyPolicy: 'yes', PlatformTermsOfService: 'yes', PlatformEsignAgreement: 'yes', Outcome: 'DeclinedRetry' })) form.set(k, v);
    const done = await h.sandbox.fetch(new Request(`${BASE}${path}`, { method: 'POST', body: form }));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('https://shop.example/back?CustomerID=c-3&OnboardingStatus=ReviewPending');
    expect((await h.call('GET', '/v1/customers/c-3')).body.Verifications.Status).toBe('Pending');
    await h.sandbox.clock.advance(5_000);
    const decided = await h.call('GET', '/v1/customers/c-3');
    expect(decided.body.Verifications.Status).toBe('Declined');
    expect(decided.body.Verifications.EntityVerifications[0].RejectionData.RejectType).toBe('Retry');
  });
  it('fills the hosted page with what the business already sent, in the session language', async () => {
    h = await startSandbox();
    await h.call('POST', '/v1/onboarding/c-6', { ReturnURL: 'https://shop.example/back', Form: { FullName: { FirstName: 'Ana', LastName: 'Silva' }, DateOfBirth: '1990-05-17' } });
    const session = await h.call('POST', '/v1/onboarding/c-6', { ReturnURL: 'https://shop.example/back', Locale: 'pt' });
    const html = await (await h.sandbox.fetch(new Request(session.body.HostedURL.replace(/^http:\/\/[^/]+/, BASE)))).text();
    expect(html).toContain('<html lang="pt">');
    expect(html).toMatch(/<label for="FirstName">Nome próprio <span aria-hidden="true">\*<\/span><\/label>\s*<input id="FirstName" name="FirstName" value="Ana"/);
    // The date of birth in the session locale's order (Portuguese: day first).
    expect(html).toContain('id="DateOfBirth" name="DateOfBirth" value="17/05/1990"');
    // State is required in every country (Germany too): the page says so and marks it required.
    expect(html).toMatch(/<label for="State">Estado ou região \(obrigatório em todos os países[^<]*<span aria-hidden="true">\*<\/span><\/label>\s*<input id="State" name="State" value="" required aria-required="true"/);
  });
  it('checks a business on the hosted page with the contract rules, keeping what was typed', async () => {
    h = await startSandbox();
    const session = await h.call('POST', '/v1/onboarding/biz-h', { ReturnURL: 'https://shop.example/back', CustomerType: 'Business' });
    const url = session.body.HostedURL.replace(/^http:\/\/[^/]+/, BASE);
    const agreements = { PlatformPrivacyPolicy: 'yes', PlatformTermsOfService: 'yes', PlatformEsignAgreement: 'yes' };
    const address = { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' };
    const bad = await h.sandbox.fetch(new Request(url, { method: 'POST', body: new URLSearchParams({ RegisteredName: '', RegistrationNumber: 'R'.repeat(41), ...address, ...agreements }) }));
    const html = await bad.text();
    expect(bad.status).toBe(400);
    expect(html).toMatch(/<p class="error" id="RegisteredName-error">[^<]+<\/p>/);
    expect(html).toMatch(/<p class="error" id="RegistrationNumber-error">[^<]*40[^<]*<\/p>/);
    expect(html).toContain(`value="${'R'.repeat(41)}"`);
    const good = await h.sandbox.fetch(new Request(url, { method: 'POST', body: new URLSearchParams({ RegisteredName: 'Acme GmbH', RegistrationNumber: 'HRB 1', ...address, ...agreements }) }));
    expect(good.status).toBe(303);
  });
  it('mints a new HostedURL once the 30-minute session expired', async () => {
    h = await startSandbox();
    const first = await h.call('POST', '/v1/onboarding/c-4', { ReturnURL: 'https://shop.example/back' });
    await h.sandbox.clock.advance(31 * 60_000);
    const again = await h.call('POST', '/v1/onboarding/c-4', { ReturnURL: 'https://shop.example/back' });
    expect(again.status).toBe(200);
    expect(again.body.HostedURL).not.toBe(first.body.HostedURL);
    expect((await h.sandbox.fetch(new Request(first.body.HostedURL))).status).toBe(410);
  });
  it('returns the FormSchema of what is missing, checks a Form on Form.<path>, and answers 202 once it is complete', async () => {
    h = await startSandbox();
    const back = 'https://shop.example/back';
    const first = await h.call('POST', '/v1/onboarding/c-5', { ReturnURL: back });
    expect(first.body.FormSchema).toMatchObject({ $schema: expect.stringContaining('draft-07'), type: 'object' });
    expect(first.body.FormSchema.required).toEqual(expect.arrayContaining(['FullName', 'DateOfBirth', 'Identities', 'PrimaryResidence']));
    const { Type: _t, ...data } = individual;
    const bad = await h.call('POST', '/v1/onboarding/c-5', { ReturnURL: back, Form: { ...data, DateOfBirth: '17.05.1990', PrimaryResidence: { ...data.PrimaryResidence, PostCode: '00000' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.RequestExtension.Body.map((p: { Field: string }) => p.Field).sort()).toEqual(['Form.DateOfBirth', 'Form.PrimaryResidence.PostCode']);
    const part = await h.call('POST', '/v1/onboarding/c-5', { ReturnURL: back, Form: { FullName: data.FullName, DateOfBirth: data.DateOfBirth, Note: 'extra is allowed' } });
    expect(part.status).toBe(200);
    expect(Object.keys(part.body.FormSchema.properties)).not.toContain('FullName');
    expect(part.body.FormSchema.required.sort()).toEqual(['Identities', 'PrimaryResidence']);
    const r = await h.call('POST', '/v1/onboarding/c-5', { ReturnURL: back, Form: { Identities: data.Identities, PrimaryResidence: data.PrimaryResidence } });
    expect(r).toMatchObject({ status: 202, body: { OnboardingStatus: 'ReviewPending' } });
    const late = await h.call('POST', '/v1/onboarding/c-5', { ReturnURL: back, Form: { DateOfBirth: '1991-01-01' } });
    expect(late.body.RequestExtension.Body).toEqual([expect.objectContaining({ Field: 'Form', Reason: 'IntegrityValidation' })]);
    await h.sandbox.clock.advance(5_000);
    expect((await h.call('GET', '/v1/customers/c-5')).body).toMatchObject({ DateOfBirth: '1990-05-17', Verifications: { Status: 'Approved' } });
  });
  it('keeps the Metadata of accepted onboarding calls and answers it as the customer\'s Metadata', async () => {
    h = await startSandbox();
    const back = 'https://shop.example/back';
    const { Type: _t, ...data } = individual;
    expect((await h.call('POST', '/v1/onboarding/c-meta', { ReturnURL: back, Metadata: { ShopUser: '42', Plan: 'basic' } })).status).toBe(201);
    const refused = await h.call('POST', '/v1/onboarding/c-meta', { ReturnURL: back, Metadata: { Plan: 'refused' }, Form: { DateOfBirth: 'yesterday' } });
    expect(refused.status).toBe(400);
    const r = await h.call('POST', '/v1/onboarding/c-meta', { ReturnURL: back, Metadata: { Plan: 'gold' }, Form: data });
    expect(r.status).toBe(202);
    await h.sandbox.clock.advance(5_000);
    expect((await h.call('GET', '/v1/customers/c-meta')).body.Metadata).toEqual({ ShopUser: '42', Plan: 'gold' });
  });
  it('reports an individual prefill against a stored business profile as IntegrityValidation', async () => {
    h = await startSandbox();
    expect((await h.call('POST', '/v1/onboarding/biz-1/prefill', { Type: 'BusinessCustomerPrefill', RegistrationCountry: 'DE', CompanyName: 'Acme GmbH', PrimaryWebsite: 'acme.example' })).status).toBe(200);
    const wrong = await h.call('POST', '/v1/onboarding/biz-1/prefill', { Type: 'IndividualCustomerPrefill', Citizenship: 'DE' });
    expect(wrong.status).toBe(200);
    expect(wrong.body.RequestExtension.Body[0]).toMatchObject({ Reason: 'IntegrityValidation' });
    const bad = await h.call('POST', '/v1/onboarding/biz-2/prefill', { Type: 'BusinessCustomerPrefill', RegistrationCountry: 'DE' });
    expect(bad.body.RequestExtension.Body[0]).toMatchObject({ Field: 'NoWebsiteClarification', Reason: 'SchemaValidation' });
  });
});

describe('webhooks', () => {
  it('signs each delivery and retries a failing receiver six times with backoff', async () => {
    const received: { body: string; signature: string }[] = [];
    h = await startSandbox({
      webhookUrl: 'http://hooks.test/in',
      fetch: async (_url, init) => {
        received.push({ body: String(init?.body), signature: new Headers(init?.headers).get('webhook-signature') ?? '' });
        return new Response('down', { status: 503 });
      },
    });
    await h.call('PUT', '/v1/customers/c-6', individual);
    await h.sandbox.clock.advance(0);
    await h.sandbox.clock.advance(60_000);
    expect(received).toHaveLength(6);
    expect(new Set(received.map((r) => r.body)).size).toBe(1);
    const key = await importSPKI(h.sandbox.webhookPublicKeyPem, 'ES384');
    expect(await verifyWebhookSignature(received[0]!.body, received[0]!.signature, key)).toBe(true);
    const event = JSON.parse(received[0]!.body);
    expect(event).toMatchObject({ EventType: 'Customer', EventVersion: 1, Data: { CustomerID: 'c-6' } });
    const log = await h.call('GET', '/_sandbox/webhooks');
    expect(log.body.map((e: { attempt: number }) => e.attempt)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('dates an event on the real clock after the sandbox clock was moved forward, so a receiver checking its age against its own time takes it', async () => {
    const received: string[] = [];
    h = await startSandbox({ webhookUrl: 'http://hooks.test/in', fetch: async (_url, init) => (received.push(String(init?.body)), new Response(null, { status: 204 })) });
    // As a QA suite does to expire a 15-minute form session.
    await h.sandbox.clock.advance(16 * 60_000);
    await h.call('PUT', '/v1/customers/c-7', individual);
    await h.sandbox.clock.advance(0);
    expect(received).toHaveLength(1);
    const occurred = Date.parse(JSON.parse(received[0]!).Occurred);
    expect(Math.abs(occurred - Date.now())).toBeLessThan(60_000);
  });
});

describe('the OpenAPI description', () => {
  it('serves every operation of the contract at /v1/openapi.json, version 0.1.3, without a key', async () => {
    h = await startSandbox();
    const r = await h.call('GET', '/v1/openapi.json', undefined, { 'x-api-key': '' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ openapi: '3.1.0', info: { version: '0.1.3' }, servers: [{ url: `${BASE}/v1` }] });
    const described = Object.entries(r.body.paths as Record<string, Record<string, { summary: string }>>).flatMap(([path, methods]) => Object.entries(methods).map(([method, o]) => `${method.toUpperCase()} ${path} ${o.summary}`));
    expect(described.sort()).toEqual(Object.values(operations).map((o) => `${o.method} ${o.path} ${o.action}`).sort());
    const prepare = r.body.paths['/transactions/sell/prepare'].post;
    expect(prepare.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['ChannelID', 'CryptoCurrency']));
    expect(prepare.responses['402'].content['application/json'].schema.$ref).toBe('#/components/schemas/ErrorEnvelope');
    const channels = r.body.paths['/channels/sell'].get.parameters as { name: string; in: string; required: boolean }[];
    expect(channels).toContainEqual(expect.objectContaining({ name: 'CryptoCurrency', in: 'query', required: true }));
    expect(channels).toContainEqual(expect.objectContaining({ name: 'PageSize', in: 'query', required: false }));
  });
});

describe('answers in test mode', () => {
  it('refuses to send an answer that breaks the contract, naming the field', () => {
    expect(() => checkAnswer(operations.getTransaction, 200, { ID: 'not-a-uuid' })).toThrow(/GetTransaction breaks the contract: ID: .*Network: is required/s);
    expect(() => checkAnswer(operations.getTransaction, 201, {})).toThrow(/201, a status the contract does not list/);
    expect(() => checkAnswer(operations.putCustomer, 204, undefined)).not.toThrow();
  });
});

describe('fault injection and the request log', () => {
  it('injects 409s on a matching route only, and logs every request', async () => {
    h = await startSandbox();
    await h.control('/faults', { Rules: [{ Route: '/channels/sell/countries', Rate409: 1 }] });
    const faulty = await h.call('GET', '/v1/channels/sell/countries');
    expect(faulty).toMatchObject({ status: 409, body: { Type: 'Conflict' } });
    expect((await h.call('GET', '/v1/balances')).status).toBe(200);
    const log = await h.call('GET', '/_sandbox/requests');
    expect(log.body.map((e: { path: string; status: number }) => `${e.status} ${e.path}`)).toEqual(['409 /v1/channels/sell/countries', '200 /v1/balances']);
  });
  it('refuses the control API outside test mode', async () => {
    h = await startSandbox({ testMode: false });
    expect((await h.call('GET', '/_sandbox/requests')).status).toBe(403);
  });
});

void API_KEY;
