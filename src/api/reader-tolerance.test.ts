// Answers a newer or differently written service may give, read through the client and the webhook
// reader (reader.ts): each must be read, not refused whole, while the strict schemas, which say what
// the kit sends and the sandbox answers, stay as they are.
import { describe, expect, it, vi } from 'vitest';
import { createRampkitClient } from './client';
import type { ContractMismatch } from './contract-mismatch';
import { readerOf } from './reader';
import { BalanceSchema } from './accounts';
import { CustomerSchema } from './customers';
import { RefundSchema, TransactionSchema } from './transactions';
import { WebhookEventSchema } from './webhooks';

const uuid = '4b0e4a8e-7c5e-4c38-9a55-6d5e2f6a1b2c';
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function answering(body: unknown) {
  const mismatches: ContractMismatch[] = [];
  const client = createRampkitClient({ baseUrl: 'https://shop.example/api', retry: false, fetch: vi.fn(async () => json(body)), onContractMismatch: (m) => mismatches.push(m) });
  return { client, mismatches };
}

const tx = { ID: uuid, Network: 'Base', Created: '2026-01-31T10:00:00Z', Status: 'Settled', Direction: 'Out', CryptoCurrency: 'USDC', CustomerID: 'c1' };
const event = (EventType: string, Data: unknown) => ({ EventType, EventVersion: 2, Occurred: '2026-01-31T10:00:00Z', UserID: 'u1', Data });
const readEvent = (body: unknown) => readerOf(WebhookEventSchema).safeParse(body);

describe('refunds in either of the spec\'s two shapes', () => {
  // The Transaction table: RequestTime and Currency; the FiatPaymentRefund rule: RequestedTime, no Currency.
  const tableRefund = { RefundID: 'r1', RefundedAmount: '5', Currency: 'EUR', RequestTime: '2026-01-31T11:00:00Z', Status: 'Pending' };
  const ruleRefund = { RefundID: uuid, RefundedAmount: '5', RequestedTime: '2026-01-31T11:00:00Z', Status: 'Pending' };

  it('reads a FiatPaymentRefund (RequestedTime, no Currency) as the kit\'s refund, under RequestTime', async () => {
    const { client } = answering({ ...tx, Refunds: [ruleRefund] });
    const read = await client.getTransaction({ params: { TransactionID: uuid } });
    expect(read.Refunds).toEqual([{ RefundID: uuid, RefundedAmount: '5', RequestTime: '2026-01-31T11:00:00Z', Status: 'Pending' }]);
  });

  it('reads both shapes in a Transaction webhook, and still the table\'s', () => {
    const both = readEvent(event('Transaction', { ...tx, Refunds: [tableRefund, ruleRefund] }));
    expect(both.success, JSON.stringify(both.error?.issues)).toBe(true);
    expect((both.data?.Data as { Refunds: { RequestTime: string }[] }).Refunds.map((r) => r.RequestTime)).toEqual(['2026-01-31T11:00:00Z', '2026-01-31T11:00:00Z']);
  });

  it('keeps RequestTime when a refund carries both names, and still needs a time', () => {
    const reader = readerOf(RefundSchema);
    expect(reader.safeParse({ ...tableRefund, RequestedTime: '2026-02-01T00:00:00Z' }).data?.RequestTime).toBe('2026-01-31T11:00:00Z');
    const { RequestTime: _, ...timeless } = tableRefund;
    expect(reader.safeParse(timeless).success).toBe(false);
  });

  it('leaves the strict refund (what the sandbox sends) as the Transaction table has it', () => {
    expect(RefundSchema.safeParse(tableRefund).success).toBe(true);
    expect(RefundSchema.safeParse(ruleRefund).success).toBe(false);
  });
});

describe('a fixed value the service may add to', () => {
  it('reads a balance of an AccountType other than Current, reporting it', async () => {
    const { client, mismatches } = answering({ Items: [{ AccountType: 'Savings', CryptoCurrency: 'USDC', Available: '1', Total: '2' }] });
    expect((await client.listBalances()).Items[0]?.AccountType).toBe('Savings');
    expect(mismatches.map((m) => m.path)).toEqual(['Items.0.AccountType']);
    expect(BalanceSchema.safeParse({ AccountType: 'Savings', CryptoCurrency: 'USDC', Available: '1', Total: '2' }).success).toBe(false);
  });

  it('still tells a discriminated union\'s shapes apart by their literal', () => {
    expect(readEvent({ ...event('Transaction', tx), EventType: 'Bogus' }).success).toBe(false);
    expect(readEvent(event('Transaction', tx)).data?.EventType).toBe('Transaction');
  });
});

describe('JSON null for an optional field', () => {
  it('reads PageToken: null as no further page', async () => {
    const { client } = answering({ Items: [tx], PageToken: null });
    const page = await client.listTransactions();
    expect(page.Items).toHaveLength(1);
    expect(page.PageToken).toBeUndefined();
  });

  it('reads SubStatus: null, and a null inside a nested optional, as absent', async () => {
    const { client } = answering({ ...tx, SubStatus: null, RFI: null, FiatPayment: { Amount: '5', FeeAmount: '0.1', FiatCurrency: 'EUR', Rate: null } });
    const read = await client.getTransaction({ params: { TransactionID: uuid } });
    expect(read.SubStatus).toBeUndefined();
    expect(read.RFI).toBeUndefined();
    expect(read.FiatPayment).toEqual({ Amount: '5', FeeAmount: '0.1', FiatCurrency: 'EUR' });
  });

  it('still refuses null for a required field', () => {
    expect(readerOf(TransactionSchema).safeParse({ ...tx, Status: null }).success).toBe(false);
  });
});

describe('a customer of a Type the kit does not know', () => {
  const trust = { Type: 'Trust', CustomerID: 'c9', Created: '2026-01-31T10:00:00Z', TrustName: 'Family Trust', Verifications: { Type: 'Business', Status: 'Pending', EntityVerifications: [] } };

  it('is read by getCustomer with the fields common to both known types, reporting the Type', async () => {
    const { client, mismatches } = answering(trust);
    const read = await client.getCustomer({ params: { CustomerID: 'c9' } });
    expect(read).toMatchObject({ Type: 'Trust', CustomerID: 'c9', Created: '2026-01-31T10:00:00Z', Verifications: { Status: 'Pending' } });
    expect(mismatches.length).toBeGreaterThan(0);
  });

  it('is read in a Customer webhook with its OnboardingStatus', () => {
    const read = readEvent(event('Customer', { ...trust, OnboardingStatus: 'ReviewPending' }));
    expect(read.success, JSON.stringify(read.error?.issues)).toBe(true);
    expect(read.data?.Data).toMatchObject({ Type: 'Trust', CustomerID: 'c9', OnboardingStatus: 'ReviewPending' });
  });

  it('still needs what every customer has, and a known Type still needs its own fields', () => {
    const reader = readerOf(CustomerSchema);
    expect(reader.safeParse({ ...trust, CustomerID: undefined }).success).toBe(false);
    expect(reader.safeParse({ ...trust, Type: 'Individual' }).success).toBe(false);
    expect(CustomerSchema.safeParse(trust).success).toBe(false);
  });
});
