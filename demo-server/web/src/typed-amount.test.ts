// The demo's reading of a typed amount: the kit's sell amount field's rules (its core/locale-amount,
// not public), then more than 0, the currency's decimals and the form's maximum.
import { describe, expect, it } from 'vitest';
import { cutTo, readTypedAmount } from './typed-amount';

const read = (typed: string, locale = 'de') => readTypedAmount(typed, locale, 'EUR', 1_000_000);

describe('readTypedAmount', () => {
  it.each([
    ['10,5', 'de', '10.5'],
    [' 25 ', 'de', '25'],
    ['1 000,50', 'de', '1000.50'],
    ['1.000,50', 'de', '1000.50'],
    ['1\u202f000,50', 'fr', '1000.50'],
    ['150.50', 'de', '150.50'],
    ['1,000.50', 'en', '1000.50'],
    ['10.5', 'en', '10.5'],
    ['1000000', 'en', '1000000'],
    ['10,500', 'de', '10.500'],
  ])('reads %j in %s as %s', (typed, locale, amount) => {
    expect(read(typed, locale)).toEqual({ amount });
  });

  it.each([
    ['abc', 'digits'],
    ['1e3', 'digits'],
    ['10 EUR', 'digits'],
    ['-5', 'positive'],
    ['0', 'positive'],
    ['0,00', 'positive'],
    ['', 'positive'],
    ['   ', 'positive'],
    ['10,555', 'decimals'],
    ['1,000.50', 'ambiguous'],
    ['1000000,01', 'max'],
    ['99.999.999.999', 'max'],
  ])('refuses %j in German: %s', (typed, problem) => {
    expect(read(typed)).toEqual({ problem });
  });

  it('cuts an amount typed too finely for the example', () => {
    expect(cutTo('10.555', 2)).toBe('10.55');
    expect(cutTo('0.001', 2)).toBe('0');
  });
});
