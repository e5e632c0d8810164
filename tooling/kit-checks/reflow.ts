// Reflow (WCAG 1.4.10) and text spacing (1.4.12), measured at 320 px (issue 30, item 8): the page
// never scrolls sideways, and no word is broken inside itself ("C/o/p/y" in a squeezed button,
// "Refe/rence" once letters are spaced). Values have their own rule (values.ts) and are left out,
// as are words split where the text allows it (a soft hyphen ends the word for this check).
import { componentOf, describeElement, isShown, ROOT_SELECTOR, type Finding } from './dom';
import { VALUE_SELECTOR } from './values';

/** WCAG 1.4.12's spacing, the bookmarklet's way: on everything, over the page's own rules. */
export const TEXT_SPACING_CSS =
  '*{line-height:1.5!important;letter-spacing:.12em!important;word-spacing:.16em!important}p{margin-bottom:2em!important}';

/** Two or more letters (with their marks): what a customer reads as a word. */
const WORD = /\p{L}[\p{L}\p{M}]+/gu;

/** How many lines a range's boxes are drawn on (boxes whose tops differ by more than half a line). */
function linesOf(range: Range): number {
  const tops: number[] = [];
  for (const rect of range.getClientRects()) {
    if (rect.width < 0.5 || rect.height < 0.5) continue;
    if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
  }
  return tops.length;
}

/** The words inside the kit drawn on more than one line. `when` says under which conditions ("at 320 px"). */
export function brokenWordFindings(roots: readonly HTMLElement[], when: string): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<Element>();
  for (const root of roots) {
    const doc = root.ownerDocument;
    const range = doc.createRange();
    const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || seen.has(parent) || parent.closest(`${VALUE_SELECTOR}, option, select, .rk-address`)) continue;
      // Text for screen readers only (clipped to a pixel) is not drawn.
      if (!isShown(parent) || parent.clientWidth <= 2) continue;
      for (const match of node.data.matchAll(WORD)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = linesOf(range);
        if (lines < 2) continue;
        seen.add(parent);
        findings.push({ check: 'word-broken', component: componentOf(parent), element: describeElement(parent), detail: `"${match[0]}" broken across ${lines} lines ${when}` });
        break;
      }
    }
  }
  return findings;
}

/** The kit's elements reaching past the window's right edge when the page scrolls sideways. */
export function sidewaysScrollFindings(doc: Document, when: string): Finding[] {
  const { scrollWidth, clientWidth } = doc.documentElement;
  if (scrollWidth <= clientWidth) return [];
  const past = [...doc.querySelectorAll<HTMLElement>(`${ROOT_SELECTOR}, ${ROOT_SELECTOR} *`)].filter((el) => el.getBoundingClientRect().right > clientWidth + 0.5);
  // The innermost ones: the parts that push, not every box around them.
  const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other))).slice(0, 5);
  const detail = `the page scrolls sideways ${when}: ${scrollWidth} px of content in ${clientWidth} px`;
  if (!innermost.length) return [{ check: 'reflow-scroll', component: '(outside the kit)', element: 'the story', detail }];
  return innermost.map((el) => ({ check: 'reflow-scroll', component: componentOf(el), element: describeElement(el), detail: `${detail}; its right edge at ${Math.round(el.getBoundingClientRect().right)} px` }));
}
