import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import { add, compare, decimalsExceeded, div, formatAmount, limitCheck, mul, normalize, percentOf, round, sub } from './decimal';

const decimal = fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 8 })).map(([n, dp]) => {
  const s = n.toString().padStart(dp + 1, '0');
  return dp ? `${s.slice(0, -dp)}.${s.slice(-dp)}` : s;
});

describe('decimal arithmetic', () => {
  it('has no float drift', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(mul('1.1', '1.1')).toBe('1.21');
    expect(sub('0.3', '0.1')).toBe('0.2');
  });
  it('keeps every digit of a 38-character amount', () => {
    expect(add('12345678901234567890123456789012345678', '1')).toBe('12345678901234567890123456789012345679');
  });
  it('subtraction undoes addition for any decimals', () => {
    fc.assert(fc.property(decimal, decimal, (a, b) => {
      expect(compare(sub(add(a, b), b), a)).toBe(0);
    }));
  });
  it('rounds as asked', () => {
    expect(div('10', '3', 2)).toBe('3.33');
    expect(div('10', '3', 2, 'up')).toBe('3.34');
    expect(round('2.345', 2)).toBe('2.35');
    expect(round('2.349', 2, 'down')).toBe('2.34');
    expect(percentOf('200', '0.5')).toBe('1');
    expect(add('+5', '1')).toBe('6');
  });
  it('places an amount against limits', () => {
    expect(limitCheck('9.99', '10', '100')).toBe('below');
    expect(limitCheck('10', '10', '100')).toBe('within');
    expect(limitCheck('100.01', '10', '100')).toBe('above');
    expect(limitCheck('1000000', '10')).toBe('within');
  });
});

describe('formatAmount', () => {
  it('formats money per locale through Intl', () => {
    expect(formatAmount('1234.5', { locale: 'en', currency: 'EUR' })).toBe('€1,234.50');
    expect(formatAmount('1234.5', { locale: 'de', currency: 'EUR' }).replace(/\s/g, ' ')).toBe('1.234,50 €'); // Intl puts a no-break space before €
  });
  it('formats crypto amounts with their code and keeps precision', () => {
    expect(formatAmount('0.00012345', { locale: 'en', currency: 'BTC_TEST' })).toBe('0.00012345 BTC_TEST');
    expect(formatAmount('12345678901234567.5', { locale: 'en', currency: 'USD' })).toBe('$12,345,678,901,234,567.50');
  });
});

describe('formatAmount by the contract currency lists', () => {
  it('shows real crypto codes with their own precision, not as fiat', () => {
    expect(formatAmount('0.0016129', { locale: 'en', currency: 'BTC' })).toBe('0.0016129 BTC');
    expect(formatAmount('0.0123', { locale: 'en', currency: 'ETH' })).toBe('0.0123 ETH');
    expect(formatAmount('0.000000000000000001', { locale: 'en', currency: 'ETH' })).toBe('0.000000000000000001 ETH');
    expect(formatAmount('12.5', { locale: 'en', currency: 'USDC' })).toBe('12.5 USDC');
  });
  it('keeps extra digits a fiat rate carries, and fills minor units', () => {
    expect(formatAmount('62000.1234', { locale: 'en', currency: 'EUR' })).toBe('€62,000.1234');
    expect(formatAmount('150', { locale: 'en', currency: 'KWD' }).replace(/\s/g, ' ')).toBe('KWD 150.000');
    expect(formatAmount('1500', { locale: 'en', currency: 'JPY' })).toBe('¥1,500');
  });
  it('keeps every digit of a code the contract does not list', () => {
    expect(formatAmount('0.123456789012', { locale: 'en', currency: 'XYZ' })).toBe('0.123456789012 XYZ');
  });
  it('lets a caller cap the digits', () => {
    expect(formatAmount('0.0016129', { locale: 'en', currency: 'BTC', maximumFractionDigits: 4 })).toBe('0.0016 BTC');
  });
});

describe('the same answers as big.js (the kit computed with it before)', () => {
  // Signed decimals with up to 30 digits and 0-12 decimals, exponents aside (the API sends none).
  const signed = fc.tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 12 })).map(([n, dp]) => {
    const s = (n < 0n ? -n : n).toString().padStart(dp + 1, '0');
    return `${n < 0n ? '-' : ''}${dp ? `${s.slice(0, -dp)}.${s.slice(-dp)}` : s}`;
  });
  const rounding = fc.constantFrom('down', 'half-up', 'up') as fc.Arbitrary<'down' | 'half-up' | 'up'>;
  const MODE = { down: Big.roundDown, 'half-up': Big.roundHalfUp, up: Big.roundUp } as const;
  // big.js keeps the sign of a zero ("-0"); the kit never shows one.
  const big = (value: Big) => value.toFixed().replace(/^-0$/, '0');

  it('adds, subtracts, multiplies and compares', () => {
    fc.assert(fc.property(signed, signed, (a, b) => {
      expect(add(a, b)).toBe(big(new Big(a).plus(b)));
      expect(sub(a, b)).toBe(big(new Big(a).minus(b)));
      expect(mul(a, b)).toBe(big(new Big(a).times(b)));
      expect(compare(a, b)).toBe(new Big(a).cmp(b));
    }), { numRuns: 500 });
  });

  it('divides (20 decimals half-up, then as asked) and rounds', () => {
    fc.assert(fc.property(signed, signed, fc.integer({ min: 0, max: 24 }), rounding, (a, b, dp, mode) => {
      fc.pre(new Big(b).cmp(0) !== 0);
      expect(div(a, b, dp, mode)).toBe(big(new Big(a).div(b).round(dp, MODE[mode])));
      expect(round(a, dp, mode)).toBe(big(new Big(a).round(dp, MODE[mode])));
      expect(percentOf(a, b)).toBe(big(new Big(a).times(b).div(100)));
    }), { numRuns: 500 });
  });

  it('reads the forms big.js read', () => {
    for (const value of ['+1.50', '.5', '5.', '1e3', '1.5E-3', '007', '-0.000']) expect(normalize(value)).toBe(big(new Big(value.replace(/^\+/, ''))));
    expect(() => add('abc', '1')).toThrow();
    expect(() => div('1', '0', 2)).toThrow();
  });
});

describe('decimalsExceeded, the one precision rule of the kit and the sandbox', () => {
  it("names a currency's decimals when an amount has more of them, by the contract's table", () => {
    expect(decimalsExceeded('25.123', 'EUR')).toBe(2);
    expect(decimalsExceeded('25.12', 'EUR')).toBeUndefined();
    expect(decimalsExceeded('25.120', 'EUR')).toBeUndefined();
    expect(decimalsExceeded('1.5', 'JPY')).toBe(0);
    expect(decimalsExceeded('1.0005', 'KWD')).toBe(3);
    expect(decimalsExceeded('0.123456789', 'BTC_TEST')).toBe(8);
    expect(decimalsExceeded('0.1234567', 'USDC_TEST')).toBe(6);
    expect(decimalsExceeded('0.123456789012345678', 'ETH')).toBeUndefined();
    // A code the contract does not list: nothing is guessed.
    expect(decimalsExceeded('1.23456', 'XYZ')).toBeUndefined();
  });
});
