// UUIDs are case-insensitive (RFC 9562 §4): the sandbox finds an id it issued however its hex
// digits are cased, and answers with the canonical lower-case form (docs/adr/0171).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { approvedCustomer, DE_SEPA, sepaForm, startSandbox, type Harness } from './test-helpers';

let h: Harness;
beforeEach(async () => {
  h = await startSandbox({ quoteTtlSeconds: 60 });
});
afterEach(() => h.sandbox.close());

const up = (id: string) => id.toUpperCase();
const prepare = (body: Record<string, unknown>) => h.call('POST', '/v1/transactions/sell/prepare', { ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: '100', ...body });

describe('ids in upper case', () => {
  it('finds a channel, its form, a form session and a transaction by an upper-cased UUID', async () => {
    const channel = await h.call('GET', `/v1/channels/${up(DE_SEPA)}?CryptoCurrency=USDC_TEST`);
    expect(channel).toMatchObject({ status: 200, body: { ID: DE_SEPA } });
    expect((await h.call('GET', `/v1/channels/${up(DE_SEPA)}/form`)).status).toBe(200);
    const customer = await approvedCustomer(h);
    const first = await prepare({ ChannelID: up(DE_SEPA), CustomerID: customer, Form: sepaForm, Quoted: true });
    expect(first.status).toBe(200);
    const again = await prepare({ ChannelID: DE_SEPA, CustomerID: customer, FormSessionID: up(first.body.FormSessionID), Form: sepaForm, Quoted: true });
    expect(again).toMatchObject({ status: 200, body: { FormSessionID: first.body.FormSessionID } });
    const sold = await h.call('POST', '/v1/transactions/sell', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: again.body.CryptoAuthorizedAmount, FormSessionID: up(again.body.FormSessionID), Nonce: 'nonce-upper' });
    expect(sold.status).toBe(202);
    const tx = sold.body.Transaction;
    expect(await h.call('GET', `/v1/transactions/${up(tx.ID)}`)).toMatchObject({ status: 200, body: { ID: tx.ID, CustomerID: customer } });
    expect(await h.control(`/transactions/${up(tx.ID)}`, { Action: 'Settle' })).toMatchObject({ status: 200, body: { ID: tx.ID, Status: 'Settled' } });
  });
  it('still refuses another customer’s form session in upper case', async () => {
    const alice = await approvedCustomer(h, 'alice');
    const bob = await approvedCustomer(h, 'bob');
    const hers = await prepare({ CustomerID: alice, Form: sepaForm, Quoted: true });
    const taken = await prepare({ CustomerID: bob, FormSessionID: up(hers.body.FormSessionID), Form: sepaForm, Quoted: true });
    expect(taken.status).toBe(400);
    expect(taken.body.RequestExtension.Body[0]).toMatchObject({ Field: 'FormSessionID', Reason: 'IntegrityValidation' });
  });
});
