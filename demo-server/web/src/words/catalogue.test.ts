// The demo's own words: every locale has every key, with the same placeholders, and says it in
// its own language (a copy of the English would pass the type check and still be English).
import { describe, expect, it } from 'vitest';
import { DEMO_WORDS, sayIn } from './catalogue';
import { en } from './en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
// Words that are the same in a language as in English: names, loanwords, "Live".
const SAME_AS_ENGLISH = new Set(['title', 'events.mode.live', 'nav.transactions', 'tx.title', 'tx.one', 'tx.back', 'menu', 'asset.BTC_TEST', 'asset.USDC_TEST']);

describe('the demo\'s catalogue', () => {
  it.each(Object.keys(DEMO_WORDS).filter((l) => l !== 'en'))('%s has every English key, with the same placeholders, translated', (locale) => {
    const words = DEMO_WORDS[locale as keyof typeof DEMO_WORDS];
    expect(Object.keys(words).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const text = words[key as keyof typeof en];
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english));
      if (!SAME_AS_ENGLISH.has(key)) expect(text, `${locale} ${key} is still English`).not.toBe(english);
    }
  });

  it('fills placeholders', () => {
    expect(sayIn('de')('account.signedInAs', { id: 'carla' })).toBe('Angemeldet als carla');
    expect(sayIn('en')('title', { page: 'Sell crypto' })).toBe('Sell crypto · Acme Wallet');
  });
});
