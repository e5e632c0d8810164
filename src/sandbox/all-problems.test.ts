// A refused request lists every problem it has at once (the envelope's RequestExtension.Body is a
// list): missing fields and the cross-field rules together, path and body together, so a caller
// fixes its request in one round trip instead of one field per try.
import { afterEach, expect, it } from 'vitest';
import { PrepareSellRequestSchema } from '../api/sell';
import { zodIssuesToFieldProblems } from '../api/errors';
import { DE_SEPA, individual, sepaForm, startSandbox, type Harness } from './test-helpers';

let h: Harness | undefined;
afterEach(() => {
  h?.sandbox.close();
  h = undefined;
});

const fields = (body: { RequestExtension?: { Body: { Field: string }[] } }) => (body.RequestExtension?.Body ?? []).map((p) => p.Field).sort();

it('prepare sell without ChannelID and without an amount reports both', async () => {
  h = await startSandbox();
  const r = await h.call('POST', '/v1/transactions/sell/prepare', { CryptoCurrency: 'USDC_TEST' });
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ Type: 'InvalidMessage', Action: 'PrepareSell' });
  expect(fields(r.body)).toEqual(['ChannelID', 'FiatAmount']);
  expect(r.body.RequestExtension.Body.find((p: { Field: string }) => p.Field === 'FiatAmount').Description).toBe('give exactly one of FiatAmount and CryptoAmount');
});

it('prepare sell with two amounts and a bad field reports both', async () => {
  h = await startSandbox();
  const r = await h.call('POST', '/v1/transactions/sell/prepare', { ChannelID: 'x', CryptoCurrency: 'USDC_TEST', FiatAmount: '10', CryptoAmount: '1', Quoted: 'yes' });
  expect(fields(r.body)).toEqual(expect.arrayContaining(['CryptoAmount', 'Quoted']));
});

it('the business fee rule and the deposit rule rule run beside a failing field', async () => {
  h = await startSandbox();
  const fee = await h.call('POST', '/v1/transactions/sell/prepare', { CryptoCurrency: 'USDC_TEST', FiatAmount: '10', BusinessFee: { FeeBase: '1' } });
  expect(fields(fee.body)).toEqual(['BusinessFee.FiatCurrency', 'ChannelID']);
  const rule = await h.call('POST', '/v1/workflows/onchain-deposit-to-payment-method', {
    Trigger: { Type: 'PermanentOnchainDepositSourceTriggerInput', Conditions: [{ Network: 'ETH_TEST_SEPOLIA' }], Nonce: 'n-1' },
    CryptoCurrency: 'USDC_TEST', FormSessionID: 'f-1', FiatAmount: '10',
  });
  expect(fields(rule.body)).toEqual(expect.arrayContaining(['CustomerID', 'FiatAmount']));
});

it('a bad path parameter and a bad body are reported together', async () => {
  h = await startSandbox();
  const r = await h.call('PUT', `/v1/customers/${'x'.repeat(43)}`, { ...individual, DateOfBirth: 'soon' });
  expect(r.status).toBe(400);
  expect(fields(r.body)).toEqual(['CustomerID', 'DateOfBirth']);
});

it('the client refuses with the same complete list (one schema for both)', () => {
  const parsed = PrepareSellRequestSchema.safeParse({ CryptoCurrency: 'USDC_TEST' });
  expect(parsed.success).toBe(false);
  expect(zodIssuesToFieldProblems(parsed.error?.issues ?? [], undefined, {}).map((p) => p.Field).sort()).toEqual(['ChannelID', 'FiatAmount']);
});

it('prepare sell reports an amount outside the channel limits and the form problems together', async () => {
  h = await startSandbox();
  const form = { ...sepaForm, BankDetails: { IBAN: 'DE89 3704' } };
  const r = await h.call('POST', '/v1/transactions/sell/prepare', { ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: '5', Form: form });
  expect(r.status).toBe(400);
  expect(fields(r.body)).toEqual(['FiatAmount', 'Form.BankDetails.IBAN']);
  // With the form right, the amount alone.
  const amountOnly = await h.call('POST', '/v1/transactions/sell/prepare', { ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: '5', Form: sepaForm });
  expect(fields(amountOnly.body)).toEqual(['FiatAmount']);
});
