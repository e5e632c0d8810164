import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n';
import { dateEntryOrder, dateEntryPattern, formatDateEntry, isIsoDate, parseDateEntry } from './date-entry';

const read = (typed: string, locale: string) => {
  const r = parseDateEntry(typed, dateEntryOrder(locale));
  return r.kind === 'date' ? r.iso : r.kind;
};

describe('dateEntryOrder', () => {
  it('takes day, month, year and the separator from Intl for each kit locale; en is year first', () => {
    expect(dateEntryOrder('de')).toEqual({ parts: ['day', 'month', 'year'], separator: '.' });
    for (const locale of ['es', 'fr', 'it', 'pt']) expect(dateEntryOrder(locale)).toEqual({ parts: ['day', 'month', 'year'], separator: '/' });
    expect(dateEntryOrder('en')).toEqual({ parts: ['year', 'month', 'day'], separator: '-' });
    // Any other locale is read from Intl too (en-US writes the month first).
    expect(dateEntryOrder('en-US')).toEqual({ parts: ['month', 'day', 'year'], separator: '/' });
  });

  it('writes the pattern with the locale\'s letters', () => {
    expect(dateEntryPattern(dateEntryOrder('de'), { day: 'TT', month: 'MM', year: 'JJJJ' })).toBe('TT.MM.JJJJ');
    expect(dateEntryPattern(dateEntryOrder('en'), { day: 'DD', month: 'MM', year: 'YYYY' })).toBe('YYYY-MM-DD');
  });
});

describe('parseDateEntry', () => {
  it('reads what Germans type', () => {
    expect(read('28.2.1990', 'de')).toBe('1990-02-28');
    expect(read('28.02.1990', 'de')).toBe('1990-02-28');
    expect(read(' 1.1.2000 ', 'de')).toBe('2000-01-01');
    expect(read('28 02 1990', 'de')).toBe('1990-02-28');
    expect(read('28/2/1990', 'de')).toBe('1990-02-28');
  });

  it('reads day first with slashes in French, Spanish, Italian and Portuguese', () => {
    for (const locale of ['fr', 'es', 'it', 'pt']) expect(read('05/04/1990', locale)).toBe('1990-04-05');
  });

  it('reads year first in en, and an ISO date in every locale', () => {
    expect(read('1990-04-05', 'en')).toBe('1990-04-05');
    expect(read('1990/4/5', 'en')).toBe('1990-04-05');
    for (const locale of LOCALES) expect(read('1990-02-28', locale)).toBe('1990-02-28');
  });

  it('refuses days the calendar does not have', () => {
    expect(read('30.02.1990', 'de')).toBe('impossible');
    expect(read('29.02.1991', 'de')).toBe('impossible');
    expect(read('29.02.1992', 'de')).toBe('1992-02-29');
    expect(read('29.02.1900', 'de')).toBe('impossible');
    expect(read('29.02.2000', 'de')).toBe('2000-02-29');
    expect(read('31.04.1990', 'de')).toBe('impossible');
    expect(read('01.13.1990', 'de')).toBe('impossible');
    expect(read('00.01.1990', 'de')).toBe('impossible');
    expect(read('1990-02-30', 'fr')).toBe('impossible');
  });

  it('refuses what is not a date in the locale\'s order rather than guessing', () => {
    expect(read('28.2.90', 'de')).toBe('invalid');
    expect(read('28.02', 'de')).toBe('invalid');
    expect(read('Februar 28 1990', 'de')).toBe('invalid');
    expect(read('28.02.1990 12:00', 'de')).toBe('invalid');
    expect(read('28.2.1990', 'en')).toBe('invalid');
    expect(read('', 'de')).toBe('empty');
  });
});

describe('formatDateEntry and isIsoDate', () => {
  it('writes an ISO date in the locale\'s order', () => {
    expect(formatDateEntry('1990-02-28', dateEntryOrder('de'))).toBe('28.02.1990');
    expect(formatDateEntry('1990-02-28', dateEntryOrder('fr'))).toBe('28/02/1990');
    expect(formatDateEntry('1990-02-28', dateEntryOrder('en'))).toBe('1990-02-28');
  });

  it('knows a real ISO date', () => {
    expect(isIsoDate('1990-02-28')).toBe(true);
    expect(isIsoDate('1990-02-30')).toBe(false);
    expect(isIsoDate('1990-2-28')).toBe(false);
    expect(isIsoDate(19900228)).toBe(false);
  });
});
