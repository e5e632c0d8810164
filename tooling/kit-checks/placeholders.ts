// A field's example is read whole (the German IBAN's "z. B. DE89 3704 0044 0532 0130 00" was cut
// inside its field on a 360 px phone): a placeholder wider than its input's text box is reported.
// The browser draws a placeholder where no script can measure it, so it is put in as the input's
// value for a moment (the same font, padding and letter spacing), measured and taken out again;
// no event is sent, so the page's own code never sees it.
import { componentOf, describeElement, isShown, type Finding } from './dom';

const TOLERANCE = 1;

/** How wide an empty input's placeholder is drawn, against the room its text box has. */
function placeholderWidth(input: HTMLInputElement): { width: number; room: number } {
  const value = input.value;
  input.value = input.placeholder;
  const width = input.scrollWidth;
  input.value = value;
  return { width, room: input.clientWidth };
}

export function placeholderFindings(roots: readonly HTMLElement[]): Finding[] {
  const findings: Finding[] = [];
  for (const root of roots) {
    for (const input of root.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      // Only a placeholder on show: an answered field draws its answer instead.
      if (!input.placeholder.trim() || input.value !== '' || !isShown(input)) continue;
      const { width, room } = placeholderWidth(input);
      if (width > room + TOLERANCE) findings.push({ check: 'placeholder-cut', component: componentOf(input), element: describeElement(input), detail: `${width} px of text in ${room} px (cut off)` });
    }
  }
  return findings;
}
