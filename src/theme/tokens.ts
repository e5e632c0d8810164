// Design tokens: typed appearance variables mapped to CSS custom properties (--rk-*) on the kit's
// scoped root, so a host restyles the kit without touching its own global CSS.
import { adjustForText, readableOn } from './contrast';

export interface AppearanceVariables {
  colorPrimary: string;
  /** Text on a primary fill. Derived from colorPrimary to reach WCAG 4.5:1 when not given or
   * when the given one does not. */
  colorPrimaryText: string;
  /** The primary hue as text on the background (links, secondary buttons). Derived from
   * colorPrimary, lightened or darkened just enough for 4.5:1, when not given. */
  colorLink: string;
  colorBackground: string;
  colorSurface: string;
  colorText: string;
  colorTextMuted: string;
  colorBorder: string;
  colorDanger: string;
  colorSuccess: string;
  colorWarning: string;
  fontFamily: string;
  fontSizeBase: string;
  radius: string;
  spacingUnit: string;
  focusRing: string;
}

export type Theme = 'light' | 'dark';

export interface Appearance {
  theme?: Theme;
  variables?: Partial<AppearanceVariables>;
  /** No kit styles at all: the host styles the parts through data-slot and data-state. */
  unstyled?: boolean;
}

export const THEMES: Record<Theme, AppearanceVariables> = {
  light: {
    colorPrimary: '#1d4ed8', colorPrimaryText: '#ffffff', colorLink: '#1d4ed8', colorBackground: '#ffffff', colorSurface: '#f8fafc',
    colorText: '#0f172a', colorTextMuted: '#475569', colorBorder: '#cbd5e1', colorDanger: '#b91c1c', colorSuccess: '#15803d', colorWarning: '#a16207',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif', fontSizeBase: '16px', radius: '8px', spacingUnit: '4px', focusRing: '0 0 0 3px rgba(29, 78, 216, 0.45)',
  },
  dark: {
    colorPrimary: '#93c5fd', colorPrimaryText: '#0b1220', colorLink: '#93c5fd', colorBackground: '#0b1220', colorSurface: '#111a2e',
    colorText: '#e2e8f0', colorTextMuted: '#94a3b8', colorBorder: '#334155', colorDanger: '#fca5a5', colorSuccess: '#86efac', colorWarning: '#fde68a',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif', fontSizeBase: '16px', radius: '8px', spacingUnit: '4px', focusRing: '0 0 0 3px rgba(147, 197, 253, 0.55)',
  },
};

const cssName = (key: string) => `--rk-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The CSS custom properties for an appearance, as a React style object. */
export function appearanceStyle(appearance: Appearance = {}): Record<string, string> {
  const theme = THEMES[appearance.theme ?? 'light'];
  const given = appearance.variables ?? {};
  const variables = { ...theme, ...given };
  // Any brand colour must stay readable: derive the foregrounds from what the host passed.
  variables.colorPrimaryText = readableOn(variables.colorPrimary, given.colorPrimaryText ?? theme.colorPrimaryText) ?? variables.colorPrimaryText;
  variables.colorLink = adjustForText(given.colorLink ?? variables.colorPrimary, variables.colorBackground, variables.colorSurface) ?? variables.colorLink;
  return Object.fromEntries(Object.entries(variables).map(([k, v]) => [cssName(k), String(v)]));
}

/**
 * The themes' tokens as CSS (light on the root, others by data-theme), first in the kit's
 * stylesheet: the kit keeps its look even where a CSP drops the provider's inline style attribute
 * (server-rendered HTML under `style-src 'self'`).
 */
export const THEME_TOKENS_CSS = (Object.keys(THEMES) as Theme[])
  .map((theme) => {
    const block = Object.entries(appearanceStyle({ theme })).map(([name, value]) => `${name}:${value}`).join(';');
    return `[data-rampkit-root]${theme === 'light' ? '' : `[data-theme=${theme}]`}{${block}}`;
  })
  .join('\n');

/** FNV-1a over a string, base 36: the same id on the server and in the browser. */
const hash = (text: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
};

/**
 * The id of an appearance's own look, put on each component root as `data-rk-look` and named by
 * its CSS: undefined when the theme's preset alone applies (the kit's stylesheet has it).
 */
export function appearanceId(appearance: Appearance = {}): string | undefined {
  if (appearance.unstyled || !appearance.variables || !Object.keys(appearance.variables).length) return undefined;
  return hash(JSON.stringify([appearance.theme ?? 'light', Object.entries(appearance.variables).sort(([a], [b]) => a.localeCompare(b))]));
}

/**
 * The CSS of an appearance's own variables, scoped to the kit's roots that carry its id. The
 * provider injects it (with its `nonce`); under a CSP without inline styles a host puts it in its
 * own stylesheet, next to `rampkit/styles.css`, and sets `injectStyles={false}`. Empty when the
 * theme's preset alone applies.
 */
export function appearanceToCss(appearance: Appearance = {}): string {
  const id = appearanceId(appearance);
  if (!id) return '';
  const preset = appearanceStyle({ theme: appearance.theme });
  const own = Object.entries(appearanceStyle(appearance)).filter(([name, value]) => preset[name] !== value);
  // Values are the host's: nothing in one may close the rule and write another outside the kit.
  const safe = own.filter(([, value]) => !/[{};<>]|\/\*/.test(value));
  return `[data-rampkit-root][data-rampkit-root][data-rk-look="${id}"]{${safe.map(([name, value]) => `${name}:${value}`).join(';')}}`;
}
