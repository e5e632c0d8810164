// The sell controller without React, against the real sandbox behind the real proxy: each action
// starts its call at once and only once, the events follow the answers, typed answers wait out of
// the state, and a failed prepare lands the customer where the machine routes it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RampkitEvent } from '../events';
import { DE_100, envelope, SEPA_ANSWERS, sellHarness, type SellHarness } from '../../../tooling/sell-controller';

let harness: SellHarness | undefined;
afterEach(() => harness?.close());
const start = async (options?: Parameters<typeof sellHarness>[0]) => (harness = await sellHarness(options));
const types = (events: RampkitEvent[]) => events.map((e) => (e.type === 'error' ? `error:${e.source}` : e.type));
/** A sale made through a first controller saves the customer's SEPA account: the customer's saved payout accounts after it. */
async function savedAccounts(h: SellHarness) {
  const first = h.controller();
  await h.toQuote(first);
  first.actions.sell();
  await h.settled();
  return (await h.backend.client.listPaymentMethods({ query: { CustomerID: h.backend.customerId, Capability: 'PayoutTo' } as never })).Items;
}

describe('SellFlowController', () => {
  it('sells: each action sends its call at once and once, and reports it', async () => {
    const h = await start();
    const completed = vi.fn();
    const sale = h.controller({ onSellCompleted: completed });
    const view = h.mount(sale);
    sale.actions.selectChannel(h.channel);
    sale.actions.selectPaymentMethod(null);
    expect(sale.getState().step).toBe('form');
    sale.actions.submitForm(SEPA_ANSWERS);
    // Sent by the action itself, synchronously: no render, no effect in between.
    expect(sale.getState().busy).toBe('prepare');
    sale.actions.submitForm(SEPA_ANSWERS);
    sale.actions.requote();
    await h.settled();
    expect(sale.getState()).toMatchObject({ step: 'quote', busy: undefined, formSessionId: expect.any(String) });
    expect(sale.getState().servedAt).toEqual({ serverNow: expect.stringMatching(/GMT$/), receivedAt: expect.any(Number) });

    sale.actions.sell();
    sale.actions.sell();
    sale.actions.checkSell();
    expect(sale.getState().busy).toBe('sell');
    await h.settled();
    expect(sale.getState().step).toBe('done');
    expect(h.sent.map((s) => s.call)).toEqual(['prepareSell', 'sell']);
    expect(h.sent[1]!.body).toMatchObject({ Nonce: expect.any(String), ExternalID: h.sent[1]!.body!.Nonce, FormSessionID: sale.getState().formSessionId });
    expect(types(h.events)).toEqual(['quote.received', 'sell.submitted', 'sell.completed']);
    expect(completed).toHaveBeenCalledExactlyOnceWith(sale.getState().transaction);
    // The answers (an account number, a name) are not kept past the sale.
    expect(sale.getState().formAnswers).toEqual({});
    view();
  });

  it('sends DelayedSell of the latest options with the prepare, and never a business fee (the proxy sets it)', async () => {
    const h = await start();
    const sale = h.controller();
    sale.setOptions({ client: h.client, delayedSell: true });
    await h.toQuote(sale);
    expect(h.sent[0]!.body).toMatchObject({ ChannelID: h.channel.ID, FiatAmount: '100', Quoted: true, DelayedSell: true, Form: SEPA_ANSWERS });
    expect(h.sent[0]!.body).not.toHaveProperty('BusinessFee');
  });

  it('keeps typed answers out of the state until a commit, an action, or the flow leaving the screen', async () => {
    const h = await start();
    const sale = h.controller();
    const renders = vi.fn();
    const view = sale.subscribe(renders);
    sale.actions.selectChannel(h.channel);
    sale.actions.selectPaymentMethod(null);
    renders.mockClear();
    sale.actions.changeForm({ BankDetails: { IBAN: 'DE8' } });
    sale.actions.changeForm({ BankDetails: { IBAN: 'DE89' } });
    expect(renders).not.toHaveBeenCalled();
    expect(sale.getState().formAnswers).toEqual({});
    sale.actions.back();
    expect(sale.getState()).toMatchObject({ step: 'payment-method', formAnswers: { [h.channel.ID]: { BankDetails: { IBAN: 'DE89' } } } });

    sale.actions.selectPaymentMethod(null);
    sale.actions.changeForm({ BankDetails: { IBAN: 'DE8937' } });
    view();
    expect(sale.getState().formAnswers[h.channel.ID]).toEqual({ BankDetails: { IBAN: 'DE8937' } });
    sale.actions.changeAmount({ ...DE_100, FiatAmount: '12' });
    expect(sale.amountDraft()).toEqual({ ...DE_100, FiatAmount: '12' });
    sale.actions.setAmount({ ...DE_100, FiatAmount: '120' });
    expect(sale.amountDraft()).toBeUndefined();
    expect(h.sent).toEqual([]);
  });

  it('goes straight to the quote for a saved payment method', async () => {
    const h = await start();
    const [saved] = await savedAccounts(h);
    const second = h.controller();
    second.actions.selectChannel(h.channel);
    second.actions.selectPaymentMethod(saved!.ID, saved);
    expect(second.getState().busy).toBe('prepare');
    await h.settled();
    expect(second.getState().step).toBe('quote');
    expect(h.sent.at(-1)).toMatchObject({ call: 'prepareSell', body: { PaymentMethodID: saved!.ID } });
  });

  it('keeps the saved account chosen through Back from the quote, and through Back to the channel and Continue with it again', async () => {
    const h = await start();
    const savedMethods = await savedAccounts(h);
    const saved = savedMethods[0]!;
    const sale = h.controller();
    const view = h.mount(sale);
    sale.actions.selectChannel(h.channel, savedMethods);
    expect(sale.getState().step).toBe('payment-method');
    sale.actions.selectPaymentMethod(saved.ID, saved);
    await h.settled();
    expect(sale.getState().step).toBe('quote');
    sale.actions.back();
    expect(sale.getState()).toMatchObject({ step: 'payment-method', paymentMethodId: saved.ID, paymentMethod: saved });
    sale.actions.back();
    expect(sale.getState()).toMatchObject({ step: 'channel', channel: h.channel, paymentMethodId: saved.ID });
    sale.actions.selectChannel(h.channel, savedMethods);
    expect(sale.getState()).toMatchObject({ step: 'payment-method', paymentMethodId: saved.ID, paymentMethod: saved });
    view();
  });
});

describe('SellFlowController when the prepare fails', () => {
  const channelField = (Field: string, Reason: string) => envelope(400, 'InvalidMessage', [{ Field, Reason, Description: `${Field} ${Reason}` }]);

  it.each([
    ['a channel that does not serve these answers', channelField('Form.BankDetails.IBAN', 'NotSupported'), { step: 'channel', channel: undefined }],
    ['an answer the service refuses', channelField('Form.BankDetails.IBAN', 'SchemaValidation'), { step: 'form' }],
    ['an amount outside the limits', channelField('FiatAmount', 'SchemaValidation'), { step: 'amount' }],
    ['a refusal it gives no way around', envelope(400, 'InvalidMessage'), { step: 'form' }],
  ])('%s: the customer lands where the machine routes it, answers kept', async (_label, answer, where) => {
    const h = await start();
    const sale = h.controller();
    h.script('prepareSell', answer);
    const state = await h.toQuote(sale);
    expect(state).toMatchObject({ ...where, busy: undefined, error: expect.objectContaining({ status: answer.status }) });
    expect(state.formAnswers[h.channel.ID]).toEqual(SEPA_ANSWERS);
    if (where.step === 'channel') expect(state.excludedChannels).toEqual([h.channel.ID]);
    expect(types(h.events)).toEqual(['error:prepareSell']);
  });

  it.each([
    ['the form session is gone', 'FormSessionID'],
    ['the quote it priced is gone', 'SignedQuote'],
  ])('%s: the answers kept are priced again once, then a new session from the form', async (_label, field) => {
    const h = await start();
    const sale = h.controller();
    await h.toQuote(sale);
    // Refused twice (the new price of the same answers too): the customer goes back to the form.
    h.script('prepareSell', channelField(field, 'IntegrityValidation'));
    h.script('prepareSell', channelField(field, 'IntegrityValidation'));
    sale.actions.requote();
    await h.settled();
    expect(sale.getState()).toMatchObject({ step: 'form', formSessionId: undefined, quote: undefined, formAnswers: { [h.channel.ID]: SEPA_ANSWERS } });
    sale.actions.submitForm(SEPA_ANSWERS);
    await h.settled();
    expect(sale.getState().step).toBe('quote');
    // The new session is asked for from the answers, not from the session that is gone.
    expect(h.sent.at(-1)!.body).not.toHaveProperty('FormSessionID');
  });

  it('not enough balance: back to the amount (the real sandbox refuses)', async () => {
    const h = await start();
    await h.backend.control('/balances', { CryptoCurrency: 'BTC_TEST', Available: '0.00001' });
    const state = await h.toQuote(h.controller());
    expect(state).toMatchObject({ step: 'amount', error: expect.objectContaining({ type: 'InsufficientBalance' }) });
  });

  it('no answer: stays, and retry sends the same prepare again', async () => {
    const h = await start();
    const sale = h.controller();
    // A prepare is not repeated by the client (it is not idempotent): the customer's retry is the repeat.
    h.script('prepareSell', envelope(503, 'Unexpected'));
    await h.toQuote(sale);
    expect(sale.getState()).toMatchObject({ step: 'form', error: expect.objectContaining({ retryable: true }) });
    sale.actions.retry();
    await h.settled();
    expect(sale.getState().step).toBe('quote');
    expect(h.sent.filter((s) => s.call === 'prepareSell')).toHaveLength(2);
    expect(h.sent[1]!.body).toEqual(h.sent[0]!.body);
  });

  it('a customer who must verify first: the controller asks for the customer to be read again', async () => {
    const h = await start({ approved: false });
    const refused = vi.fn();
    const sale = h.controller({ onVerificationRefused: refused });
    await h.toQuote(sale);
    expect(sale.getState().error?.fieldErrors).toHaveProperty('CustomerID');
    expect(refused).toHaveBeenCalledOnce();
  });
});
