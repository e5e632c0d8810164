// The amount step's limits rule: which channels take an amount (fiat as typed, crypto at each
// channel's rate) and, when none does, why and the range they take together.
import { describe, expect, it } from 'vitest';
import { amountFit, channelRange, estimateAtRate, type FitChannel } from './amount-fit';

const channel = (ID: string, MinLimit: string, MaxLimit?: string, Rate = '50000'): FitChannel => ({
  ID, FiatCurrency: 'EUR', Rate, Limits: { MinLimit, ...(MaxLimit === undefined ? {} : { MaxLimit }) },
});
const sepa = channel('sepa', '10', '50000');
const card = channel('card', '20', '5000');
const wire = channel('wire', '1000', '1000000');

describe('channelRange', () => {
  it('is the lowest minimum and the highest maximum, compared as decimals (not as text)', () => {
    expect(channelRange([wire, sepa, card])).toEqual({ min: '10', max: '1000000', currency: 'EUR' });
    expect(channelRange([channel('a', '9.5', '100'), channel('b', '10', '99.99')])).toEqual({ min: '9.5', max: '100', currency: 'EUR' });
  });
  it('has no maximum when one channel has none', () => {
    expect(channelRange([sepa, channel('open', '5')])).toEqual({ min: '5', currency: 'EUR' });
    expect(channelRange([channel('open', '5'), sepa])).toEqual({ min: '5', currency: 'EUR' });
  });
  it('is undefined without channels', () => {
    expect(channelRange([])).toBeUndefined();
  });
});

describe('amountFit', () => {
  it('lists the channels a fiat amount fits, saying whether all do', () => {
    expect(amountFit([sepa, card, wire], { fiat: '75' })).toEqual({ kind: 'fits', fitting: ['sepa', 'card'], all: false, range: { min: '10', max: '1000000', currency: 'EUR' } });
    expect(amountFit([sepa, card], { fiat: '100' })).toMatchObject({ kind: 'fits', all: true });
    // The limits themselves are inside.
    expect(amountFit([sepa], { fiat: '10' })).toMatchObject({ kind: 'fits' });
    expect(amountFit([sepa], { fiat: '50000.00' })).toMatchObject({ kind: 'fits' });
  });

  it('says below with the lowest minimum when the amount is under every channel', () => {
    expect(amountFit([sepa, card, wire], { fiat: '5' })).toEqual({ kind: 'below', range: { min: '10', max: '1000000', currency: 'EUR' } });
    expect(amountFit([sepa], { fiat: '9.99' })).toMatchObject({ kind: 'below' });
  });

  it('says above with the highest maximum when the amount is over every channel', () => {
    expect(amountFit([sepa, card], { fiat: '50000.01' })).toEqual({ kind: 'above', range: { min: '10', max: '50000', currency: 'EUR' } });
  });

  it('says between when the amount falls in a gap no channel covers', () => {
    expect(amountFit([channel('small', '20', '100'), wire], { fiat: '500' })).toMatchObject({ kind: 'between', range: { min: '20', max: '1000000' } });
  });

  it("checks a crypto amount at each channel's rate, rounded down as the prepare sends it", () => {
    // 0.0002 × 50,000 = 10: at the minimum; one satoshi less is under it.
    expect(amountFit([sepa], { crypto: '0.0002' })).toMatchObject({ kind: 'fits', fitting: ['sepa'] });
    expect(amountFit([sepa], { crypto: '0.00019999' })).toMatchObject({ kind: 'below', range: { min: '10' } });
    // A channel with a better rate takes an amount another refuses.
    expect(amountFit([sepa, channel('rich', '10', '50000', '60000')], { crypto: '0.00018' })).toMatchObject({ kind: 'fits', fitting: ['rich'] });
  });

  it('knows nothing without channels', () => {
    expect(amountFit([], { fiat: '5' })).toEqual({ kind: 'unknown' });
  });
});

describe('estimateAtRate', () => {
  it('gives the crypto for a fiat amount to at most 8 decimals, and the fiat for a crypto amount to the minor unit', () => {
    expect(estimateAtRate({ fiat: '100' }, { Rate: '59800', FiatCurrency: 'EUR' }, 'BTC_TEST')).toBe('0.00167224');
    expect(estimateAtRate({ fiat: '100' }, { Rate: '2944', FiatCurrency: 'EUR' }, 'ETH_TEST_SEPOLIA')).toBe('0.03396739');
    expect(estimateAtRate({ crypto: '0.0211' }, { Rate: '59800', FiatCurrency: 'EUR' }, 'BTC_TEST')).toBe('1261.78');
  });
});
