// The form as a person sees it: the sandbox's SEPA form as the sell flow's form step shows it, and
// CustomerPrefill, at 360 and 1280 px, in the default and night themes, in English and German,
// photographed (attached to the report; also written to $RAMPKIT_SHOTS_DIR when set) and measured:
// no sideways scroll, every control at least 44×44 px (inputs, selects and buttons 48 px tall, a
// checkbox's or radio's whole row), no input wider than the flow's column, each label and section
// title on its line without a word broken inside, also at 320 px with WCAG 1.4.12 text spacing.
import { expect, test, type Page } from '@playwright/test';
import { builtPageForSpec } from './pages/built-page-server';
import { shoot } from './pages/shots';

const harness = builtPageForSpec('form-harness');

async function open(page: Page, query: Record<string, string>) {
  await page.goto(`${harness.url}?${new URLSearchParams(query)}`);
  await expect(page.locator('[data-rampkit-root] [data-slot=submit]')).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
}

/** What a designer would call broken, measured in the page (empty when all holds). */
function measure(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element) => `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-slot') ? ` ${el.getAttribute('data-slot')}` : ''}>${(el.textContent ?? '').trim().slice(0, 30)}`;
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`scrolls sideways: ${document.documentElement.scrollWidth}px in ${window.innerWidth}px`);
    const roots = [...document.querySelectorAll('[data-rampkit-root]')];
    for (const el of document.querySelectorAll('[data-rampkit-root] :is(button, input:not([type=radio],[type=checkbox]), select, summary, a[href])')) {
      const box = el.getBoundingClientRect();
      if (box.width < 44 || box.height < 44) problems.push(`${name(el)} is ${Math.round(box.width)}x${Math.round(box.height)}`);
      if (el.matches('button, input, select') && box.height < 48) problems.push(`${name(el)} is ${Math.round(box.height)}px tall`);
      if (el.matches('input, select') && box.width > 480) problems.push(`${name(el)} is ${Math.round(box.width)}px wide`);
    }
    // A radio or checkbox is hit anywhere on its row (its label): the row is the target.
    for (const el of document.querySelectorAll<HTMLInputElement>('[data-rampkit-root] input:is([type=radio],[type=checkbox])')) {
      const row = el.closest('label') ?? el.labels?.[0];
      const box = (row ?? el).getBoundingClientRect();
      if (!row || !row.contains(el)) problems.push(`${name(el)} is not inside its label`);
      if (box.width < 44 || box.height < 44) problems.push(`${name(el)}'s row is ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    // Words of labels and titles stay whole: each word's text is on one line.
    for (const el of document.querySelectorAll('[data-rampkit-root] :is(label, legend, [data-slot=form-title], [data-slot=section-title])')) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) problems.push(`${name(el)}: "${match[0]}" breaks over ${lines.size} lines`);
        }
      }
    }
    if (!roots.length) problems.push('no kit root');
    return problems;
  });
}

/** Errors on screen: Continue on the empty SEPA form; an email that is none in the prefill. */
async function withErrors(page: Page, form: string) {
  if (form === 'prefill') await page.locator('#rk-field-Form-Email').fill('ana-at-example');
  await page.locator('[data-rampkit-root] [data-slot=submit]').click();
  await expect(page.locator('[data-rampkit-root] [data-slot=field][data-state=invalid]').first()).toBeVisible();
}

for (const form of ['sepa', 'prefill']) {
  for (const width of [360, 1280]) {
    for (const theme of ['default', 'night']) {
      for (const locale of ['en', 'de']) {
        test(`the ${form} form at ${width} px, ${theme}, ${locale}`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await open(page, { form, theme, locale });
          if (form === 'sepa') {
            const iban = page.locator('#rk-field-Form-BankDetails-IBAN');
            await iban.fill('de89370400440532013000');
            await iban.blur();
            await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
          }
          await shoot(page, `form-${form}-${width}-${theme}-${locale}`);
          expect(await measure(page)).toEqual([]);
          await withErrors(page, form);
          await shoot(page, `form-${form}-${width}-${theme}-${locale}-errors`);
          expect(await measure(page)).toEqual([]);
        });
      }
    }
  }
}

// A phone: Continue with a required field left empty low in the form. Focus goes to that field, and
// it and its error stop above the sticky action bar (its Continue and Back), not under it.
for (const locale of ['en', 'de']) {
  test(`at 360×740 (${locale}), the field focused after Continue and its error are not under the sticky action bar`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, { form: 'sepa', locale });
    await page.locator('#rk-field-Form-BankDetails-IBAN').fill('DE89370400440532013000');
    await page.locator('[data-rampkit-root] select').first().selectOption({ index: 1 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('[data-rampkit-root] [data-slot=submit]').click();
    const focused = page.locator('[data-rampkit-root] [aria-invalid=true]:focus');
    await expect(focused).toBeVisible();
    const field = page.locator('[data-rampkit-root] [data-slot=field]:has([aria-invalid=true]:focus)');
    await expect(field.locator('[data-slot=field-error]')).toBeVisible();
    const bar = await page.locator('[data-rampkit-root] .rk-action-bar').last().boundingBox();
    const box = await field.boundingBox();
    await shoot(page, `form-sepa-360-focused-under-bar-${locale}`);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y);
  });
}

test('floating labels sit inside the control and the form still measures right', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 900 });
  await open(page, { form: 'sepa', labels: 'floating', locale: 'de' });
  await shoot(page, 'form-sepa-360-floating-de');
  expect(await measure(page)).toEqual([]);
  const label = page.locator('[data-field="BankDetails.IBAN"] label');
  const input = page.locator('#rk-field-Form-BankDetails-IBAN');
  const [l, i] = [await label.boundingBox(), await input.boundingBox()];
  expect(l!.y).toBeGreaterThanOrEqual(i!.y);
  expect(l!.y + l!.height).toBeLessThanOrEqual(i!.y + i!.height);
});

// WCAG 1.4.12: line height 1.5, paragraph spacing 2em, letter spacing .12em, word spacing .16em.
const TEXT_SPACING = '*{line-height:1.5!important;letter-spacing:.12em!important;word-spacing:.16em!important}p{margin-bottom:2em!important}';

for (const locale of ['en', 'de']) {
  test(`at 320 px with WCAG text spacing (${locale}), no label or title breaks inside a word and nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    for (const form of ['sepa', 'prefill']) {
      await open(page, { form, locale });
      await page.addStyleTag({ content: TEXT_SPACING });
      await shoot(page, `form-${form}-320-spacing-${locale}`);
      expect(await measure(page), form).toEqual([]);
    }
  });
}
