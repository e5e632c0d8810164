// Design tokens and the appearance API (anchor: Stripe's Appearance API: a theme, variables, rules).
// Each variable becomes a CSS custom property (--rk-*) on every kit root: the presets are in the
// kit's stylesheet (by data-theme), a host's own variables and rules are CSS scoped to the roots
// that carry their look's id (data-rk-look), never inline styles, so a strict CSP keeps them.
// docs/design.md explains the scale; README lists every variable and rule target.
import { adjustForText, adjustLightness, MIN_UI_CONTRAST, readableOn } from './contrast';
import { RULE_PROPERTIES, ruleSelector, type AppearanceRules } from './parts';
import { scopeSelector } from './scope';

export interface AppearanceVariables {
  /** The brand: primary buttons, the selected option, progress. */
  colorPrimary: string;
  /** Text on a primary fill. Derived from colorPrimary to reach 4.5:1 when not given or when the given one does not. */
  colorPrimaryText: string;
  /** The page behind the kit's parts (each block root paints it). */
  colorBackground: string;
  /** Cards, the quote, notices' base: one step off the background. */
  colorSurface: string;
  colorText: string;
  /** Secondary text: labels' help, captions ("You receive"). Kept at 4.5:1. */
  colorTextMuted: string;
  /** Dividers and card outlines (decorative, no contrast minimum). */
  colorBorder: string;
  colorInputBackground: string;
  /** The outline of inputs, selects and options: 3:1 against the background (WCAG 1.4.11). */
  colorInputBorder: string;
  /** The brand as text (links, secondary buttons): colorPrimary moved in lightness only to 4.5:1. */
  colorLink: string;
  /** The focus outline: colorPrimary moved in lightness only to 3:1 against background, surface and input background. */
  colorFocusRing: string;
  /** `accent-color` of native radios and checkboxes: the brand at 3:1. */
  colorAccent: string;
  colorDanger: string;
  colorSuccess: string;
  colorWarning: string;
  fontFamily: string;
  /** Codes, IBANs, addresses, ids. */
  fontFamilyMono: string;
  /** Body text (16 px). */
  fontSizeBase: string;
  /** Captions, badges, references (12 px). */
  fontSizeXs: string;
  /** Labels, help and error text, secondary lines (14 px). */
  fontSizeSm: string;
  /** Step headings (20 px). */
  fontSizeLg: string;
  /** The amount that matters: the payout, the amount entered (28 px). */
  fontSizeXl: string;
  fontWeightNormal: string;
  /** Labels (500). */
  fontWeightMedium: string;
  /** Headings, buttons, amounts (600). */
  fontWeightBold: string;
  lineHeight: string;
  /** The spacing scale's unit (4 px): gaps are 1, 2, 3, 4, 6 and 8 units. */
  spacingUnit: string;
  /** Buttons and inputs (48 px). */
  controlHeight: string;
  /** The amount field (56 px). */
  controlHeightLarge: string;
  /** The least size of anything clickable (44 px). */
  targetSize: string;
  /** Every kind's radius when its own is not given. */
  radius: string;
  radiusButton: string;
  radiusInput: string;
  radiusCard: string;
  /** Badges, the countdown pill, the currency pill. */
  radiusPill: string;
  shadowCard: string;
  focusRingWidth: string;
  focusRingOffset: string;
  /** State changes and step transitions (150-200 ms); none under prefers-reduced-motion. */
  transitionDuration: string;
  /** A flow's column: capped and centred. */
  maxWidth: string;
}

export type Theme = 'default' | 'night' | 'flat';
export type LabelPlacement = 'above' | 'floating';
export type Density = 'spaced' | 'condensed';

export interface Appearance {
  /** A preset: `default` (light), `night` (dark), `flat` (light, no shadows, monochrome). */
  theme?: Theme;
  variables?: Partial<AppearanceVariables>;
  /** Per-part overrides by part and state, as Stripe's `.Input:focus`: `{ 'Input:focus': { borderColor: '#0a7' } }`. */
  rules?: AppearanceRules;
  /** Field labels above the input (default) or floating inside it. */
  labels?: LabelPlacement;
  /** `condensed` tightens the spacing and brings controls to the 44 px minimum. */
  density?: Density;
  /** No kit styles at all: the host styles the parts through data-slot and data-state. */
  unstyled?: boolean;
}

const SHARED = {
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMono: 'ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
  // Never smaller than the design's px (a host's `html { font-size: 62.5% }` does not shrink the
  // kit), and larger when the reader's browser asks for larger text (its root font size).
  fontSizeBase: 'max(16px, 1rem)', fontSizeXs: 'max(12px, .75rem)', fontSizeSm: 'max(14px, .875rem)', fontSizeLg: 'max(20px, 1.25rem)', fontSizeXl: 'max(28px, 1.75rem)',
  fontWeightNormal: '400', fontWeightMedium: '500', fontWeightBold: '600', lineHeight: '1.5',
  spacingUnit: '4px', controlHeight: '48px', controlHeightLarge: '56px', targetSize: '44px',
  radius: '8px', radiusButton: '8px', radiusInput: '8px', radiusCard: '12px', radiusPill: '999px',
  focusRingWidth: '2px', focusRingOffset: '2px', transitionDuration: '160ms', maxWidth: '480px',
} satisfies Partial<AppearanceVariables>;

export const THEMES: Record<Theme, AppearanceVariables> = {
  default: {
    ...SHARED,
    colorPrimary: '#1d4ed8', colorPrimaryText: '#ffffff', colorBackground: '#ffffff', colorSurface: '#f8fafc',
    colorText: '#0f172a', colorTextMuted: '#475569', colorBorder: '#e2e8f0', colorInputBackground: '#ffffff', colorInputBorder: '#8391a7',
    colorLink: '#1d4ed8', colorFocusRing: '#1d4ed8', colorAccent: '#1d4ed8',
    colorDanger: '#b91c1c', colorSuccess: '#15803d', colorWarning: '#a35200',
    shadowCard: '0 1px 2px rgb(15 23 42 / 0.05), 0 2px 8px rgb(15 23 42 / 0.06)',
  },
  night: {
    ...SHARED,
    colorPrimary: '#8ab4ff', colorPrimaryText: '#0b1220', colorBackground: '#0b1220', colorSurface: '#121b2e',
    colorText: '#e6ebf3', colorTextMuted: '#9aa7bb', colorBorder: '#233049', colorInputBackground: '#0e1627', colorInputBorder: '#5d6d89',
    colorLink: '#8ab4ff', colorFocusRing: '#8ab4ff', colorAccent: '#8ab4ff',
    colorDanger: '#ff9a9a', colorSuccess: '#7ee2a8', colorWarning: '#f7c96b',
    shadowCard: '0 1px 2px rgb(0 0 0 / 0.4)',
  },
  flat: {
    ...SHARED,
    radius: '6px', radiusButton: '6px', radiusInput: '6px', radiusCard: '10px',
    colorPrimary: '#18181b', colorPrimaryText: '#ffffff', colorBackground: '#ffffff', colorSurface: '#f4f4f5',
    colorText: '#18181b', colorTextMuted: '#52525b', colorBorder: '#f4f4f5', colorInputBackground: '#f4f4f5', colorInputBorder: '#7f7f89',
    colorLink: '#18181b', colorFocusRing: '#18181b', colorAccent: '#18181b',
    colorDanger: '#b42318', colorSuccess: '#067647', colorWarning: '#975a00',
    shadowCard: 'none',
  },
};

const cssName = (key: string) => `--rk-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * The variables an appearance comes to: its theme's preset, the host's own, and what follows from
 * them so any brand reads: text on the primary at 4.5:1, the brand as text at 4.5:1 and as focus
 * ring and radio accent at 3:1 against background, surface and input background (lightness moved, hue kept), the
 * text colours at 4.5:1 on a host's own background, per-kind radii from a given `radius`.
 */
export function resolveVariables(appearance: Appearance = {}): AppearanceVariables {
  const preset = THEMES[appearance.theme ?? 'default'] ?? THEMES.default;
  const given = appearance.variables ?? {};
  const v = { ...preset, ...given };
  if (given.radius) for (const kind of ['radiusButton', 'radiusInput', 'radiusCard'] as const) v[kind] = given[kind] ?? given.radius;
  const grounds = [v.colorBackground, v.colorSurface];
  // The ring around a radio or checkbox, and its accent, sit on a choice card's input background.
  const controlGrounds = [...grounds, v.colorInputBackground];
  v.colorPrimaryText = readableOn(v.colorPrimary, given.colorPrimaryText ?? preset.colorPrimaryText) ?? v.colorPrimaryText;
  const brandFor = (key: 'colorLink' | 'colorFocusRing' | 'colorAccent', min: number, on: string[]) => adjustLightness(given[key] ?? (given.colorPrimary ? v.colorPrimary : preset[key]), min, ...on) ?? v[key];
  v.colorLink = brandFor('colorLink', 4.5, grounds);
  v.colorFocusRing = brandFor('colorFocusRing', MIN_UI_CONTRAST, controlGrounds);
  v.colorAccent = brandFor('colorAccent', MIN_UI_CONTRAST, controlGrounds);
  for (const key of ['colorText', 'colorTextMuted', 'colorDanger', 'colorSuccess', 'colorWarning'] as const) v[key] = adjustForText(v[key], ...grounds) ?? v[key];
  v.colorInputBorder = adjustLightness(v.colorInputBorder, MIN_UI_CONTRAST, ...grounds) ?? v.colorInputBorder;
  return v;
}

/** The CSS custom properties of an appearance (every variable, resolved). */
export function appearanceStyle(appearance: Appearance = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(resolveVariables(appearance)).map(([k, v]) => [cssName(k), String(v)]));
}

/**
 * The presets' tokens as CSS (the default on every root, the others by data-theme), first in the
 * kit's stylesheet: a page whose CSP forbids inline styles keeps the look.
 */
export const THEME_TOKENS_CSS = (Object.keys(THEMES) as Theme[])
  .map((theme) => {
    const block = Object.entries(appearanceStyle({ theme })).map(([name, value]) => `${name}:${value}`).join(';');
    return `[data-rampkit-root]${theme === 'default' ? '' : `[data-theme=${theme}]`}{${block}}`;
  })
  .join('\n');

/** FNV-1a over a string, base 36: the same id on the server and in the browser. */
const hash = (text: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
};

const sorted = (record: object | undefined) => Object.entries(record ?? {}).sort(([a], [b]) => a.localeCompare(b));

/**
 * The id of an appearance's own look, put on each component root as `data-rk-look` and named by
 * its CSS: undefined when the theme's preset alone applies (the kit's stylesheet has it).
 */
export function appearanceId(appearance: Appearance = {}): string | undefined {
  if (appearance.unstyled || (!sorted(appearance.variables).length && !sorted(appearance.rules).length)) return undefined;
  return hash(JSON.stringify([appearance.theme ?? 'default', sorted(appearance.variables), sorted(appearance.rules).map(([k, r]) => [k, sorted(r)])]));
}

// A host's value may not close the rule and write another outside the kit, nor open a comment.
const safeValue = (value: unknown): value is string => typeof value === 'string' && !/[{};<>\\]|\/\*/.test(value);
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const ALLOWED = new Set<string>(RULE_PROPERTIES);

/**
 * The CSS of an appearance's own variables and rules, every selector scoped to the kit's roots that
 * carry its id (and what is inside them). The provider injects it (with its `nonce`); under a CSP
 * without inline styles a host puts it in its own stylesheet after `rampkit/styles.css` and sets
 * `injectStyles={false}`. Empty when the theme's preset alone applies. Unknown rule keys and
 * properties, and values that could break out of the rule, are left out.
 */
export function appearanceToCss(appearance: Appearance = {}): string {
  const id = appearanceId(appearance);
  if (!id) return '';
  const root = `[data-rampkit-root][data-rampkit-root][data-rk-look="${id}"]`;
  const preset = appearanceStyle({ theme: appearance.theme });
  const own = Object.entries(appearanceStyle(appearance)).filter(([name, value]) => preset[name] !== value && safeValue(value));
  const blocks = own.length ? [`${root}{${own.map(([name, value]) => `${name}:${value}`).join(';')}}`] : [];
  // A rule outweighs every kit rule of its part (an id that is never there lifts it to (1,x,y)).
  const scope = `:is([data-rampkit-root][data-rk-look="${id}"],[data-rampkit-root][data-rk-look="${id}"] *):not(#rk-rule)`;
  for (const [key, rule] of sorted(appearance.rules)) {
    const selector = ruleSelector(key);
    const declarations = sorted(rule).filter(([name, value]) => ALLOWED.has(name) && safeValue(value));
    if (!selector || !declarations.length) continue;
    blocks.push(`${scopeSelector(selector, scope)}{${declarations.map(([name, value]) => `${kebab(name)}:${value as string}`).join(';')}}`);
  }
  return blocks.join('\n');
}

