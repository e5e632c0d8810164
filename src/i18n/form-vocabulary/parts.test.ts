// Each locale's form vocabulary is made of parts by job (titles, choices, help, messages), spread
// into one `phrases`. A text in two parts would be said by whichever part comes last, silently:
// each text has one part, the same in every locale.
import { describe, expect, it } from 'vitest';
import { FORM_VOCABULARY_LOADERS, type VocabularyLocale } from '.';

type Parts = Record<'titles' | 'choices' | 'help' | 'messages', Readonly<Record<string, string>>>;
const partsOf = async (locale: VocabularyLocale): Promise<Parts> => {
  const [{ titles }, { choices }, { help }, { messages }] = await Promise.all([
    import(`./${locale}/titles.ts`), import(`./${locale}/choices.ts`), import(`./${locale}/help.ts`), import(`./${locale}/messages.ts`),
  ]);
  return { titles, choices, help, messages };
};
const locales = Object.keys(FORM_VOCABULARY_LOADERS) as VocabularyLocale[];

describe('the form vocabulary\'s parts', () => {
  it.each(locales)('%s: a text is in one part only, and the vocabulary is its parts', async (locale) => {
    const parts = await partsOf(locale);
    const seen = new Map<string, string>();
    for (const [part, texts] of Object.entries(parts)) {
      for (const english of Object.keys(texts)) {
        expect(seen.get(english), `"${english}" is in ${seen.get(english)} and ${part}`).toBeUndefined();
        seen.set(english, part);
      }
    }
    expect(Object.keys((await FORM_VOCABULARY_LOADERS[locale]()).phrases)).toEqual([...seen.keys()]);
  });

  it('puts each text in the same part in every locale', async () => {
    const keysOf = (parts: Parts) => Object.fromEntries(Object.entries(parts).map(([part, texts]) => [part, Object.keys(texts)]));
    const german = keysOf(await partsOf('de'));
    for (const locale of locales) expect(keysOf(await partsOf(locale)), locale).toEqual(german);
  });
});
