// German from the first paint: with locale="de" the kit never shows an English catalogue string,
// not even while the German catalogue's chunk is on its way. A MutationObserver installed before
// the page's first byte records every text (and every label a screen reader reads) the document
// ever holds; a mutation is seen before the frame that would paint it.
import type { Page } from '@playwright/test';
import { en, loadMessages, type MessageKey } from '../src/i18n';
import { expect, openGallery, test, waitForSettled } from './pages/gallery-fixture';
import { readFileSync } from 'node:fs';

interface Seen {
  text: string;
  at: number;
  /** The gallery section (component) it was in. */
  in?: string;
}

async function recordTexts(page: Page): Promise<() => Promise<Seen[]>> {
  await page.addInitScript(() => {
    const seen: Seen[] = [];
    (window as unknown as { __texts: Seen[] }).__texts = seen;
    const LABELS = ['aria-label', 'placeholder', 'title', 'alt'];
    const record = (text: string | null | undefined, node: Node) => {
      const trimmed = text?.trim();
      const section = (node instanceof Element ? node : node.parentElement)?.closest<HTMLElement>('[data-gallery]')?.dataset.gallery;
      if (trimmed) seen.push({ text: trimmed, at: performance.now(), in: section });
    };
    // The host page's own words (the gallery's headings, marked data-host) are not the kit's.
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) return node.parentElement?.closest('[data-host]') ? undefined : record(node.nodeValue, node);
      if (!(node instanceof Element) || node.hasAttribute('data-host')) return;
      for (const name of LABELS) record(node.getAttribute(name), node);
      for (const child of node.childNodes) walk(child);
    };
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        if (m.type === 'characterData') walk(m.target);
        else if (m.type === 'attributes') record((m.target as Element).getAttribute(m.attributeName!), m.target);
        else m.addedNodes.forEach(walk);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: LABELS });
  });
  return () => page.evaluate(() => (window as unknown as { __texts: Seen[] }).__texts);
}

/** The chunk that holds the German catalogue comes late, as on a slow line: an English first
 * render would stay on screen for that long. */
async function slowGermanChunk(page: Page, marker: string): Promise<{ delayed: string[] }> {
  const delayed: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) {
      delayed.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.fulfill({ response, body });
  });
  return { delayed };
}

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
/** The words of the schema the gallery hands DynamicForm (English titles, as the API sends them):
 * the host's data, not the kit's catalogue. */
const SCHEMA_WORDS = new Set(strings(JSON.parse(readFileSync(new URL('../src/core/form-schema/fixtures/bank-account-holder.json', import.meta.url), 'utf8'))).map((s) => s.trim()));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matchers for the English strings that are not German too ({placeholders} match anything). */
function englishOnly(de: Record<string, string>) {
  // An English text that is also a German one ("Details") is German on a German page.
  const german = new Set(Object.values(de));
  return (Object.keys(en) as MessageKey[])
    .filter((key) => en[key] !== de[key] && !german.has(en[key]))
    .map((key) => {
      const parts = en[key].split(/\{\w+\}/);
      const pattern = parts.map(escape).join('.*?');
      // A whole text node, or inside a longer one when the literal part is long enough to be sure.
      const literal = Math.max(...parts.map((p) => p.trim().length));
      return { key, english: en[key], regex: new RegExp(literal >= 15 ? pattern : `^${pattern}$`) };
    });
}

test.describe('German from the first paint', () => {
  test.describe.configure({ timeout: 180_000 });

  test('locale="de": no English catalogue string ever appears, while the German chunk loads or after', async ({ page, gallery }) => {
    const de = (await loadMessages('de')) as Record<string, string>;
    const marker = de['error.type.InvalidMessage']!;
    const texts = await recordTexts(page);
    const slow = await slowGermanChunk(page, marker);
    await page.goto(gallery.url({ locale: 'de' }));
    // German arrives: the error panel's title, a button, a table header.
    await expect(page.getByText(marker)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: de['onboarding.start'] })).toBeVisible({ timeout: 30_000 });
    await waitForSettled(page);
    expect(slow.delayed.length, 'the German catalogue came from a chunk that the test slowed down').toBeGreaterThan(0);

    const seen = await texts();
    const matchers = englishOnly(de);
    const english = seen
      .filter(({ text, in: where }) => !(where === 'DynamicForm' && SCHEMA_WORDS.has(text)))
      .flatMap(({ text, at, in: where }) => matchers.filter((m) => m.regex.test(text)).map((m) => `${Math.round(at)} ms in ${where}: "${text}" (${m.key}: "${m.english}")`));
    expect(english).toEqual([]);
    expect(seen.length, 'the recorder saw the page').toBeGreaterThan(50);
  });

  // The same recorder and matchers do catch English: an English page trips them at once.
  test('the recorder catches the English catalogue on an English page', async ({ page, gallery }) => {
    const de = (await loadMessages('de')) as Record<string, string>;
    const texts = await recordTexts(page);
    await openGallery(page, gallery, { only: ['ErrorPanel', 'OnboardingLauncher'] });
    const seen = await texts();
    const caught = new Set(seen.flatMap(({ text }) => englishOnly(de).filter((m) => m.regex.test(text)).map((m) => m.key)));
    expect([...caught]).toEqual(expect.arrayContaining(['error.type.InvalidMessage', 'onboarding.start']));
  });
});
