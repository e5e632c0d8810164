import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { approvedCustomer, BR_PIX, DE_SEPA, individual, sepaForm, startSandbox, US_ACH, type Harness } from './test-helpers';

let h: Harness;
beforeEach(async () => {
  h = await startSandbox({ quoteTtlSeconds: 60 });
});
afterEach(() => h.sandbox.close());

const prepare = (body: Record<string, unknown>) => h.call('POST', '/v1/transactions/sell/prepare', { ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: '100', ...body });

describe('channels', () => {
  it('lists channels with a rate, and Calculated.TotalFee only when an amount is given', async () => {
    const plain = await h.call('GET', '/v1/channels/sell?CryptoCurrency=USDC_TEST&Country=DE');
    expect(plain.status).toBe(200);
    expect(plain.body.Items).toHaveLength(1);
    expect(plain.body.Items[0]).toMatchObject({ ID: DE_SEPA, FiatCurrency: 'EUR', Rate: '0.92', ProcessingTier: 'Priority' });
    expect(plain.body.Items[0].Calculated).toBeUndefined();
    expect(plain.body.Items[0].FormMetadata.ContentHash).toMatch(/^[0-9a-f]{64}$/);
    const priced = await h.call('GET', '/v1/channels/sell?CryptoCurrency=USDC_TEST&Country=DE&FiatAmount=100');
    // 1.50 fixed + 0.8% of 100
    expect(priced.body.Items[0].Calculated).toEqual({ TotalFee: '2.3' });
  });
  it('pages with PageSize and PageToken', async () => {
    const first = await h.call('GET', '/v1/channels/sell?CryptoCurrency=USDC_TEST&PageSize=4');
    expect(first.body.Items).toHaveLength(4);
    const second = await h.call('GET', `/v1/channels/sell?CryptoCurrency=USDC_TEST&PageSize=4&PageToken=${first.body.PageToken}`);
    expect(second.body.Items.map((c: { ID: string }) => c.ID)).not.toContain(first.body.Items[0].ID);
    const bad = await h.call('GET', '/v1/channels/sell?CryptoCurrency=USDC_TEST&PageToken=zzz');
    expect(bad.body.RequestExtension.Body[0]).toMatchObject({ Field: 'PageToken', Reason: 'SchemaValidation' });
  });
  it('maps countries to currencies and serves each form', async () => {
    const countries = await h.call('GET', '/v1/channels/sell/countries');
    expect(countries.body).toMatchObject({ DE: ['EUR'], US: ['USD'], BR: ['BRL'], GB: ['GBP'], MX: ['MXN'], NG: ['NGN'], KE: ['KES'], FR: ['EUR'] });
    const form = await h.call('GET', `/v1/channels/${BR_PIX}/form`);
    expect(form.body.FormSchema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect((await h.call('GET', '/v1/channels/00000000-0000-4000-8000-000000000000/form')).status).toBe(404);
  });
  it('refuses production names with the sandbox name to use', async () => {
    const r = await h.call('GET', '/v1/channels/sell?CryptoCurrency=USDC');
    expect(r.status).toBe(400);
    expect(r.body.RequestExtension.Body[0]).toMatchObject({ Field: 'CryptoCurrency', Reason: 'SchemaValidation' });
    expect(r.body.RequestExtension.Body[0].Description).toContain('USDC_TEST');
  });
});

describe('prepare sell', () => {
  it('prices with the spec sell rule: crypto = (fiat + fees) / rate', async () => {
    const r = await prepare({ Form: sepaForm });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ TotalFee: '2.3', Rate: '0.92', CryptoAmountEstimate: '111.195653' });
    expect(r.body.Breakdown).toEqual([{ Type: 'ChannelFee', Amount: '2.3' }, { Type: 'Remaining', Amount: '100' }]);
  });
  it('adds the business fee to the breakdown', async () => {
    const r = await prepare({ Form: sepaForm, BusinessFee: { FeePct: '1', FeeBase: '0.5', FiatCurrency: 'EUR' } });
    expect(r.body.Breakdown).toEqual([{ Type: 'ChannelFee', Amount: '2.3' }, { Type: 'BusinessFee', Amount: '1.5' }, { Type: 'Remaining', Amount: '100' }]);
    expect(r.body.TotalFee).toBe('3.8');
  });
  it('refuses amounts finer than their currency instead of rounding them, and a fee currency it cannot price instead of failing', async () => {
    const cents = await prepare({ Form: sepaForm, FiatAmount: '100.005' });
    expect(cents).toMatchObject({ status: 400, body: { RequestExtension: { Body: [{ Field: 'FiatAmount', Reason: 'SchemaValidation', Description: 'EUR amounts have at most 2 decimals' }] } } });
    expect((await prepare({ Form: sepaForm, FiatAmount: '100.500' })).status).toBe(200);
    const micro = await prepare({ Form: sepaForm, FiatAmount: undefined, CryptoAmount: '50.1234567' });
    expect(micro.body.RequestExtension.Body).toEqual([expect.objectContaining({ Field: 'CryptoAmount', Description: 'USDC_TEST amounts have at most 6 decimals' })]);
    const francs = await prepare({ Form: sepaForm, BusinessFee: { FeeBase: '1', FiatCurrency: 'CHF' } });
    expect(francs).toMatchObject({ status: 400, body: { Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'BusinessFee.FiatCurrency', Reason: 'NotSupported' }] } } });
  });
  it('puts form problems on Form.<path> with the schema message', async () => {
    const r = await prepare({ Form: { ...sepaForm, BankDetails: { IBAN: 'DE89 3704' } } });
    expect(r.status).toBe(400);
    expect(r.body.RequestExtension.Body).toEqual([{ Field: 'Form.BankDetails.IBAN', Reason: 'SchemaValidation', Description: expect.stringContaining('IBAN') }]);
  });
  it('checks IBAN check digits and refuses an IBAN SEPA cannot reach as NotSupported', async () => {
    const typo = await prepare({ Form: { ...sepaForm, BankDetails: { IBAN: 'DE89370400440532013001' } } });
    expect(typo.body.RequestExtension.Body[0]).toMatchObject({ Field: 'Form.BankDetails.IBAN', Reason: 'SchemaValidation' });
    const brazil = await prepare({ Form: { ...sepaForm, BankDetails: { IBAN: 'BR1800360305000010009795493C1' } } });
    expect(brazil.body.RequestExtension.Body[0]).toMatchObject({ Field: 'Form.BankDetails.IBAN', Reason: 'NotSupported' });
  });
  it('explains an amount outside the channel limits', async () => {
    const r = await prepare({ FiatAmount: '5', Form: sepaForm });
    expect(r.body.RequestExtension.Body[0]).toMatchObject({ Field: 'FiatAmount', Reason: 'SchemaValidation' });
    expect(r.body.RequestExtension.Body[0].Description).toContain('at least 10 EUR');
  });
  it('answers 402 when the balance is short, unless DelayedSell', async () => {
    await h.control('/balances', { CryptoCurrency: 'USDC_TEST', Available: '5' });
    expect((await prepare({ Form: sepaForm })).body.Type).toBe('InsufficientBalance');
    expect((await prepare({ Form: sepaForm })).status).toBe(402);
    expect((await prepare({ Form: sepaForm, DelayedSell: true })).status).toBe(200);
  });
  it('refuses a customer who has not been verified with VerificationRequired', async () => {
    await h.call('POST', '/v1/onboarding/newbie', { ReturnURL: 'https://shop.example/back' });
    const r = await prepare({ CustomerID: 'newbie', Form: sepaForm });
    expect(r.status).toBe(403);
    expect(r.body.DenyExtension[0]).toMatchObject({ Reason: 'VerificationRequired', Principal: { Type: 'Customer', ID: 'newbie' } });
  });
  it('answers a customer in review with a plain Forbidden, a final decline as Compliance, a retry as VerificationRequired', async () => {
    const { Type: _t, ...data } = individual;
    expect((await h.call('POST', '/v1/onboarding/in-review', { ReturnURL: 'https://shop.example/back', Form: data })).status).toBe(202);
    const reviewing = await prepare({ CustomerID: 'in-review', Form: sepaForm });
    expect(reviewing).toMatchObject({ status: 403, body: { Type: 'Forbidden', Detail: expect.stringContaining('review') } });
    expect(reviewing.body.DenyExtension).toBeUndefined();
    await h.control('/customers/in-review/verification', { Outcome: 'DeclinedFinal' });
    const declined = await prepare({ CustomerID: 'in-review', Form: sepaForm });
    expect(declined.body.DenyExtension).toEqual([expect.objectContaining({ Reason: 'Compliance', Principal: { ID: 'in-review', Type: 'Customer', Subtype: 'Individual' } })]);
    await h.control('/customers/in-review/verification', { Outcome: 'DeclinedRetry' });
    expect((await prepare({ CustomerID: 'in-review', Form: sepaForm })).body.DenyExtension[0].Reason).toBe('VerificationRequired');
  });
  it('walks a NextStep (Ack) and keeps the first answers', async () => {
    const achForm = { BankDetails: { RoutingNumber: '011000015', AccountNumber: '000123456789', AccountType: 'Checking' }, AccountHolder: { AccountHolderType: 'Business', Name: 'Acme Trading' } };
    const first = await prepare({ ChannelID: US_ACH, Form: achForm, Quoted: true });
    expect(first.body.NextStep).toMatchObject({ StepID: 'ach-authorization', StepType: 'Ack' });
    expect(first.body.SellQuote).toBeUndefined();
    const wrong = await prepare({ ChannelID: US_ACH, FormSessionID: first.body.FormSessionID, Form: { Acknowledged: false }, Quoted: true });
    expect(wrong.body.RequestExtension.Body[0]).toMatchObject({ Field: 'Form.Acknowledged', Description: 'Please confirm to continue' });
    const done = await prepare({ ChannelID: US_ACH, FormSessionID: first.body.FormSessionID, Form: { Acknowledged: true }, Quoted: true });
    expect(done.body.NextStep).toBeUndefined();
    expect(done.body.SellQuote).toMatchObject({ FiatAmount: '100', FiatCurrency: 'USD' });
  });
  it('rejects an unknown form session and one of another channel', async () => {
    const unknown = await prepare({ FormSessionID: '4b0e4a8e-7c5e-4c38-9a55-6d5e2f6a1b2c', Form: sepaForm });
    expect(unknown.status).toBe(400);
    expect(unknown.body.RequestExtension.Body).toEqual([{ Field: 'FormSessionID', Reason: 'IntegrityValidation', Description: 'no form session has this id' }]);
    // A live session, complete for its own channel, sent with another channel's form.
    const sepa = await prepare({ Form: sepaForm });
    expect(sepa.status).toBe(200);
    const achForm = { BankDetails: { RoutingNumber: '011000015', AccountNumber: '000123456789', AccountType: 'Checking' }, AccountHolder: { AccountHolderType: 'Business', Name: 'Acme Trading' } };
    const elsewhere = await prepare({ ChannelID: US_ACH, FormSessionID: sepa.body.FormSessionID, Form: achForm });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.RequestExtension.Body).toEqual([{ Field: 'FormSessionID', Reason: 'IntegrityValidation', Description: 'this form session belongs to another channel' }]);
  });
});

describe('sell', () => {
  async function quoted(customer?: string) {
    const r = await prepare({ Form: sepaForm, Quoted: true, ...(customer ? { CustomerID: customer } : {}) });
    expect(r.status).toBe(200);
    return r.body;
  }
  const sell = (p: { FormSessionID: string; CryptoAuthorizedAmount: string }, Nonce: string, extra: Record<string, unknown> = {}) =>
    h.call('POST', '/v1/transactions/sell', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: p.CryptoAuthorizedAmount, FormSessionID: p.FormSessionID, Nonce, ...extra });

  it('pages the transactions after the last one read: a sale made between two reads neither repeats a row nor hides one', async () => {
    const customer = await approvedCustomer(h);
    const made: string[] = [];
    const sellOnce = async (n: number) => {
      made.push((await sell(await quoted(customer), `page-${n}`)).body.Transaction.ID);
      await h.sandbox.clock.advance(1_000); // each a second apart: the newest first is then made[last]
    };
    for (let n = 0; n < 3; n += 1) await sellOnce(n);
    const first = await h.call('GET', `/v1/transactions?CustomerID=${customer}&PageSize=2`);
    expect(first.body.Items.map((t: { ID: string }) => t.ID)).toEqual([made[2], made[1]]);
    await sellOnce(3);
    const second = await h.call('GET', `/v1/transactions?CustomerID=${customer}&PageSize=2&PageToken=${encodeURIComponent(first.body.PageToken)}`);
    expect(second.body.Items.map((t: { ID: string }) => t.ID)).toEqual([made[0]]);
    expect(second.body.PageToken).toBeUndefined();
    const otherWay = await h.call('GET', `/v1/transactions?CustomerID=${customer}&PageSize=2&SortDirection=ASC&PageToken=${encodeURIComponent(first.body.PageToken)}`);
    expect(otherWay.body.RequestExtension.Body[0]).toMatchObject({ Field: 'PageToken' });
  });
  it('refuses the sell of a customer declined after the prepare, as the prepare would (approved when it executes), and holds nothing', async () => {
    const customer = await approvedCustomer(h);
    const p = await quoted(customer);
    const before = (await h.call('GET', '/v1/balances?CryptoCurrency=USDC_TEST')).body.Items[0].Available;
    await h.control(`/customers/${customer}/verification`, { Outcome: 'DeclinedFinal' });
    const r = await sell(p, 'declined-1');
    expect(r).toMatchObject({ status: 403, body: { Type: 'Forbidden', DenyExtension: [{ Reason: 'Compliance', Principal: { ID: customer, Type: 'Customer' } }] } });
    expect((await h.call('GET', '/v1/balances?CryptoCurrency=USDC_TEST')).body.Items[0].Available).toBe(before);
    expect((await h.call('GET', `/v1/transactions?CustomerID=${customer}`)).body.Items).toEqual([]);
  });
  it('sells at the quote, holds the balance and settles on the clock', async () => {
    const customer = await approvedCustomer(h);
    const p = await quoted(customer);
    const r = await sell(p, 'nonce-1');
    expect(r.status).toBe(202);
    const tx = r.body.Transaction;
    expect(tx).toMatchObject({ Status: 'Pending', SubStatus: 'AmlScreening', Direction: 'Out', Amount: p.SellQuote.CryptoAmount, CustomerID: customer });
    expect(tx.FiatPayment).toMatchObject({ Amount: '100', FeeAmount: '2.3', Rate: '0.92', FiatCurrency: 'EUR' });
    expect(tx.PaymentMethod.DisplayDetails).toMatchObject({ Type: 'FiatPaymentMethodBankDisplay', AccountNumber: '••••3000' });
    const balances = await h.call('GET', '/v1/balances?CryptoCurrency=USDC_TEST');
    expect(balances.body.Items[0]).toMatchObject({ Available: '249888.804347', Total: '250000' });
    await h.sandbox.clock.advance(10_000);
    const settled = await h.call('GET', `/v1/transactions/${tx.ID}`);
    expect(settled.body.Status).toBe('Settled');
    const after = await h.call('GET', '/v1/balances?CryptoCurrency=USDC_TEST');
    expect(after.body.Items[0].Total).toBe('249888.804347');
    const methods = await h.call('GET', `/v1/payment-methods?CustomerID=${customer}&Capability=PayoutTo`);
    expect(methods.body.Items).toHaveLength(1);
  });
  it('refuses a FiatAmount other than the quote locked (IntegrityValidation) and takes the same one written otherwise', async () => {
    const customer = await approvedCustomer(h);
    const p = await quoted(customer);
    const other = await sell(p, 'nonce-other-fiat', { FiatAmount: '150' });
    expect(other).toMatchObject({ status: 400, body: { Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'FiatAmount', Reason: 'IntegrityValidation', Description: expect.stringContaining('100 EUR') }] } } });
    const same = await sell(p, 'nonce-same-fiat', { FiatAmount: '100.00' });
    expect(same.status).toBe(202);
    expect(same.body.Transaction.FiatPayment.Amount).toBe('100');
  });
  it('reuses the stored payment method when the same account is sold to again, and lists only recent ones per channel', async () => {
    const customer = await approvedCustomer(h);
    const first = (await sell(await quoted(customer), 'nonce-reuse-1')).body.Transaction;
    const second = (await sell(await quoted(customer), 'nonce-reuse-2')).body.Transaction;
    expect(second.PaymentMethod.ID).toBe(first.PaymentMethod.ID);
    // Another account is another method.
    const otherIban = { ...sepaForm, BankDetails: { IBAN: 'DE02120300000000202051' } };
    const other = await prepare({ Form: otherIban, Quoted: true, CustomerID: customer });
    const third = (await sell(other.body, 'nonce-reuse-3')).body.Transaction;
    expect(third.PaymentMethod.ID).not.toBe(first.PaymentMethod.ID);
    const methods = await h.call('GET', `/v1/payment-methods?CustomerID=${customer}`);
    expect(methods.body.Items.map((m: { ID: string }) => m.ID)).toEqual([first.PaymentMethod.ID, third.PaymentMethod.ID]);
    const channels = await h.call('GET', `/v1/channels/sell?CryptoCurrency=USDC_TEST&Country=DE&CustomerID=${customer}`);
    expect(channels.body.Items[0].PaymentMethods.map((m: { ID: string }) => m.ID)).toEqual([first.PaymentMethod.ID, third.PaymentMethod.ID]);
  });
  it('lists only the five most recent methods of a channel, oldest first, however many accounts were sold to', async () => {
    const customer = await approvedCustomer(h);
    // German IBANs with valid check digits for account numbers 1..7.
    const iban = (n: number) => {
      const bban = `37040044${String(n).padStart(10, '0')}`;
      const check = 98 - Number(BigInt(`${bban}131400`) % 97n);
      return `DE${String(check).padStart(2, '0')}${bban}`;
    };
    const ids: string[] = [];
    for (let n = 1; n <= 7; n += 1) {
      const prepared = await prepare({ Form: { ...sepaForm, BankDetails: { IBAN: iban(n) } }, Quoted: true, CustomerID: customer });
      expect(prepared.status).toBe(200);
      ids.push((await sell(prepared.body, `nonce-recent-${n}`)).body.Transaction.PaymentMethod.ID);
    }
    expect(new Set(ids).size).toBe(7);
    const channels = await h.call('GET', `/v1/channels/sell?CryptoCurrency=USDC_TEST&Country=DE&CustomerID=${customer}`);
    expect(channels.body.Items[0].PaymentMethods.map((m: { ID: string }) => m.ID)).toEqual(ids.slice(2));
    // The full list stays where it belongs: GET /payment-methods.
    expect((await h.call('GET', `/v1/payment-methods?CustomerID=${customer}&PageSize=50`)).body.Items).toHaveLength(7);
  });
  it('reduces a channel form by a stored method of the customer asking, never by another customer’s', async () => {
    const owner = await approvedCustomer(h, 'pm-owner');
    const other = await approvedCustomer(h, 'pm-other');
    const prepared = await prepare({ Form: sepaForm, Quoted: true, CustomerID: owner });
    const method = (await sell(prepared.body, 'nonce-pm-owner')).body.Transaction.PaymentMethod.ID as string;
    const required = async (customer: string) => (await h.call('GET', `/v1/channels/sell?CryptoCurrency=USDC_TEST&Country=DE&CustomerID=${customer}&PaymentMethodID=${method}`)).body.Items[0].FormSchema.required;
    expect(await required(owner)).not.toContain('BankDetails');
    expect(await required(other)).toEqual(expect.arrayContaining(['BankDetails', 'AccountHolder']));
    const single = await h.call('GET', `/v1/channels/${DE_SEPA}?CryptoCurrency=USDC_TEST&CustomerID=${other}&PaymentMethodID=${method}`);
    expect(single.body.FormSchema.required).toEqual(expect.arrayContaining(['BankDetails', 'AccountHolder']));
  });
  it('replays the same Nonce and body, and refuses the Nonce with another body as Duplicate', async () => {
    const p = await quoted();
    const first = await sell(p, 'nonce-2');
    const again = await sell(p, 'nonce-2');
    expect(again.status).toBe(202);
    expect(again.body.Transaction.ID).toBe(first.body.Transaction.ID);
    const other = await sell(p, 'nonce-2', { ExternalID: 'order-9' });
    expect(other.status).toBe(409);
    expect(other.body.Type).toBe('Duplicate');
  });
  it('refuses an expired quote on FormSessionID', async () => {
    const p = await quoted();
    await h.sandbox.clock.advance(61_000);
    const r = await sell(p, 'nonce-3');
    expect(r.status).toBe(400);
    expect(r.body.RequestExtension.Body[0]).toMatchObject({ Field: 'FormSessionID', Reason: 'IntegrityValidation' });
  });
  it('refuses a session whose NextStep is unanswered', async () => {
    const achForm = { BankDetails: { RoutingNumber: '011000015', AccountNumber: '000123456789', AccountType: 'Savings' }, AccountHolder: { AccountHolderType: 'Business', Name: 'Acme Trading' } };
    const p = await prepare({ ChannelID: US_ACH, Form: achForm });
    const r = await sell(p.body, 'nonce-4');
    expect(r.body.RequestExtension.Body[0]).toMatchObject({ Field: 'FormSessionID', Reason: 'IntegrityValidation' });
  });
  it('holds an unquoted sell to the channel limits, whatever it is priced by', async () => {
    const p = (await prepare({ Form: sepaForm })).body;
    // A full liquidation of too little crypto would pay out nothing after the fixed fee.
    for (const amount of ['0', '1']) {
      const r = await sell({ ...p, CryptoAuthorizedAmount: amount }, `tiny-${amount}`);
      expect(r.status).toBe(400);
      expect(r.body.RequestExtension.Body[0]).toMatchObject({ Field: 'CryptoAuthorizedAmount', Reason: 'SchemaValidation' });
    }
    const above = await sell({ ...p, CryptoAuthorizedAmount: '200000' }, 'above', { FiatAmount: '60000' });
    expect(above.status).toBe(400);
    expect(above.body.RequestExtension.Body[0]).toMatchObject({ Field: 'FiatAmount', Reason: 'SchemaValidation' });
    expect(above.body.RequestExtension.Body[0].Description).toContain('50000');
    expect((await sell({ ...p, CryptoAuthorizedAmount: '200000' }, 'below', { FiatAmount: '1' })).status).toBe(400);
    // The form session was not used up by the refusals: a sell within the limits goes through.
    const ok = await sell(p, 'within');
    expect(ok.status).toBe(202);
    const fiat = ok.body.Transaction.FiatPayment;
    // The spec's sell rule, to the cent the payout is rounded to: Amount = (Amount + FeeAmount) / Rate.
    expect(Math.abs(Number(ok.body.Transaction.Amount) * Number(fiat.Rate) - (Number(fiat.Amount) + Number(fiat.FeeAmount)))).toBeLessThan(0.01);
  });
  it('is 402 when the balance fell after a DelayedSell prepare', async () => {
    const p = (await prepare({ Form: sepaForm, DelayedSell: true })).body;
    await h.control('/balances', { CryptoCurrency: 'USDC_TEST', Available: '1' });
    expect((await sell(p, 'nonce-5')).status).toBe(402);
  });
});
