import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isAsciiOnlyPattern, isPrintableAscii, toPrintableAscii } from './printable-ascii';

const ascii = (text: string) => {
  const r = toPrintableAscii(text);
  return r.ok ? r.text : `refused: ${r.refused.join(' ')}`;
};

describe('toPrintableAscii', () => {
  it('writes a German address as a postal form does', () => {
    expect(ascii('Hauptstraße 5, München')).toBe('Hauptstrasse 5, Muenchen');
    expect(toPrintableAscii('Hauptstraße 5')).toEqual({ ok: true, text: 'Hauptstrasse 5', changed: true });
  });

  it.each([
    ['ß', 'ss'], ['ä', 'ae'], ['ö', 'oe'], ['ü', 'ue'], ['Ä', 'Ae'], ['Ö', 'Oe'], ['Ü', 'Ue'], ['é', 'e'], ['è', 'e'], ['ç', 'c'],
    ['ñ', 'n'], ['ø', 'o'], ['Ø', 'O'], ['å', 'aa'], ['Å', 'Aa'], ['æ', 'ae'], ['Æ', 'Ae'], ['œ', 'oe'], ['Œ', 'Oe'], ['ł', 'l'], ['Ł', 'L'],
    ['đ', 'd'], ['ð', 'd'], ['þ', 'th'], ['ı', 'i'], ['ş', 's'], ['ő', 'o'], ['ž', 'z'], ['ã', 'a'], ['ē', 'e'], ['ẞ', 'SS'],
  ])('%s → %s', (letter, expected) => {
    expect(ascii(letter)).toBe(expected);
  });

  it('writes a two-letter capital in capitals inside a word in capitals, else as a title', () => {
    expect(ascii('MÜNCHEN')).toBe('MUENCHEN');
    expect(ascii('STRAẞE')).toBe('STRASSE');
    expect(ascii('ÆRØ')).toBe('AERO');
    expect(ascii('Ærø')).toBe('Aero');
    expect(ascii('Œuvre')).toBe('Oeuvre');
    expect(ascii('ŒUVRE')).toBe('OEUVRE');
    expect(ascii('Ärztehaus')).toBe('Aerztehaus');
    expect(ascii('GÖ')).toBe('GOE');
  });

  it('decomposes the rest by NFKD: accents, fullwidth letters, ligatures, ordinal signs', () => {
    expect(ascii('São Paulo')).toBe('Sao Paulo');
    expect(ascii('Łódź')).toBe('Lodz');
    expect(ascii('Ｔｏｋｙｏ')).toBe('Tokyo');
    expect(ascii('ﬁeld')).toBe('field');
    expect(ascii('1º andar')).toBe('1o andar');
    expect(ascii('n° 12')).toBe('no 12');
    // A decomposed ü (u + combining diaeresis) is the same letter as the composed one.
    expect(ascii('Mu\u0308ller')).toBe('Mueller');
  });

  it('writes typographic punctuation and spaces as ASCII', () => {
    expect(ascii('“Quote” – it’s…')).toBe('"Quote" - it\'s...');
    expect(ascii('12\u00a0rue\u202fde la Paix')).toBe('12 rue de la Paix');
    expect(ascii('a\u200bb')).toBe('ab');
  });

  it('refuses what no rule writes in ASCII, naming each character once', () => {
    expect(toPrintableAscii('北京 1')).toEqual({ ok: false, refused: ['北', '京'] });
    expect(toPrintableAscii('Москва, Hauptstraße')).toEqual({ ok: false, refused: ['М', 'о', 'с', 'к', 'в', 'а'] });
    expect(toPrintableAscii('🏠 5')).toEqual({ ok: false, refused: ['🏠'] });
  });

  it('leaves printable ASCII exactly as it is', () => {
    expect(toPrintableAscii('Hauptstr. 5')).toEqual({ ok: true, text: 'Hauptstr. 5', changed: false });
    fc.assert(fc.property(fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }), (text) => {
      expect(toPrintableAscii(text)).toEqual({ ok: true, text, changed: false });
    }));
  });

  it('gives printable ASCII or a refusal for any text, never anything in between', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => {
      const r = toPrintableAscii(text);
      if (r.ok) expect(isPrintableAscii(r.text)).toBe(true);
      else expect(r.refused.length).toBeGreaterThan(0);
    }));
  });
});

describe('isAsciiOnlyPattern', () => {
  it.each([
    ['^[\\x20-\\x7E]*$', true],
    ["^[A-Za-z .'-]+$", true],
    ["^[A-Za-z0-9 /?:().,'+-]+$", true],
    ['^[0-9]{8}$', false],
    ['^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$', false],
    ['^[\\p{L} ]+$', false],
    ['.*', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (pattern, expected) => {
    expect(isAsciiOnlyPattern(pattern)).toBe(expected);
  });
});
