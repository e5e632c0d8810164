import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse } from '../../api/errors';
import type { Channel } from '../../api/channels';
import type { PrepareSellResponse, SellQuote } from '../../api/sell';
import { autoRequote, canSell, initialSellState, navigableSteps, payoutDestination, prepareRequest, quoteChanged, sellReducer, sellRequest, type SellEvent, type SellState } from './machine';

/** The request the sale's attempt sends. */
const sent = (state: SellState) => state.attempt && sellRequest(state.attempt);

const channel = (ID: string): Channel => ({
  ID, PaymentMethodCategory: 'Bank', PaymentMethodType: 'SEPA' as Channel['PaymentMethodType'], FiatCurrency: 'EUR', Country: 'DE',
  FeeConfig: { Fixed: '1', Percentage: '1', FiatCurrency: 'EUR' }, Limits: { MinLimit: '10', MaxLimit: '5000' }, Rate: '50000', ProcessingSeconds: 60,
});
const quote = (over: Partial<SellQuote> = {}): SellQuote => ({
  SignedQuote: 'signed', Expiry: '2030-01-01T00:00:10Z', CryptoAmount: '0.002', FiatAmount: '100', FiatCurrency: 'EUR', Rate: '50000', TotalFee: '2', ...over,
});
const prepared = (over: Partial<PrepareSellResponse> = {}): PrepareSellResponse => ({
  FormSessionID: 'fs-1', TotalFee: '2', CryptoAmountEstimate: '0.002', CryptoAuthorizedAmount: '0.002', SellQuote: quote(), ...over,
});
const apiError = (status: number, body: Record<string, unknown>) => apiErrorFromResponse(status, { Action: 'PrepareSell', Detail: 'x', Instance: 'i', ...body });
const run = (events: SellEvent[], from: SellState = initialSellState()) => events.reduce(sellReducer, from);

const toForm: SellEvent[] = [
  { type: 'amount.set', amount: { CryptoCurrency: 'BTC', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } },
  { type: 'channel.selected', channel: channel('sepa') },
  { type: 'payment-method.selected', paymentMethodId: null },
  { type: 'form.changed', answers: { IBAN: 'DE89370400440532013000' } },
];

describe('sell flow machine', () => {
  it('walks amount → channel → payment method → form, and builds the first prepare from the answers', () => {
    const state = run(toForm);
    expect(state.step).toBe('form');
    expect(prepareRequest(state)).toEqual({ ChannelID: 'sepa', CryptoCurrency: 'BTC', FiatAmount: '100', Quoted: true, Form: { IBAN: 'DE89370400440532013000' } });
  });

  it('keeps the chosen channel through a new amount only in the same country and currency', () => {
    const amount = (over: Record<string, string>) => ({ type: 'amount.set' as const, amount: { CryptoCurrency: 'BTC' as const, Country: 'DE' as const, FiatCurrency: 'EUR', FiatAmount: '100', ...over } });
    // Back from the form, the same amount again, or another it takes: the channel, account and answers stay.
    const again = run([...toForm, amount({ FiatAmount: '200' })]);
    expect(again).toMatchObject({ step: 'channel', channel: { ID: 'sepa' }, paymentMethodId: null });
    // Another country: its own channels, nothing of the old country's chosen (Continue sold through it).
    const france = run([...toForm, amount({ Country: 'FR' })]);
    expect(france).toMatchObject({ step: 'channel', channel: undefined, paymentMethodId: undefined });
    expect(france.formAnswers.sepa).toEqual({ IBAN: 'DE89370400440532013000' });
    expect(run([...toForm, amount({ FiatCurrency: 'USD' })]).channel).toBeUndefined();
  });

  it('loops on NextStep with the FormSessionID and keeps every earlier answer', () => {
    const step = { StepID: 'ack-1', StepType: 'Ack' as const, Schema: { $schema: 'x', type: 'object', properties: {} } };
    let state = run([...toForm, { type: 'prepare.started' }, { type: 'prepare.succeeded', response: prepared({ NextStep: step, SellQuote: undefined }) }]);
    expect(state.step).toBe('next-step');
    state = sellReducer(state, { type: 'step.changed', answers: { Accepted: true } });
    expect(prepareRequest(state)).toMatchObject({ FormSessionID: 'fs-1', Form: { Accepted: true } });
    state = run([{ type: 'back' }], state);
    expect(state.step).toBe('form');
    expect(state.formAnswers.sepa).toEqual({ IBAN: 'DE89370400440532013000' });
    expect(state.stepAnswers['ack-1']).toEqual({ Accepted: true });
  });

  it('creates one Nonce per attempt: a second press or a retry after a timeout reuses it', () => {
    let state = run([...toForm, { type: 'prepare.succeeded', response: prepared() }]);
    expect(canSell(state)).toBe(true);
    state = sellReducer(state, { type: 'sell.started', nonce: 'n-1' });
    expect(sent(state)).toEqual({ CryptoCurrency: 'BTC', CryptoAuthorizedAmount: '0.002', FormSessionID: 'fs-1', Nonce: 'n-1', FiatAmount: '100', ExternalID: 'n-1' });
    // Double click while in flight: ignored.
    expect(sent(sellReducer(state, { type: 'sell.started', nonce: 'n-2' }))?.Nonce).toBe('n-1');
    state = sellReducer(state, { type: 'sell.failed', error: ApiError.network('Sell', new Error('timeout')) });
    expect(state.step).toBe('quote');
    state = sellReducer(state, { type: 'sell.started', nonce: 'n-3' });
    expect(sent(state)?.Nonce).toBe('n-1');
  });

  it('never sells an expired quote, and a re-quote with new amounts must be confirmed', () => {
    let state = run([...toForm, { type: 'prepare.succeeded', response: prepared() }, { type: 'quote.expired' }]);
    expect(canSell(state)).toBe(false);
    expect(sellReducer(state, { type: 'sell.started', nonce: 'n' }).step).toBe('quote');
    expect(prepareRequest(state)).toEqual({ ChannelID: 'sepa', CryptoCurrency: 'BTC', FiatAmount: '100', Quoted: true, FormSessionID: 'fs-1' });
    state = sellReducer(state, { type: 'prepare.succeeded', response: prepared({ SellQuote: quote({ CryptoAmount: '0.0021', SignedQuote: 's2' }) }) });
    expect(state.changedQuote?.previous.CryptoAmount).toBe('0.002');
    expect(canSell(state)).toBe(false);
    state = sellReducer(state, { type: 'quote.confirmed' });
    expect(state.quote?.SignedQuote).toBe('s2');
    expect(canSell(state)).toBe(true);
  });

  it('takes a same-amount re-quote without asking, and with a fresh attempt', () => {
    let state = run([...toForm, { type: 'prepare.succeeded', response: prepared() }, { type: 'sell.started', nonce: 'n-1' }]);
    // 409 Conflict: this attempt did not apply; it stays (same Nonce) until the quote is replaced.
    state = sellReducer(state, { type: 'sell.failed', error: apiError(409, { Type: 'Conflict' }) });
    expect(sent(state)?.Nonce).toBe('n-1');
    state = run([{ type: 'quote.expired' }, { type: 'prepare.started' }], state);
    expect(prepareRequest(state)).toMatchObject({ FormSessionID: 'fs-1' });
    // Same amounts, a new SignedQuote and Expiry: no confirmation, the new quote replaces the old.
    state = sellReducer(state, { type: 'prepare.succeeded', response: prepared({ SellQuote: quote({ SignedQuote: 's2', Expiry: '2030-01-01T00:01:10Z' }) }) });
    expect(state.changedQuote).toBeUndefined();
    expect(state.quote?.SignedQuote).toBe('s2');
    expect(state.attempt).toBeUndefined();
    expect(canSell(state)).toBe(true);
    state = sellReducer(state, { type: 'sell.started', nonce: 'n-2' });
    expect(sent(state)?.Nonce).toBe('n-2');
  });

  it('prices the same answers again once when the session expired at sell, then restarts the form with every answer kept', () => {
    const expired = apiError(400, { Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'FormSessionID', Reason: 'IntegrityValidation', Description: 'the quote of this form session has expired' }] } });
    let state = run([...toForm, { type: 'prepare.succeeded', response: prepared() }, { type: 'sell.started', nonce: 'n-1' }]);
    state = sellReducer(state, { type: 'sell.failed', error: expired });
    // The quote that ran out stays on screen as expired while the same answers are priced again.
    expect(state).toMatchObject({ step: 'quote', repricing: true, quoteExpired: true, formSessionId: undefined, error: undefined });
    expect(prepareRequest(state)).not.toHaveProperty('FormSessionID');
    state = sellReducer(state, { type: 'prepare.started' });
    state = sellReducer(state, { type: 'prepare.failed', error: expired });
    // Refused the same way again: a new session from the form, every answer kept.
    expect(state.step).toBe('form');
    expect(state.formSessionId).toBeUndefined();
    expect(state.formAnswers.sepa).toBeDefined();
  });

  it('says a price renewed after a refusal was renewed, until the customer sells', () => {
    const expired = apiError(400, { Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'FormSessionID', Reason: 'IntegrityValidation', Description: 'the quote of this form session has expired' }] } });
    let state = run([...toForm, { type: 'prepare.succeeded', response: prepared() }, { type: 'sell.started', nonce: 'n-1' }, { type: 'sell.failed', error: expired }, { type: 'prepare.started' }]);
    state = sellReducer(state, { type: 'prepare.succeeded', response: prepared({ SellQuote: quote({ SignedQuote: 's2' }) }) });
    expect(state).toMatchObject({ step: 'quote', repriced: true, repricing: undefined });
    expect(canSell(state)).toBe(true);
    expect(sellReducer(state, { type: 'sell.started', nonce: 'n-2' }).repriced).toBeUndefined();
  });

  it('brings a sell refused for a field of its own back to the quote, as a new attempt', () => {
    let state = run([...toForm, { type: 'prepare.succeeded', response: prepared() }, { type: 'sell.started', nonce: 'n-1' }]);
    state = sellReducer(state, { type: 'sell.failed', error: apiError(400, { Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'Nonce', Reason: 'SchemaValidation', Description: 'must be at most 36 characters' }] } }) });
    expect(state).toMatchObject({ step: 'quote', attempt: undefined });
    expect(canSell(state)).toBe(true);
    expect(sent(sellReducer(state, { type: 'sell.started', nonce: 'n-2' }))?.Nonce).toBe('n-2');
  });

  it('judges a quote changed by every amount it promises, not by its signature or expiry', () => {
    expect(quoteChanged(quote(), quote({ SignedQuote: 'other', Expiry: '2031-01-01T00:00:00Z' }))).toBe(false);
    expect(quoteChanged(quote(), quote({ CryptoAmount: '0.0021' }))).toBe(true);
    expect(quoteChanged(quote(), quote({ FiatAmount: '100.00' }))).toBe(false);
  });

  it('goes back step by step and by the progress, ending the form session when leaving the quote', () => {
    let state = run([...toForm, { type: 'prepare.succeeded', response: prepared() }]);
    expect(navigableSteps(state)).toEqual(['amount', 'channel', 'payment-method', 'form']);
    state = sellReducer(state, { type: 'back' });
    expect(state).toMatchObject({ step: 'form', formSessionId: undefined, quote: undefined });
    expect(prepareRequest(state)).toMatchObject({ Form: { IBAN: 'DE89370400440532013000' } });
    state = sellReducer(state, { type: 'step.goto', step: 'amount' });
    expect(state.step).toBe('amount');
    expect(state.amount?.FiatAmount).toBe('100');
    // Not forward, and not to a step that is not done.
    expect(sellReducer(state, { type: 'step.goto', step: 'form' }).step).toBe('amount');
  });

  it('skips the details form going back when a saved payment method was chosen, and offers no way back mid-sale', () => {
    let state = run([toForm[0]!, toForm[1]!, { type: 'payment-method.selected', paymentMethodId: 'pm-1' }, { type: 'prepare.succeeded', response: prepared() }]);
    expect(navigableSteps(state)).toEqual(['amount', 'channel', 'payment-method']);
    expect(sellReducer(state, { type: 'back' }).step).toBe('payment-method');
    state = sellReducer(state, { type: 'sell.started', nonce: 'n-1' });
    expect(navigableSteps(state)).toEqual([]);
    expect(sellReducer(state, { type: 'back' })).toBe(state);
  });

  it('keeps the saved account chosen through Back to the channel and the same channel chosen again; another channel starts the account step afresh', () => {
    const saved = { ID: 'pm-1', Country: 'DE', PaymentMethodCategory: 'Bank' } as never;
    let state = run([toForm[0]!, toForm[1]!, { type: 'payment-method.selected', paymentMethodId: 'pm-1', paymentMethod: saved }, { type: 'prepare.succeeded', response: prepared() }]);
    state = run([{ type: 'back' }, { type: 'back' }], state);
    expect(state).toMatchObject({ step: 'channel', paymentMethodId: 'pm-1' });
    const again = sellReducer(state, { type: 'channel.selected', channel: channel('sepa'), savedMethods: [saved] });
    expect(again).toMatchObject({ step: 'payment-method', paymentMethodId: 'pm-1', paymentMethod: saved });
    // The saved account is gone meanwhile: nothing to keep.
    expect(sellReducer(state, { type: 'channel.selected', channel: channel('sepa'), savedMethods: [] })).toMatchObject({ step: 'form', paymentMethodId: null });
    const other = sellReducer(state, { type: 'channel.selected', channel: channel('sepa-instant'), savedMethods: [saved] });
    expect(other).toMatchObject({ step: 'payment-method', paymentMethodId: undefined, paymentMethod: undefined });
  });

  it('says where the money goes: a saved method by its display details, a new one masked from the form', () => {
    const saved = run([toForm[0]!, toForm[1]!, { type: 'payment-method.selected', paymentMethodId: 'pm-1', paymentMethod: { ID: 'pm-1', Country: 'DE', PaymentMethodCategory: 'Bank', PaymentMethodType: 'BankSepa', DisplayDetails: { Type: 'FiatPaymentMethodBankDisplay', AccountNumber: '••••3000' }, AccountHolderDetails: { Type: 'Individual', Name: { FirstName: 'Ana', LastName: 'Silva' } } } as never }]);
    expect(payoutDestination(saved)).toMatchObject({ methodType: 'SEPA', details: { AccountNumber: '••••3000' }, holder: 'Ana Silva' });
    const fresh = run([...toForm, { type: 'form.changed', answers: { BankDetails: { IBAN: 'DE89 3704 0044 0532 0130 00' }, AccountHolder: { Name: { FirstName: 'Ana', LastName: 'Silva' } } } }]);
    expect(payoutDestination(fresh)).toEqual({ methodType: 'SEPA', account: '•••• 3000', holder: 'Ana Silva' });
  });

  it('sends each error where the spec says to go next', () => {
    const base = run([...toForm, { type: 'prepare.started' }]);
    const notSupported = sellReducer(base, { type: 'prepare.failed', error: apiError(400, { Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'Form.BankCode', Reason: 'NotSupported', Description: 'bank not served' }] } }) });
    expect(notSupported).toMatchObject({ step: 'channel', excludedChannels: ['sepa'], channel: undefined });
    expect(notSupported.formAnswers.sepa).toBeDefined();

    const field = sellReducer(base, { type: 'prepare.failed', error: apiError(400, { Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'Form.IBAN', Reason: 'SchemaValidation', Description: 'bad' }] } }) });
    expect(field.step).toBe('form');
    expect(field.error?.fieldErrors['Form.IBAN']).toBeDefined();

    const limit = sellReducer(base, { type: 'prepare.failed', error: apiError(400, { Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'FiatAmount', Reason: 'SchemaValidation', Description: 'at least 10' }] } }) });
    expect(limit.step).toBe('amount');

    const balance = sellReducer(base, { type: 'prepare.failed', error: apiError(400, { Type: 'InsufficientBalance' }) });
    expect(balance.step).toBe('amount');

    const verification = sellReducer(base, { type: 'prepare.failed', error: apiError(403, { Type: 'Forbidden', DenyExtension: [{ Reason: 'VerificationRequired', Principal: { Type: 'Customer' } }] }) });
    expect(verification).toMatchObject({ step: 'form', busy: undefined });
    expect(verification.error?.nextAction.kind).toBe('resume-onboarding');
  });

  it('sends the customer to choose again when the channel or saved account is gone, never to retry what cannot work', () => {
    const base = run([...toForm, { type: 'prepare.started' }]);
    const gone = sellReducer(base, { type: 'prepare.failed', error: apiError(404, { Type: 'ResourceNotFound', RequestExtension: { Body: [{ Field: 'ChannelID', Reason: 'IntegrityValidation', Description: 'no such channel' }] } }) });
    expect(gone).toMatchObject({ step: 'channel', excludedChannels: ['sepa'], channel: undefined, busy: undefined });
    expect(gone.formAnswers.sepa).toBeDefined();
    const missing = sellReducer(base, { type: 'prepare.failed', error: apiError(400, { Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'ChannelID', Reason: 'IntegrityValidation', Description: 'a referenced resource is missing' }] } }) });
    expect(missing).toMatchObject({ step: 'channel', excludedChannels: ['sepa'] });

    const saved = run([{ type: 'amount.set', amount: { CryptoCurrency: 'BTC', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } }, { type: 'channel.selected', channel: channel('sepa') }, { type: 'payment-method.selected', paymentMethodId: 'pm-1' }, { type: 'prepare.started' }]);
    const removed = sellReducer(saved, { type: 'prepare.failed', error: apiError(404, { Type: 'ResourceNotFound', RequestExtension: { Body: [{ Field: 'PaymentMethodID', Reason: 'IntegrityValidation', Description: 'no such payment method' }] } }) });
    expect(removed).toMatchObject({ step: 'payment-method', paymentMethodId: undefined, channel: { ID: 'sepa' } });
  });

  it('asks for a new price by itself once for a quote that arrived expired, then stops and says so', () => {
    // Expiry 00:00:10 (server's clock). The device runs 2 minutes fast.
    const late = { serverNow: 'Tue, 01 Jan 2030 00:00:20 GMT', receivedAt: Date.parse('2030-01-01T00:02:20Z') };
    const inTime = { serverNow: 'Tue, 01 Jan 2030 00:00:00 GMT', receivedAt: Date.parse('2030-01-01T00:02:00Z') };
    let state = run([...toForm, { type: 'prepare.started' }, { type: 'prepare.succeeded', response: prepared(), servedAt: inTime }]);
    // By the device's clock it is long gone; by the server's it has 10 s: not stale.
    expect(state).toMatchObject({ staleQuotes: 0, servedAt: inTime });
    expect(autoRequote(state)).toBe(true);
    state = run([{ type: 'quote.expired' }, { type: 'prepare.started' }, { type: 'prepare.succeeded', response: prepared(), servedAt: late }], state);
    expect(state.staleQuotes).toBe(1);
    expect(autoRequote(state)).toBe(true);
    state = run([{ type: 'quote.expired' }, { type: 'prepare.started' }, { type: 'prepare.succeeded', response: prepared(), servedAt: late }], state);
    expect(state.staleQuotes).toBe(2);
    expect(autoRequote(state)).toBe(false);
    // The customer may still ask; a quote that arrives in time ends it.
    state = run([{ type: 'prepare.started' }, { type: 'prepare.succeeded', response: prepared(), servedAt: inTime }], state);
    expect(autoRequote(state)).toBe(true);
    // Without the server's Date the device's clock is all there is.
    state = run([{ type: 'prepare.started' }, { type: 'prepare.succeeded', response: prepared(), servedAt: { receivedAt: inTime.receivedAt } }], state);
    expect(state.staleQuotes).toBe(1);
    // A new session starts counting again.
    expect(sellReducer(state, { type: 'back' }).staleQuotes).toBe(0);
  });

  it('treats a sell without an answer as unresolved: only the same request again, no new quote, no way back', () => {
    let state = run([...toForm, { type: 'prepare.succeeded', response: prepared() }, { type: 'sell.started', nonce: 'n-1' }]);
    state = sellReducer(state, { type: 'sell.failed', error: apiError(504, { Type: 'Unexpected' }) });
    expect(state.attempt).toMatchObject({ unresolved: true, nonce: 'n-1' });
    // The quote runs out meanwhile: no re-quote starts, nothing to go back to.
    state = sellReducer(state, { type: 'quote.expired' });
    expect(sellReducer(state, { type: 'prepare.started' })).toBe(state);
    expect(navigableSteps(state)).toEqual([]);
    // Checking again resends the very same request, expired quote or not.
    state = sellReducer(state, { type: 'sell.started', nonce: 'n-2' });
    expect(state).toMatchObject({ busy: 'sell', attempt: { nonce: 'n-1' } });
    state = sellReducer(state, { type: 'sell.failed', error: ApiError.network('Sell', new Error('offline')) });
    expect(state.attempt?.unresolved).toBe(true);
    const tx = { ID: 't-1' } as never;
    const done = sellReducer(sellReducer(state, { type: 'sell.started', nonce: 'n-3' }), { type: 'sell.succeeded', transaction: tx });
    expect(done).toMatchObject({ step: 'done', transaction: tx, attempt: { nonce: 'n-1' } });
    // Resolved: nothing is left to check, and a late "check again" cannot take the receipt away.
    expect(done.attempt?.unresolved).toBeUndefined();
    expect(sellReducer(done, { type: 'sell.started', nonce: 'n-4' })).toBe(done);
  });

  it('reads "form session already used" as "it went through" and looks the transaction up', () => {
    let state = run([...toForm, { type: 'prepare.succeeded', response: prepared() }, { type: 'sell.started', nonce: 'n-1' }]);
    state = sellReducer(state, { type: 'sell.failed', error: ApiError.network('Sell', new Error('timeout')) });
    state = sellReducer(state, { type: 'sell.started', nonce: 'n-2' });
    const used = apiError(400, { Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'FormSessionID', Reason: 'IntegrityValidation', Description: 'this form session was already used for a sell: prepare a new one' }] } });
    state = sellReducer(state, { type: 'sell.failed', error: used });
    expect(state).toMatchObject({ busy: 'lookup', error: undefined, attempt: { unresolved: true, wentThrough: true } });
    // Not found yet: still unresolved, and the next check looks again rather than selling.
    state = sellReducer(state, { type: 'lookup.missed' });
    expect(state).toMatchObject({ busy: undefined, attempt: { wentThrough: true } });
    expect(sellReducer(state, { type: 'sell.started', nonce: 'n-3' }).busy).toBe('lookup');
    expect(sellReducer(state, { type: 'prepare.started' })).toBe(state);
    // Found on the next look: the sale is resolved.
    const found = sellReducer(sellReducer(state, { type: 'sell.started', nonce: 'n-3' }), { type: 'sell.succeeded', transaction: { ID: 't-1' } as never });
    expect(found).toMatchObject({ step: 'done', busy: undefined });
    expect(found.attempt).toEqual({ body: expect.objectContaining({ FormSessionID: 'fs-1' }), nonce: 'n-1' });
  });

  it('resolves an unresolved sell as not sold when the same request is refused for good', () => {
    let state = run([...toForm, { type: 'prepare.succeeded', response: prepared() }, { type: 'sell.started', nonce: 'n-1' }]);
    state = sellReducer(state, { type: 'sell.failed', error: apiError(502, { Type: 'Unexpected' }) });
    state = sellReducer(state, { type: 'sell.started', nonce: 'n-2' });
    // The Nonce was never recorded (a replay would have returned the sale): the quote expired unused.
    state = sellReducer(state, { type: 'sell.failed', error: apiError(400, { Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'FormSessionID', Reason: 'IntegrityValidation', Description: 'the quote of this form session has expired' }] } }) });
    // The quote ran out unused: the same answers are priced again (no attempt left to check).
    expect(state).toMatchObject({ step: 'quote', attempt: undefined, repricing: true, unsold: true });
    expect(sellReducer(state, { type: 'prepare.started' }).busy).toBe('prepare');
    // Said beside the new price until the customer sells again.
    const repriced = sellReducer(sellReducer(state, { type: 'prepare.started' }), { type: 'prepare.succeeded', response: prepared() });
    expect(repriced).toMatchObject({ step: 'quote', unsold: true });
    expect(sellReducer(repriced, { type: 'sell.started', nonce: 'n-3' }).unsold).toBeUndefined();
  });

  it('drops a Nonce that the service says was used for another body', () => {
    let state = run([...toForm, { type: 'prepare.succeeded', response: prepared() }, { type: 'sell.started', nonce: 'n-1' }]);
    state = sellReducer(state, { type: 'sell.failed', error: apiError(409, { Type: 'Duplicate' }) });
    expect(state.attempt).toBeUndefined();
    expect(sent(sellReducer(state, { type: 'sell.started', nonce: 'n-2' }))?.Nonce).toBe('n-2');
  });

  it('uses a saved payment method instead of the form', () => {
    const state = run([toForm[0]!, toForm[1]!, { type: 'payment-method.selected', paymentMethodId: 'pm-1' }]);
    expect(prepareRequest(state)).toMatchObject({ PaymentMethodID: 'pm-1', Form: {} });
  });
});
