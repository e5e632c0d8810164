// The unquoted path: when no SellQuote comes back (the published 0.1.3 service never quotes), the
// customer still sells: CryptoAuthorizedAmount plus the FiatAmount the prepare was priced on. And
// what a prepare carries depends on the upstream the host configured.
import { describe, expect, it } from 'vitest';
import type { Channel } from '../../api/channels';
import { ApiError } from '../../api/errors';
import type { PrepareSellResponse, SellQuote } from '../../api/sell';
import { fiatAmountAtRate } from './fiat-at-rate';
import { canSell, initialSellState, prepareRequest, sellReducer, type SellAmount, sellRequest, type SellEvent, type SellState } from './machine';

/** The request the sale's attempt sends. */
const sent = (state: SellState) => state.attempt && sellRequest(state.attempt);

// A channel as the published description has it: no FeeConfig.
const channel: Channel = {
  ID: 'sepa', PaymentMethodCategory: 'Bank', PaymentMethodType: 'BankSepa', FiatCurrency: 'EUR', Country: 'DE',
  Limits: { MinLimit: '10', MaxLimit: '5000' }, Rate: '50000.123', ProcessingSeconds: 60,
};
const unquoted = (over: Partial<PrepareSellResponse> = {}): PrepareSellResponse => ({
  FormSessionID: 'fs-1', TotalFee: '2', CryptoAmountEstimate: '0.00204', CryptoAuthorizedAmount: '0.0021', ...over,
});
const quote: SellQuote = { SignedQuote: 's', Expiry: '2030-01-01T00:00:10Z', CryptoAmount: '0.002', FiatAmount: '100', FiatCurrency: 'EUR', Rate: '50000', TotalFee: '2' };
const run = (events: SellEvent[], from: SellState = initialSellState()) => events.reduce(sellReducer, from);
const toForm = (amount: Partial<SellAmount>): SellEvent[] => [
  { type: 'amount.set', amount: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', ...amount } },
  { type: 'channel.selected', channel },
  { type: 'payment-method.selected', paymentMethodId: null },
  { type: 'form.changed', answers: { IBAN: 'DE89370400440532013000' } },
];
const prepare = (state: SellState, response: PrepareSellResponse, apiVersion?: '0.1.3'): SellState =>
  run([{ type: 'prepare.started' }, { type: 'prepare.succeeded', response, request: prepareRequest(state, apiVersion) }], state);

describe('prepare requests by upstream', () => {
  it('sends the seed shape (Quoted, the amount the customer gave) to the default upstream', () => {
    expect(prepareRequest(run(toForm({ CryptoAmount: '0.002' })))).toEqual({ ChannelID: 'sepa', CryptoCurrency: 'BTC_TEST', CryptoAmount: '0.002', Quoted: true, Form: { IBAN: 'DE89370400440532013000' } });
  });
  it('to a 0.1.3 upstream: FiatAmount always, from a crypto amount at the channel rate rounded down, and no Quoted', () => {
    expect(prepareRequest(run(toForm({ CryptoAmount: '0.002' })), '0.1.3')).toEqual({ ChannelID: 'sepa', CryptoCurrency: 'BTC_TEST', FiatAmount: '100', Form: { IBAN: 'DE89370400440532013000' } });
    expect(prepareRequest(run(toForm({ FiatAmount: '250.5' })), '0.1.3')).toMatchObject({ FiatAmount: '250.5' });
    expect(prepareRequest(run(toForm({ FiatAmount: '250.5' })), '0.1.3')).not.toHaveProperty('Quoted');
  });
  it('rounds to the currency’s minor unit: none for JPY', () => {
    expect(fiatAmountAtRate('0.0123', { Rate: '9000000.7', FiatCurrency: 'JPY' })).toBe('110700');
    expect(fiatAmountAtRate('0.0123', { Rate: '50000.999', FiatCurrency: 'EUR' })).toBe('615.01');
  });
});

describe('selling without a quote', () => {
  it('goes to the confirm step without a quote and sells CryptoAuthorizedAmount with the priced FiatAmount', () => {
    let state = run(toForm({ CryptoAmount: '0.002' }));
    state = prepare(state, unquoted(), '0.1.3');
    expect(state.step).toBe('quote');
    expect(state.quote).toBeUndefined();
    expect(canSell(state)).toBe(true);
    state = sellReducer(state, { type: 'sell.started', nonce: 'n-1' });
    expect(sent(state)).toMatchObject({ CryptoCurrency: 'BTC_TEST', CryptoAuthorizedAmount: '0.0021', FormSessionID: 'fs-1', Nonce: 'n-1', FiatAmount: '100' });
  });
  it('takes the fiat amount from the breakdown when the seed prepare was priced in crypto', () => {
    let state = run(toForm({ CryptoAmount: '0.002' }));
    state = prepare(state, unquoted({ Breakdown: [{ Type: 'ChannelFee', Amount: '2' }, { Type: 'Remaining', Amount: '98' }] }));
    state = sellReducer(state, { type: 'sell.started', nonce: 'n-1' });
    expect(sent(state)?.FiatAmount).toBe('98');
  });
  it('keeps one Nonce for the retry of an unquoted sell and never sells twice on a double press', () => {
    let state = prepare(run(toForm({ FiatAmount: '100' })), unquoted(), '0.1.3');
    state = sellReducer(state, { type: 'sell.started', nonce: 'n-1' });
    expect(sellReducer(state, { type: 'sell.started', nonce: 'n-2' })).toBe(state);
    state = sellReducer(state, { type: 'sell.failed', error: ApiError.network('Sell', new Error('connection reset')) });
    expect(state.step).toBe('quote');
    state = sellReducer(state, { type: 'sell.started', nonce: 'n-3' });
    expect(sent(state)?.Nonce).toBe('n-1');
  });
  it('an unquoted confirm step has nothing to expire, and a quote that does come back is used', () => {
    let state = prepare(run(toForm({ FiatAmount: '100' })), unquoted());
    expect(canSell(sellReducer(state, { type: 'quote.expired' }))).toBe(true);
    state = prepare(run(toForm({ FiatAmount: '100' })), unquoted({ SellQuote: quote }));
    state = sellReducer(state, { type: 'sell.started', nonce: 'n-1' });
    expect(sent(state)).toMatchObject({ FiatAmount: '100', CryptoAuthorizedAmount: '0.0021' });
  });
  it('changing the amount drops the priced fiat amount with the session', () => {
    const state = prepare(run(toForm({ FiatAmount: '100' })), unquoted(), '0.1.3');
    const changed = sellReducer(state, { type: 'amount.set', amount: { CryptoCurrency: 'BTC_TEST', FiatAmount: '40' } });
    expect(changed.preparedFiatAmount).toBeUndefined();
    expect(canSell(changed)).toBe(false);
  });
});
