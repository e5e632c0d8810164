// The cascade the hostile-host hardening rests on (src/theme/scope.ts): a reset inside each kit
// root at (0,2,0) beats a host theme's element and attribute rules, the root's own at (0,0,4) beats
// its element rules but not a class the host gives the root, and every kit rule after them reaches
// (0,2,0) so it is never undone by the reset. A bare element in the kit, e.g. `a:is(<scope>)`, is
// only (0,1,1): it would lose to the reset. Every selector stays inside a kit root.
// e2e/hostile-host.spec.ts shows the result in Chromium, e2e/host-invariance.spec.ts the host's side.
import { describe, expect, it } from 'vitest';
import { RAMPKIT_RULES_CSS } from './styles';
import { IN_KIT, ROOT_SELECTOR, scopeSelector, scoped, splitSelectors } from './scope';

type Specificity = [number, number, number];

const splitTop = splitSelectors;

const add = (a: Specificity, b: Specificity): Specificity => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const max = (list: Specificity[]): Specificity => list.reduce((m, s) => (compare(s, m) > 0 ? s : m), [0, 0, 0]);
const compare = (a: Specificity, b: Specificity) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Selectors Level 4 specificity, for the selector forms the kit writes. */
function specificity(selector: string): Specificity {
  let total: Specificity = [0, 0, 0];
  let rest = selector;
  while (rest.length) {
    let m: RegExpExecArray | null;
    if ((m = /^:(where|is|not|has)\(/.exec(rest))) {
      let depth = 1;
      let i = m[0].length;
      for (; depth; i++) depth += rest[i] === '(' ? 1 : rest[i] === ')' ? -1 : 0;
      const inner = rest.slice(m[0].length, i - 1);
      if (m[1] !== 'where') total = add(total, max(splitTop(inner).map(specificity)));
      rest = rest.slice(i);
    } else if ((m = /^#[\w-]+/.exec(rest))) {
      total = add(total, [1, 0, 0]);
      rest = rest.slice(m[0].length);
    } else if ((m = /^(\.[\w-]+|\[[^\]]*\]|:(?!:)[\w-]+(\([^)]*\))?)/.exec(rest))) {
      total = add(total, [0, 1, 0]);
      rest = rest.slice(m[0].length);
    } else if ((m = /^(::[\w-]+|[a-z][\w-]*)/i.exec(rest))) {
      total = add(total, [0, 0, 1]);
      rest = rest.slice(m[0].length);
    } else rest = rest.slice(1); // combinators, whitespace, *
  }
  return total;
}

/** Every style rule's selector list, outside @keyframes, in order (@media blocks opened). */
function selectorLists(css: string): string[] {
  const lists: string[] = [];
  const body = css.replace(/@keyframes[^{]*\{(?:[^{}]*\{[^}]*\})*\s*\}/g, '').replace(/@media[^{]*\{/g, '');
  for (const m of body.matchAll(/([^{}]+)\{[^{}]*\}/g)) lists.push(m[1]!.trim());
  return lists;
}

describe('specificity()', () => {
  it.each([
    ['[data-rampkit-root][data-rampkit-root] :where(:not(svg *))', [0, 2, 0]],
    ['[data-rampkit-root] a', [0, 1, 1]],
    ['[data-rampkit-root] :is(select,input):not([type=radio]):not([type=checkbox])', [0, 3, 1]],
    ['[data-rampkit-root] [data-slot=summary][data-tone=success]::before', [0, 3, 1]],
    ['input[type=radio]', [0, 1, 1]],
    ['#main .entry input', [1, 1, 1]],
  ] as [string, Specificity][])('%s is %j', (selector, expected) => {
    expect(specificity(selector)).toEqual(expected);
  });
});

describe("the kit's CSS against a host theme", () => {
  const lists = selectorLists(RAMPKIT_RULES_CSS);
  const resetAt = lists.findIndex((l) => l.includes(':where(:not(svg *))'));

  it('opens with a reset at (0,2,0) that reverts every host rule below it, then the root', () => {
    expect(resetAt).toBe(0);
    expect(lists[1]).toBe(ROOT_SELECTOR);
    expect(lists[2]).toBe(`${ROOT_SELECTOR}:not(span)`);
    for (const selector of splitTop(lists[resetAt]!)) expect(compare(specificity(selector), [0, 2, 0])).toBeGreaterThanOrEqual(0);
    expect(RAMPKIT_RULES_CSS).toMatch(/:where\(:not\(svg \*\)\)::after,[^{]*\{all:revert\}/);
    // Beats the rules a CMS theme writes: elements, and elements with an attribute or class.
    for (const host of ['input', 'div', 'button', '*', 'tr:nth-child(odd) td', 'input[type=radio]', 'li + li::before', '.content p']) {
      expect(compare(specificity(splitTop(lists[resetAt]!)[0]!), specificity(host)), host).toBeGreaterThan(0);
    }
  });

  it("resets the root itself over a theme's element rules, not over a class the host gives it", () => {
    for (const host of ['section', 'div', 'span', 'body div', 'main > section', 'body main section']) {
      expect(compare(specificity(ROOT_SELECTOR), specificity(host)), host).toBeGreaterThan(0);
    }
    for (const host of ['.my-card', '.mt-4']) expect(compare(specificity(ROOT_SELECTOR), specificity(host)), host).toBeLessThan(0);
  });

  it('keeps every kit rule after the resets at (0,2,0) or more, so the reset never undoes it', () => {
    const weak = lists
      .slice(resetAt + 3)
      .flatMap(splitTop)
      .filter((selector) => compare(specificity(selector), [0, 2, 0]) < 0);
    expect(weak).toEqual([]);
  });

  it('applies nowhere but on a kit root and inside one', () => {
    const outside = lists.flatMap(splitTop).filter((selector) => !selector.includes('[data-rampkit-root]'));
    expect(outside).toEqual([]);
    // The root itself is in the scope: a root's own kit classes (rk-stack, rk-card) apply to it.
    expect(scopeSelector('.rk-steps li')).toBe(`.rk-steps${IN_KIT} li`);
    expect(scopeSelector('a[href]')).toBe(`a[href]${IN_KIT}`);
    expect(scopeSelector('[data-slot=summary]::before')).toBe(`[data-slot=summary]${IN_KIT}::before`);
    expect(scoped('@media (max-width:30rem){.a b{x:y}.c{x:z}}')).toBe(`@media (max-width:30rem){.a${IN_KIT} b{x:y}.c${IN_KIT}{x:z}}`);
  });

  it("keeps a focused field clear of the phone's sticky action bar by the kit's own fields' scroll margin, never the page's scroll padding", () => {
    // On a phone tall enough for the bar to be sticky (a short screen keeps it at the step's foot).
    const phone = [...RAMPKIT_RULES_CSS.matchAll(/@media \(max-width:479\.98px\) and \(min-height:30em\)\{(.*?\})\}/g)].map((m) => m[1] ?? '').join('');
    const rule = /([^{}]*)\{[^{}]*scroll-margin-bottom:calc\(([^{}]*)\)[^{}]*\}/.exec(phone);
    expect(rule).not.toBeNull();
    const [, selectors = '', height = ''] = rule!;
    // On the kit's inputs, selects and text areas, inside a kit root only.
    for (const control of ['input', 'select', 'textarea']) expect(selectors).toContain(control);
    expect(splitTop(selectors).every((selector) => selector.includes('[data-rampkit-root]'))).toBe(true);
    // As tall as the bar: two stacked buttons, its padding and the safe area.
    expect(height).toContain('2*var(--rk-control-block)');
    expect(height).toContain('env(safe-area-inset-bottom');
    expect(RAMPKIT_RULES_CSS).not.toMatch(/scroll-padding/);
  });

  it("marks an invalid input's border over the kit's own input rule (the later rule must not lose on specificity)", () => {
    const rules = [...RAMPKIT_RULES_CSS.replace(/@media[^{]*\{/g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)];
    const selectorsOf = (declaration: string) => rules.filter((r) => r[2]!.includes(declaration)).flatMap((r) => splitTop(r[1]!.trim()));
    const border = selectorsOf('border:1px solid var(--rk-color-input-border)').filter((s) => s.includes('input'));
    const invalid = selectorsOf('border-color:var(--rk-color-danger)').filter((s) => s.includes('input'));
    expect(border.length).toBeGreaterThan(0);
    expect(invalid.length).toBeGreaterThan(0);
    for (const b of border) expect(compare(max(invalid.map(specificity)), specificity(b)), b).toBeGreaterThanOrEqual(0);
  });
});
