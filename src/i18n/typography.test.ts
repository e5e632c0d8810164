// Each language's written conventions, held over every catalogue string and every form-vocabulary
// text (docs/adr/0182): the placeholders of the English in every locale; French no-break spaces
// before : ; ? ! and inside « » (a plain space lets a phone wrap "?" alone onto the next line);
// typographic apostrophes in French and Italian; each locale's own quotation marks; Spanish ¿ ¡;
// numbers and percentages grouped as Intl writes them in the locale, as the kit's amounts are.
import { describe, expect, it } from 'vitest';
import { LOCALES, en, loadMessages, type Locale } from './index';
import { FORM_VOCABULARY_LOADERS, type VocabularyLocale } from './form-vocabulary';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

type Texts = [where: string, english: string, text: string][];

async function textsOf(locale: Exclude<Locale, 'en'>): Promise<Texts> {
  const messages = await loadMessages(locale);
  const vocabulary = await FORM_VOCABULARY_LOADERS[locale as VocabularyLocale]();
  return [
    ...Object.entries(en).map(([key, english]): Texts[number] => [key, english, messages[key as keyof typeof en]]),
    ...Object.entries({ ...vocabulary.templates, ...vocabulary.phrases }).map(([english, text]): Texts[number] => [`form: ${english}`, english, text]),
  ];
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
// Characters a field accepts, listed one by one ("/ ? : ( ) . , ' + -"), and web addresses are
// quoted as typed, not punctuation of the sentence.
const withoutLiterals = (text: string) => text.replace(/(?:[/?:().,'+-] )+[/?:().,'+-]|https?:\/\//g, ' ');

const QUOTES: Record<Exclude<Locale, 'en'>, RegExp> = {
  de: /„[^„“”"«»]*“/g,
  fr: new RegExp(`«${NBSP}[^„“”"«»]*${NBSP}»`, 'g'),
  es: /«[^„“”"«»]*»/g,
  it: /«[^„“”"«»]*»/g,
  pt: /“[^„“”"«»]*”/g,
};

const others = LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en');

describe.each(others)('%s: written conventions', (locale) => {
  it('keeps the placeholders of the English in every catalogue string', async () => {
    const messages = await loadMessages(locale);
    for (const [key, english] of Object.entries(en)) expect(placeholders(messages[key as keyof typeof en]), key).toEqual(placeholders(english));
  });

  it('quotes with the locale\'s own quotation marks', async () => {
    for (const [where, , text] of await textsOf(locale)) {
      expect(withoutLiterals(text).replace(QUOTES[locale], ''), where).not.toMatch(/[„“”"«»]/);
    }
  });

  it('writes numbers and percentages as Intl does in the locale', async () => {
    const number = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent' });
    for (const [where, english, text] of await textsOf(locale)) {
      for (const [, value] of english.matchAll(/(?<![\w.-])(\d{1,3}(?:,\d{3})+|\d{4,})(?![\w%-])/g)) {
        const n = Number(value!.replace(/,/g, ''));
        if (n >= 1000 && n < 10_000_000 && !/^0/.test(value!)) expect(text, where).toContain(number.format(n));
      }
      for (const [, value] of english.matchAll(/(\d+)%/g)) expect(text, where).toContain(percent.format(Number(value) / 100));
    }
  });

  if (locale === 'fr') {
    it('puts a no-break space before : ; ? ! and inside « »', async () => {
      for (const [where, , text] of await textsOf(locale)) {
        const prose = withoutLiterals(text);
        expect(prose, where).not.toMatch(/[^\s\u00a0\u202f][:;?!»]/u);
        expect(prose, where).not.toMatch(/ [:;?!»]|« /);
        // The wide one before a colon, the narrow one before the short marks.
        expect(prose, where).not.toMatch(new RegExp(`${NBSP}[;?!]|${NNBSP}:`));
      }
    });
  }

  if (locale === 'fr' || locale === 'it') {
    it('writes the apostrophe as ’', async () => {
      for (const [where, , text] of await textsOf(locale)) expect(text, where).not.toMatch(/\p{L}'\p{L}/u);
    });
  }

  if (locale === 'es') {
    it('opens a question with ¿ and an exclamation with ¡', async () => {
      for (const [where, , text] of await textsOf(locale)) {
        const prose = withoutLiterals(text);
        if (/\p{L}\?/u.test(prose)) expect(prose, where).toContain('¿');
        if (/\p{L}!/u.test(prose)) expect(prose, where).toContain('¡');
      }
    });
  }
});
