import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { approvedCustomer, DE_SEPA, sepaForm, startSandbox, type Harness } from './test-helpers';

let h: Harness;
beforeEach(async () => {
  h = await startSandbox();
});
afterEach(() => h.sandbox.close());

const workflow = (extra: Record<string, unknown> = {}) =>
  h.call('POST', '/v1/workflows/bank-deposit-to-onchain-address', { CustomerID: 'cust-1', FiatCurrency: 'USD', CryptoCurrency: 'USDC_TEST', Network: 'BaseTestSepolia', DestinationAddress: { Address: '0x1111111111111111111111111111111111111111' }, ...extra });

async function session(quoted = false) {
  const r = await h.call('POST', '/v1/transactions/sell/prepare', { ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: '100', CustomerID: 'cust-1', Form: sepaForm, Quoted: quoted });
  expect(r.status).toBe(200);
  return r.body;
}
const rule = (trigger: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  h.call('POST', '/v1/workflows/onchain-deposit-to-payment-method', { CustomerID: 'cust-1', CryptoCurrency: 'USDC_TEST', ...extra, Trigger: { Nonce: crypto.randomUUID(), Conditions: [{ Network: 'BaseTestSepolia' }], ...trigger } });

describe('bank deposit to on-chain address', () => {
  it('gives the same details to the same customer, asked again at once too, 409 to a change within the same second, and a virtual account', async () => {
    await approvedCustomer(h);
    // The wall clock held still, so both calls fall in one second however slow the machine is.
    const wall = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const first = await workflow();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ PaymentMethodType: 'BankAch', CryptoCurrency: 'USDC_TEST', Network: 'BaseTestSepolia', Fee: { FiatCurrencyCode: 'USD' } });
    // Asked again as the spec has callers do each time they show the details: no update, no conflict.
    const repeated = await workflow();
    expect(repeated).toMatchObject({ status: 200, body: { AccountNumber: first.body.AccountNumber, VirtualAccountID: first.body.VirtualAccountID } });
    const busy = await workflow({ DestinationAddress: { Address: '0x2222222222222222222222222222222222222222' } });
    expect(busy).toMatchObject({ status: 409, body: { Type: 'Conflict' } });
    wall.mockRestore();
    await h.sandbox.clock.advance(1_100);
    const again = await workflow();
    expect(again.body.AccountNumber).toBe(first.body.AccountNumber);
    const accounts = await h.call('GET', '/v1/virtual-accounts?CustomerID=cust-1');
    expect(accounts.body.Items).toEqual([expect.objectContaining({ VirtualAccountID: first.body.VirtualAccountID, Status: 'Active' })]);
  });
  it('refuses, in one answer, a destination that is no address on its network and a currency the network does not carry', async () => {
    await approvedCustomer(h);
    const garbage = await workflow({ DestinationAddress: { Address: 'not-an-address' } });
    expect(garbage).toMatchObject({ status: 400, body: { RequestExtension: { Body: [{ Field: 'DestinationAddress.Address', Reason: 'SchemaValidation' }] } } });
    const bitcoin = await workflow({ Network: 'BitcoinTest' });
    expect(bitcoin.status).toBe(400);
    expect(bitcoin.body.RequestExtension.Body.map((p: { Field: string }) => p.Field)).toEqual(['Network', 'DestinationAddress.Address']);
    const btc = await workflow({ CryptoCurrency: 'BTC_TEST', Network: 'BitcoinTest', DestinationAddress: { Address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' } });
    expect(btc).toMatchObject({ status: 200, body: { Network: 'BitcoinTest' } });
  });
  it('refuses a destination that is one of the caller’s own deposit addresses (SelfReference)', async () => {
    await approvedCustomer(h);
    const s = await session();
    const created = await rule({ Type: 'PermanentOnchainDepositSourceTriggerInput' }, { FormSessionID: s.FormSessionID });
    const own = created.body.Conditions[0].DestinationAddress.Address;
    const r = await workflow({ DestinationAddress: { Address: own } });
    expect(r.status).toBe(400);
    expect(r.body.RequestExtension.Body[0]).toMatchObject({ Field: 'DestinationAddress.Address', Reason: 'SelfReference' });
    // With an unsupported currency too, both in one answer.
    const both = await workflow({ DestinationAddress: { Address: own }, FiatCurrency: 'GBP' });
    expect(both.body.RequestExtension.Body.map((p: { Field: string; Reason: string }) => [p.Field, p.Reason])).toEqual([['DestinationAddress.Address', 'SelfReference'], ['FiatCurrency', 'NotSupported']]);
  });
  it('turns a simulated transfer into a FiatDeposit and an In transaction by the buy rule', async () => {
    await approvedCustomer(h);
    const details = (await workflow()).body;
    const sim = await h.call('POST', '/v1/sandbox/fiat-deposit/simulate', { PaymentMethodID: details.PaymentMethodID, FiatAmount: '500', FiatCurrency: 'USD', Reference: 'invoice 7' });
    expect(sim).toMatchObject({ status: 200, body: { FiatDepositID: expect.any(String) } });
    expect(Object.keys(sim.body)).toEqual(['FiatDepositID']);
    await h.sandbox.clock.advance(20_000);
    const txs = await h.call('GET', '/v1/transactions?CustomerID=cust-1');
    const tx = txs.body.Items[0];
    // fee 0.5% of 500 = 2.5; (500 - 2.5) / 1 = 497.5 USDC
    expect(tx).toMatchObject({ Direction: 'In', Status: 'Settled', Amount: '497.5', FiatPayment: { Amount: '500', FeeAmount: '2.5' }, DestinationAddress: details.DestinationAddress });
  });
  it('closes a virtual account at once (200), or after deposits in flight settle (202)', async () => {
    await approvedCustomer(h);
    const details = (await workflow()).body;
    await h.call('POST', '/v1/sandbox/fiat-deposit/simulate', { PaymentMethodID: details.PaymentMethodID, FiatAmount: '50', FiatCurrency: 'USD' });
    const pending = await h.call('POST', `/v1/virtual-accounts/${details.VirtualAccountID}/close`);
    expect(pending).toMatchObject({ status: 202, body: { Status: 'PendingClosure' } });
    await h.sandbox.clock.advance(10_000);
    const list = await h.call('GET', '/v1/virtual-accounts?CustomerID=cust-1');
    expect(list.body.Items[0].Status).toBe('Closed');
    expect((await h.call('POST', '/v1/virtual-accounts/VANOPE/close')).status).toBe(404);
  });
});

describe('on-chain deposit rules', () => {
  it('sells a matching deposit into the customer’s method, with Orchestration.RuleID', async () => {
    await approvedCustomer(h);
    const s = await session();
    const created = await rule({ Type: 'SingleOnchainDepositSourceTriggerInput', Conditions: [{ Network: 'BaseTestSepolia', AmountConditions: [{ ComparisonOperator: 'GTEQ', Value: '50' }] }] }, { FormSessionID: s.FormSessionID });
    expect(created.status).toBe(200);
    const address = created.body.Conditions[0].DestinationAddress.Address;
    const small = await h.control('/deposits/onchain', { Address: address, Network: 'BaseTestSepolia', CryptoCurrency: 'USDC_TEST', Amount: '10' });
    expect(small.body).toMatchObject({ Matched: false });
    const match = await h.control('/deposits/onchain', { Address: address, Network: 'BaseTestSepolia', CryptoCurrency: 'USDC_TEST', Amount: '120' });
    expect(match.body).toMatchObject({ Matched: true, RuleID: created.body.RuleID });
    const tx = await h.call('GET', `/v1/transactions/${match.body.TransactionID}`);
    expect(tx.body.Orchestration.RuleID).toBe(created.body.RuleID);
    const twice = await h.control('/deposits/onchain', { Address: address, Network: 'BaseTestSepolia', CryptoCurrency: 'USDC_TEST', Amount: '120' });
    expect(twice.body.Matched).toBe(false);
  });
  it('sells nothing for a customer declined since the rule was made: the customer must be approved when it executes', async () => {
    const customer = await approvedCustomer(h);
    const s = await session();
    const created = await rule({ Type: 'PermanentOnchainDepositSourceTriggerInput' }, { FormSessionID: s.FormSessionID });
    const address = created.body.Conditions[0].DestinationAddress.Address;
    await h.control(`/customers/${customer}/verification`, { Outcome: 'DeclinedFinal' });
    const deposit = await h.control('/deposits/onchain', { Address: address, Amount: '120' });
    expect(deposit.body).toMatchObject({ Matched: false, Reason: expect.stringContaining('not approved') });
    expect((await h.call('GET', `/v1/transactions?CustomerID=${customer}`)).body.Items).toEqual([]);
  });
  it('binds a quoted rule to its quote: off-amount and late deposits do not match', async () => {
    await approvedCustomer(h);
    const s = await session(true);
    const created = await rule({ Type: 'QuotedOnchainDepositSourceTriggerInput', SignedQuote: s.SellQuote.SignedQuote }, { FormSessionID: s.FormSessionID });
    expect(created.body.Conditions[0].AmountConditions).toEqual([{ ComparisonOperator: 'EQ', Value: s.SellQuote.CryptoAmount }]);
    const address = created.body.Conditions[0].DestinationAddress.Address;
    const off = await h.control('/deposits/onchain', { Address: address, Network: 'BaseTestSepolia', CryptoCurrency: 'USDC_TEST', Amount: '1' });
    expect(off.body.Matched).toBe(false);
    await h.sandbox.clock.advance(61_000);
    const late = await h.control('/deposits/onchain', { Address: address, Network: 'BaseTestSepolia', CryptoCurrency: 'USDC_TEST', Amount: s.SellQuote.CryptoAmount });
    expect(late.body).toMatchObject({ Matched: false, Reason: expect.stringContaining('expired') });
  });
  it('refuses a tampered SignedQuote, FiatAmount on a permanent rule, and a non-account network', async () => {
    await approvedCustomer(h);
    const s = await session(true);
    const tampered = await rule({ Type: 'QuotedOnchainDepositSourceTriggerInput', SignedQuote: `${s.SellQuote.SignedQuote}x` }, { FormSessionID: s.FormSessionID });
    expect(tampered.body.RequestExtension.Body[0]).toMatchObject({ Field: 'Trigger.SignedQuote', Reason: 'IntegrityValidation' });
    const permanent = await rule({ Type: 'PermanentOnchainDepositSourceTriggerInput' }, { FormSessionID: s.FormSessionID, FiatAmount: '10' });
    expect(permanent.body.RequestExtension.Body[0]).toMatchObject({ Field: 'FiatAmount' });
    const bitcoin = await rule({ Type: 'PermanentOnchainDepositSourceTriggerInput', Conditions: [{ Network: 'BitcoinTest' }] }, { FormSessionID: s.FormSessionID });
    expect(bitcoin.body.RequestExtension.Body[0]).toMatchObject({ Field: 'Trigger.Conditions.0.Network' });
  });
  it('refuses a permanent rule whose Expiry is already past (its address would take crypto nothing sells), and ends one whose Expiry comes', async () => {
    await approvedCustomer(h);
    const s = await session();
    const past = await rule({ Type: 'PermanentOnchainDepositSourceTriggerInput', Expiry: new Date(Date.now() - 60_000).toISOString() }, { FormSessionID: s.FormSessionID });
    expect(past).toMatchObject({ status: 400, body: { RequestExtension: { Body: [{ Field: 'Trigger.Expiry', Reason: 'IntegrityValidation' }] } } });
    const created = await rule({ Type: 'PermanentOnchainDepositSourceTriggerInput', Expiry: new Date(Date.now() + 60_000).toISOString() }, { FormSessionID: s.FormSessionID });
    expect(created.status).toBe(200);
    await h.sandbox.clock.advance(61_000);
    const late = await h.control('/deposits/onchain', { Address: created.body.Conditions[0].DestinationAddress.Address, Amount: '20' });
    expect(late.body).toMatchObject({ Matched: false, Reason: expect.stringContaining('expired') });
  });
});

describe('on-chain deposit rules: the Nonce and the form session they stand on', () => {
  it('answers the same Nonce and body with the first rule, and the Nonce with another body 409 Duplicate', async () => {
    await approvedCustomer(h);
    const s = await session();
    const Nonce = crypto.randomUUID();
    const first = await rule({ Type: 'PermanentOnchainDepositSourceTriggerInput', Nonce }, { FormSessionID: s.FormSessionID });
    expect(first.status).toBe(200);
    const again = await rule({ Type: 'PermanentOnchainDepositSourceTriggerInput', Nonce }, { FormSessionID: s.FormSessionID });
    expect(again).toMatchObject({ status: 200, body: first.body });
    const other = await rule({ Type: 'PermanentOnchainDepositSourceTriggerInput', Nonce }, { FormSessionID: s.FormSessionID, ExternalID: 'order-2' });
    expect(other).toMatchObject({ status: 409, body: { Type: 'Duplicate', RequestExtension: { Body: [{ Field: 'Trigger.Nonce', Reason: 'IntegrityValidation' }] } } });
    // One rule only: a deposit to the first address matches, and no second address was made.
    const address = first.body.Conditions[0].DestinationAddress.Address;
    expect((await h.control('/deposits/onchain', { Address: address, Network: 'BaseTestSepolia', CryptoCurrency: 'USDC_TEST', Amount: '120' })).body.Matched).toBe(true);
  });

  // A retry can overtake its own first attempt (a client resending after a lost answer, or an
  // attacker racing one Nonce): while the first is still checking its quote, the second must wait
  // for it, not make a second rule under the same Nonce.
  it('answers two requests with one Nonce in flight at once as one: the same rule, or 409 Duplicate for another body', async () => {
    await approvedCustomer(h);
    const s = await session(true);
    const quoted = (Nonce: string, extra: Record<string, unknown> = {}) =>
      rule({ Type: 'QuotedOnchainDepositSourceTriggerInput', Nonce, SignedQuote: s.SellQuote.SignedQuote }, { FormSessionID: s.FormSessionID, ...extra });
    const Nonce = crypto.randomUUID();
    const [a, b] = await Promise.all([quoted(Nonce), quoted(Nonce)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.RuleID).toBe(a.body.RuleID);
    const other = crypto.randomUUID();
    const [c, d] = await Promise.all([quoted(other), quoted(other, { ExternalID: 'order-2' })]);
    expect([c.status, d.status]).toEqual([200, 409]);
    expect(d.body).toMatchObject({ Type: 'Duplicate' });
  });

  it('refuses a form session prepared for another customer or another currency (IntegrityValidation)', async () => {
    await approvedCustomer(h);
    await approvedCustomer(h, 'cust-2');
    const s = await session();
    const other = await rule({ Type: 'PermanentOnchainDepositSourceTriggerInput' }, { FormSessionID: s.FormSessionID, CustomerID: 'cust-2' });
    expect(other).toMatchObject({ status: 400, body: { Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'FormSessionID', Reason: 'IntegrityValidation' }] } } });
    const eth = await rule({ Type: 'PermanentOnchainDepositSourceTriggerInput' }, { FormSessionID: s.FormSessionID, CryptoCurrency: 'ETH_TEST_SEPOLIA' });
    expect(eth).toMatchObject({ status: 400, body: { RequestExtension: { Body: [{ Field: 'CryptoCurrency', Reason: 'IntegrityValidation' }] } } });
  });

  it('knows its own deposit address in any letter case (SelfReference), and a deposit to it in any case matches', async () => {
    await approvedCustomer(h);
    const s = await session();
    const created = await rule({ Type: 'SingleOnchainDepositSourceTriggerInput' }, { FormSessionID: s.FormSessionID });
    const own: string = created.body.Conditions[0].DestinationAddress.Address;
    const shouted = `0x${own.slice(2).toUpperCase()}`;
    expect(shouted).not.toBe(own);
    const r = await workflow({ DestinationAddress: { Address: shouted } });
    expect(r).toMatchObject({ status: 400, body: { RequestExtension: { Body: [{ Field: 'DestinationAddress.Address', Reason: 'SelfReference' }] } } });
    const deposit = await h.control('/deposits/onchain', { Address: shouted, Network: 'BaseTestSepolia', CryptoCurrency: 'USDC_TEST', Amount: '120' });
    expect(deposit.body).toMatchObject({ Matched: true, RuleID: created.body.RuleID });
  });
});

describe('bank deposit to on-chain address: details, rails and fees', () => {
  it('provisions new details once the virtual account was closed, instead of the closed ones', async () => {
    await approvedCustomer(h);
    const first = (await workflow()).body;
    expect((await h.call('POST', `/v1/virtual-accounts/${first.VirtualAccountID}/close`)).body.Status).toBe('Closed');
    await h.sandbox.clock.advance(1_100);
    const next = await workflow();
    expect(next.status).toBe(200);
    expect(next.body.VirtualAccountID).not.toBe(first.VirtualAccountID);
    expect(next.body.PaymentMethodID).not.toBe(first.PaymentMethodID);
    const sim = await h.call('POST', '/v1/sandbox/fiat-deposit/simulate', { PaymentMethodID: next.body.PaymentMethodID, FiatAmount: '100', FiatCurrency: 'USD' });
    expect(sim.status).toBe(200);
  });

  it('adds the business fee of each payment method type to that rail\'s Fee and books it as BusinessFee', async () => {
    await approvedCustomer(h);
    const r = await workflow({ BusinessFees: { BankAch: { FeePct: '1', FeeBase: '2', FiatCurrency: 'USD' }, BankFedwire: { FeePct: '0.25' } } });
    expect(r.body.Fee).toEqual({ FiatCurrencyCode: 'USD', TotalFeePct: '1.5', TotalFeeBase: '2', TotalFeeMin: '1' });
    expect(r.body.RelatedPaymentMethods[0]).toMatchObject({ PaymentMethodType: 'BankFedwire', Fee: { TotalFeePct: '0.75', TotalFeeBase: '10' } });
    await h.call('POST', '/v1/sandbox/fiat-deposit/simulate', { PaymentMethodID: r.body.PaymentMethodID, FiatAmount: '500', FiatCurrency: 'USD' });
    await h.sandbox.clock.advance(20_000);
    const tx = (await h.call('GET', '/v1/transactions?CustomerID=cust-1')).body.Items[0];
    // 2 + 1.5% of 500 = 9.5 in all: 2 + 5 the business's, 2.5 the service's; (500 - 9.5) / 1 USDC.
    expect(tx).toMatchObject({ Amount: '490.5', FiatPayment: { FeeAmount: '9.5' } });
    expect(tx.Breakdown).toEqual([{ Type: 'ChannelFee', Amount: '2.5' }, { Type: 'BusinessFee', Amount: '7' }, { Type: 'Remaining', Amount: '490.5' }]);
  });

  it('takes a transfer to a related payment method (wire) at that rail\'s fee, and refuses another currency', async () => {
    await approvedCustomer(h);
    const r = (await workflow()).body;
    const wire = r.RelatedPaymentMethods[0];
    const sim = await h.call('POST', '/v1/sandbox/fiat-deposit/simulate', { PaymentMethodID: wire.PaymentMethodID, FiatAmount: '5000', FiatCurrency: 'USD' });
    expect(sim.status).toBe(200);
    await h.sandbox.clock.advance(20_000);
    const tx = (await h.call('GET', '/v1/transactions?CustomerID=cust-1')).body.Items[0];
    // Fedwire: 10 + 0.5% of 5000 = 35.
    expect(tx).toMatchObject({ FiatPayment: { FeeAmount: '35', FiatDepositID: sim.body.FiatDepositID }, PaymentMethod: { ID: wire.PaymentMethodID } });
    const euros = await h.call('POST', '/v1/sandbox/fiat-deposit/simulate', { PaymentMethodID: r.PaymentMethodID, FiatAmount: '100', FiatCurrency: 'EUR' });
    expect(euros).toMatchObject({ status: 400, body: { RequestExtension: { Body: [{ Field: 'FiatCurrency', Reason: 'NotSupported' }] } } });
  });
});

describe('business fees the sandbox cannot price', () => {
  it('answers NotSupported on the fee currency, for a workflow and a deposit rule, never a 500', async () => {
    await approvedCustomer(h);
    const r = await workflow({ BusinessFees: { BankAch: { FeeBase: '1', FiatCurrency: 'CHF' } } });
    expect(r).toMatchObject({ status: 400, body: { RequestExtension: { Body: [{ Field: 'BusinessFees.BankAch.FiatCurrency', Reason: 'NotSupported' }] } } });
    const s = await session();
    const ruled = await rule({ Type: 'SingleOnchainDepositSourceTriggerInput' }, { FormSessionID: s.FormSessionID, BusinessFee: { FeeBase: '1', FiatCurrency: 'CHF' } });
    expect(ruled).toMatchObject({ status: 400, body: { RequestExtension: { Body: [{ Field: 'BusinessFee.FiatCurrency', Reason: 'NotSupported' }] } } });
  });

  it('charges a deposit rule\'s own (deprecated) BusinessFee on the sale it makes', async () => {
    await approvedCustomer(h);
    const s = await session();
    const created = await rule({ Type: 'SingleOnchainDepositSourceTriggerInput' }, { FormSessionID: s.FormSessionID, FiatAmount: '100', BusinessFee: { FeePct: '1' } });
    expect(created.status).toBe(200);
    const match = await h.control('/deposits/onchain', { Address: created.body.Conditions[0].DestinationAddress.Address, Network: 'BaseTestSepolia', CryptoCurrency: 'USDC_TEST', Amount: '200' });
    const tx = (await h.call('GET', `/v1/transactions/${match.body.TransactionID}`)).body;
    expect(tx.Breakdown).toContainEqual({ Type: 'BusinessFee', Amount: '1' });
  });
});

describe('simulated bank transfers the records could not hold', () => {
  it('refuses a transfer the fee would eat whole, or finer than cents, and the transaction list stays readable', async () => {
    await approvedCustomer(h);
    const details = (await workflow()).body;
    const simulate = (FiatAmount: string) => h.call('POST', '/v1/sandbox/fiat-deposit/simulate', { PaymentMethodID: details.PaymentMethodID, FiatAmount, FiatCurrency: 'USD' });
    for (const amount of ['0', '0.5', '1']) {
      expect((await simulate(amount)).body.RequestExtension.Body, amount).toEqual([expect.objectContaining({ Field: 'FiatAmount', Reason: 'IntegrityValidation' })]);
    }
    expect((await simulate('1.234')).body.RequestExtension.Body).toEqual([expect.objectContaining({ Field: 'FiatAmount', Reason: 'SchemaValidation' })]);
    expect((await simulate('1.01')).status).toBe(200);
    await h.sandbox.clock.advance(20_000);
    const txs = await h.call('GET', '/v1/transactions?CustomerID=cust-1');
    expect(txs.status).toBe(200);
    expect(txs.body.Items).toEqual([expect.objectContaining({ Amount: '0.01', FiatPayment: expect.objectContaining({ FeeAmount: '1' }) })]);
  });
});

describe('a quoted deposit rule keeps its quote amount', () => {
  it('refuses amount conditions other than exactly the quoted amount, so an off-amount deposit can never match', async () => {
    await approvedCustomer(h);
    const s = await session(true);
    const loose = await rule({ Type: 'QuotedOnchainDepositSourceTriggerInput', SignedQuote: s.SellQuote.SignedQuote, Conditions: [{ Network: 'BaseTestSepolia', AmountConditions: [{ ComparisonOperator: 'GTEQ', Value: '1' }] }] }, { FormSessionID: s.FormSessionID });
    expect(loose).toMatchObject({ status: 400, body: { RequestExtension: { Body: [{ Field: 'Trigger.Conditions.0.AmountConditions', Reason: 'IntegrityValidation' }] } } });
    const same = await rule({ Type: 'QuotedOnchainDepositSourceTriggerInput', SignedQuote: s.SellQuote.SignedQuote, Conditions: [{ Network: 'BaseTestSepolia', AmountConditions: [{ ComparisonOperator: 'EQ', Value: s.SellQuote.CryptoAmount }] }] }, { FormSessionID: s.FormSessionID });
    expect(same.status).toBe(200);
    const off = await h.control('/deposits/onchain', { Address: same.body.Conditions[0].DestinationAddress.Address, Network: 'BaseTestSepolia', CryptoCurrency: 'USDC_TEST', Amount: '1' });
    expect(off.body.Matched).toBe(false);
  });
});

describe('on-chain deposits a rule cannot sell', () => {
  it('does not match a deposit smaller than its FiatAmount needs, nor one the fees eat, and still matches a fitting one after', async () => {
    await approvedCustomer(h);
    const s = await session();
    const created = await rule({ Type: 'SingleOnchainDepositSourceTriggerInput' }, { FormSessionID: s.FormSessionID, FiatAmount: '100' });
    const address = created.body.Conditions[0].DestinationAddress.Address;
    const deposit = (Amount: string) => h.control('/deposits/onchain', { Address: address, Network: 'BaseTestSepolia', CryptoCurrency: 'USDC_TEST', Amount });
    expect((await deposit('50')).body).toMatchObject({ Matched: false, Reason: expect.stringContaining('less than') });
    const fitting = await deposit('200');
    expect(fitting.body.Matched).toBe(true);
    const tx = (await h.call('GET', `/v1/transactions/${fitting.body.TransactionID}`)).body;
    expect(tx.FiatPayment.Amount).toBe('100');
    const s2 = await session();
    const whole = await rule({ Type: 'PermanentOnchainDepositSourceTriggerInput' }, { FormSessionID: s2.FormSessionID });
    const dust = await h.control('/deposits/onchain', { Address: whole.body.Conditions[0].DestinationAddress.Address, Network: 'BaseTestSepolia', CryptoCurrency: 'USDC_TEST', Amount: '0.5' });
    expect(dust.body).toMatchObject({ Matched: false, Reason: expect.stringContaining('fees') });
  });
});
