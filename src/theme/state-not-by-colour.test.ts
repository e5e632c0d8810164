// WCAG 1.4.1: a state is never shown by colour alone. Every kit rule that styles a state (data-state,
// data-tone, aria-invalid, aria-current, :checked…) and changes nothing but colours must be backed by
// something else a person sees: the state's text, a native control's own mark, an icon. Each such
// rule is listed here with what carries the state besides colour; a new colour-only state rule
// fails until it is given a shape or text, or its reason is written here. Rules under @media
// (forced colours, reduced motion) are left out: they do not apply to everyone.
import { describe, expect, it } from 'vitest';
import { RAMPKIT_RULES_CSS } from './styles';
import { IN_KIT } from './scope';

const COLOUR_ONLY = new Set(['color', 'background', 'background-color', 'border-color', 'outline-color', 'accent-color', 'fill', 'stroke', 'text-decoration-color', '--rk-notice-tone']);
const STATE = /\[(data-state|data-tone|aria-current|aria-checked|aria-selected|aria-invalid|aria-pressed|aria-expanded|data-disabled|aria-disabled)|:checked/;

/** A button's hover colour names aria-disabled only to leave out a button that does nothing (it keeps its own look). */
const HOVER = 'no state: the pointer is over a button that works';

/** What shows each colour-only state besides its colour. */
const CARRIED_BY: Record<string, string> = {
  '[data-tone=success]': 'a tone colours text that says what happened (the text is the state)',
  '[data-tone=danger]': 'a tone colours text that says what happened',
  '[data-tone=warning]': 'a tone colours text that says what happened',
  '.rk-badge[data-tone=success]': "the badge's label names the status; pending and danger also change the dot's shape",
  '.rk-badge[data-tone=warning]': "the badge's label names the status",
  '.rk-badge[data-tone=danger]': "the badge's label names the status, and its dot is a diamond",
  '.rk-badge[data-tone=pending]': "the badge's label names the status, and its dot is a ring",
  '.rk-notice[data-tone=warning]': "the notice's icon and title differ by tone",
  '.rk-notice[data-tone=danger]': "the notice's icon and title differ by tone",
  '.rk-notice[data-tone=success]': "the notice's icon and title differ by tone",
  '[aria-invalid=true],:is(select,input,textarea):not([type=radio]):not([type=checkbox])[aria-invalid=true]': 'the field error text under the control',
  '[aria-invalid=true]:focus-visible': "the focused field's ring in its border's red; the field error text under the control says why",
  '.rk-amount-field[data-state=invalid]:has(>input:focus-visible)': "the focused amount's ring in its border's red; the amount's error text says why",
  '[data-slot=countdown][data-state=expired],[data-slot=price-changed]': 'the countdown and the price-changed line say so in words',
  '.rk-copy-field[data-state=copied] .rk-copy-button': 'the button says "Copied ✓"',
  '.rk-button:hover:not(:disabled,[aria-busy=true],[aria-disabled=true])': HOVER,
  '.rk-button[data-variant=secondary]:hover:not(:disabled,[aria-busy=true],[aria-disabled=true])': HOVER,
  '.rk-button[data-variant=ghost]:hover:not(:disabled,[aria-busy=true],[aria-disabled=true])': HOVER,
  '[data-slot=countdown][data-state=ending] .rk-pill>svg[data-icon]': 'the pill shows the seconds left, and "Get a new price" appears',
  '[data-slot=countdown][data-state=expired] .rk-pill>svg[data-icon]': 'the pill says the price expired',
  '[data-slot=countdown][data-state=ending] .rk-pill': 'the pill shows the seconds left, and "Get a new price" appears',
  '[data-slot=countdown][data-state=expired] .rk-pill': 'the pill says the price expired',
  '[data-slot=countdown][data-state=ending] .rk-lock-bar>[data-slot=fill]': 'the pill beside the bar shows the seconds left',
  '.rk-timeline>li[data-state=done]:not(:last-child)::before': "the stages' markers differ in shape and each state is written under its label",
  '.rk-timeline>li[data-state=done] [data-slot=marker]': 'a done marker holds a check mark; its state is written under its label',
  '.rk-steps li:is([data-state=done],[data-state=current]) .rk-step-segment::after':
    '"Step n of m · name" above the bar says where the customer is (segments before it are done), and the current segment is taller',
  '.rk-timeline>li:is([data-state=done],[data-state=current],[data-state=failed]) [data-slot=label]': "each stage's marker differs in shape and its state is written under its label",
};

/**
 * Colour-only states that do not yet have a shape or visible text (issue 30, item 5), owned by
 * their components: the SellFlow step list's done steps ("(done)" is visually hidden). Listed so this test stays green until they are fixed; remove an
 * entry when its component gives the state a shape or visible text.
 */
const STILL_BY_COLOUR = new Set<string>([]);

/** The kit's rules outside any @media block, as written in the area modules (the scope taken out). */
function plainRules(css: string): { selector: string; properties: string[] }[] {
  let flat = '';
  for (let i = 0; i < css.length; ) {
    if (css.startsWith('@media', i)) {
      let j = css.indexOf('{', i) + 1;
      for (let depth = 1; depth; j++) depth += css[j] === '{' ? 1 : css[j] === '}' ? -1 : 0;
      i = j;
    } else flat += css[i++];
  }
  return [...flat.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selector: m[1]!.trim().split(IN_KIT).join(''),
    properties: m[2]!.split(';').map((d) => d.slice(0, d.indexOf(':')).trim()).filter(Boolean),
  }));
}

describe('states in the kit’s CSS', () => {
  const states = plainRules(RAMPKIT_RULES_CSS).filter(({ selector }) => STATE.test(selector));

  it('finds the state rules it checks', () => {
    expect(states.length).toBeGreaterThan(15);
  });

  it('never shows a state by colour alone', () => {
    const colourOnly = states.filter(({ properties }) => properties.every((p) => COLOUR_ONLY.has(p))).map(({ selector }) => selector);
    expect(colourOnly.filter((selector) => !CARRIED_BY[selector] && !STILL_BY_COLOUR.has(selector))).toEqual([]);
  });
});
