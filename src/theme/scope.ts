// Where the kit's CSS applies: each kit component's own root element (marked [data-rampkit-root] by
// KitRoot, src/components/shared/root.ts) and what is inside it. Nothing else: the provider adds no
// element and no style to the host's page, so a host's own CSS renders the same with or without it.
//
// The cascade against a host theme's global rules (e2e/hostile-host.spec.ts) rests on specificity:
//   the root itself          ROOT_RESET at (0,0,4): beats a theme's `section {…}`, `div {…}`,
//                            `main > section {…}`, loses to a class the host gives the root
//                            (`className="my-card"`, (0,1,0)), which the host asked for.
//   everything inside it     INSIDE_RESET at (0,2,0): beats element and element-plus-attribute rules
//                            (`input[type=radio]`, `tr:nth-child(odd) td`).
//   every kit rule           IN_KIT + its own selector: (0,2,0) or more, written after the resets so
//                            ties go to the kit (src/theme/styles.test.ts checks every selector).
// Area modules (css/*.ts) write selectors without the scope; `scoped()` adds it to each one.

/** The attribute KitRoot puts on a component's outermost root (never on a nested one). */
export const ROOT_ATTRIBUTE = 'data-rampkit-root';
const ROOT = `[${ROOT_ATTRIBUTE}]`;

/** A kit root or anything inside one, at (0,1,0). */
export const IN_KIT = `:is(${ROOT},${ROOT} *)`;

/**
 * The root gives the browser's defaults back for what the kit does not set (all: revert leaves the
 * --rk-* custom properties alone) and sets every inherited text property itself, so a theme's
 * `body { text-transform: uppercase; line-height: 2.4 }` does not reach in. Four type selectors
 * that never match anything else (:not(rk-x)) lift it to (0,0,4) without reaching a class's weight.
 */
export const ROOT_SELECTOR = `:where(${ROOT}):not(rk-x):not(rk-x):not(rk-x):not(rk-x)`;

/** Every element inside a root, and their pseudo-elements. SVG content keeps its presentation attributes. */
export const INSIDE_RESET_SELECTORS = [
  `${ROOT}${ROOT} :where(:not(svg *))`,
  `${ROOT}${ROOT} :where(:not(svg *))::before`,
  `${ROOT}${ROOT} :where(:not(svg *))::after`,
  `${ROOT}${ROOT} ::placeholder`,
  `${ROOT}${ROOT} ::marker`,
];

/** Splits at top-level commas (not inside parentheses or brackets). */
export function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

/**
 * One selector scoped to the kit: IN_KIT joins its first compound (`.rk-steps li` becomes
 * `.rk-steps:is(…) li`, `a[href]` becomes `a[href]:is(…)`), so it matches on a root and inside one.
 */
export function scopeSelector(selector: string, scope = IN_KIT): string {
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && (c === ' ' || c === '>' || c === '+' || c === '~' || (c === ':' && selector[i + 1] === ':'))) {
      return `${selector.slice(0, i)}${scope}${selector.slice(i)}`;
    }
  }
  return `${selector}${scope}`;
}

/**
 * An area's rules with every selector scoped. Rules are one per line or nested one level in an
 * at-rule (`@media (…){a{…}b{…}}`); @keyframes pass through as they are.
 */
export function scoped(css: string): string {
  const rule = (text: string) => text.replace(/([^{}]+)\{([^{}]*)\}/g, (_, selectors: string, body: string) => `${splitSelectors(selectors.trim()).map((selector) => scopeSelector(selector)).join(',')}{${body}}`);
  return css
    .trim()
    .split('\n')
    .map((line) => {
      if (line.startsWith('@keyframes')) return line;
      const at = /^(@[^{]+\{)([\s\S]*)\}$/.exec(line);
      return at ? `${at[1]}${rule(at[2]!)}}` : rule(line);
    })
    .join('\n');
}

/** The resets, first in the kit's CSS (see the top of this file). */
export const RESET_CSS = [
  `${INSIDE_RESET_SELECTORS.join(',')}{all:revert}`,
  `${ROOT_SELECTOR}{all:revert}`,
  // A block root (a component, not an inline value such as Amount in the host's text) sets its own
  // text and paints its background, so its contrast holds on any host page. Prose wraps between
  // words and hyphenates in the root's `lang`; values ([data-value]) never break inside. Rounded as a
  // card: a root that wraps one shows no square corners of its background on a tinted page.
  `${ROOT_SELECTOR}:not(span){font-family:var(--rk-font-family);font-size:var(--rk-font-size-base);font-style:normal;font-weight:var(--rk-font-weight-normal);font-variant:normal;font-stretch:normal;line-height:var(--rk-line-height);letter-spacing:normal;word-spacing:normal;text-transform:none;text-align:start;text-indent:0;text-shadow:none;white-space:normal;word-break:normal;overflow-wrap:break-word;hyphens:auto;visibility:visible;cursor:auto;color:var(--rk-color-text);background:var(--rk-color-background);border-radius:var(--rk-radius-card)}`,
].join('\n');
