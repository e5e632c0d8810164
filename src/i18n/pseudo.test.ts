import { describe, expect, it } from 'vitest';
import { en, LOCALES } from './index';
import { loadPseudoLocaleProps, pseudoText, PSEUDO_CARRIER, UNLOCALIZED_LETTER } from './pseudo';
import { FORM_VOCABULARY_LOADERS } from './form-vocabulary';

const withoutPlaceholders = (text: string) => text.replace(/\{\w+\}/g, '');

describe('the pseudo-locale', () => {
  it('accents every letter, keeps placeholders, brackets the text and makes it longer', () => {
    expect(pseudoText('Copy {label}')).toBe('⟦Çööþýý {label}⟧');
    expect(UNLOCALIZED_LETTER.test(withoutPlaceholders(pseudoText('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')))).toBe(false);
  });

  it('covers every message of every area, about a third longer on the whole', async () => {
    const { messages, locale } = await loadPseudoLocaleProps();
    expect(locale).toBe(PSEUDO_CARRIER);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(messages)) {
      expect(UNLOCALIZED_LETTER.test(withoutPlaceholders(text)), key).toBe(false);
      expect(text.match(/\{\w+\}/g) ?? [], key).toEqual(en[key as keyof typeof en].match(/\{\w+\}/g) ?? []);
    }
    const length = (texts: string[]) => texts.reduce((sum, t) => sum + withoutPlaceholders(t).length, 0);
    const growth = length(Object.values(messages)) / length(Object.values(en));
    expect(growth).toBeGreaterThan(1.3);
    expect(growth).toBeLessThan(1.6);
  });

  it('says every text the form vocabularies know, and is not a public locale', async () => {
    const { formMessages } = await loadPseudoLocaleProps();
    const words = formMessages[PSEUDO_CARRIER]!;
    for (const load of Object.values(FORM_VOCABULARY_LOADERS)) {
      const vocabulary = await load();
      for (const english of [...Object.keys(vocabulary.phrases), ...Object.keys(vocabulary.templates)]) expect(words[english], english).toBe(pseudoText(english));
    }
    expect(LOCALES as readonly string[]).not.toContain('pseudo');
  });
});
