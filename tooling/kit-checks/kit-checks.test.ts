// The checks' rules without a browser: the arithmetic and text rules the DOM parts rely on.
import { describe, expect, it } from 'vitest';
import { spacingFailures } from './targets';
import { badBreaks, type DrawnChar } from './values';
import { catalogueMatcher, unbracketedWords } from './words';
import { buildWordData } from './word-data';
import { failingFindings, policyFromEnv } from './policy';
import type { Finding } from './dom';

const box = (left: number, top: number, width: number, height: number) => ({ left, top, width, height });

describe('target spacing (WCAG 2.2 2.5.8)', () => {
  it('passes undersized targets whose 24 px circles touch nothing', () => {
    expect(spacingFailures([box(0, 0, 20, 20), box(30, 0, 20, 20)])).toEqual([]);
  });
  it('fails undersized targets whose circles overlap, and one too close to a large target', () => {
    expect(spacingFailures([box(0, 0, 19, 19), box(20, 0, 19, 19)])).toEqual([0, 1]);
    expect(spacingFailures([box(0, 0, 16, 16), box(16, 0, 48, 48)])).toEqual([0]);
    // A large target never fails by spacing.
    expect(spacingFailures([box(0, 0, 48, 48), box(48, 0, 48, 48)])).toEqual([]);
  });
});

/** Characters on lines: "ab|c" draws a and b on line 0, c on line 1. */
const drawn = (lines: string[]): DrawnChar[] => lines.flatMap((line, i) => [...line].map((char) => ({ char, top: i * 20, bottom: i * 20 + 18 })));

describe('values that break inside', () => {
  it('names a break inside an amount', () => {
    expect(badBreaks(drawn(['€59,800.0', '0']))).toBe('€59,800.0|0');
  });
  it('allows a break at a space or after a hyphen, and a value on one line', () => {
    expect(badBreaks(drawn(['0.0016 ', 'BTC']))).toBeUndefined();
    expect(badBreaks(drawn(['7f3c2a9e-', '5b1d']))).toBeUndefined();
    expect(badBreaks(drawn(['DE89 3704 0044']))).toBeUndefined();
  });
});

describe('pseudo-locale words', () => {
  it('finds plain words outside the brackets, following the brackets across text nodes', () => {
    expect(unbracketedWords('⟦Ţŕýý⟧ Continue', 0)).toEqual({ words: ['Continue'], depth: 0 });
    const first = unbracketedWords('⟦Ŕéƒéŕéñçé: ', 0);
    expect(first).toEqual({ words: [], depth: 1 });
    // A value inside a message's brackets is the message's.
    expect(unbracketedWords('7f3c2a9e value', first.depth).words).toEqual([]);
    expect(unbracketedWords('⟧', 1).depth).toBe(0);
  });
  it('leaves data alone: words with digits, e-mail addresses', () => {
    expect(unbracketedWords('DE89370400440532013000 ana@example.com v2', 0).words).toEqual([]);
  });
});

describe('the catalogues as the checks see them', () => {
  const data = buildWordData();
  it('knows English that German says otherwise, not what both say', () => {
    const english = catalogueMatcher(data.englishTexts, data.englishTemplates);
    expect(english('Try  again')).toBe('Try again');
    expect(english('Copy IBAN')).toBeDefined();
    expect(english('Details')).toBeUndefined();
    expect(english('Erneut versuchen')).toBeUndefined();
    // A longer English string inside German words.
    expect(english('Zahlung: SEPA bank transfer')).toBe('SEPA bank transfer');
  });
  it('lists raw codes, never a network whose code is its name', () => {
    expect(data.rawCodes).toEqual(expect.arrayContaining(['BTC_TEST', 'ETH_TEST_SEPOLIA', 'USDC_TEST', 'EthereumTestSepolia', 'BankSepa']));
    expect(data.rawCodes).not.toContain('Bitcoin');
  });
  it("lists the sandbox's English form titles that German translates", () => {
    expect(data.sandboxTitles).toContain('account holder type');
    expect(data.sandboxTitles).not.toContain('iban');
  });
});

describe('which findings fail', () => {
  const finding = (check: Finding['check']): Finding => ({ check, component: 'c', element: 'e', detail: 'd' });
  const all = (['target-44', 'target-24', 'value-wrap', 'payout-size', 'axe-night', 'english-text', 'raw-code', 'sandbox-form-title', 'pseudo-leak', 'text-overflow', 'placeholder-cut', 'reflow-scroll', 'word-broken'] as const).map(finding);
  it('fails every finding by default, with nothing set in the environment (npm test)', () => {
    expect(policyFromEnv({})).toEqual({ strictDesign: true, strictI18n: true });
    expect(failingFindings(all, policyFromEnv({}))).toHaveLength(all.length);
    // Anything but an explicit 0 keeps them strict (the old opt-in value too).
    expect(policyFromEnv({ RAMPKIT_STRICT_DESIGN: '1', RAMPKIT_STRICT_I18N: '' })).toEqual({ strictDesign: true, strictI18n: true });
  });
  it('leaves 44×44 and the language checks to the report only when a run turns them off', () => {
    const off = policyFromEnv({ RAMPKIT_STRICT_DESIGN: '0', RAMPKIT_STRICT_I18N: '0' });
    expect(failingFindings(all, off).map((f) => f.check)).toEqual(['target-24', 'value-wrap', 'axe-night', 'reflow-scroll']);
    expect(failingFindings(all, policyFromEnv({ RAMPKIT_STRICT_I18N: '0' })).map((f) => f.check)).toEqual(['target-44', 'target-24', 'value-wrap', 'payout-size', 'axe-night', 'reflow-scroll', 'word-broken']);
  });
});
