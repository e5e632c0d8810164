// The display components (quote, receipt, copy rows, error panel) as a person sees them, at 360 and
// 1280 px, default and night, English and German: photographed (attached; also written to
// $RAMPKIT_SHOTS_DIR when set) and measured: no sideways scroll, every control at least 44×44 px,
// amounts and values on one line, the payout at least 1.5× the body text; and at 320 px with
// WCAG 1.4.12 text spacing, Copy buttons and labels that never break inside a word.
import { expect, test, type Page } from '@playwright/test';
import { builtPageForSpec } from './pages/built-page-server';
import { layoutProblems, shoot } from './pages/shots';

const design = builtPageForSpec('design-page');

async function open(page: Page, query: Record<string, string>) {
  await page.goto(`${design.url}?${new URLSearchParams({ display: '1', ...query })}`);
  await expect(page.locator('[data-shot=receipt] [data-slot=timeline]')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

/** The kit's common checks (shots.ts), and those of these parts. */
async function measure(page: Page) {
  return [...(await layoutProblems(page)), ...(await displayProblems(page))];
}

function displayProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element) => `<${el.tagName.toLowerCase()}${el.getAttribute('data-slot') ? ` ${el.getAttribute('data-slot')}` : ''}>${(el.textContent ?? '').trim().slice(0, 30)}`;
    // A value never breaks inside: an amount's number, a copy row's group, a button's word.
    for (const el of document.querySelectorAll('[data-rampkit-root] :is([data-slot=amount] [data-value=amount], [data-grouped] > span, .rk-copy-button [data-shown], [data-slot=time])')) {
      if (el.getClientRects().length > 1 || (el as HTMLElement).scrollWidth > (el as HTMLElement).clientWidth + 1) problems.push(`${name(el)} breaks or overflows`);
    }
    // A copy row's value stays in its column, beside the button, never under it.
    for (const el of document.querySelectorAll('[data-rampkit-root] .rk-copy-field > [data-slot=text]')) {
      const text = el as HTMLElement;
      if (text.scrollWidth > text.clientWidth + 1) problems.push(`${name(el)} overflows its column`);
    }
    const body = parseFloat(getComputedStyle(document.querySelector('[data-rampkit-root]')!).fontSize);
    for (const el of document.querySelectorAll('.rk-amount-display')) {
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < body * 1.5) problems.push(`${name(el)} is ${size}px against ${body}px body text`);
    }
    return problems;
  });
}

/** Every word in the labels and buttons stays whole: a word broken over lines makes its box taller than one line with no space to break at. */
function brokenWords(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const el of document.querySelectorAll('[data-rampkit-root] :is(.rk-copy-button [data-shown], .rk-copy-field [data-slot=label], .rk-detail-list dt)')) {
      const text = (el.textContent ?? '').trim();
      const range = document.createRange();
      for (const node of el.childNodes.length ? [...el.childNodes] : []) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const words = (node.textContent ?? '').split(/(\s+)/);
        let offset = 0;
        for (const word of words) {
          if (word.trim()) {
            range.setStart(node, offset);
            range.setEnd(node, offset + word.length);
            if (range.getClientRects().length > 1) broken.push(`${word} in "${text}"`);
          }
          offset += word.length;
        }
      }
    }
    return broken;
  });
}


for (const width of [360, 1280]) {
  for (const theme of ['default', 'night']) {
    for (const locale of ['en', 'de']) {
      test(`the display components at ${width} px, ${theme}, ${locale}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await open(page, { theme, locale });
        await shoot(page, `display-${width}-${theme}-${locale}`, { parts: '[data-shot]' });
        expect(await measure(page)).toEqual([]);
      });
    }
  }
}

for (const locale of ['en', 'de']) {
  test(`copy rows and detail labels at 320 px with WCAG 1.4.12 text spacing, ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    await open(page, { locale });
    await page.addStyleTag({ content: '* { line-height: 1.5 !important; letter-spacing: .12em !important; word-spacing: .16em !important; } p { margin-bottom: 2em !important; }' });
    await shoot(page, `display-320-spacing-${locale}`, { parts: '[data-shot]' });
    const wide = await page.evaluate(() => [...document.querySelectorAll('[data-rampkit-root] *')].filter((el) => el.getBoundingClientRect().right > 321).map((el) => `${el.tagName} ${el.className} ${el.getAttribute('data-slot')} ${Math.round(el.getBoundingClientRect().right)}`).slice(0, 8));
    expect(wide).toEqual([]);
    expect(await brokenWords(page)).toEqual([]);
    // A crypto amount may wrap here, but only before its name: the number itself stays whole.
    expect(await displayProblems(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}
