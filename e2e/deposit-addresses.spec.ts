// "Your deposit addresses" on the demo's Sell on deposit page: a rule keeps selling what arrives at
// its address, and the API lists no rules, so the demo keeps each address it made (per customer, in
// this browser) and lists it under the card: found again after leaving the page and after a
// reload, never by another customer signed in on the same browser, copyable, and laid out at 360
// and 1280 px in light and dark, English and German (photographed: RAMPKIT_SHOTS_DIR=/tmp/demo-shots).
import type { Page } from '@playwright/test';
import type { DepositTrigger, Kit } from '../src/testing';
import { sayIn } from '../demo-server/web/src/words/catalogue';
import { layoutProblems, shoot } from './pages/shots';
import { test, expect, expectNoA11yViolations } from './fixtures';

const en = sayIn('en');
// Quotes that outlast the photographs (a quoted address is listed only until its quote ends).
test.use({ demoOptions: { quoteTtlSeconds: 600 } });

/** A rule made on the page as a customer makes one (a channel, its form, the trigger, an amount condition); its address. */
async function makeRule(page: Page, kit: Kit, { trigger = 'permanent', atLeast }: { trigger?: DepositTrigger; atLeast?: string } = {}): Promise<string> {
  await page.goto('/sell-on-deposit');
  await kit.channelPicker.choose({ methodType: 'BankSepa' });
  await kit.dynamicForm.root.waitFor();
  await kit.dynamicForm.fillFromSchema((await kit.schemas.lastFormSchema())!);
  await kit.dynamicForm.submit();
  await kit.depositRule.chooseTrigger(trigger);
  if (atLeast) await kit.depositRule.setAmountCondition('GTEQ', atLeast);
  await kit.depositRule.create();
  await expect(kit.depositRule.root).toHaveAttribute('data-state', 'created');
  return kit.depositRule.address();
}

const addresses = (page: Page, say = en) => page.getByRole('region', { name: say('rule.saved.title') });
/** The addresses listed, as the copy rows hold them (the value itself: the groups are drawn apart by CSS). */
const listed = (page: Page) => addresses(page).getByRole('listitem').locator('[data-slot=copy-field] [data-slot=value]');

test('the address of a rule is listed under "Your deposit addresses" after leaving the page and after a reload, copyable', async ({ page, context, kit, signIn }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn();
  await page.goto('/sell-on-deposit');
  await expect(kit.channelPicker.root).toBeVisible();
  // Before the first rule, nothing.
  await expect(addresses(page)).toHaveCount(0);

  const address = await makeRule(page, kit);
  // Listed at once, under the card: a heading of the page's sections, then a list.
  await expect(addresses(page).getByRole('heading', { level: 2, name: en('rule.saved.title') })).toBeVisible();
  await expect(listed(page)).toHaveText([address]);

  // Away and back: the kit's card is a new form, the address is still listed.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Transactions' }).click();
  await nav.getByRole('link', { name: 'Sell on deposit' }).click();
  await expect(kit.depositRule.root).toHaveCount(0);
  await expect(addresses(page).getByRole('list').getByRole('listitem')).toHaveCount(1);
  await expect(listed(page)).toHaveText([address]);
  const item = addresses(page).getByRole('listitem').first();
  await expect(item).toContainText(en('rule.saved.permanent'));
  await expect(item).toContainText(en('network.EthereumTestSepolia'));
  await expect(item).toContainText(en('rule.saved.any'));

  // A reload, and a second rule: both, the newest first.
  await page.reload();
  await expect(listed(page)).toHaveText([address]);
  const second = await makeRule(page, kit);
  await page.reload();
  await expect(listed(page)).toHaveText([second, address]);

  // Copied as it is, without the gaps between its groups; each Copy button says which rule it is for.
  const copy = addresses(page).getByRole('listitem').nth(1).getByRole('button', { name: `Copy ${en('rule.saved.address')}` });
  await expect(copy).toHaveAccessibleDescription(new RegExp(`^${en('rule.saved.permanent')} Created \\w`));
  await copy.click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await expectNoA11yViolations(page);
});

test('another customer signed in on the same browser does not see them; the first finds them again', async ({ page, kit, signIn }) => {
  const first = await signIn();
  const address = await makeRule(page, kit);
  await expect(listed(page)).toHaveText([address]);

  await signIn();
  await page.goto('/sell-on-deposit');
  await expect(kit.channelPicker.root).toBeVisible();
  await expect(addresses(page)).toHaveCount(0);

  // Back as the first (signed in again, not made anew).
  await signIn(first, { approved: false });
  await page.goto('/sell-on-deposit');
  await expect(listed(page)).toHaveText([address]);
});

test('a quoted rule’s address is listed until its quote ends, then no longer (a deposit then is not sold at that price)', async ({ page, kit, signIn }) => {
  await page.clock.install();
  await signIn();
  const permanent = await makeRule(page, kit);
  const quoted = await makeRule(page, kit, { trigger: 'quoted' });
  await expect(listed(page)).toHaveText([quoted, permanent]);
  await expect(addresses(page).getByRole('listitem').first()).toContainText(/Sells one deposit at the quoted price, until \d/);
  await page.clock.fastForward('10:30');
  await expect(kit.depositRule.root).toHaveAttribute('data-state', 'expired');
  await expect(listed(page)).toHaveText([permanent]);
  await page.reload();
  await expect(listed(page)).toHaveText([permanent]);
});

test('the list at 360 and 1280 px, light and dark, in English and German: nothing scrolls sideways, no address group or amount breaks', async ({ page, kit, signIn }) => {
  test.setTimeout(120_000);
  await signIn();
  await makeRule(page, kit);
  await makeRule(page, kit, { trigger: 'single', atLeast: '0.01' });
  await makeRule(page, kit, { trigger: 'quoted' });
  const problems: string[] = [];
  for (const lang of ['en', 'de'] as const) {
    const say = sayIn(lang);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/sell-on-deposit?lang=${lang}`);
        await expect(addresses(page, say).getByRole('listitem')).toHaveCount(3);
        await expect(kit.channelPicker.root).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await shoot(page, `sell-on-deposit-${lang}-${width}-${colorScheme}`);
        const found = await page.evaluate(() => {
          const out: string[] = [];
          const lines = (el: Element) => new Set([...el.getClientRects()].map((box) => Math.round(box.bottom))).size;
          const section = document.querySelector('[data-section=deposit-addresses]')!;
          // Each group of four of an address, and each "at least 0.01", on one line.
          for (const el of section.querySelectorAll('[data-grouped] > span, [data-grouped] [data-slot=tail], .acme-nowrap')) if (lines(el) > 1) out.push(`"${el.textContent}" breaks over lines`);
          for (const el of section.querySelectorAll('button')) {
            const box = el.getBoundingClientRect();
            if (box.width < 44 || box.height < 44) out.push(`the Copy button is ${Math.round(box.width)}x${Math.round(box.height)}`);
          }
          const box = section.getBoundingClientRect();
          if (box.right > window.innerWidth) out.push(`the section ends at ${Math.round(box.right)}px`);
          return out;
        });
        problems.push(...[...found, ...(await layoutProblems(page))].map((p) => `${lang} ${width} ${colorScheme}: ${p}`));
        // Contrast and names in each scheme and language, once.
        if (width === 360) await expectNoA11yViolations(page);
      }
    }
  }
  expect(problems).toEqual([]);
});
