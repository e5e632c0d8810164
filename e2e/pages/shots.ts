// Photographs for the design specs: attached to the report and, when $RAMPKIT_SHOTS_DIR is set,
// written there as files a reviewer opens; with `parts`, each element of that selector on its own
// too (named by its data-shot), at a size that can be read.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test, type Page } from '@playwright/test';

export async function shoot(page: Page, name: string, options: { parts?: string } = {}): Promise<void> {
  const body = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  await test.info().attach(`${name}.png`, { body, contentType: 'image/png' });
  const dir = process.env.RAMPKIT_SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
  if (!options.parts) return;
  for (const part of await page.locator(options.parts).all()) {
    await part.screenshot({ path: join(dir, `${name}-${await part.getAttribute('data-shot')}.png`), animations: 'disabled', caret: 'hide' });
  }
}

/**
 * What a designer would reject on any page of the kit: a sideways scroll, a control under 44×44 px
 * (buttons and fields under 48 px tall), an amount broken over lines.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element) => `<${el.tagName.toLowerCase()}${el.getAttribute('data-slot') ? ` ${el.getAttribute('data-slot')}` : ''}>${(el.textContent ?? '').trim().slice(0, 30)}`;
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`scrolls sideways: ${document.documentElement.scrollWidth}px in ${window.innerWidth}px`);
    for (const el of document.querySelectorAll('[data-rampkit-root] :is(button, input:not([type=radio]), select, summary, .rk-option)')) {
      const box = el.getBoundingClientRect();
      if (box.width < 44 || box.height < 44) problems.push(`${name(el)} is ${Math.round(box.width)}x${Math.round(box.height)}`);
      if (el.matches('button, input, select') && box.height < 48) problems.push(`${name(el)} is ${Math.round(box.height)}px tall`);
    }
    // Lines, not boxes: an amount made of parts (number, currency's name) has a box per part on one line.
    const lines = (el: Element) => new Set([...el.getClientRects()].map((box) => Math.round(box.bottom))).size;
    for (const el of document.querySelectorAll('[data-rampkit-root] [data-slot=amount]')) if (lines(el) > 1) problems.push(`${name(el)} breaks over lines`);
    return problems;
  });
}
