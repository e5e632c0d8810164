// Longer words must still fit (issue 27, in the pseudo-locale, about a third longer than English):
// a box that holds text must not let it spill out or cut it off. A box that scrolls on purpose
// (overflow auto or scroll) is left alone; one that hides what spills or ends it in an ellipsis
// is reported, since the customer loses words there.
import { componentOf, describeElement, isShown, type Finding } from './dom';

const TOLERANCE = 1;

const holdsText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());

export function overflowFindings(roots: readonly HTMLElement[]): Finding[] {
  const findings: Finding[] = [];
  for (const root of roots) {
    for (const el of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
      // A list box's options are the browser's to draw and cut.
      if (!holdsText(el) || !isShown(el) || el.matches('option, optgroup')) continue;
      // Text for screen readers only (clipped to a pixel) is not drawn.
      if (el.clientWidth <= 2 || el.clientHeight <= 2) continue;
      const style = getComputedStyle(el);
      if (style.display === 'inline' || style.display === 'contents') continue;
      const sideways = el.scrollWidth > el.clientWidth + TOLERANCE && !['auto', 'scroll'].includes(style.overflowX);
      const down = el.scrollHeight > el.clientHeight + TOLERANCE && !['auto', 'scroll'].includes(style.overflowY);
      const cut = style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + TOLERANCE;
      if (!sideways && !down) continue;
      const how = [sideways ? `${el.scrollWidth} px of text in ${el.clientWidth} px` : '', down ? `${el.scrollHeight} px tall in ${el.clientHeight} px` : ''].filter(Boolean).join(', ');
      findings.push({ check: 'text-overflow', component: componentOf(el), element: describeElement(el), detail: `${how}${cut ? ' (cut off with an ellipsis)' : style.overflowX === 'hidden' || style.overflowY === 'hidden' ? ' (cut off)' : ' (spills out)'}` });
    }
  }
  return findings;
}
