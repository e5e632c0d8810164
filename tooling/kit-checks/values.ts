// Values never break inside (docs/design.md "Words and values"): amounts, codes, IBANs, ids. A
// value may wrap only where the design allows: at a space (before an amount's crypto code, between
// the groups of a value grouped in fours, between an address's words) or after a hyphen (an id).
// Found by where each character is drawn: a character drawn on a lower line than the one before it
// starts a new line there.
import { componentOf, describeElement, isShown, type Finding } from './dom';

export const VALUE_SELECTOR = '[data-value], [data-slot=amount]';

/** A character and the line it is drawn on (its box's top and bottom). */
export interface DrawnChar {
  char: string;
  top: number;
  bottom: number;
}

const allowedAfter = (char: string) => char === ' ' || char === '-' || char === '\u200b';

/**
 * The text with "|" at each line break a value must not have ("€59,800.0|0"), or undefined when it
 * breaks nowhere it must not. Pure, so it is unit tested.
 */
export function badBreaks(chars: readonly DrawnChar[]): string | undefined {
  let out = '';
  let bad = false;
  let previous: DrawnChar | undefined;
  for (const c of chars) {
    // A collapsed space has no box of its own (top = bottom): it never starts a line.
    const drawn = c.bottom > c.top;
    if (previous && drawn && c.top >= previous.bottom - 1) {
      if (!allowedAfter(previous.char)) bad = true;
      out += '|';
    }
    out += c.char;
    if (drawn) previous = c;
    else if (previous) previous = { ...previous, char: c.char };
  }
  return bad ? out : undefined;
}

/** Each character of an element's text with the box it is drawn in. */
function drawnChars(el: Element): DrawnChar[] {
  const doc = el.ownerDocument;
  const range = doc.createRange();
  const walker = doc.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const chars: DrawnChar[] = [];
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data;
    // A grouped value (an IBAN in fours) may break between its groups: a gap as good as a space.
    // Its short last group is held to the one before (GroupedValue's tail): no break between those two.
    const group = node.parentElement;
    const inTail = !!group?.parentElement?.matches('[data-grouped] > [data-slot=tail]');
    const unit = inTail ? (group!.previousElementSibling ? undefined : group!.parentElement) : group;
    if (unit?.parentElement?.hasAttribute('data-grouped') && unit.previousElementSibling) chars.push({ char: ' ', top: 0, bottom: 0 });
    for (let i = 0; i < text.length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      chars.push({ char: text[i]!, top: rect?.top ?? 0, bottom: rect?.bottom ?? 0 });
    }
  }
  return chars;
}

export function valueFindings(roots: readonly HTMLElement[]): Finding[] {
  const findings: Finding[] = [];
  for (const root of roots) {
    for (const el of root.querySelectorAll(VALUE_SELECTOR)) {
      // The outermost value only (an amount inside a value is the same text); options are not drawn.
      if (el.parentElement?.closest(VALUE_SELECTOR) || el.closest('option, select') || !isShown(el)) continue;
      const broken = badBreaks(drawnChars(el));
      if (broken) findings.push({ check: 'value-wrap', component: componentOf(el), element: describeElement(el), detail: `breaks inside: "${broken.replace(/\s+/g, ' ').trim()}"` });
    }
  }
  return findings;
}
