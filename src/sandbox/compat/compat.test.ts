// The compat mode answers in the published 0.1.3 shapes, one fact of the issue per test, and
// checks the published requests as strictly as the seed mode checks the seed's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { approvedCustomer, DE_SEPA, individual, sepaForm, startSandbox, US_ACH, type Harness } from '../test-helpers';

let h: Harness;
let delivered: { EventType: string; EventVersion: number; Data: Record<string, unknown> }[];
beforeEach(async () => {
  delivered = [];
  h = await startSandbox({
    apiVersion: '0.1.3',
    webhookUrl: 'http://business.test/webhooks',
    fetch: async (_input, init) => {
      delivered.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 204 });
    },
  });
});
afterEach(() => h.sandbox.close());

const prepare = (extra: Record<string, unknown> = {}) =>
  h.call('POST', '/v1/transactions/sell/prepare', { ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: '100', CustomerID: 'cust-1', Form: sepaForm, ...extra });
const settleClock = () => h.sandbox.clock.advance(20_000);

describe('compat mode (published 0.1.3 answers)', () => {
  it('answers channels without FeeConfig', async () => {
    const list = await h.call('GET', '/v1/channels/sell?CryptoCurrency=USDC_TEST');
    expect(list.status).toBe(200);
    expect(list.body.Items.length).toBeGreaterThan(1);
    expect(list.body.Items.filter((c: object) => 'FeeConfig' in c)).toEqual([]);
    const one = await h.call('GET', `/v1/channels/${DE_SEPA}?CryptoCurrency=USDC_TEST`);
    expect(one.body).toMatchObject({ ID: DE_SEPA, Limits: expect.any(Object) });
    expect(one.body).not.toHaveProperty('FeeConfig');
  });

  it('answers PUT /customers 201 and prefill 200 with no body, and a customer with Verification', async () => {
    const created = await h.call('PUT', '/v1/customers/cust-1', individual);
    expect(created).toMatchObject({ status: 201, body: undefined });
    const customer = await h.call('GET', '/v1/customers/cust-1');
    expect(customer.body).toMatchObject({ CustomerID: 'cust-1', Verification: { Status: 'Approved' } });
    const prefill = await h.call('POST', '/v1/onboarding/std-1/prefill', { Type: 'SumSubToken', Token: 'tok' });
    expect(prefill).toMatchObject({ status: 200, body: undefined });
  });

  it('answers the first onboarding call 201 with no body, the next 200 with the HostedURL, and sends a CheckoutSession event', async () => {
    const first = await h.call('POST', '/v1/onboarding/std-1', { ReturnURL: 'https://shop.example/account' });
    expect(first).toMatchObject({ status: 201, body: undefined });
    const again = await h.call('POST', '/v1/onboarding/std-1', { ReturnURL: 'https://shop.example/account' });
    expect(again.status).toBe(200);
    expect(again.body.HostedURL).toMatch(/\/hosted\/en\/onboarding\//);
    await h.sandbox.clock.advance(10);
    expect(delivered.map((e) => [e.EventType, e.EventVersion])).toContainEqual(['CheckoutSession', 0]);
  });

  it('takes the token prefill only as SumSubToken and associates only as UBO or Representative', async () => {
    const seedName = await h.call('POST', '/v1/onboarding/std-1/prefill', { Type: 'ProviderToken', Token: 'tok' });
    expect(seedName.status).toBe(400);
    expect(seedName.body.RequestExtension.Body[0].Field).toBe('Type');
    const director = await h.call('POST', '/v1/onboarding/biz-1/prefill', { Type: 'BusinessCustomerPrefill', RegistrationCountry: 'DE', PrimaryWebsite: 'acme.example', Associates: [{ ID: crypto.randomUUID(), RelationshipTypes: ['Director'] }] });
    expect(director.status).toBe(400);
    expect(director.body.RequestExtension.Body.map((p: { Field: string }) => p.Field)).toEqual(['Associates.0.RelationshipTypes.0']);
  });

  it('answers the bank-deposit workflow with the bank details only; a transfer to its PaymentMethodID arrives', async () => {
    await approvedCustomer(h);
    const details = await h.call('POST', '/v1/workflows/bank-deposit-to-onchain-address', { CustomerID: 'cust-1', FiatCurrency: 'USD', CryptoCurrency: 'USDC_TEST', Network: 'BaseTestSepolia', DestinationAddress: { Address: '0x1111111111111111111111111111111111111111' } });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ PaymentMethodID: expect.any(String), PaymentMethodType: 'BankAch', AccountNumber: expect.any(String) });
    for (const gone of ['CryptoCurrency', 'Network', 'Fee', 'VirtualAccountID', 'DestinationAddress']) expect(details.body).not.toHaveProperty(gone);
    const sim = await h.call('POST', '/v1/sandbox/fiat-deposit/simulate', { PaymentMethodID: details.body.PaymentMethodID, FiatAmount: '500', FiatCurrency: 'USD' });
    expect(sim.body).toEqual({ FiatDepositID: expect.any(String) });
    await settleClock();
    const deposits = delivered.filter((e) => e.EventType === 'FiatDeposit');
    expect(deposits.map((e) => e.EventVersion)).toEqual([0, 1]);
    expect(deposits[0]?.Data).toMatchObject({ ID: sim.body.FiatDepositID, Sender: expect.any(Object), Refunds: [] });
  });

  it('needs FiatAmount on prepare, answers no SellQuote and no NextStep, and sells unquoted', async () => {
    await approvedCustomer(h);
    const cryptoOnly = await h.call('POST', '/v1/transactions/sell/prepare', { ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', CryptoAmount: '100', CustomerID: 'cust-1', Form: sepaForm });
    expect(cryptoOnly.status).toBe(400);
    expect(cryptoOnly.body.RequestExtension.Body[0]).toMatchObject({ Field: 'FiatAmount', Description: 'is required' });
    // US ACH adds an authorization step in the seed: the published service has none.
    const ach = await prepare({ ChannelID: US_ACH, Form: { BankDetails: { RoutingNumber: '011000015', AccountNumber: '000123456789', AccountType: 'Checking' }, AccountHolder: { AccountHolderType: 'Business', Name: 'Acme Trading' } } });
    expect(ach.status).toBe(200);
    expect(ach.body).not.toHaveProperty('NextStep');
    const achSold = await h.call('POST', '/v1/transactions/sell', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: ach.body.CryptoAuthorizedAmount, FiatAmount: '100', FormSessionID: ach.body.FormSessionID, Nonce: crypto.randomUUID() });
    expect(achSold.status).toBe(202);
    const prepared = await prepare();
    expect(prepared.status).toBe(200);
    expect(prepared.body).not.toHaveProperty('SellQuote');
    expect(prepared.body).not.toHaveProperty('NextStep');
    const sold = await h.call('POST', '/v1/transactions/sell', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: prepared.body.CryptoAuthorizedAmount, FiatAmount: '100', FormSessionID: prepared.body.FormSessionID, Nonce: crypto.randomUUID() });
    expect(sold.status).toBe(202);
    expect(sold.body.Transaction).toMatchObject({ Status: 'Pending', FiatPayment: { Amount: '100' }, FiatPaymentMethod: expect.any(Object) });
    expect(sold.body.Transaction).not.toHaveProperty('PaymentMethod');
    const read = await h.call('GET', `/v1/transactions/${sold.body.Transaction.ID}`);
    expect(read.body).toHaveProperty('FiatPaymentMethod');
    await settleClock();
    const versions = delivered.filter((e) => e.EventType === 'Transaction' && e.Data.ID === sold.body.Transaction.ID).map((e) => e.EventVersion);
    expect(versions[0]).toBe(0);
    expect(delivered.find((e) => e.EventType === 'Transaction')?.Data).toHaveProperty('FiatPaymentMethod');
  });

  it('takes only the single-deposit trigger and answers the rule without RuleID', async () => {
    await approvedCustomer(h);
    const { body } = await prepare();
    const rule = (Type: string) =>
      h.call('POST', '/v1/workflows/onchain-deposit-to-payment-method', { CustomerID: 'cust-1', CryptoCurrency: 'USDC_TEST', FormSessionID: body.FormSessionID, Trigger: { Type, Nonce: crypto.randomUUID(), Conditions: [{ Network: 'BaseTestSepolia' }] } });
    const permanent = await rule('PermanentOnchainDepositSourceTriggerInput');
    expect(permanent.status).toBe(400);
    expect(permanent.body.RequestExtension.Body[0].Field).toBe('Trigger.Type');
    const single = await rule('SingleOnchainDepositSourceTriggerInput');
    expect(single.status).toBe(200);
    expect(single.body.Conditions[0].DestinationAddress.Address).toEqual(expect.any(String));
    expect(single.body).not.toHaveProperty('RuleID');
  });
});

describe('seed mode is unchanged', () => {
  it('still answers FeeConfig, a body on 201, and refuses the published-only SumSubToken', async () => {
    const seed = await startSandbox();
    try {
      expect((await seed.call('GET', `/v1/channels/${DE_SEPA}?CryptoCurrency=USDC_TEST`)).body).toHaveProperty('FeeConfig');
      expect((await seed.call('PUT', '/v1/customers/cust-1', individual)).body).toEqual({ CustomerID: 'cust-1' });
      expect((await seed.call('POST', '/v1/onboarding/std-1/prefill', { Type: 'SumSubToken', Token: 'tok' })).status).toBe(400);
    } finally {
      seed.sandbox.close();
    }
  });
});
