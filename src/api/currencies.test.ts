import { describe, expect, it } from 'vitest';
import { CRYPTO_CURRENCIES } from './common';
import { FIAT_CURRENCIES } from './iso';
import { CRYPTO_DECIMALS, currencyDecimals, currencyKind } from './currencies';
import { formatAmount } from '../core/decimal';

/** The smallest amount a currency carries: 10^-decimals as a decimal string. */
const smallestUnit = (decimals: number) => (decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`);
const ISO_MINOR_UNITS: Record<string, number> = { JPY: 0, KRW: 0, CLP: 0, ISK: 0, VND: 0, XOF: 0, BHD: 3, KWD: 3, TND: 3, EUR: 2, USD: 2, BRL: 2, IQD: 3 };

describe('currency precision comes from the contract lists', () => {
  it('classifies every listed code, with no code in both lists', () => {
    for (const code of FIAT_CURRENCIES) expect(currencyKind(code), code).toBe('fiat');
    for (const code of CRYPTO_CURRENCIES) expect(currencyKind(code), code).toBe('crypto');
    expect(currencyKind('XYZ')).toBeUndefined();
    expect(currencyKind('DOGE')).toBeUndefined();
  });
  it('gives the ISO 4217 minor units for fiat', () => {
    for (const [code, units] of Object.entries(ISO_MINOR_UNITS)) expect(currencyDecimals(code), code).toBe(units);
  });
  it('gives each crypto asset its own decimals, the same on its sandbox name', () => {
    expect(CRYPTO_DECIMALS).toEqual({ BTC: 8, ETH: 18, USDC: 6, BTC_TEST: 8, ETH_TEST_SEPOLIA: 18, USDC_TEST: 6 });
  });

  describe.each(CRYPTO_CURRENCIES.map((code) => [code, CRYPTO_DECIMALS[code]] as const))('%s (%i decimals)', (code, decimals) => {
    it('shows its smallest unit exactly, after the number', () => {
      expect(formatAmount(smallestUnit(decimals), { locale: 'en', currency: code })).toBe(`${smallestUnit(decimals)} ${code}`);
    });
    it('never rounds a sub-cent amount to cents', () => {
      expect(formatAmount('0.001612', { locale: 'en', currency: code })).toBe(`0.001612 ${code}`);
      expect(formatAmount('0.0123', { locale: 'de', currency: code })).toBe(`0,0123 ${code}`);
    });
    it('drops digits beyond the asset precision, not within it', () => {
      const tooPrecise = `1.${'1'.repeat(decimals)}9`;
      expect(formatAmount(tooPrecise, { locale: 'en', currency: code })).toBe(`1.${'1'.repeat(decimals - 1)}2 ${code}`);
    });
  });

  describe.each(FIAT_CURRENCIES.map((code) => [code, currencyDecimals(code) as number] as const))('%s (%i minor units)', (code, decimals) => {
    it('shows money style with exactly its minor units', () => {
      const text = formatAmount('7', { locale: 'en', currency: code }).replace(/\s/g, ' ');
      const digits = text.match(/7(?:\.(\d+))?/);
      expect(digits, text).not.toBeNull();
      expect(digits?.[1]?.length ?? 0, text).toBe(decimals);
      expect(text).not.toBe('7'); // a currency sign or code is shown
    });
    it('keeps the smallest unit', () => {
      expect(formatAmount(smallestUnit(decimals), { locale: 'en', currency: code })).toContain(smallestUnit(decimals));
    });
  });
});
