// The kit adds nothing to a host's page: a business's page with its own global CSS
// (e2e/pages/host-page/host.css: a colour bar header, its own buttons, labels above inputs, red
// error text, a centred column, list markers, placeholder and focus styles) renders the same with
// the kit's provider around the whole app and kit components inside it as without. Measured as the
// computed style of every host element (and its ::before, ::after, ::marker, ::placeholder), at rest
// and while each host control has keyboard focus; the kit's own parts are left out, and so are the
// few values that follow the size of the box (a kit part inside a host box makes it taller).
import { expect, test, type Page } from '@playwright/test';
import { startBuiltPage, type BuiltPage } from './pages/built-page-server';

let host: BuiltPage;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  host = await startBuiltPage('host-page');
});
test.afterAll(async () => {
  await host?.close();
});

/** The kit's parts on the host page (their roots); everything else is the host's. */
const KIT_PARTS = '[data-slot=error-panel], [data-slot=copy-field], [data-slot=amount]';
const HOST_CONTROLS = ['nav a[href="#sell"]', '#host-name', '#host-country', 'button[type=submit]', 'button.secondary', 'a[href="#help"]'];

type Styles = Record<string, Record<string, string>>;

async function open(page: Page, kit: boolean) {
  await page.goto(`${host.url}?kit=${kit ? 1 : 0}`);
  await expect(page.locator('footer')).toBeVisible();
  if (kit) await expect(page.locator('[data-slot=copy-field]')).toBeVisible();
  else await expect(page.locator('[data-slot]')).toHaveCount(0);
}

/** Every host element's computed style, keyed by its tag, id and class and which of those it is. */
function hostStyles(page: Page): Promise<Styles> {
  return page.evaluate((kitParts) => {
    const sized = new Set(['width', 'height', 'inline-size', 'block-size', 'transform-origin', 'perspective-origin']);
    const read = (el: Element, pseudo?: string) => {
      const style = getComputedStyle(el, pseudo);
      const values: Record<string, string> = {};
      for (const name of style) if (!sized.has(name)) values[name] = style.getPropertyValue(name);
      return values;
    };
    const elements = [document.documentElement, document.body, ...document.body.querySelectorAll('*')].filter((el) => !el.closest(kitParts) && !['SCRIPT', 'STYLE'].includes(el.tagName));
    const styles: Record<string, Record<string, string>> = {};
    const seen = new Map<string, number>();
    for (const el of elements) {
      const signature = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className}` : ''}>`;
      const nth = seen.get(signature) ?? 0;
      seen.set(signature, nth + 1);
      const key = `${signature} ${nth + 1}`;
      styles[key] = read(el);
      styles[`${key}::before`] = read(el, '::before');
      styles[`${key}::after`] = read(el, '::after');
      if (el.tagName === 'LI') styles[`${key}::marker`] = read(el, '::marker');
      if (el.tagName === 'INPUT') styles[`${key}::placeholder`] = read(el, '::placeholder');
    }
    return styles;
  }, KIT_PARTS);
}

/** Each host control's computed style while it has keyboard focus. */
async function focusedStyles(page: Page): Promise<Styles> {
  await page.keyboard.press('Tab'); // keyboard modality: focus() below then shows :focus-visible
  const styles: Styles = {};
  for (const selector of HOST_CONTROLS) {
    await page.locator(selector).focus();
    styles[selector] = await page.locator(selector).evaluate((el) => {
      const style = getComputedStyle(el);
      return Object.fromEntries([...style].filter((name) => !['width', 'height', 'inline-size', 'block-size', 'transform-origin', 'perspective-origin'].includes(name)).map((name) => [name, style.getPropertyValue(name)]));
    });
  }
  return styles;
}

/** What differs, as "element: property a → b" lines (the first 40). */
function differences(without: Styles, withKit: Styles): string[] {
  const lines: string[] = [];
  for (const key of new Set([...Object.keys(without), ...Object.keys(withKit)])) {
    const a = without[key];
    const b = withKit[key];
    if (!a || !b) {
      lines.push(`${key}: ${a ? 'gone with the kit' : 'only with the kit'}`);
      continue;
    }
    for (const name of Object.keys(a)) if (a[name] !== b[name]) lines.push(`${key}: ${name} ${a[name]} → ${b[name]}`);
  }
  return lines.slice(0, 40);
}

for (const width of [360, 1280]) {
  test(`a host page with its own CSS renders the same with the kit's provider around it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, false);
    const without = await hostStyles(page);
    const withoutFocus = await focusedStyles(page);
    await open(page, true);
    const withKit = await hostStyles(page);
    const withKitFocus = await focusedStyles(page);
    // The comparison covers the whole page: header, form, buttons, lists, table, footer.
    expect(Object.keys(without).length).toBeGreaterThan(60);
    expect(differences(without, withKit)).toEqual([]);
    expect(differences(withoutFocus, withKitFocus)).toEqual([]);
  });
}

// The kit's parts on that page still wear the kit's look, not the host's buttons or labels.
test("the kit's parts keep their own look on the host page", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 900 });
  await open(page, true);
  const retry = page.locator('[data-slot=retry]');
  await expect(retry).toHaveCSS('font-family', /system-ui|-apple-system|Segoe UI|sans-serif/);
  await expect(retry).not.toHaveCSS('border-radius', '999px');
  await expect(page.locator('[data-slot=copy-field] label, [data-slot=copy-field] [data-slot=label]').first()).not.toHaveCSS('text-transform', 'uppercase');
});
