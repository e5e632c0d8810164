// The client against the service's published 0.1.3 description: every answer shape the issue lists
// is read (and each break of the seed contract reported once), unknown values pass as they are,
// and requests stay strictly checked, in the seed shapes unless the host configured 0.1.3.
import { describe, expect, it, vi } from 'vitest';
import { createRampkitClient } from './client';
import type { ContractMismatch } from './contract-mismatch';
import type { ApiVersion } from './published';
import { normaliseDateTime, normaliseDecimal, readerOf } from './reader';
import { WebhookEventSchema } from './webhooks';
import { ApiError } from './errors';

const uuid = '4b0e4a8e-7c5e-4c38-9a55-6d5e2f6a1b2c';
const uuid2 = '9d2c6a3e-1f4b-4e8a-8c7d-2b1a0f9e8d7c';
const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: body === undefined ? {} : { 'content-type': 'application/json' } });

function setup(answers: Response[], apiVersion?: ApiVersion) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  const fetch = vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const next = answers.length > 1 ? answers.shift() : answers[0];
    return (next as Response).clone();
  });
  const mismatches: ContractMismatch[] = [];
  const client = createRampkitClient({ baseUrl: 'https://shop.example/api', fetch, retry: false, apiVersion, onContractMismatch: (m) => mismatches.push(m) });
  return { client, calls, mismatches };
}

// A channel as the published description has it: no FeeConfig.
const publishedChannel = {
  ID: uuid, PaymentMethodCategory: 'Bank', PaymentMethodType: 'BankSepa', FiatCurrency: 'EUR', Country: 'DE',
  Limits: { MinLimit: '10' }, Rate: '0.92', ProcessingSeconds: 60,
};
const transaction = {
  ID: uuid, Network: 'OffNetwork', Created: '2026-11-23T10:00:00Z', Status: 'Pending', Direction: 'Out', CustomerID: 'c1',
  CryptoCurrency: 'USDC_TEST', Amount: '10',
};
const paymentMethod = {
  ID: 'pm_1', CustomerID: 'c1', Country: 'DE', PaymentMethodCategory: 'Bank', Capabilities: { PayoutFrom: false, PayinTo: false, PayoutTo: true },
  DisplayDetails: { Type: 'FiatPaymentMethodBankDisplay', AccountNumber: 'DE89370400440532013000' },
};

describe('answers in the published 0.1.3 shapes', () => {
  it('reads channels without FeeConfig and reports the mismatch once, with the operation and path', async () => {
    const { client, mismatches } = setup([json(200, { Items: [publishedChannel, { ...publishedChannel, ID: uuid2 }] })]);
    const page = await client.listSellChannels({ query: { CryptoCurrency: 'USDC_TEST' } });
    expect(page.Items.map((c) => c.ID)).toEqual([uuid, uuid2]);
    expect(page.Items[0]?.FeeConfig).toBeUndefined();
    expect(mismatches).toEqual([{ operation: 'listSellChannels', status: 200, path: 'Items.0.FeeConfig', problem: 'is required' }]);
    // The next page with the same gap is old news.
    await client.listSellChannels({ query: { CryptoCurrency: 'USDC_TEST' } });
    expect(mismatches).toHaveLength(1);
  });

  it('reads one channel without FeeConfig', async () => {
    const { client, mismatches } = setup([json(200, publishedChannel)]);
    const channel = await client.getChannel({ params: { ChannelID: uuid }, query: { CryptoCurrency: 'USDC_TEST' } });
    expect(channel).toMatchObject({ ID: uuid, Limits: { MinLimit: '10' } });
    expect(mismatches.map((m) => [m.operation, m.path])).toEqual([['getChannel', 'FeeConfig']]);
  });

  it('reads bank-deposit details that carry only the bank details', async () => {
    const body = { PaymentMethodID: 'pm_va', PaymentMethodType: 'BankAch', AccountNumber: '123456789012', BankCode: '101019644', BankName: 'Lead Bank' };
    const { client, mismatches } = setup([json(200, body)]);
    const details = await client.createBankDepositWorkflow({
      body: { CustomerID: 'c1', FiatCurrency: 'USD', CryptoCurrency: 'USDC_TEST', Network: 'EthereumTestSepolia', DestinationAddress: { Address: '0xabc' } },
    });
    expect(details).toEqual(body);
    expect(mismatches.map((m) => m.path).sort()).toEqual(['CryptoCurrency', 'DestinationAddress', 'Fee', 'Network', 'VirtualAccountID']);
  });

  it('reads a deposit rule without RuleID', async () => {
    const body = { Conditions: [{ AmountConditions: [], CryptoCurrency: 'ETH_TEST_SEPOLIA', Network: 'EthereumTestSepolia', DestinationAddress: { Address: '0xdef' } }] };
    const { client, mismatches } = setup([json(200, body)]);
    const rule = await client.createDepositRule({
      body: { CustomerID: 'c1', CryptoCurrency: 'ETH_TEST_SEPOLIA', FormSessionID: uuid, Trigger: { Type: 'SingleOnchainDepositSourceTriggerInput', Nonce: 'n1', Conditions: [{ Network: 'EthereumTestSepolia' }] } },
    });
    expect(rule.RuleID).toBeUndefined();
    expect(rule.Conditions[0]?.DestinationAddress.Address).toBe('0xdef');
    expect(mismatches.map((m) => m.path)).toEqual(['RuleID']);
  });

  it('reads a prepare answer with no SellQuote and no NextStep, without calling it a mismatch', async () => {
    const body = { FormSessionID: uuid, TotalFee: '1.5', CryptoAmountEstimate: '101.5', CryptoAuthorizedAmount: '102.6' };
    const { client, mismatches } = setup([json(200, body)]);
    const prepared = await client.prepareSell({ body: { ChannelID: uuid, CryptoCurrency: 'USDC_TEST', FiatAmount: '100' } });
    expect(prepared).toEqual({ ...body, servedAt: { receivedAt: expect.any(Number) } });
    expect(mismatches).toEqual([]);
  });

  it('takes 201 without a body from PUT /customers and 200 without a body from prefill', async () => {
    const customer = {
      Type: 'Individual' as const, FullName: { FirstName: 'Ana', LastName: 'Silva' }, DateOfBirth: '1990-05-17', Identities: [],
      PrimaryResidence: { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' as const },
    };
    const put = setup([json(201)]);
    expect(await put.client.putCustomer({ params: { CustomerID: 'c1' }, body: customer })).toEqual({ status: 201, data: undefined });
    expect(put.mismatches.map((m) => [m.operation, m.path])).toEqual([['putCustomer', '']]);
    const prefill = setup([json(200)]);
    expect(await prefill.client.submitPrefill({ params: { CustomerID: 'c1' }, body: { Type: 'ProviderToken', Token: 't' } })).toEqual({});
  });

  it('asks once more when onboarding answers 201 without a body, and keeps the 201', async () => {
    const session = { HostedURL: 'https://sandbox.example/hosted/en/onboarding/1', OnboardingStatus: 'ReviewNotStarted' };
    const { client, calls } = setup([json(201), json(200, session)]);
    const result = await client.startOnboarding({ params: { CustomerID: 'c1' }, body: { ReturnURL: 'https://shop.example/account' } });
    expect(result).toEqual({ status: 201, data: session });
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST']);
    expect(calls[1]?.body).toEqual(calls[0]?.body);
  });

  it('takes a 201 onboarding answer of JSON null as no body, and asks again', async () => {
    const session = { HostedURL: 'https://sandbox.example/hosted/en/onboarding/1', OnboardingStatus: 'ReviewNotStarted' };
    const { client, calls } = setup([new Response('null', { status: 201, headers: { 'content-type': 'application/json' } }), json(200, session)]);
    expect(await client.startOnboarding({ params: { CustomerID: 'c1' }, body: { ReturnURL: 'https://shop.example/account' } })).toEqual({ status: 201, data: session });
    expect(calls).toHaveLength(2);
  });

  it('answers what asking again says when the review has started meanwhile (202), not a 201 without its HostedURL', async () => {
    const { client } = setup([json(201), json(202, { OnboardingStatus: 'ReviewPending' })]);
    const result = await client.startOnboarding({ params: { CustomerID: 'c1' }, body: { ReturnURL: 'https://shop.example/account' } });
    expect(result).toEqual({ status: 202, data: { OnboardingStatus: 'ReviewPending' } });
  });

  it('reads a channel form without FormSchema (nothing to fill) and reports the gap once', async () => {
    const { client, mismatches } = setup([json(200, {})]);
    const form = await client.getChannelForm({ params: { ChannelID: uuid }, query: { PaymentMethodID: 'pm_1' } });
    expect(form).toEqual({});
    expect(form.FormSchema).toBeUndefined();
    expect(mismatches).toEqual([{ operation: 'getChannelForm', status: 200, path: 'FormSchema', problem: 'is required' }]);
  });

  it('fails a 201 onboarding answer that stays empty when asked again', async () => {
    const { client } = setup([json(201), json(200)]);
    const error = await client.startOnboarding({ params: { CustomerID: 'c1' }, body: { ReturnURL: 'https://shop.example/account' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).type).toBe('Unexpected');
  });

  it('reads individual and business customers carrying the deprecated Verification object', async () => {
    const individual = {
      Type: 'Individual', CustomerID: 'c1', Created: '2026-01-01T00:00:00Z', FullName: { FirstName: 'Ana', LastName: 'Silva' }, DateOfBirth: '1990-05-17',
      Identities: [], PrimaryResidence: { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' },
      Verification: { Status: 'Approved', Level: 'Full' },
    };
    const business = { Type: 'Business', CustomerID: 'b1', Created: '2026-01-01T00:00:00Z', RegisteredName: 'Acme', Verification: { Status: 'Pending' } };
    const { client, mismatches } = setup([json(200, individual), json(200, business)]);
    expect(await client.getCustomer({ params: { CustomerID: 'c1' } })).toMatchObject({ Type: 'Individual', CustomerID: 'c1' });
    expect(await client.getCustomer({ params: { CustomerID: 'b1' } })).toMatchObject({ Type: 'Business', RegisteredName: 'Acme' });
    expect(mismatches).toEqual([]);
  });

  it('reads FiatPaymentMethod as the kit’s PaymentMethod, in one transaction, a list and a sell', async () => {
    const published = { ...transaction, FiatPaymentMethod: paymentMethod };
    const { client } = setup([json(200, published), json(200, { Items: [published] }), json(202, { Transaction: published })]);
    expect((await client.getTransaction({ params: { TransactionID: uuid } })).PaymentMethod).toMatchObject({ ID: 'pm_1' });
    expect((await client.listTransactions()).Items[0]?.PaymentMethod).toMatchObject({ ID: 'pm_1' });
    const sold = await client.sell({ body: { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: '10', FormSessionID: uuid, Nonce: 'n-1', FiatAmount: '9' } });
    expect(sold.Transaction.PaymentMethod).toMatchObject({ ID: 'pm_1' });
    expect(sold.Transaction).not.toHaveProperty('FiatPaymentMethod');
  });

  it('shows an unknown status, currency, country and network as they are, reporting each path', async () => {
    const odd = { ...transaction, Status: 'Refunded', Network: 'Sui', FiatPayment: { Amount: '5', FeeAmount: '0.1', FiatCurrency: 'XCG' } };
    const { client, mismatches } = setup([json(200, odd), json(200, { XK: ['EUR', 'XCG'] })]);
    const tx = await client.getTransaction({ params: { TransactionID: uuid } });
    expect([tx.Status, tx.Network, tx.FiatPayment?.FiatCurrency]).toEqual(['Refunded', 'Sui', 'XCG']);
    expect(mismatches.map((m) => m.path).sort()).toEqual(['FiatPayment.FiatCurrency', 'Network', 'Status']);
    expect(await client.listSellCountries()).toEqual({ XK: ['EUR', 'XCG'] });
  });

  it('accepts the published decimals .5 and 5. and hands them on as 0.5 and 5', async () => {
    expect([normaliseDecimal('.5'), normaliseDecimal('5.'), normaliseDecimal('+.25'), normaliseDecimal('12.50')]).toEqual(['0.5', '5', '+0.25', '12.50']);
    const { client, mismatches } = setup([json(200, { Items: [{ ...publishedChannel, Rate: '.92', Limits: { MinLimit: '10.' } }] })]);
    const page = await client.listSellChannels({ query: { CryptoCurrency: 'USDC_TEST' } });
    expect(page.Items[0]).toMatchObject({ Rate: '0.92', Limits: { MinLimit: '10' } });
    expect(mismatches.map((m) => m.path)).toContain('Items.0.Rate');
  });

  it('still fails when a field the kit needs is missing or unreadable', async () => {
    const { client, mismatches } = setup([json(200, { TotalFee: '1', CryptoAmountEstimate: '1', CryptoAuthorizedAmount: '1' }), json(200, { Items: [{ ...publishedChannel, Rate: 'abc' }] })]);
    const missing = await client.prepareSell({ body: { ChannelID: uuid, CryptoCurrency: 'USDC_TEST', FiatAmount: '100' } }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect((missing as ApiError).detail).toMatch(/FormSessionID is required/);
    const garbled = await client.listSellChannels({ query: { CryptoCurrency: 'USDC_TEST' } }).catch((e: unknown) => e);
    expect((garbled as ApiError).detail).toMatch(/Items\.0\.Rate/);
    expect(mismatches).toEqual([]);
  });
});

describe('answers newer than the kit', () => {
  // "Full list: not shown" of payment method types, and the display shapes are a union a service
  // can grow: one account of a shape the kit does not know must not take the customer's list down.
  const walletMethod = { ...paymentMethod, ID: 'pm_2', PaymentMethodCategory: 'Identifier', DisplayDetails: { Type: 'FiatPaymentMethodWalletDisplay', Handle: '@ana' } };

  it('reads a payment method whose display shape the kit does not know, reporting it', async () => {
    const { client, mismatches } = setup([json(200, { Items: [paymentMethod, walletMethod] })]);
    const page = await client.listPaymentMethods({ query: { CustomerID: 'c1' } });
    expect(page.Items.map((m) => m.DisplayDetails.Type)).toEqual(['FiatPaymentMethodBankDisplay', 'FiatPaymentMethodWalletDisplay']);
    expect(mismatches.map((m) => m.path)).toEqual(['Items.1.DisplayDetails.Type']);
  });

  it('reads a transaction and its webhook paid to a method of an unknown display shape', async () => {
    const tx = { ...transaction, PaymentMethod: walletMethod };
    const { client } = setup([json(200, { Items: [tx] })]);
    expect((await client.listTransactions()).Items[0]?.PaymentMethod?.ID).toBe('pm_2');
    const event = { EventType: 'Transaction', EventVersion: 3, Occurred: '2026-11-23T10:00:00Z', UserID: 'u1', Data: tx };
    expect(readerOf(WebhookEventSchema).safeParse(event).success).toBe(true);
  });

  it('still refuses a known display shape without the field it needs', async () => {
    const { client } = setup([json(200, { Items: [{ ...paymentMethod, DisplayDetails: { Type: 'FiatPaymentMethodCardDisplay', Scheme: 'Visa' } }] })]);
    const error = await client.listPaymentMethods({ query: { CustomerID: 'c1' } }).catch((e: unknown) => e);
    expect((error as ApiError).detail).toMatch(/Items\.0\.DisplayDetails\.Last4/);
  });

  // A success the operation's table does not list (a sell answered 200 or 201, not 202) is still a
  // success: the sale went through, and the kit must not tell the customer it failed.
  it.each([200, 201])('reads a sell answered %i instead of 202 as the sale it is, reporting the status', async (status) => {
    const { client, mismatches } = setup([json(status, { Transaction: transaction })]);
    const sold = await client.sell({ body: { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: '10', FormSessionID: uuid, Nonce: 'n-1' } });
    expect(sold.Transaction.ID).toBe(uuid);
    expect(mismatches).toEqual([{ operation: 'sell', status, path: '', problem: `status ${status} is not one this operation answers with` }]);
  });

  it('reads an unlisted success of a multi-status operation as the listed status its body is', async () => {
    const { client } = setup([json(200, { CustomerID: 'c1' }), json(200), json(201, { VirtualAccountID: 'va1', Status: 'PendingClosure' })]);
    const body = { Type: 'Business', RegisteredName: 'Acme', RegistrationNumber: 'HRB 1', EntityType: 'Corporation', RegistrationCountry: 'DE', IncorporationDate: '2015-03-01', TaxID: 'DE1', RegisteredAddress: { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' } } as const;
    expect(await client.putCustomer({ params: { CustomerID: 'c1' }, body })).toEqual({ status: 201, data: { CustomerID: 'c1' } });
    expect(await client.putCustomer({ params: { CustomerID: 'c1' }, body })).toEqual({ status: 204, data: undefined });
    expect(await client.closeVirtualAccount({ params: { VirtualAccountID: 'va1' } })).toEqual({ status: 200, data: { VirtualAccountID: 'va1', Status: 'PendingClosure' } });
  });

  it('still fails an unlisted success whose body is none of the operation’s answers', async () => {
    const { client } = setup([json(200, { Nothing: true })]);
    const error = await client.sell({ body: { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: '10', FormSessionID: uuid, Nonce: 'n-1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).detail).toMatch(/Transaction is required/);
  });
});

describe('date-times in any ISO 8601 form with a zone', () => {
  it.each([
    ['no seconds', '2026-11-23T10:00Z', '2026-11-23T10:00:00Z', '2026-11-23T10:00:00.000Z'],
    ['a basic-format offset', '2026-11-23T10:00:00+0100', '2026-11-23T10:00:00+01:00', '2026-11-23T09:00:00.000Z'],
    ['an hour-only offset', '2026-11-23T10:00:00-05', '2026-11-23T10:00:00-05:00', '2026-11-23T15:00:00.000Z'],
    ['a comma fraction, lower case', '2026-11-23t10:00:00,5z', '2026-11-23T10:00:00.5Z', '2026-11-23T10:00:00.500Z'],
    ['a space', '2026-11-23 10:00:00Z', '2026-11-23T10:00:00Z', '2026-11-23T10:00:00.000Z'],
    ['RFC 3339 as it came', '2026-11-23T10:00:00.123+02:00', '2026-11-23T10:00:00.123+02:00', '2026-11-23T08:00:00.123Z'],
  ])('reads %s as the same instant', async (_, given, read, instant) => {
    expect(normaliseDateTime(given)).toBe(read);
    expect(new Date(read).toISOString()).toBe(instant);
    const { client } = setup([json(200, { Items: [{ ...transaction, Created: given }] })]);
    expect((await client.listTransactions()).Items[0]?.Created).toBe(read);
  });

  it.each([['no zone', '2026-11-23T10:00:00'], ['a date only', '2026-11-23'], ['month 13', '2026-13-23T10:00Z'], ['words', 'yesterday']])('still refuses %s', async (_, given) => {
    const { client } = setup([json(200, { Items: [{ ...transaction, Created: given }] })]);
    await expect(client.listTransactions()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('webhook events in the published shapes', () => {
  it('reads EventVersion 0 and a FiatDeposit carrying Sender and Refunds', () => {
    const event = {
      EventType: 'FiatDeposit', EventVersion: 0, Occurred: '2026-11-23T10:00:00Z', UserID: 'u1',
      Data: { ID: 'fd1', Created: '2026-11-23T10:00:00Z', FiatAmount: '250', FiatCurrency: 'USD', Status: 'Pending', PaymentMethodID: 'pm_1', PaymentMethodType: 'BankAch', Sender: { Name: 'Ana Silva' }, Refunds: [] },
    };
    const parsed = WebhookEventSchema.parse(event);
    expect(parsed.EventVersion).toBe(0);
    expect(parsed.Data).toMatchObject({ Sender: { Name: 'Ana Silva' }, Refunds: [] });
    expect(WebhookEventSchema.safeParse({ ...event, EventVersion: -1 }).success).toBe(false);
  });
});

describe('requests', () => {
  const prepare = { ChannelID: uuid, CryptoCurrency: 'USDC_TEST', CryptoAmount: '100', Quoted: true } as const;
  const prepared = { FormSessionID: uuid, TotalFee: '1', CryptoAmountEstimate: '1', CryptoAuthorizedAmount: '1' };

  it('sends the seed shapes unchanged to the default upstream', async () => {
    const { client, calls } = setup([json(200, prepared), json(200, {})]);
    await client.prepareSell({ body: prepare });
    await client.submitPrefill({ params: { CustomerID: 'c1' }, body: { Type: 'ProviderToken', Token: 't' } });
    expect(client.apiVersion).toBe('seed');
    expect(calls.map((c) => c.body)).toEqual([prepare, { Type: 'ProviderToken', Token: 't' }]);
  });

  it('to a 0.1.3 upstream: prepare without Quoted, and never a CryptoAmount without FiatAmount', async () => {
    const { client, calls } = setup([json(200, prepared)], '0.1.3');
    const refused = await client.prepareSell({ body: prepare }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).fieldErrors.FiatAmount?.[0]?.description).toBe('is required');
    expect(calls).toHaveLength(0);
    await client.prepareSell({ body: { ChannelID: uuid, CryptoCurrency: 'USDC_TEST', FiatAmount: '100', Quoted: true } });
    expect(calls[0]?.body).toEqual({ ChannelID: uuid, CryptoCurrency: 'USDC_TEST', FiatAmount: '100' });
  });

  it('to a 0.1.3 upstream: the token prefill is SumSubToken, and associates are UBO or Representative', async () => {
    const { client, calls } = setup([json(200)], '0.1.3');
    await client.submitPrefill({ params: { CustomerID: 'c1' }, body: { Type: 'ProviderToken', Token: 't' } });
    expect(calls[0]?.body).toEqual({ Type: 'SumSubToken', Token: 't' });
    const director = await client
      .submitPrefill({ params: { CustomerID: 'c1' }, body: { Type: 'BusinessCustomerPrefill', RegistrationCountry: 'DE', PrimaryWebsite: 'acme.example', Associates: [{ ID: uuid, RelationshipTypes: ['Director'] }] } })
      .catch((e: unknown) => e);
    expect(Object.keys((director as ApiError).fieldErrors)).toEqual(['Associates.0.RelationshipTypes.0']);
    expect(calls).toHaveLength(1);
  });

  it('to a 0.1.3 upstream: only the single-deposit trigger', async () => {
    const { client, calls } = setup([json(200, { Conditions: [] })], '0.1.3');
    const body = { CustomerID: 'c1', CryptoCurrency: 'ETH_TEST_SEPOLIA', FormSessionID: uuid } as const;
    const conditions = [{ Network: 'EthereumTestSepolia' }] as const;
    const permanent = await client.createDepositRule({ body: { ...body, Trigger: { Type: 'PermanentOnchainDepositSourceTriggerInput', Nonce: 'n1', Conditions: [...conditions] } } }).catch((e: unknown) => e);
    expect(Object.keys((permanent as ApiError).fieldErrors)).toEqual(['Trigger.Type']);
    await client.createDepositRule({ body: { ...body, Trigger: { Type: 'SingleOnchainDepositSourceTriggerInput', Nonce: 'n1', Conditions: [...conditions] } } });
    expect(calls).toHaveLength(1);
  });

  it('keeps checking requests strictly in both modes: an unknown currency never leaves', async () => {
    for (const version of ['seed', '0.1.3'] as const) {
      const { client, calls } = setup([json(200, prepared)], version);
      const refused = await client.prepareSell({ body: { ChannelID: uuid, CryptoCurrency: 'DOGE' as never, FiatAmount: '100' } }).catch((e: unknown) => e);
      expect(Object.keys((refused as ApiError).fieldErrors)).toEqual(['CryptoCurrency']);
      expect(calls).toHaveLength(0);
    }
  });
});
