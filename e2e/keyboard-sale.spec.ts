// Issue 30's "how we know it is done": a signed-in customer on a 360 px phone sells by keyboard
// alone (Tab, Shift+Tab, Space, Enter, arrows, typing; no click), in English and in German, from the
// amount to the sale's status. After every step: focus is on the new step's heading (never on
// <body>), the step has its heading (read on focus) and its one announcement, the position "Step n
// of m" alone, in the accessibility tree, and the key presses are counted. A server field error (an IBAN whose check digits are
// wrong, sandbox) puts focus back on the field in error. Also issue 28 item 4: no account step for
// a customer without saved accounts, the only payout method chosen, the verified name prefilled.
//
// The amount step is being redesigned (branch `amount`): it is driven by accessible names only
// (`amountStep` below), so it adapts by changing that one function.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { createTranslator, loadMessages, type Locale, type Translate } from '../src/i18n';

const BAD_IBAN = 'DE00370400440532013000';
const IBAN = 'DE89370400440532013000';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The catalogue's sentence up to its first placeholder, as a pattern (the rest is dynamic). */
const startOf = (template: string) => new RegExp(`^${escape(template.split('{')[0] ?? '')}`);

/** The keyboard, counting every key press (a typed character is one), and where focus is after each. */
class Keys {
  count = 0;
  /** Kit controls that Tab reached without a visible outline (checked when `rings` is on). */
  readonly unringed: string[] = [];
  constructor(private readonly page: Page, private readonly rings = false) {}

  async press(key: string): Promise<void> {
    this.count += 1;
    await this.page.keyboard.press(key);
    if (this.rings && /Tab$/.test(key)) {
      // Under forced colours box-shadows are dropped: the ring must be an outline.
      const missing = await this.page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || !el.closest('[data-rampkit-root]')) return undefined;
        const drawn = (node: Element) => {
          const style = getComputedStyle(node);
          return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        };
        // As the focus-ring audit reads it (focus-ring-measure.ts): a parent may draw the ring for its input.
        const parent = el.parentElement;
        return drawn(el) || (parent?.matches(':focus-within') && drawn(parent)) ? undefined : `${el.tagName.toLowerCase()}${el.dataset.slot ? `[data-slot=${el.dataset.slot}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
      });
      if (missing) this.unringed.push(missing);
    }
  }

  async type(text: string): Promise<void> {
    this.count += text.length;
    await this.page.keyboard.type(text);
  }

  /** Tab (or Shift+Tab) until `target` has focus; throws after `max` presses. */
  async tabTo(target: Locator, { max = 40, back = false } = {}): Promise<void> {
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
      await this.press(back ? 'Shift+Tab' : 'Tab');
    }
    await expect(target, `reached by ${back ? 'Shift+Tab' : 'Tab'} within ${max} presses`).toBeFocused();
  }
}

/** Records every moment focus stayed on <body> for 100 ms after leaving an element (lost focus). */
async function watchLostFocus(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const lost: string[] = [];
    (window as unknown as { __lostFocus: string[] }).__lostFocus = lost;
    document.addEventListener('focusout', (event) => {
      const from = event.target as HTMLElement;
      const what = `${from.tagName.toLowerCase()}${from.id ? `#${from.id}` : ''}${from.dataset.slot ? `[data-slot=${from.dataset.slot}]` : ''}`;
      setTimeout(() => {
        if (document.activeElement === document.body || document.activeElement === null) lost.push(what);
      }, 100);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __lostFocus: string[] }).__lostFocus);
}

async function translator(locale: Locale): Promise<Translate> {
  return createTranslator(await loadMessages(locale), {}, locale);
}

interface StepRecord {
  /** The step reached (the keys are those pressed on the step before it). */
  step: string;
  keys: number;
  /** Where focus was once it got there. */
  focus: string;
}

/**
 * After a step change: focus on the step's heading (not <body>), the heading and "Step n of m" in
 * the accessibility tree (ariaSnapshot attached to the report), and the key presses since the last.
 */
async function arrived(flow: Locator, t: Translate, keys: Keys, records: StepRecord[], testInfo: TestInfo, name: 'channel' | 'form' | 'quote' | 'done', position?: { index: number; count: number }) {
  const title = t(`sell.heading.${name}`);
  const heading = flow.getByRole('heading', { name: title, exact: true });
  await expect(heading).toBeFocused({ timeout: 15_000 });
  // The heading, focused, says its title; the announcement adds only the position (the title heard once).
  await expect(flow).toMatchAriaSnapshot(position ? `
    - heading ${JSON.stringify(title)}
    - status: ${JSON.stringify(t('sell.progress.position', { index: String(position.index), count: String(position.count) }))}
  ` : `
    - heading ${JSON.stringify(title)}
  `);
  if (!position) await expect(flow.locator('[data-slot=step-announcement]')).toHaveText('');
  await testInfo.attach(`aria-${name}.yml`, { body: await flow.ariaSnapshot(), contentType: 'text/yaml' });
  const focus = await flow.page().evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}"` : 'none';
  });
  expect(focus).not.toMatch(/^body/);
  records.push({ step: name, keys: keys.count - records.reduce((sum, r) => sum + r.keys, 0), focus });
}

/**
 * The amount step, by accessible names only: the country (typed into the closed select, as a
 * keyboard user does), the amount textbox, Continue. Adapt here when the amount step changes.
 */
async function amountStep(flow: Locator, t: Translate, keys: Keys, { countryCode, amount }: { countryCode: string; amount: string }) {
  const country = flow.getByRole('combobox', { name: t('sell.channel.country'), exact: true });
  await keys.tabTo(country);
  if ((await country.inputValue()) !== countryCode) {
    const label = (await country.locator(`option[value=${countryCode}]`).textContent())!.trim();
    await keys.type(label);
    await expect(country).toHaveValue(countryCode);
  }
  // Named by what the customer enters and its currency ("You receive EUR").
  const input = flow.getByRole('textbox', { name: startOf(t('sell.quote.you-receive')) });
  await keys.tabTo(input);
  await keys.type(amount);
  await keys.tabTo(flow.getByRole('button', { name: t('common.continue'), exact: true }));
  await keys.press('Enter');
}

test.describe('a sale by keyboard alone on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  // English and German, and English again under forced colours (Windows high contrast, Chromium's
  // emulation), where every kit control Tab reaches must still show its focus outline.
  for (const [locale, forced] of [['en', false], ['de', false], ['en', true]] as const) {
    test(`amount → payout method → details (a server error on the IBAN) → quote → status (${locale}${forced ? ', forced colours' : ''})`, async ({ page, kit, signIn }, testInfo) => {
      test.setTimeout(120_000);
      const t = await translator(locale);
      if (forced) await page.emulateMedia({ forcedColors: 'active' });
      const keys = new Keys(page, forced);
      const records: StepRecord[] = [];
      await signIn();
      await page.goto(`/?lang=${locale}`);
      const flow = kit.sellFlow.root;
      await expect(flow).toHaveAttribute('data-state', 'amount');
      await expect(flow).toHaveAttribute('lang', locale);
      const lostFocus = await watchLostFocus(page);

      await amountStep(flow, t, keys, { countryCode: 'DE', amount: '150' });

      // Payout method, step 2 of 4 (no account step: the customer has no saved account). SEPA is the
      // only method for Germany: already chosen, so Tab to Continue and Enter.
      await arrived(flow, t, keys, records, testInfo, 'channel', { index: 2, count: 4 });
      const sepa = flow.getByRole('radio', { name: /SEPA/ });
      await expect(sepa).toBeChecked();
      await keys.tabTo(flow.getByRole('button', { name: t('common.continue'), exact: true }));
      await keys.press('Enter');

      // Details, step 3 of 4: the payout method in a summary, the verified name already there.
      await arrived(flow, t, keys, records, testInfo, 'form', { index: 3, count: 4 });
      await expect(flow.locator('[data-slot=choice-summary]')).toContainText(t('sell.step.channel'));
      const change = flow.getByRole('button', { name: t('sell.summary.change-channel') });
      await expect(change).toBeVisible();
      // A 44 × 44 px target at 360 px, as every control of the kit.
      const target = (await change.boundingBox())!;
      expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
      const iban = kit.sellFlow.form.control('BankDetails.IBAN');
      await keys.tabTo(iban);
      await keys.type(BAD_IBAN);
      await expect(kit.sellFlow.form.control('AccountHolder.Name.FirstName')).not.toHaveValue('');
      await expect(kit.sellFlow.form.control('AccountHolder.Name.LastName')).not.toHaveValue('');
      await keys.press('Enter');
      // The service refuses the check digits: focus comes back to the field in error.
      await expect(iban).toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 });
      await expect(iban).toBeFocused();
      records.push({ step: 'form, after the server error', keys: keys.count - records.reduce((sum, r) => sum + r.keys, 0), focus: 'the IBAN field' });
      await keys.press('ControlOrMeta+a');
      await keys.type(IBAN);
      await keys.press('Enter');

      // The quote, step 4 of 4: Tab to "Sell now", Enter.
      await arrived(flow, t, keys, records, testInfo, 'quote', { index: 4, count: 4 });
      await keys.tabTo(flow.getByRole('button', { name: t('sell.submit'), exact: true }));
      await keys.press('Enter');

      // The sale's status (no longer a numbered step).
      await arrived(flow, t, keys, records, testInfo, 'done');
      await expect(kit.sellFlow.transaction.root).toBeVisible();

      expect(await lostFocus(), 'focus left on <body> for 100 ms or more').toEqual([]);
      expect(keys.unringed, 'kit controls reached by Tab without a focus outline').toEqual([]);
      await testInfo.attach('key-presses.json', { body: JSON.stringify({ total: keys.count, steps: records }, null, 2), contentType: 'application/json' });
      console.log(`[keyboard-sale ${locale}${forced ? ' forced colours' : ''}] ${keys.count} key presses; to reach each step: ${records.map((r) => `${r.step} ${r.keys} (focus ${r.focus})`).join('; ')}`);
    });
  }
});
