// What the pictures of a story whose play ends on a control inside a notice show: that control
// focused, with its ring drawn (:focus-visible) in the notice's colour (the text's, src/theme/css/
// primitives.ts), not the brand's. Said by the play, so a story that ends elsewhere fails with
// words, not with a picture that differs. (These pictures were once taken before the notice's ring
// colour existed; the run after drew it and differed, which read as a picture not settling.)
import { expect } from 'storybook/test';

export async function expectNoticeFocusRing(control: HTMLElement): Promise<void> {
  await expect(control).toHaveFocus();
  await expect(control.matches(':focus-visible')).toBe(true);
  const notice = control.closest<HTMLElement>('.rk-notice');
  await expect(notice).not.toBeNull();
  const style = getComputedStyle(control);
  await expect(style.outlineStyle).toBe('solid');
  await expect(style.outlineColor).toBe(getComputedStyle(notice!).color);
}
