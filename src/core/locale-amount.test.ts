import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n';
import { localeSeparators, parseLocaleAmount, readTypedAmount, toLocaleText } from './locale-amount';

const read = (typed: string, locale: string) => {
  const r = parseLocaleAmount(typed, locale);
  return r.kind === 'amount' ? r.amount : r.kind;
};

describe('parseLocaleAmount', () => {
  it('takes the separators from Intl for each of the kit locales', () => {
    expect(localeSeparators('en')).toEqual({ decimal: '.', group: ',' });
    for (const locale of ['de', 'es', 'it', 'pt']) expect(localeSeparators(locale)).toEqual({ decimal: ',', group: '.' });
    expect(localeSeparators('fr').decimal).toBe(',');
    expect(localeSeparators('fr').group).toMatch(/\s/);
  });

  it('reads German amounts with a decimal comma and dot grouping', () => {
    expect(read('150,50', 'de')).toBe('150.50');
    expect(read('1.000', 'de')).toBe('1000');
    expect(read('1.000,50', 'de')).toBe('1000.50');
    expect(read('1.234.567,5', 'de')).toBe('1234567.5');
    expect(read('1 000,5', 'de')).toBe('1000.5');
    expect(read(' 12,5 ', 'de')).toBe('12.5');
  });

  it('accepts a plain dot-decimal in German where the dot cannot be grouping', () => {
    expect(read('150.50', 'de')).toBe('150.50');
    expect(read('1.5', 'de')).toBe('1.5');
    expect(read('0.001', 'de')).toBe('0.001');
    expect(read('0.00001', 'de')).toBe('0.00001');
    expect(read('1.0000', 'de')).toBe('1.0000');
  });

  it('refuses German text that could be read two ways, never dropping a separator', () => {
    expect(read('1,000.50', 'de')).toBe('ambiguous');
    expect(read('1.2.3', 'de')).toBe('ambiguous');
    expect(read('12.34.567', 'de')).toBe('ambiguous');
    expect(read('1,2,3', 'de')).toBe('ambiguous');
    expect(read('1.000.5', 'de')).toBe('ambiguous');
  });

  it('reads English as before, with comma grouping, and refuses a decimal comma', () => {
    expect(read('150.50', 'en')).toBe('150.50');
    expect(read('1.000', 'en')).toBe('1.000');
    expect(read('1,000', 'en')).toBe('1000');
    expect(read('1,000.50', 'en')).toBe('1000.50');
    expect(read('1,5', 'en')).toBe('ambiguous');
    expect(read('12,5', 'en')).toBe('ambiguous');
    expect(read('1.000,50', 'en')).toBe('ambiguous');
  });

  it('reads French space grouping (typed or Intl narrow no-break spaces) and refuses dot thousands', () => {
    expect(read('1 000,50', 'fr')).toBe('1000.50');
    expect(read('1\u202f000,50', 'fr')).toBe('1000.50');
    expect(read('1\u00a0000', 'fr')).toBe('1000');
    expect(read('150,5', 'fr')).toBe('150.5');
    expect(read('1.5', 'fr')).toBe('1.5');
    expect(read('1.000', 'fr')).toBe('ambiguous');
    expect(read('1.000,50', 'fr')).toBe('ambiguous');
  });

  it('reads what Intl writes for every kit locale back to the same amount', () => {
    for (const locale of LOCALES) {
      const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1234567.25);
      expect(read(text, locale), `${locale}: ${text}`).toBe('1234567.25');
      expect(read(toLocaleText('1000.5', locale), locale)).toBe('1000.5');
      expect(read(toLocaleText('1.000', locale), locale)).toBe('1.000');
    }
  });

  it('reads a bare fraction and a trailing decimal separator as the one amount they say', () => {
    expect(read(',5', 'de')).toBe('0.5');
    expect(read('150,', 'de')).toBe('150');
    expect(read('.5', 'en')).toBe('0.5');
    expect(read('100.', 'en')).toBe('100');
    expect(read('1.000,', 'de')).toBe('1000');
  });

  it('refuses what is no amount', () => {
    for (const typed of ['abc', '-5', '1e5', ',', '.5', '10 00', '€10']) expect(read(typed, 'de'), typed).toBe('invalid');
    expect(read('   ', 'de')).toBe('empty');
    expect(read('+12,5', 'de')).toBe('12.5');
  });
});

describe('readTypedAmount', () => {
  it('applies the contract rule and "more than zero" after the locale reading', () => {
    expect(readTypedAmount('1.000,50', 'de')).toEqual({ amount: '1000.50' });
    expect(readTypedAmount('0', 'de')).toEqual({ problem: 'invalid' });
    expect(readTypedAmount('0,00', 'de')).toEqual({ problem: 'invalid' });
    expect(readTypedAmount('', 'de')).toEqual({ problem: 'invalid' });
    expect(readTypedAmount('1,5', 'en')).toEqual({ problem: 'ambiguous' });
    expect(readTypedAmount(`1,${'0'.repeat(40)}`, 'de')).toEqual({ problem: 'invalid' });
  });
});
