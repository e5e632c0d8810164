// Each field rule of the spec, sent over HTTP, reaches the envelope on its dot path with the right
// Reason: what a business's backend sees when it gets a field wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DE_SEPA, individual, sepaForm, startSandbox, type Harness } from './test-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
  await h.call('PUT', '/v1/customers/cust-ok', individual);
});
afterAll(() => h.sandbox.close());

const address = individual.PrimaryResidence;
const withAddress = (patch: Record<string, unknown>) => ({ ...individual, PrimaryResidence: { ...address, ...patch } });
const business = {
  Type: 'Business',
  RegisteredName: 'Acme GmbH',
  RegistrationNumber: 'HRB 12345',
  EntityType: 'LimitedLiabilityCompany',
  RegistrationCountry: 'DE',
  RegisteredAddress: address,
  IncorporationDate: '2015-03-01',
  TaxID: 'DE123456789',
};
const prepare = { ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: '100' };
const bankDeposit = {
  CustomerID: 'cust-ok',
  FiatCurrency: 'USD',
  CryptoCurrency: 'USDC_TEST',
  Network: 'EthereumTestSepolia',
  DestinationAddress: { Address: '0x52908400098527886E0F7030069857D2E4169EE7' },
};
const prefill = {
  Type: 'IndividualCustomerPrefill',
  PrimaryResidence: address,
  Identities: individual.Identities,
};
const uuid = '7d1c4c4e-2f7a-4c8e-9a43-0f0e3b1d2c11';

type Case = [label: string, method: string, path: string, body: unknown, field: string, reason?: string];

const cases: Case[] = [
  // customers
  ['CustomerID over 42 characters', 'PUT', `/v1/customers/${'c'.repeat(43)}`, individual, 'CustomerID'],
  ['FirstName over 50 characters', 'PUT', '/v1/customers/c1', { ...individual, FullName: { FirstName: 'A'.repeat(51), LastName: 'B' } }, 'FullName.FirstName'],
  ['an empty LastName', 'PUT', '/v1/customers/c1', { ...individual, FullName: { FirstName: 'A', LastName: '' } }, 'FullName.LastName'],
  ['a date of birth not YYYY-MM-DD', 'PUT', '/v1/customers/c1', { ...individual, DateOfBirth: '17/05/1990' }, 'DateOfBirth'],
  ['a date with a time', 'PUT', '/v1/customers/c1', { ...individual, DateOfBirth: '1990-05-17T00:00:00Z' }, 'DateOfBirth'],
  ['a phone without +', 'PUT', '/v1/customers/c1', { ...individual, PhoneNumber: '4915112345678' }, 'PhoneNumber'],
  ['a phone of 5 digits', 'PUT', '/v1/customers/c1', { ...individual, PhoneNumber: '+12345' }, 'PhoneNumber'],
  ['an email without @', 'PUT', '/v1/customers/c1', { ...individual, Email: 'ana.example.com' }, 'Email'],
  ['a lower-case country', 'PUT', '/v1/customers/c1', withAddress({ Country: 'de' }), 'PrimaryResidence.Country'],
  ['an unknown country', 'PUT', '/v1/customers/c1', withAddress({ Country: 'XX' }), 'PrimaryResidence.Country'],
  ['a one-character street', 'PUT', '/v1/customers/c1', withAddress({ Street: 'H' }), 'PrimaryResidence.Street'],
  ['a non-ASCII street', 'PUT', '/v1/customers/c1', withAddress({ Street: 'Hauptstraße 5' }), 'PrimaryResidence.Street'],
  ['placeholder PostCode 00000', 'PUT', '/v1/customers/c1', withAddress({ PostCode: '00000' }), 'PrimaryResidence.PostCode'],
  ['placeholder PostCode NA', 'PUT', '/v1/customers/c1', withAddress({ PostCode: 'NA' }), 'PrimaryResidence.PostCode'],
  ['placeholder State None', 'PUT', '/v1/customers/c1', withAddress({ State: 'None' }), 'PrimaryResidence.State'],
  ['a missing State', 'PUT', '/v1/customers/c1', withAddress({ State: undefined }), 'PrimaryResidence.State'],
  ['a US State that is not two letters', 'PUT', '/v1/customers/c1', withAddress({ Country: 'US', State: 'California', PostCode: '94105' }), 'PrimaryResidence.State'],
  ['a CA State in lower case', 'PUT', '/v1/customers/c1', withAddress({ Country: 'CA', State: 'on', PostCode: 'M5V 2T6' }), 'PrimaryResidence.State'],
  ['an unknown IDType', 'PUT', '/v1/customers/c1', { ...individual, Identities: [{ ...individual.Identities[0], IDType: 'Library card' }] }, 'Identities.0.IDType'],
  ['an IDNumber over 36 characters', 'PUT', '/v1/customers/c1', { ...individual, Identities: [{ ...individual.Identities[0], IDNumber: '9'.repeat(37) }] }, 'Identities.0.IDNumber'],
  ['an unknown EntityType', 'PUT', '/v1/customers/b1', { ...business, EntityType: 'Guild' }, 'EntityType'],
  ['a RegistrationNumber over 40 characters', 'PUT', '/v1/customers/b1', { ...business, RegistrationNumber: 'R'.repeat(41) }, 'RegistrationNumber'],
  ['a missing TaxID', 'PUT', '/v1/customers/b1', { ...business, TaxID: undefined }, 'TaxID'],
  // onboarding and prefill
  ['a ReturnURL under 10 characters', 'POST', '/v1/onboarding/c2', { ReturnURL: 'https://a' }, 'ReturnURL'],
  ['a ReturnURL that is not a URL', 'POST', '/v1/onboarding/c2', { ReturnURL: 'not a url at all' }, 'ReturnURL'],
  ['a prefill of an unknown Type', 'POST', '/v1/onboarding/c3/prefill', { ...prefill, Type: 'Robot' }, 'Type'],
  ['a prefill with a bad citizenship', 'POST', '/v1/onboarding/c3/prefill', { ...prefill, Citizenship: 'Germany' }, 'Citizenship'],
  ['a prefill with an unknown employment status', 'POST', '/v1/onboarding/c3/prefill', { ...prefill, EmploymentStatus: 'Astronaut' }, 'EmploymentStatus'],
  ['a high-risk prefill without its required answers', 'POST', '/v1/onboarding/c3/prefill', { Type: 'IndividualCustomerHighRiskPrefill' }, 'ExpectedCounterpartyCount'],
  ['an associate OwnershipPercentage of 25.5', 'POST', '/v1/onboarding/c4/prefill', {
    Type: 'BusinessCustomerPrefill', RegistrationCountry: 'DE', PrimaryWebsite: 'https://acme.example',
    Associates: [{ ID: uuid, RelationshipTypes: ['UBO'], UBO: { OwnershipPercentage: 25.5 } }],
  }, 'Associates.0.UBO.OwnershipPercentage'],
  ['a business prefill without website or clarification', 'POST', '/v1/onboarding/c4/prefill', {
    Type: 'BusinessCustomerPrefill', CompanyName: 'Acme', RegistrationNumber: 'HRB 1', TaxID: 'DE1', EntityType: 'Corporation',
    RegistrationCountry: 'DE', RegisteredAddress: address, IncorporationDate: '2015-03-01',
  }, 'NoWebsiteClarification'],
  // channels, prices, lists
  ['a missing CryptoCurrency on channels', 'GET', '/v1/channels/sell', undefined, 'CryptoCurrency'],
  ['an unknown fiat currency', 'GET', '/v1/channels/sell?CryptoCurrency=USDC_TEST&FiatCurrency=EURO', undefined, 'FiatCurrency'],
  ['PageSize 0', 'GET', '/v1/channels/sell?CryptoCurrency=USDC_TEST&PageSize=0', undefined, 'PageSize'],
  ['PageSize 101', 'GET', '/v1/transactions?PageSize=101', undefined, 'PageSize'],
  ['PageSize 2.5', 'GET', '/v1/balances?PageSize=2.5', undefined, 'PageSize'],
  ['PageSize in hexadecimal', 'GET', '/v1/transactions?PageSize=0x10', undefined, 'PageSize'],
  ['PageSize in exponent form', 'GET', '/v1/payment-methods?CustomerID=cust-ok&PageSize=1e1', undefined, 'PageSize'],
  ['an unknown SortDirection', 'GET', '/v1/transactions?SortDirection=UP', undefined, 'SortDirection'],
  ['a negative FiatAmount in the query', 'GET', '/v1/channels/sell?CryptoCurrency=USDC_TEST&FiatAmount=-5', undefined, 'FiatAmount'],
  ['a price in a fiat code that does not exist', 'GET', '/v1/prices?SourceCurrency=USDC_TEST&DestinationCurrency=EURO', undefined, 'DestinationCurrency'],
  ['a price between two fiat currencies', 'GET', '/v1/prices?SourceCurrency=USD&DestinationCurrency=EUR', undefined, 'SourceCurrency'],
  ['a price between two crypto currencies', 'GET', '/v1/prices?SourceCurrency=USDC_TEST&DestinationCurrency=BTC_TEST', undefined, 'DestinationCurrency'],
  ['both price amounts', 'GET', '/v1/prices?SourceCurrency=USDC_TEST&DestinationCurrency=EUR&SourceAmount=1&DestinationAmount=1', undefined, 'DestinationAmount'],
  ['a payment-method list for a CustomerID over 42 characters', 'GET', `/v1/payment-methods?CustomerID=${'c'.repeat(43)}`, undefined, 'CustomerID'],
  ['an unknown Capability', 'GET', '/v1/payment-methods?CustomerID=cust-ok&Capability=PayoutAnywhere', undefined, 'Capability'],
  ['a transaction id that is not a uuid', 'GET', '/v1/transactions/123', undefined, 'TransactionID'],
  ['a virtual account list without CustomerID', 'GET', '/v1/virtual-accounts', undefined, 'CustomerID'],
  ['a VirtualAccountID with a dash', 'POST', '/v1/virtual-accounts/va-1/close', undefined, 'VirtualAccountID'],
  ['a VirtualAccountID over 43 characters', 'POST', `/v1/virtual-accounts/${'v'.repeat(44)}/close`, undefined, 'VirtualAccountID'],
  // prepare sell
  ['both FiatAmount and CryptoAmount', 'POST', '/v1/transactions/sell/prepare', { ...prepare, CryptoAmount: '10' }, 'CryptoAmount'],
  ['neither FiatAmount nor CryptoAmount', 'POST', '/v1/transactions/sell/prepare', { ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST' }, 'FiatAmount'],
  ['a FiatAmount as a JSON number', 'POST', '/v1/transactions/sell/prepare', { ...prepare, FiatAmount: 100 }, 'FiatAmount'],
  ['a FiatAmount in exponent form', 'POST', '/v1/transactions/sell/prepare', { ...prepare, FiatAmount: '1e3' }, 'FiatAmount'],
  ['a negative FiatAmount', 'POST', '/v1/transactions/sell/prepare', { ...prepare, FiatAmount: '-100' }, 'FiatAmount'],
  ['a ChannelID that is not a UUID', 'POST', '/v1/transactions/sell/prepare', { ...prepare, ChannelID: 'sepa' }, 'ChannelID'],
  ['a FormSessionID that is not a UUID', 'POST', '/v1/transactions/sell/prepare', { ...prepare, FormSessionID: 'abc' }, 'FormSessionID'],
  ['FeeBase without FiatCurrency', 'POST', '/v1/transactions/sell/prepare', { ...prepare, BusinessFee: { FeeBase: '1' } }, 'BusinessFee.FiatCurrency'],
  ['FeePct over 100', 'POST', '/v1/transactions/sell/prepare', { ...prepare, BusinessFee: { FeePct: '100.5' } }, 'BusinessFee.FeePct'],
  ['Quoted as a string', 'POST', '/v1/transactions/sell/prepare', { ...prepare, Quoted: 'yes' }, 'Quoted'],
  ['a form field that breaks its pattern', 'POST', '/v1/transactions/sell/prepare', { ...prepare, Form: { ...sepaForm, BankDetails: { IBAN: 'not an iban' } } }, 'Form.BankDetails.IBAN'],
  ['a form session nobody opened', 'POST', '/v1/transactions/sell/prepare', { ...prepare, FormSessionID: uuid }, 'FormSessionID', 'IntegrityValidation'],
  // sell
  ['a sell without Nonce', 'POST', '/v1/transactions/sell', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: '10', FormSessionID: uuid }, 'Nonce'],
  ['a Nonce over 36 characters', 'POST', '/v1/transactions/sell', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: '10', FormSessionID: uuid, Nonce: 'n'.repeat(37) }, 'Nonce'],
  ['an ExternalID over 36 characters', 'POST', '/v1/transactions/sell', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: '10', FormSessionID: uuid, Nonce: uuid, ExternalID: 'e'.repeat(37) }, 'ExternalID'],
  ['an amount over 38 characters', 'POST', '/v1/transactions/sell', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: `1.${'0'.repeat(37)}`, FormSessionID: uuid, Nonce: uuid }, 'CryptoAuthorizedAmount'],
  ['an authorized amount with a sign other than +', 'POST', '/v1/transactions/sell', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: '-1', FormSessionID: uuid, Nonce: uuid }, 'CryptoAuthorizedAmount'],
  ['a sell on an unknown form session', 'POST', '/v1/transactions/sell', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: '10', FormSessionID: uuid, Nonce: uuid }, 'FormSessionID', 'IntegrityValidation'],
  // workflows
  ['a bank-deposit CustomerID over 36 characters', 'POST', '/v1/workflows/bank-deposit-to-onchain-address', { ...bankDeposit, CustomerID: 'c'.repeat(37) }, 'CustomerID'],
  ['a bank deposit of ETH', 'POST', '/v1/workflows/bank-deposit-to-onchain-address', { ...bankDeposit, CryptoCurrency: 'ETH_TEST_SEPOLIA' }, 'CryptoCurrency'],
  ['a bank deposit without an Address', 'POST', '/v1/workflows/bank-deposit-to-onchain-address', { ...bankDeposit, DestinationAddress: {} }, 'DestinationAddress.Address'],
  ['a bank deposit fee over 100 %', 'POST', '/v1/workflows/bank-deposit-to-onchain-address', { ...bankDeposit, BusinessFees: { BankAch: { FeePct: '101' } } }, 'BusinessFees.BankAch.FeePct'],
  ['a bank deposit on a production network', 'POST', '/v1/workflows/bank-deposit-to-onchain-address', { ...bankDeposit, Network: 'Ethereum' }, 'Network'],
  ['a deposit rule on a UTXO network', 'POST', '/v1/workflows/onchain-deposit-to-payment-method', {
    CustomerID: 'cust-ok', CryptoCurrency: 'BTC_TEST', FormSessionID: uuid,
    Trigger: { Type: 'PermanentOnchainDepositSourceTriggerInput', Conditions: [{ Network: 'BitcoinTest' }], Nonce: uuid },
  }, 'Trigger.Conditions.0.Network'],
  ['a network-only condition with another property', 'POST', '/v1/workflows/onchain-deposit-to-payment-method', {
    CustomerID: 'cust-ok', CryptoCurrency: 'USDC_TEST', FormSessionID: uuid,
    Trigger: { Type: 'PermanentOnchainDepositSourceTriggerInput', Conditions: [{ Network: 'EthereumTestSepolia', Memo: 'x' }], Nonce: uuid },
  }, 'Trigger.Conditions.0'],
  ['an unknown ComparisonOperator', 'POST', '/v1/workflows/onchain-deposit-to-payment-method', {
    CustomerID: 'cust-ok', CryptoCurrency: 'USDC_TEST', FormSessionID: uuid,
    Trigger: { Type: 'SingleOnchainDepositSourceTriggerInput', Conditions: [{ Network: 'EthereumTestSepolia', AmountConditions: [{ ComparisonOperator: 'LIKE', Value: '5' }] }], Nonce: uuid },
  }, 'Trigger.Conditions.0.AmountConditions.0.ComparisonOperator'],
];

describe('every field rule reaches the envelope on its dot path', () => {
  it.each(cases)('%s → 400 on %s', async (_label, method, path, body, field, reason = 'SchemaValidation') => {
    const r = await h.call(method, path, body);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body).toMatchObject({ Type: 'InvalidMessage', Action: expect.any(String), Detail: expect.any(String) });
    const fields = (r.body.RequestExtension?.Body ?? []).map((p: { Field: string; Reason: string }) => `${p.Field}:${p.Reason}`);
    expect(fields).toContain(`${field}:${reason}`);
    for (const problem of r.body.RequestExtension.Body) expect(problem.Description).toMatch(/\w/);
  });
});

describe('referenced resources', () => {
  it.each([
    ['a prepare for an unknown customer', 'POST', '/v1/transactions/sell/prepare', { ...prepare, CustomerID: 'ghost' }, 'CustomerID'],
    ['a bank deposit for an unknown customer', 'POST', '/v1/workflows/bank-deposit-to-onchain-address', { ...bankDeposit, CustomerID: 'ghost' }, 'CustomerID'],
    ['an unknown channel', 'POST', '/v1/transactions/sell/prepare', { ...prepare, ChannelID: uuid }, 'ChannelID'],
  ] as const)('%s → 404 ResourceNotFound, IntegrityValidation on %s', async (_label, method, path, body, field) => {
    const r = await h.call(method, path, body);
    expect(r.status, JSON.stringify(r.body)).toBe(404);
    expect(r.body.Type).toBe('ResourceNotFound');
    expect(r.body.RequestExtension.Body).toContainEqual(expect.objectContaining({ Field: field, Reason: 'IntegrityValidation' }));
  });

  it('names the variants when a discriminator is unknown', async () => {
    const r = await h.call('POST', '/v1/onboarding/c9/prefill', { Type: 'Robot' });
    expect(r.body.RequestExtension.Body).toEqual([{
      Field: 'Type', Reason: 'SchemaValidation',
      Description: 'must be one of ProviderToken, BusinessCustomerPrefill, IndividualCustomerPrefill, IndividualCustomerHighRiskPrefill',
    }]);
  });

  it('says "is required" for an absent enum, not the list of its values', async () => {
    const r = await h.call('POST', '/v1/transactions/sell/prepare', { ChannelID: DE_SEPA, FiatAmount: '100' });
    expect(r.body.RequestExtension.Body).toContainEqual({ Field: 'CryptoCurrency', Reason: 'SchemaValidation', Description: 'is required' });
  });

});
