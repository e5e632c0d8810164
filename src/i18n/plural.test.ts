// A counted message has a form per plural category of its locale (Intl.PluralRules): the catalogue
// keys `<key>.one`, `<key>.other` (and any other category a locale needs), chosen by the value
// `count`. "Enter at most 1 decimal places" was English, German and French in one wrong form.
import { describe, expect, it } from 'vitest';
import { createTranslator, loadMessages, type Locale } from './index';

const tooPrecise = async (locale: Locale, count: number) => {
  const t = createTranslator(await loadMessages(locale), {}, locale);
  return t('sell.amount.too-precise', { count, currency: 'EUR', example: '1' });
};

describe('counted messages', () => {
  // Per locale: a count in the "one" category and its words, a count in "other" and its words.
  it.each([
    ['en', 1, 'Enter at most 1 decimal place for EUR', 2, 'Enter at most 2 decimal places for EUR'],
    ['de', 1, 'höchstens 1 Nachkommastelle ein', 2, 'höchstens 2 Nachkommastellen ein'],
    // French and Brazilian Portuguese count 0 with 1 (CLDR "one"); English and German do not.
    ['fr', 0, 'au plus 0 décimale pour', 2, 'au plus 2 décimales pour'],
    ['pt', 1, 'no máximo 1 casa decimal para', 8, 'no máximo 8 casas decimais para'],
    ['es', 1, 'como máximo 1 decimal para', 6, 'como máximo 6 decimales para'],
    ['it', 1, 'al massimo 1 cifra decimale per', 18, 'al massimo 18 cifre decimali per'],
  ] as const)('%s: %d "%s", %d "%s"', async (locale, one, oneText, other, otherText) => {
    expect(await tooPrecise(locale, one)).toContain(oneText);
    expect(await tooPrecise(locale, other)).toContain(otherText);
  });

  it('counts 0 as "other" in English and German ("0 decimal places")', async () => {
    expect(await tooPrecise('en', 0)).toContain('0 decimal places');
    expect(await tooPrecise('de', 0)).toContain('0 Nachkommastellen');
    expect(await tooPrecise('fr', 1)).toContain('1 décimale');
  });

  it('falls back to the "other" form for a category the catalogue does not write (French "many", a million)', async () => {
    expect(new Intl.PluralRules('fr').select(1_000_000)).toBe('many');
    expect(await tooPrecise('fr', 1_000_000)).toContain('au plus 1000000 décimales pour');
  });

  it('takes a host override of one form and keeps the catalogue\'s others', async () => {
    const t = createTranslator(await loadMessages('de'), { 'sell.amount.too-precise.one': 'Nur {count} Stelle nach dem Komma' }, 'de');
    expect(t('sell.amount.too-precise', { count: 1, currency: 'EUR', example: '1' })).toBe('Nur 1 Stelle nach dem Komma');
    expect(t('sell.amount.too-precise', { count: 3, currency: 'EUR', example: '1' })).toContain('3 Nachkommastellen');
  });

  it('keeps every other key as it was: a count that is no plural key is a plain value', async () => {
    const t = createTranslator(await loadMessages('en'), {}, 'en');
    expect(t('sell.progress.position', { index: 1, count: 1 })).toBe('Step 1 of 1');
  });
});
