// A reader who asks their browser for larger text (its default font size, the root's `medium`)
// gets it in the kit too: the type scale is `max(<design px>, <rem>)`. A host page that shrinks
// its root (`html { font-size: 62.5% }`) does not shrink the kit. At twice the text on a 360 px
// phone nothing of the kit makes the page scroll sideways (WCAG 1.4.4, 1.4.10).
import type { Page } from '@playwright/test';
import { expect, openGallery, test } from './pages/gallery-fixture';

const kitSizes = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('[data-rampkit-root]')!;
    const label = document.querySelector<HTMLElement>('[data-rampkit-root] :is(.rk-label, .rk-field>label)');
    return { root: parseFloat(getComputedStyle(root).fontSize), label: label ? parseFloat(getComputedStyle(label).fontSize) : undefined };
  });

test('the kit follows a larger text size the reader sets, and never a smaller root a host sets', async ({ page, gallery }) => {
  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => (document.documentElement.style.fontSize = '24px')));
  await openGallery(page, gallery);
  expect(await kitSizes(page)).toEqual({ root: 24, label: 21 });
  await page.evaluate(() => (document.documentElement.style.fontSize = '62.5%'));
  expect(await kitSizes(page)).toEqual({ root: 16, label: 14 });
});

test.describe('twice the text on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });
  test('nothing of the kit reaches past the screen', async ({ page, gallery }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => (document.documentElement.style.fontSize = '32px')));
    await openGallery(page, gallery);
    const wide = await page.evaluate(() => {
      // Kept for screen readers only: the kit's class, or a box clipped to nothing (a table's header row on a phone).
      const hidden = (el: Element) => {
        for (let node: Element | null = el; node; node = node.parentElement) {
          if (node.classList.contains('rk-visually-hidden') || getComputedStyle(node).getPropertyValue('clip') === 'rect(0px, 0px, 0px, 0px)') return true;
        }
        return false;
      };
      return [...document.querySelectorAll<HTMLElement>('[data-rampkit-root] *')]
        .filter((el) => el.checkVisibility() && !hidden(el) && el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 10)
        .map((el) => `${el.tagName.toLowerCase()}[data-slot=${el.dataset.slot ?? ''}] ${(el.textContent ?? '').trim().slice(0, 30)}: right ${Math.round(el.getBoundingClientRect().right)}`);
    });
    expect(wide).toEqual([]);
  });
});
