// Tap targets: everything a customer can press, measured as it is drawn. Two rules, both reported:
// the design's 44×44 (docs/design.md "Sizes") and WCAG 2.2's 24×24 minimum (2.5.8), which an
// undersized target still meets when a 24 px circle on its centre touches no other target nor
// another undersized target's circle. A radio or checkbox is pressed through its label, so the
// label that wraps it is the target; a link inside a sentence is exempt from both (2.5.8 "inline").
import { componentOf, describeElement, isShown, type Finding } from './dom';

const INTERACTIVE = [
  'button', 'a[href]', 'input:not([type=hidden])', 'select', 'textarea', 'summary',
  '[role=radio]', '[role=checkbox]', '[role=button]', '[role=link]', '[role=tab]', '[role=switch]',
].join(',');

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const TOLERANCE = 0.5;
const undersized = (box: Box, min: number) => box.width + TOLERANCE < min || box.height + TOLERANCE < min;
const centre = (box: Box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
/** Distance from a point to a rectangle (0 inside it). */
const distanceToBox = (p: { x: number; y: number }, box: Box) => Math.hypot(Math.max(box.left - p.x, 0, p.x - (box.left + box.width)), Math.max(box.top - p.y, 0, p.y - (box.top + box.height)));

/**
 * WCAG 2.5.8's spacing exception: the indexes of undersized boxes (under 24×24) whose 24 px circle
 * intersects another target, or another undersized target's circle. Pure, so it is unit tested.
 */
export function spacingFailures(boxes: readonly Box[], min = 24): number[] {
  const radius = min / 2;
  const small = boxes.map((box) => undersized(box, min));
  const failing: number[] = [];
  boxes.forEach((box, i) => {
    if (!small[i]) return;
    const c = centre(box);
    const clashes = boxes.some((other, j) => {
      if (j === i) return false;
      if (small[j]) {
        const o = centre(other);
        return Math.hypot(c.x - o.x, c.y - o.y) < 2 * radius - TOLERANCE;
      }
      return distanceToBox(c, other) < radius - TOLERANCE;
    });
    if (clashes) failing.push(i);
  });
  return failing;
}

const isDisabled = (el: Element) => el.matches(':disabled') || el.closest('[aria-disabled=true]') !== null;

/** A link in running text: inline, with words of its block around it. */
function isInline(el: Element): boolean {
  if (!el.matches('a[href]') || getComputedStyle(el).display !== 'inline') return false;
  let block = el.parentElement;
  while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
  return (block?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
}

/** The element a pointer presses: a radio's or checkbox's wrapping label, else the element itself. */
function targetOf(el: Element): Element {
  if (el.matches('input[type=radio], input[type=checkbox], [role=radio], [role=checkbox]')) return el.closest('label') ?? el;
  return el;
}

/** The targets inside the kit roots, each once, with their boxes. */
export function kitTargets(roots: readonly HTMLElement[]): { el: Element; box: Box }[] {
  const seen = new Set<Element>();
  const targets: { el: Element; box: Box }[] = [];
  for (const root of roots) {
    const candidates = [...(root.matches(INTERACTIVE) ? [root] : []), ...root.querySelectorAll(INTERACTIVE), ...root.querySelectorAll('label:has(input[type=radio], input[type=checkbox])')];
    for (const candidate of candidates) {
      const el = targetOf(candidate);
      if (seen.has(el) || isDisabled(candidate) || isInline(el)) continue;
      seen.add(el);
      // A native radio or checkbox hidden under a styled label is pressed through the label.
      if (!isShown(el)) continue;
      const rect = el.getBoundingClientRect();
      targets.push({ el, box: { left: rect.left, top: rect.top, width: rect.width, height: rect.height } });
    }
  }
  return targets;
}

const size = (box: Box) => `${Math.round(box.width * 10) / 10}×${Math.round(box.height * 10) / 10} px`;

export function targetFindings(roots: readonly HTMLElement[]): Finding[] {
  const targets = kitTargets(roots);
  const findings: Finding[] = [];
  for (const { el, box } of targets) {
    if (undersized(box, 44)) findings.push({ check: 'target-44', component: componentOf(el), element: describeElement(el), detail: `${size(box)}, under 44×44` });
  }
  for (const i of spacingFailures(targets.map((t) => t.box))) {
    const { el, box } = targets[i]!;
    findings.push({ check: 'target-24', component: componentOf(el), element: describeElement(el), detail: `${size(box)}, under 24×24 and its 24 px circle touches another target` });
  }
  return findings;
}
