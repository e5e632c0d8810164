// The demo business app's own shell (issue 26's shop window, issue 28.7, issue 30.1 and 30.11):
// a header whose navigation folds behind a 44×44 menu button on a phone, every control of the
// demo's own at least 44×44, focus on the new page's heading after every page change, an address
// that keeps nothing stale, a live-events log that announces nothing twice, axe at 0 on every page
// in both colour schemes, a header the kit's CSS leaves as the business styled it, and Acme's form
// actions as wide as the kit's on a phone.
import type { Locator, Page } from '@playwright/test';
import { rampkit } from '../src/testing';
import { test, expect, expectNoA11yViolations } from './fixtures';

/** The demo's own controls (not the kit's) that are on screen and smaller than 44×44. */
function smallDemoTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, summary, [tabindex="0"]')]
      .filter((el) => !el.closest('[data-rampkit-root]') && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      // Measured as they are, the language pill's transparent select included: an audit measures the control itself.
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ el, box }) => !el.matches('.acme-skip') && (box.width < 44 || box.height < 44))
      .map(({ el, box }) => `<${el.tagName.toLowerCase()} ${el.className}> ${(el.textContent ?? '').trim().slice(0, 24)} ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
}

const focusedHeading = (page: Page) => page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : `<${document.activeElement?.tagName.toLowerCase()}>`));

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the navigation folds behind a 44×44 menu button, and every control of the demo is at least 44×44', async ({ page, signIn }) => {
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: 'Customer ID' })).toBeEnabled();
    expect(await smallDemoTargets(page), 'the sign-in page').toEqual([]);

    await signIn();
    await page.goto('/sell');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(rampkit(page).sellFlow.root).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    // The language switch stays in sight.
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    expect(await smallDemoTargets(page), 'the sell page, menu closed').toEqual([]);

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Sell', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(await smallDemoTargets(page), 'the sell page, menu open').toEqual([]);
    await expectNoA11yViolations(page);

    // Escape folds it again and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    // A page chosen from the menu folds it, and focus goes to the new page's heading.
    await menu.click();
    await nav.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeFocused();
  });
});

test('at 1280 px the navigation is in sight with the current page marked, and the menu button is not', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn();
  await page.goto('/deposits');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Deposits' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link')).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  expect(await smallDemoTargets(page)).toEqual([]);
});

for (const width of [360, 800, 1280]) {
  test(`at ${width} px Acme's crypto choice and the kit's amount step share their left and right edges`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn();
    await page.goto('/sell');
    const acme = page.getByRole('combobox', { name: 'Crypto to sell' });
    const kit = page.getByRole('button', { name: 'Continue' });
    await expect(kit).toBeVisible();
    const [a, k] = [(await acme.boundingBox())!, (await kit.boundingBox())!];
    expect(Math.abs(a.x - k.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(a.x + a.width - (k.x + k.width))).toBeLessThanOrEqual(1);
  });
}

for (const width of [360, 1280]) {
  const phone = width < 480;
  test(`at ${width} px Acme's own form actions ${phone ? "span their form, as the kit's action bar does under 480 px" : 'keep their own width'}`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: 900 });
    // An action against a field of its form: on a phone the same left and right edges; on a desktop
    // the width its label needs, so not both.
    const edgesOf = async (el: Locator) => {
      const box = (await el.boundingBox())!;
      return [Math.round(box.x), Math.round(box.x + box.width)];
    };
    const against = async (button: Locator, field: Locator, what: string) => {
      const [b, f] = await Promise.all([edgesOf(button), edgesOf(field)]);
      if (phone) expect(b, what).toEqual(f);
      else expect(b, what).not.toEqual(f);
    };
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: 'Customer ID' })).toBeEnabled();
    await against(page.getByRole('button', { name: 'Create customer' }), page.getByRole('textbox', { name: 'New customer’s ID' }), 'the back office');
    await signIn();
    await page.goto('/deposits');
    await against(page.getByRole('button', { name: 'Simulate the transfer' }), page.getByRole('textbox', { name: 'Amount in EUR (sandbox)' }), 'the simulated transfer');
  });
}

/** Left and right edges of an element, rounded. */
const edges = async (page: Page, selector: string) => {
  const box = (await page.locator(selector).first().boundingBox())!;
  return [Math.round(box.x), Math.round(box.x + box.width)];
};

for (const [width, lang] of [[360, 'en'], [360, 'de'], [320, 'de']] as const) {
  test(`at ${width} px in ${lang} the brand keeps 12 px from the header's tools, and its link keeps its name`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: 740 });
    await signIn();
    await page.goto(`/sell?lang=${lang}`);
    await expect(page.locator('.acme-menu-button')).toBeVisible();
    // What shows of the brand, not its grid cell: a nowrap name runs out of a cell too narrow for it
    // (under 360 px only the logo shows; the name is there for screen readers).
    const room = await page.evaluate(() => {
      const name = document.querySelector('.acme-brand > .acme-brand-name')!.getBoundingClientRect();
      const shown = name.width > 1 ? name : document.querySelector('.acme-brand > .acme-logo')!.getBoundingClientRect();
      const tools = document.querySelector('.acme-tools')!.getBoundingClientRect();
      return Math.round(tools.left - shown.right);
    });
    expect(room).toBeGreaterThanOrEqual(12);
    await expect(page.getByRole('link', { name: 'Acme Wallet' })).toBeVisible();
  });
}

test('at 1280 px a control reached by Shift+Tab stops below the sticky header, never under it (WCAG 2.4.11)', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn();
  await page.goto('/deposits');
  const copies = page.locator('[data-rampkit-root] .rk-copy-button');
  await expect(copies.first()).toBeVisible();
  // Backwards from the last copy button, one control at a time, as an auditor walks the page: each
  // control reached is drawn below the header (a scroll that only brings it into the window would
  // leave it under the header, which stays on top).
  await copies.last().focus();
  let checked = 0;
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Shift+Tab');
    const { header, top, inHeader, what } = await page.evaluate(() => {
      const focused = document.activeElement!;
      const bar = document.querySelector('.acme-header')!;
      return { header: bar.getBoundingClientRect().bottom, top: focused.getBoundingClientRect().top, inHeader: bar.contains(focused), what: focused.outerHTML.slice(0, 120) };
    });
    if (inHeader) break;
    expect(top, `${step + 1} back: ${what}`).toBeGreaterThanOrEqual(header);
    checked += 1;
  }
  expect(checked).toBeGreaterThan(2);
});

test('at 1280 px the footer takes the column of the page above it', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn();
  for (const [path, heading] of [['/sell', 'Sell crypto'], ['/deposits', 'Buy with a bank transfer'], ['/transactions', 'Transactions']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The footer's text against the page's: its padding is the main's gutter.
    expect(await edges(page, '.acme-footer > p'), path).toEqual(await edges(page, '.acme-page-head'));
  }
});

for (const width of [360, 1280]) {
  test(`at ${width} px on Deposits the headings inside Acme's cards and the kit's start at one left edge`, async ({ page, signIn, kit }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn();
    await page.goto('/deposits');
    await expect(kit.bankDepositDetails.root).not.toHaveAttribute('aria-busy', 'true');
    const kitHeading = page.getByRole('heading', { level: 2, name: 'Bank transfer details' });
    const simulate = page.getByRole('heading', { level: 2, name: 'Simulate a bank transfer' });
    const accounts = page.getByRole('heading', { level: 2, name: 'Virtual accounts' });
    await expect(simulate).toBeVisible();
    const [k, s, a] = await Promise.all([kitHeading, simulate, accounts].map(async (h) => Math.round((await h.boundingBox())!.x)));
    expect([s, a]).toEqual([k, k]);
  });
}

test('at 360 px the wallet address on Deposits wraps between groups of four, never inside one', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn();
  await page.goto('/deposits');
  const wallet = page.locator('.acme-wallet code');
  await expect(wallet).toBeVisible();
  const { lines, broken, text } = await wallet.evaluate((code) => {
    const tops = new Set<number>();
    let broken = 0;
    // Every line box of the address's text: a group drawn on two lines has two.
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()];
      if (rects.length > 1) broken++;
      rects.forEach((r) => tops.add(Math.round(r.top)));
    }
    return { lines: tops.size, broken, text: code.textContent };
  });
  expect(text).toBe('0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c');
  expect(lines).toBeGreaterThan(1);
  expect(broken).toBe(0);
});

test('every page change moves focus to the new page\'s heading and names the document; a first load does not', async ({ page, signIn }) => {
  const id = await signIn();
  await page.goto('/sell');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell crypto' })).toBeVisible();
  await expect(page).toHaveTitle('Sell crypto · Acme Wallet');
  // A first load leaves focus where the browser puts it.
  expect(await focusedHeading(page)).toBe('<body>');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Transactions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeFocused();
  await expect(page).toHaveTitle('Transactions · Acme Wallet');

  // By keyboard too.
  await nav.getByRole('link', { name: 'Verification' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeFocused();

  // Back and Forward.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeFocused();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeFocused();

  // Signing out: the sign-in page's heading; signing in again: the page's.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Acme Wallet' })).toBeFocused();
  await expect(page).toHaveTitle('Sign in · Acme Wallet');
  await page.getByRole('textbox', { name: 'Customer ID' }).fill(id);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeFocused();
});

test('the hosted page\'s return details are read once: the address is clean, and they do not follow a sign-in as someone else', async ({ page, signIn }) => {
  // What hosted onboarding sends back to ReturnURL, for a customer this browser is not signed in as.
  await page.goto('/account?CustomerID=carla-declined&OnboardingStatus=Rejected&lang=en');
  await expect(page.getByRole('region', { name: 'Sign in to Acme Wallet' })).not.toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/account$/);

  await signIn(`someone-else-${Date.now()}`, { approved: false });
  await page.goto('/account?CustomerID=carla-declined&OnboardingStatus=Rejected');
  await expect(page).toHaveURL(/\/account$/);
  const kit = rampkit(page);
  await expect(kit.customerStatus.summary).toBeVisible();
  // Carla's "Rejected" is not shown to someone else.
  await expect(page.locator('[data-slot=onboarding-status]')).toHaveCount(0);

  // Every page after it keeps the address clean.
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Sell', 'Transactions', 'Deposits', 'Verification']) {
    await nav.getByRole('link', { name, exact: true }).click();
    expect(new URL(page.url()).search, name).toBe('');
  }
});

test('the live-events log is for reading, not a live region: the kit\'s own announcements are not said twice', async ({ page, signIn, kit }) => {
  await signIn();
  await page.goto('/sell');
  await kit.sellFlow.completeSale({ country: 'DE', amount: '50', channel: { methodType: 'BankSepa' } });
  const log = page.locator('[data-slot=live-events]');
  await log.locator('summary').click();
  await expect(log.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  const live = await log.evaluate((el) => ({
    inside: [...el.querySelectorAll('[aria-live], [role=status], [role=log], [role=alert]')].map((e) => e.outerHTML.slice(0, 60)),
    around: el.closest('[aria-live], [role=status], [role=log], [role=alert]')?.outerHTML.slice(0, 60) ?? null,
  }));
  expect(live).toEqual({ inside: [], around: null });
});

test.describe('axe finds nothing on any page of the demo', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} scheme`, async ({ page, signIn, kit }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await expect(page.getByRole('textbox', { name: 'Customer ID' })).toBeEnabled();
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await expectNoA11yViolations(page);
      await signIn();
      await page.goto('/sell');
      await kit.sellFlow.completeSale({ country: 'DE', amount: '50', channel: { methodType: 'BankSepa' } });
      await expectNoA11yViolations(page);
      for (const [path, ready] of [
        ['/transactions', () => kit.transactionList.rows.first()],
        ['/verification', () => kit.customerStatus.summary],
        ['/deposits', () => kit.bankDepositDetails.copyFields.first()],
        ['/sell-on-deposit', () => kit.channelPicker.channels.getByRole('radio').first()],
        ['/business', () => page.getByRole('region', { name: 'Back office: add a verified customer' })],
      ] as const) {
        await page.goto(path);
        await expect(ready()).toBeVisible();
        await expectNoA11yViolations(page);
      }
    });
  }
});

test('the kit\'s styles leave the demo\'s header, navigation and footer as the business styled them', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn();
  await page.goto('/sell');
  await expect(rampkit(page).sellFlow.root).toBeVisible();
  const read = () =>
    page.evaluate(() => {
      const styles: Record<string, Record<string, string>> = {};
      const parts = [...document.querySelectorAll('header, header *, footer, footer *')].filter((el) => !el.closest('[data-rampkit-root]'));
      parts.forEach((el, i) => {
        const style = getComputedStyle(el);
        styles[`${i} <${el.tagName.toLowerCase()} ${el.getAttribute('class') ?? ''}>`] = Object.fromEntries([...style].map((name) => [name, style.getPropertyValue(name)]));
      });
      return styles;
    });
  // Read once the page is still: a read during a transition (the header's buttons fade their colours
  // in as the page settles) differs from the next one for no reason of the kit's.
  let withKit = await read();
  await expect
    .poll(async () => {
      const again = await read();
      const still = JSON.stringify(again) === JSON.stringify(withKit);
      withKit = again;
      return still;
    }, { message: 'the header and footer stop changing' })
    .toBe(true);
  // The kit's stylesheet and the appearance's, taken away: what is left is the business's own CSS.
  const removed = await page.evaluate(() => {
    const kitStyles = [...document.querySelectorAll('style')].filter((s) => (s.getAttribute('data-href') ?? '').startsWith('rampkit'));
    kitStyles.forEach((s) => s.remove());
    return kitStyles.length;
  });
  expect(removed).toBeGreaterThan(0);
  const without = await read();
  const differences = Object.keys(without).flatMap((key) => Object.keys(without[key]!).filter((name) => without[key]![name] !== withKit[key]?.[name]).map((name) => `${key} ${name}: ${without[key]![name]} → ${withKit[key]?.[name]}`));
  expect(Object.keys(withKit)).toEqual(Object.keys(without));
  expect(differences.slice(0, 20)).toEqual([]);
});
