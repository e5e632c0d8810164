import { describe, expect, it, vi } from 'vitest';
import { createRampkitClient } from './client';
import { ApiError, type ErrorEnvelope } from './errors';
import { matchOperation, operations, pathParamNames } from './operations';

const uuid = '4b0e4a8e-7c5e-4c38-9a55-6d5e2f6a1b2c';
const channel = {
  ID: uuid, PaymentMethodCategory: 'Bank', PaymentMethodType: 'BankSepa', FiatCurrency: 'EUR', Country: 'DE',
  FeeConfig: { Fixed: '0.5', Percentage: '1', FiatCurrency: 'EUR' }, Limits: { MinLimit: '10' }, Rate: '0.92', ProcessingSeconds: 60,
};
const envelope = (Type: ErrorEnvelope['Type'], extra: Partial<ErrorEnvelope> = {}): ErrorEnvelope => ({ Type, Action: 'X', Detail: `${Type} happened`, Instance: 'i-1', ...extra });
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function setup(...answers: (Response | Error)[]) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
    calls.push(new Request(String(input), init));
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    return (next as Response).clone();
  });
  const sleeps: number[] = [];
  const client = createRampkitClient({ baseUrl: 'https://shop.example/api/', fetch, sleep: async (ms) => void sleeps.push(ms) });
  return { client, calls, sleeps, fetch };
}

const sellBody = { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: '101', FormSessionID: uuid, Nonce: uuid } as const;
const prepareBody = { ChannelID: uuid, CryptoCurrency: 'USDC_TEST', FiatAmount: '100' } as const;

describe('requests', () => {
  it('gives a quote\'s answer the time it was served, as data a spread keeps (a quote\'s clock reads it)', async () => {
    const date = 'Mon, 23 Nov 2026 17:00:00 GMT';
    const { client } = setup(json(200, { FormSessionID: uuid, TotalFee: '1', CryptoAmountEstimate: '101', CryptoAuthorizedAmount: '102' }, { date }));
    const before = Date.now();
    const prepared = await client.prepareSell({ body: prepareBody });
    expect(prepared.servedAt).toEqual({ serverNow: date, receivedAt: expect.any(Number) });
    expect(prepared.servedAt.receivedAt).toBeGreaterThanOrEqual(before);
    expect({ ...prepared }.servedAt).toEqual(prepared.servedAt);
    expect(JSON.parse(JSON.stringify(prepared)).servedAt).toEqual(prepared.servedAt);
  });
  it('says only when a quote arrived on this device where the browser hid the Date, and adds nothing to other answers', async () => {
    const { client } = setup(json(200, { FormSessionID: uuid, TotalFee: '1', CryptoAmountEstimate: '101', CryptoAuthorizedAmount: '102' }));
    expect((await client.prepareSell({ body: prepareBody })).servedAt).toEqual({ receivedAt: expect.any(Number) });
    const form = await setup(json(200, { FormSchema: { $schema: 'x', type: 'object', properties: {} } }, { date: 'Mon, 23 Nov 2026 17:00:00 GMT' })).client.getChannelForm({ params: { ChannelID: uuid } });
    expect(form).not.toHaveProperty('servedAt');
  });
  it('builds the path, query and body from the operation table', async () => {
    const { client, calls } = setup(json(200, { FormSchema: { $schema: 'x', type: 'object', properties: {} } }));
    await client.getChannelForm({ params: { ChannelID: uuid }, query: { PaymentMethodID: 'pm/1 2' } });
    expect(calls[0]?.url).toBe(`https://shop.example/api/channels/${uuid}/form?PaymentMethodID=pm%2F1+2`);
    expect(calls[0]?.method).toBe('GET');
  });
  it('encodes path parameters so a slash cannot change the route', async () => {
    const { client, calls } = setup(json(200, { Type: 'Individual' }));
    await client.getCustomer({ params: { CustomerID: '../admin' } }).catch(() => undefined);
    expect(calls[0]?.url).toBe('https://shop.example/api/customers/..%2Fadmin');
  });
  it('sends JSON bodies as given', async () => {
    const { client, calls } = setup(json(200, { FormSessionID: uuid, TotalFee: '1', CryptoAmountEstimate: '101', CryptoAuthorizedAmount: '102' }));
    await client.prepareSell({ body: prepareBody });
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(await calls[0]?.json()).toEqual(prepareBody);
  });
  it('sends only the fields the spec names: a misspelt, unknown or output-only one never leaves', async () => {
    const { client, calls } = setup(json(200, { FormSessionID: uuid, TotalFee: '1', CryptoAmountEstimate: '101', CryptoAuthorizedAmount: '102' }), json(202, { Transaction: undefined }));
    await client.prepareSell({ body: { ...prepareBody, fiatAmount: '99', ApiKey: 'k' } as typeof prepareBody });
    expect(await calls[0]?.json()).toEqual(prepareBody);
    await client.sell({ body: { ...sellBody, BusinessFee: { FeePct: '5' } } as typeof sellBody }).catch(() => undefined);
    expect(await calls[1]?.json()).toEqual(sellBody);
  });
  it('never sends a request that breaks the contract, and says which field', async () => {
    const { client, fetch } = setup(json(200, {}));
    const error = await client.prepareSell({ body: { ...prepareBody, CryptoAmount: '1' } }).catch((e: unknown) => e);
    expect(fetch).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).type).toBe('InvalidMessage');
    expect(Object.keys((error as ApiError).fieldErrors)).toEqual(['CryptoAmount']);
  });
  it('sends a read at once, before the contract chunk has arrived, and parses its answer once it has', async () => {
    const { client, fetch } = setup(json(200, { Items: [channel] }));
    // A new client has only started loading contract.ts: nothing waits for it before the fetch.
    const pending = client.listSellChannels({ query: { CryptoCurrency: 'USDC_TEST', Country: 'DE' } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await pending).Items[0]?.FeeConfig?.Fixed).toBe('0.5');
  });
  it('fails a read that breaks the contract with the same error, even when sent before the chunk arrived', async () => {
    const { client } = setup(json(200, { Items: [channel] }));
    const error = await client.listSellChannels({ query: { CryptoCurrency: 'NOPE' as never } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).type).toBe('InvalidMessage');
    expect(Object.keys((error as ApiError).fieldErrors)).toEqual(['CryptoCurrency']);
  });
  it('passes the AbortSignal through and stops when aborted', async () => {
    const controller = new AbortController();
    const fetch = vi.fn((_: unknown, init?: RequestInit) => new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const client = createRampkitClient({ baseUrl: '/api', fetch });
    const pending = client.listSellCountries({ signal: controller.signal });
    controller.abort(new DOMException('stop', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('responses', () => {
  it('tolerates unknown extra fields', async () => {
    const { client } = setup(json(200, { Items: [{ ...channel, NewField: 1 }], Extra: true }));
    const list = await client.listSellChannels({ query: { CryptoCurrency: 'USDC_TEST' } });
    expect(list.Items[0]?.Rate).toBe('0.92');
  });
  it('rejects a success body that breaks the contract with Unexpected, naming the field', async () => {
    const { client } = setup(json(200, { Items: [{ ...channel, Rate: 0.92 }] }));
    const error = (await client.listSellChannels({ query: { CryptoCurrency: 'USDC_TEST' } }).catch((e: unknown) => e)) as ApiError;
    expect(error.type).toBe('Unexpected');
    expect(error.detail).toContain('Items.0.Rate');
  });
  it('returns the status for operations with several success statuses', async () => {
    const { client } = setup(json(202, { VirtualAccountID: 'VA1', Status: 'PendingClosure' }));
    await expect(client.closeVirtualAccount({ params: { VirtualAccountID: 'VA1' } })).resolves.toEqual({ status: 202, data: { VirtualAccountID: 'VA1', Status: 'PendingClosure' } });
    const created = setup(json(201, { CustomerID: 'c1' }));
    const body = { Type: 'Individual' as const, FullName: { FirstName: 'A', LastName: 'B' }, DateOfBirth: '1990-01-01', Identities: [], PrimaryResidence: { Street: 'Main 1', City: 'X', PostCode: '123', State: 'Y', Country: 'DE' as const } };
    void body.Type;
    await expect(created.client.putCustomer({ params: { CustomerID: 'c1' }, body })).resolves.toEqual({ status: 201, data: { CustomerID: 'c1' } });
    const updated = setup(new Response(null, { status: 204 }));
    await expect(updated.client.putCustomer({ params: { CustomerID: 'c1' }, body })).resolves.toEqual({ status: 204, data: undefined });
  });
});

describe('errors', () => {
  it.each([
    [400, envelope('InvalidMessage', { RequestExtension: { Body: [{ Field: 'Form.IBAN', Reason: 'SchemaValidation', Description: 'bad IBAN' }] } }), { kind: 'fix-fields', fields: ['Form.IBAN'] }],
    [401, envelope('Unauthorized'), { kind: 'sign-in' }],
    [402, envelope('InsufficientBalance', { Action: 'PrepareSell' }), { kind: 'reduce-amount-or-fund', canDelaySell: true }],
    [403, envelope('Forbidden', { DenyExtension: [{ Reason: 'VerificationRequired', Principal: { Type: 'Customer', ID: 'c1' } }] }), { kind: 'resume-onboarding' }],
    [403, envelope('Forbidden', { DenyExtension: [{ Reason: 'VerificationRequired', Principal: { Type: 'User' } }] }), { kind: 'business-verification' }],
    [403, envelope('Forbidden', { DenyExtension: [{ Reason: 'Compliance', Description: 'travel rule' }] }), { kind: 'wait-for-approval', resumeOnboarding: false }],
    [403, envelope('Forbidden', { DenyExtension: [{ Reason: 'InsufficientPermissions' }] }), { kind: 'enable-feature' }],
    [403, envelope('Forbidden', { DenyExtension: [{ Reason: 'AccountStatus' }] }), { kind: 'account-restricted' }],
    [403, envelope('Forbidden'), { kind: 'wait-for-approval', resumeOnboarding: false }],
    [404, envelope('ResourceNotFound'), { kind: 'not-found' }],
    [409, envelope('Duplicate'), { kind: 'change-request' }],
    [400, envelope('InvalidMessage', { RequestExtension: { Body: [{ Field: 'Form.IBAN', Reason: 'NotSupported', Description: 'no SEPA' }] } }), { kind: 'choose-another-channel', field: 'Form.IBAN' }],
    [400, envelope('InvalidMessage', { RequestExtension: { Body: [{ Field: 'FormSessionID', Reason: 'IntegrityValidation', Description: 'expired' }] } }), { kind: 'restart-form', field: 'FormSessionID' }],
    [400, envelope('InvalidMessage', { RequestExtension: { Body: [{ Field: 'Trigger.SignedQuote', Reason: 'IntegrityValidation', Description: 'expired' }] } }), { kind: 'requote' }],
  ])('maps %i %o to its next action', async (status, body, next) => {
    const { client } = setup(json(status, body));
    const error = (await client.getCustomer({ params: { CustomerID: 'c1' } }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.type).toBe(body.Type);
    expect(error.instance).toBe('i-1');
    expect(error.nextAction).toEqual(next);
  });
  it('keys field errors by dot path and keeps deny reasons', async () => {
    const { client } = setup(json(400, envelope('InvalidMessage', { RequestExtension: { Body: [{ Field: 'Form.BankDetails.AccountNumber', Reason: 'SchemaValidation', Description: 'too short' }] } })));
    const error = (await client.prepareSell({ body: prepareBody }).catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ 'Form.BankDetails.AccountNumber': [{ reason: 'SchemaValidation', description: 'too short' }] });
  });
  it('builds an error from a body that is not an envelope', async () => {
    const { client } = setup(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = (await client.listSellCountries().catch((e: unknown) => e)) as ApiError;
    expect(error.type).toBe('Unexpected');
    expect(error.status).toBe(502);
    expect(error.action).toBe('ListSellCountries');
  });
});

describe('retries', () => {
  it('repeats a 409 Conflict, then succeeds', async () => {
    const { client, calls, sleeps } = setup(json(409, envelope('Conflict')), json(200, { DE: ['EUR'] }));
    await expect(client.listSellCountries()).resolves.toEqual({ DE: ['EUR'] });
    expect(calls).toHaveLength(2);
    expect(sleeps).toEqual([250]);
  });
  // The spec: "retry the same request after a short delay; a repeated 409 means the stored state
  // cannot accept the change and the request must change".
  it('says a 409 Conflict that came back on every attempt means the request must change', async () => {
    const { client, calls } = setup(json(409, envelope('Conflict')));
    const error = (await client.sell({ body: sellBody }).catch((e: unknown) => e)) as ApiError;
    expect(calls).toHaveLength(3);
    expect(error).toMatchObject({ type: 'Conflict', status: 409, retryable: false });
    expect(error.nextAction).toEqual({ kind: 'change-request' });
  });
  it('tries a change refused with Conflict a last time more than a second after the first, past the same-second lock the spec names', async () => {
    const { client, calls, sleeps } = setup(json(409, envelope('Conflict')));
    await client.sell({ body: sellBody }).catch(() => undefined);
    expect(calls).toHaveLength(3);
    expect(sleeps[0]).toBe(250);
    expect(sleeps[0]! + sleeps[1]!).toBeGreaterThan(1000);
  });
  it('leaves a read that met 409 Conflict on every attempt to be retried: it changes nothing', async () => {
    const { client, calls } = setup(json(409, envelope('Conflict')));
    const error = (await client.listSellCountries().catch((e: unknown) => e)) as ApiError;
    expect(calls).toHaveLength(3);
    expect(error).toMatchObject({ type: 'Conflict', retryable: true });
    expect(error.nextAction.kind).toBe('retry');
  });
  it('leaves a single 409 Conflict (retries off) to be retried', async () => {
    const fetch = vi.fn(async () => json(409, envelope('Conflict')));
    const error = (await createRampkitClient({ baseUrl: '/api', fetch, retry: false }).sell({ body: sellBody }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ type: 'Conflict', retryable: true });
    expect(error.nextAction.kind).toBe('retry');
  });
  it('never repeats a 409 Duplicate', async () => {
    const { client, calls } = setup(json(409, envelope('Duplicate')));
    await expect(client.sell({ body: sellBody })).rejects.toMatchObject({ type: 'Duplicate' });
    expect(calls).toHaveLength(1);
  });
  it('honours Retry-After on 429', async () => {
    const { client, sleeps } = setup(json(429, envelope('RateLimited'), { 'retry-after': '2' }), json(200, { DE: ['EUR'] }));
    await client.listSellCountries();
    expect(sleeps).toEqual([2000]);
  });
  it('repeats a 500 on a read, up to the attempt limit', async () => {
    const { client, calls, sleeps } = setup(json(500, envelope('Unexpected')));
    await expect(client.listSellCountries()).rejects.toMatchObject({ type: 'Unexpected' });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([250, 500]);
  });
  it('does not repeat a 500 on prepare sell, which is not idempotent', async () => {
    const { client, calls } = setup(json(500, envelope('Unexpected')));
    await expect(client.prepareSell({ body: prepareBody })).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(1);
  });
  it('repeats a sell after a lost answer with the same Nonce and the same bytes', async () => {
    const tx = { ID: uuid, Network: 'BaseTestSepolia', Created: '2026-01-01T00:00:00Z', Status: 'Pending', Direction: 'Out', CryptoCurrency: 'USDC_TEST' };
    const { client, calls } = setup(new TypeError('fetch failed'), json(202, { Transaction: tx }));
    const result = await client.sell({ body: sellBody });
    expect(result.Transaction.ID).toBe(uuid);
    expect(calls).toHaveLength(2);
    expect(await calls[0]?.text()).toBe(await calls[1]?.text());
  });
  it('reports a network failure as Unexpected with status 0', async () => {
    const { client } = setup(new TypeError('fetch failed'));
    await expect(client.prepareSell({ body: prepareBody })).rejects.toMatchObject({ type: 'Unexpected', status: 0, retryable: true });
  });
  it('can be switched off', async () => {
    const fetch = vi.fn(async () => json(409, envelope('Conflict')));
    const client = createRampkitClient({ baseUrl: '/api', fetch, retry: false });
    await expect(client.listSellCountries()).rejects.toMatchObject({ type: 'Conflict' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('operations table', () => {
  it.each(Object.entries(operations))('%s declares exactly the parameters its path names', (_name, def) => {
    const declared = 'params' in def && def.params ? Object.keys(def.params.shape).sort() : [];
    expect(declared).toEqual(pathParamNames(def.path).sort());
  });
  it.each([
    ['GET', '/channels/sell', 'listSellChannels'],
    ['GET', '/channels/sell/countries', 'listSellCountries'],
    ['GET', `/channels/${uuid}`, 'getChannel'],
    ['GET', `/channels/${uuid}/form`, 'getChannelForm'],
    ['POST', '/transactions/sell/prepare', 'prepareSell'],
    ['POST', '/transactions/sell', 'sell'],
    ['GET', `/transactions/${uuid}`, 'getTransaction'],
    ['POST', '/virtual-accounts/VA1/close', 'closeVirtualAccount'],
    ['PUT', '/customers/c1', 'putCustomer'],
    ['POST', '/onboarding/c1/prefill', 'submitPrefill'],
    ['POST', '/sandbox/fiat-deposit/simulate', 'simulateFiatDeposit'],
  ])('matches %s %s to %s', (method, path, name) => {
    expect(matchOperation(method, path)?.name).toBe(name);
  });
  it.each([['DELETE', '/customers/c1'], ['GET', '/admin'], ['GET', '/channels/sell/extra/more'], ['POST', '/customers/c1']])('matches nothing for %s %s', (method, path) => {
    expect(matchOperation(method, path)).toBeUndefined();
  });
});
