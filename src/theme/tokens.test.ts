// The appearance API: every preset and any host brand reads (text 4.5:1, focus ring and radio
// accent 3:1 against what they sit on), links keep the brand's hue, the CSS of a host's variables
// and rules stays inside the kit's roots that carry its look, and rule keys are typed from the
// parts table. Types are checked by `npm run typecheck` (this file is in the project).
import { describe, expect, expectTypeOf, it } from 'vitest';
import fc from 'fast-check';
import { appearanceId, appearanceToCss, resolveVariables, THEMES, THEME_TOKENS_CSS, type Appearance, type Theme } from './tokens';
import { contrastRatio, parseColor, toOklch } from './contrast';
import { PARTS, ruleSelector, type AppearanceRuleKey, type AppearanceRules } from './parts';
import { splitSelectors } from './scope';

const ratio = (a: string, b: string) => contrastRatio(parseColor(a)!, parseColor(b)!);
const hex = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map((c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`);
const THEME_NAMES = Object.keys(THEMES) as Theme[];
/** Brands that break naive derivations: lime and yellow (white text and "primary as text" fail), dark navy (fails as text on night), teal, a red. */
const BRANDS = ['#a3e635', '#facc15', '#fde047', '#1e3a8a', '#0f766e', '#e11d48', '#7c3aed', '#ffffff', '#000000'];

function expectReadable(appearance: Appearance) {
  const v = resolveVariables(appearance);
  const grounds = [v.colorBackground, v.colorSurface];
  const label = JSON.stringify(appearance);
  expect(ratio(v.colorPrimaryText, v.colorPrimary), `${label} text on primary`).toBeGreaterThanOrEqual(4.5);
  for (const ground of grounds) {
    for (const key of ['colorText', 'colorTextMuted', 'colorLink', 'colorDanger', 'colorSuccess', 'colorWarning'] as const) expect(ratio(v[key], ground), `${label} ${key} on ${ground}`).toBeGreaterThanOrEqual(4.5);
    for (const key of ['colorFocusRing', 'colorAccent', 'colorInputBorder'] as const) expect(ratio(v[key], ground), `${label} ${key} on ${ground}`).toBeGreaterThanOrEqual(3);
  }
}

describe('the presets', () => {
  it('are three, each complete', () => {
    expect(THEME_NAMES).toEqual(['default', 'night', 'flat']);
    for (const theme of THEME_NAMES) expect(Object.keys(THEMES[theme]).sort()).toEqual(Object.keys(THEMES.default).sort());
  });

  it.each(THEME_NAMES)('%s: text at 4.5:1, focus ring, radio accent and input borders at 3:1 on background and surface', (theme) => {
    expectReadable({ theme });
  });

  it.each(THEME_NAMES.flatMap((theme) => BRANDS.map((colorPrimary) => [theme, colorPrimary] as const)))('%s with the brand %s stays readable', (theme, colorPrimary) => {
    expectReadable({ theme, variables: { colorPrimary } });
  });

  it.each(THEME_NAMES.flatMap((theme) => BRANDS.map((colorPrimary) => [theme, colorPrimary] as const)))('%s with the brand %s: the focus ring and radio accent reach 3:1 on a tinted input background too', (theme, colorPrimary) => {
    // A choice card paints the input background under its radio and the radio's focus ring.
    const colorInputBackground = theme === 'night' ? '#1e293b' : '#e0e7ff';
    const v = resolveVariables({ theme, variables: { colorPrimary, colorInputBackground } });
    for (const key of ['colorFocusRing', 'colorAccent'] as const) expect(ratio(v[key], colorInputBackground), key).toBeGreaterThanOrEqual(3);
  });

  it.each(THEME_NAMES)('%s: any brand colour and any background a host passes stay readable', (theme) => {
    fc.assert(
      fc.property(hex, (colorPrimary) => expectReadable({ theme, variables: { colorPrimary } })),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(hex, hex, (colorPrimary, colorBackground) => {
        const v = resolveVariables({ theme, variables: { colorPrimary, colorBackground, colorSurface: colorBackground } });
        expect(ratio(v.colorLink, colorBackground)).toBeGreaterThanOrEqual(4.5);
        expect(ratio(v.colorFocusRing, colorBackground)).toBeGreaterThanOrEqual(3);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a lime brand on-brand as a link and focus ring: the same perceived hue, darker, as vivid as sRGB allows (not olive)', () => {
    const v = resolveVariables({ variables: { colorPrimary: '#a3e635' } });
    const [, brandChroma, brandHue] = toOklch(parseColor('#a3e635')!);
    for (const derived of [v.colorLink, v.colorFocusRing]) {
      const [, chroma, hue] = toOklch(parseColor(derived)!);
      expect(Math.abs(hue - brandHue)).toBeLessThan(3);
      // Mixing the brand toward black (the old derivation) kept 58% of its chroma: an olive.
      expect(chroma / brandChroma).toBeGreaterThan(0.65);
    }
    expect(v.colorPrimary).toBe('#a3e635'); // the fill stays the brand colour
  });

  it("keeps the host's own choices when they read, and derives per-kind radii from one radius", () => {
    expect(resolveVariables({ variables: { colorPrimary: '#fde047', colorPrimaryText: '#3f2d00' } }).colorPrimaryText).toBe('#3f2d00');
    expect(resolveVariables({ variables: { colorLink: '#0f766e' } }).colorLink).toBe('#0f766e');
    const v = resolveVariables({ variables: { radius: '2px', radiusCard: '16px' } });
    expect([v.radiusButton, v.radiusInput, v.radiusCard, v.radiusPill]).toEqual(['2px', '2px', '16px', '999px']);
  });

  it("puts the default preset on every root and the others by data-theme, in the kit's stylesheet", () => {
    const rules = THEME_TOKENS_CSS.split('\n');
    expect(rules.map((rule) => rule.slice(0, rule.indexOf('{')))).toEqual(['[data-rampkit-root]', '[data-rampkit-root][data-theme=night]', '[data-rampkit-root][data-theme=flat]']);
    expect(rules[0]).toContain('--rk-control-height:48px');
    expect(rules[0]).toContain('--rk-color-focus-ring:#1d4ed8');
  });
});

describe('appearanceToCss', () => {
  const appearance: Appearance = {
    theme: 'night',
    variables: { colorPrimary: '#a3e635', radius: '4px' },
    rules: { Input: { borderWidth: '2px' }, 'Input:focus': { borderColor: '#a3e635' }, 'Option--checked': { backgroundColor: '#1a2e05' }, 'Step--current': { fontWeight: '700' }, 'Input:placeholder': { color: '#888' } },
  };
  const css = appearanceToCss(appearance);
  const selectors = css.split('\n').flatMap((rule) => splitSelectors(rule.slice(0, rule.indexOf('{'))));

  it('is empty for a preset alone (the stylesheet has it) and names a stable id otherwise', () => {
    expect(appearanceToCss({ theme: 'flat' })).toBe('');
    expect(appearanceId({ theme: 'flat' })).toBeUndefined();
    expect(appearanceId(appearance)).toBe(appearanceId({ ...appearance, variables: { radius: '4px', colorPrimary: '#a3e635' } }));
    expect(appearanceId(appearance)).not.toBe(appearanceId({ ...appearance, theme: 'default' }));
  });

  it("scopes every selector to the kit's roots that carry the look's id, or what is inside them", () => {
    const id = appearanceId(appearance)!;
    expect(selectors.length).toBe(6);
    for (const selector of selectors) {
      expect(selector).toContain(`[data-rampkit-root]`);
      expect(selector).toContain(`[data-rk-look="${id}"]`);
    }
    expect(css).toContain('--rk-color-primary:#a3e635');
    expect(css).toContain('--rk-radius-button:4px');
    expect(css).toContain('border-width:2px');
    expect(css).toMatch(/\.rk-option\[data-state=checked\]:is\([^)]*\):not\(#rk-rule\)\{background-color:#1a2e05\}/);
    expect(css).toMatch(/\.rk-steps:is\([^)]*\):not\(#rk-rule\) li\[data-state=current\]\{font-weight:700\}/);
    expect(css).toMatch(/::placeholder\{color:#888\}/);
  });

  it('leaves out what could write outside the kit: values that close a rule or open a comment, unknown keys and properties', () => {
    const hostile = appearanceToCss({
      variables: { colorPrimary: 'red} body{display:none' },
      rules: { Input: { color: 'red;} html{display:none', backgroundColor: '/* x */ red' }, ['Nope' as AppearanceRuleKey]: { color: 'red' }, Button: { ['position' as 'color']: 'fixed' }, 'Input:hover': { color: 'red' } },
    });
    expect(hostile).toMatch(/:hover:is\([^{]*\{color:red\}$/);
    expect(hostile).not.toMatch(/body|html|display|position|\/\*/);
    expect(hostile.split('\n').flatMap((rule) => splitSelectors(rule.slice(0, rule.indexOf('{')))).every((s) => s.includes('[data-rk-look='))).toBe(true);
  });

  it('maps every part and state of the table to a selector, and nothing else', () => {
    for (const [part, { states }] of Object.entries(PARTS)) {
      expect(ruleSelector(part)).toBeDefined();
      expect(ruleSelector(`${part}:hover`)).toBeDefined();
      for (const state of Object.keys(states)) expect(ruleSelector(`${part}--${state}:focus-visible`)).toBeDefined();
    }
    expect(ruleSelector('Input--checked')).toBeUndefined();
    expect(ruleSelector('Input:visited')).toBeUndefined();
  });
});

describe('rule keys are typed from the parts table', () => {
  it('accepts parts, their states and the interactive pseudo-classes, and refuses the rest', () => {
    expectTypeOf<'Input:focus'>().toExtend<AppearanceRuleKey>();
    expectTypeOf<'Option--checked'>().toExtend<AppearanceRuleKey>();
    expectTypeOf<'Button--secondary:hover'>().toExtend<AppearanceRuleKey>();
    expectTypeOf<'Badge--warning'>().toExtend<AppearanceRuleKey>();
    expectTypeOf<'Input--checked'>().not.toExtend<AppearanceRuleKey>();
    expectTypeOf<'Tab--selected'>().not.toExtend<AppearanceRuleKey>();
    const rules: AppearanceRules = { 'Input:focus': { borderColor: '#0a7' } };
    // @ts-expect-error a state the part does not have
    const wrongState: AppearanceRules = { 'Button--checked': { color: 'red' } };
    // @ts-expect-error a property rules may not set (layout stays the kit's)
    const layout: AppearanceRules = { Card: { position: 'fixed' } };
    expect([rules, wrongState, layout].map((r) => Object.keys(r).length)).toEqual([1, 1, 1]);
  });
});
