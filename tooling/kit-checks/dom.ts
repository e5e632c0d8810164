// What every kit check needs from a page: the kit's roots (the styled scopes KitRoot marks), what is
// shown, and a name for an element that says where to look ("sell-flow › amount-step › <button
// continue> "Continue" 120×37"). Browser code with no imports, so the same checks run in the story
// tests and, bundled, on the demo's pages (e2e).

export const ROOT_SELECTOR = '[data-rampkit-root]';

export type CheckId =
  /** An interactive element under 44×44 (the design's minimum). */
  | 'target-44'
  /** Under 24×24 and too close to another target (WCAG 2.2 2.5.8, with its spacing exception). */
  | 'target-24'
  /** A number, code or identifier broken inside itself. */
  | 'value-wrap'
  /** The payout under 1.5× the body text. */
  | 'payout-size'
  /** axe in the night theme (the rules a theme changes). */
  | 'axe-night'
  /** German screen: a string of the English catalogue. */
  | 'english-text'
  /** A raw currency, network or method code where a customer reads. */
  | 'raw-code'
  /** German screen: an English title of the sandbox's own forms. */
  | 'sandbox-form-title'
  /** Pseudo-locale: visible words that came from no catalogue. */
  | 'pseudo-leak'
  /** Pseudo-locale: text that overflows its box. */
  | 'text-overflow'
  /** A field's placeholder (its example) wider than the field: cut off where the customer reads it. */
  | 'placeholder-cut'
  /** At 320 px, with or without WCAG 1.4.12 text spacing: the page scrolls sideways. */
  | 'reflow-scroll'
  /** At 320 px, with or without WCAG 1.4.12 text spacing: a word broken inside itself ("C/o/p/y"). */
  | 'word-broken';

export interface Finding {
  check: CheckId;
  /** The kit component (its root's data-slot) the element belongs to. */
  component: string;
  /** Where to look: the data-slot path, the element and its text. */
  element: string;
  /** The measurement. */
  detail: string;
}

/** The outermost kit roots in the document (nested ones are parts of them). */
export function kitRoots(doc: Document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(ROOT_SELECTOR)].filter((el) => !el.parentElement?.closest(ROOT_SELECTOR));
}

/** The component an element belongs to: its outermost root's data-slot. */
export function componentOf(el: Element): string {
  let root: Element | null = el.closest(ROOT_SELECTOR);
  for (let up = root?.parentElement?.closest(ROOT_SELECTOR); up; up = up.parentElement?.closest(ROOT_SELECTOR)) root = up;
  return root?.getAttribute('data-slot') ?? root?.tagName.toLowerCase() ?? '(outside the kit)';
}

const short = (text: string, max = 40) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** "price-quote › accept <button> "Sell now"": the data-slot path inside the component, the tag and its text. */
export function describeElement(el: Element): string {
  const slots: string[] = [];
  for (let up = el.parentElement; up; up = up.parentElement) {
    const slot = up.getAttribute('data-slot');
    if (slot) slots.unshift(slot);
    if (up.matches(ROOT_SELECTOR) && !up.parentElement?.closest(ROOT_SELECTOR)) break;
  }
  const slot = el.getAttribute('data-slot');
  const role = el.getAttribute('role');
  const type = el.getAttribute('type');
  const tag = `<${el.tagName.toLowerCase()}${slot ? ` ${slot}` : ''}${type ? ` type=${type}` : ''}${role ? ` role=${role}` : ''}>`;
  const text = short(el.textContent || el.getAttribute('aria-label') || el.getAttribute('placeholder') || '');
  return `${[...slots, tag].join(' › ')}${text ? ` "${text}"` : ''}`;
}

/** Shown on screen: rendered, with a box, not visibility:hidden (clipped screen-reader text counts). */
export function isShown(el: Element): boolean {
  if (!el.checkVisibility({ visibilityProperty: true })) return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

/** Whitespace as a person sees it: Intl's narrow and no-break spaces are spaces. */
export const flatText = (text: string): string => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
