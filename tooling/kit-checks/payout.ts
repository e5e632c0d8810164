// The payout is the number a customer came for: at least 1.5× the body text (docs/design.md: the
// payout at fontSizeXl, 28 px over a 16 px body). The payout is the quote's or estimate's
// "You receive" amount (data-slot=fiat-amount), a sale's fiat payment in TransactionStatus
// (data-slot=fiat-payment), or any part a component marks data-slot=payout-amount.
import { componentOf, describeElement, isShown, ROOT_SELECTOR, type Finding } from './dom';

export const PAYOUT_SELECTOR = [
  '[data-slot=price-quote] [data-slot=fiat-amount]',
  '[data-slot=price-estimate] [data-slot=fiat-amount]',
  '[data-slot=transaction-status] [data-slot=fiat-payment]',
  '[data-slot=payout-amount]',
].join(',');

export const PAYOUT_MIN_RATIO = 1.5;

/** The largest text drawn inside an element, in px. */
function largestText(el: Element): number {
  let largest = 0;
  const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim() && node.parentElement) largest = Math.max(largest, parseFloat(getComputedStyle(node.parentElement).fontSize));
  }
  return largest;
}

export function payoutFindings(roots: readonly HTMLElement[]): Finding[] {
  const findings: Finding[] = [];
  for (const root of roots) {
    for (const el of root.querySelectorAll(PAYOUT_SELECTOR)) {
      if (!isShown(el)) continue;
      // The body size is the component root's (every block root sets the kit's base size).
      const body = parseFloat(getComputedStyle(el.closest(ROOT_SELECTOR) ?? root).fontSize);
      const size = largestText(el);
      if (size < body * PAYOUT_MIN_RATIO - 0.01) {
        findings.push({ check: 'payout-size', component: componentOf(el), element: describeElement(el), detail: `${size} px over a ${body} px body (${(size / body).toFixed(2)}×, at least ${PAYOUT_MIN_RATIO}× wanted)` });
      }
    }
  }
  return findings;
}
