import { describe, expect, it } from 'vitest';
import { acceptedLanguages, matchLocale } from './locale-match';
import { resolveLocale } from '../i18n';

const SIX = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;

describe('acceptedLanguages', () => {
  it('orders by q-weight, keeps the header order among equals, and drops q=0, * and junk', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(acceptedLanguages('en;q=0.2, de-AT;q=0.9, it')).toEqual(['it', 'de-AT', 'en']);
    expect(acceptedLanguages('de;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages('es;q=abc, pt;q=2, it; Q = 0.4, 12, <script>')).toEqual(['it']);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('matchLocale', () => {
  it('serves a regional tag by its primary language', () => {
    expect(matchLocale(['de-AT'], SIX)).toBe('de');
    expect(matchLocale(['pt-BR'], SIX)).toBe('pt');
    expect(matchLocale(['fr_CA'], SIX)).toBe('fr');
    expect(matchLocale(['ES-mx'], SIX)).toBe('es');
  });

  it('follows the order of preference: an earlier language wins over a later exact one', () => {
    expect(matchLocale(['de-CH', 'en'], SIX)).toBe('de');
    expect(matchLocale(['zh-Hant-TW', 'zh', 'it-IT', 'en'], SIX)).toBe('it');
  });

  it('serves nothing it does not have', () => {
    expect(matchLocale(['zh'], SIX)).toBeUndefined();
    expect(matchLocale(['*'], SIX)).toBeUndefined();
    expect(matchLocale([], SIX)).toBeUndefined();
  });
});

describe('resolveLocale', () => {
  it('reads a header by its q-weights and a browser list in order, English when none fits', () => {
    expect(resolveLocale('zh-CN, zh;q=0.9, pt-BR;q=0.8, en;q=0.7')).toBe('pt');
    expect(resolveLocale('en;q=0.5, de-AT')).toBe('de');
    expect(resolveLocale(['de-AT', 'de', 'en-US'])).toBe('de');
    expect(resolveLocale('zh')).toBe('en');
    expect(resolveLocale(['zh-CN'])).toBe('en');
    expect(resolveLocale(undefined)).toBe('en');
    expect(resolveLocale(null)).toBe('en');
  });
});
