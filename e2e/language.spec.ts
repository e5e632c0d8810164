// Choosing the language (issue 27): a new customer whose browser prefers German sees Acme Wallet
// and the kit in German with no parameter (the provider's locale="auto"), can switch to English and
// back in the middle of a sale without losing it, and `?lang=` still chooses, once, then leaves
// the address.
import { test, expect, expectNoA11yViolations } from './fixtures';
import { sayIn } from '../demo-server/web/src/words/catalogue';

const de = sayIn('de');
const en = sayIn('en');

test.describe('a browser that prefers German', () => {
  test.use({ locale: 'de-DE' });

  test('sees the demo and the kit in German without any parameter', async ({ page, signIn, kit }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: de('signin.title') })).toBeVisible();
    await expect(page.getByRole('combobox', { name: de('language') })).toHaveValue('de');
    await expect(page).toHaveTitle(de('title', { page: de('signin.page') }));

    await signIn();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: de('sell.title') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: de('nav.label') }).getByRole('link', { name: de('nav.sell'), exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(kit.sellFlow.root).toHaveAttribute('lang', 'de');
    await expect(kit.sellFlow.country).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await expectNoA11yViolations(page);
  });

  test('switches to English and back in the middle of a sale, and the sale is still there, on this page and after another', async ({ page, signIn, kit }) => {
    test.setTimeout(90_000);
    await signIn();
    await page.goto('/sell');
    const flow = kit.sellFlow;
    await flow.prepareSale({ country: 'DE', amount: '75', channel: { methodType: 'BankSepa' }, form: { 'BankDetails.IBAN': 'DE89370400440532013000' } });
    await expect(flow.quote.root).toBeVisible();
    await expect(flow.quote.root).toContainText('75,00 €');

    // English, on the same page: the same quote, now in English words and numbers.
    await page.getByRole('combobox', { name: de('language') }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: en('sell.title') })).toBeVisible();
    await expect(flow.root).toHaveAttribute('lang', 'en');
    await expect(flow.quote.root).toContainText('€75.00');

    // Another page, back to German there, and back to selling: the provider kept the sale.
    await page.getByRole('navigation', { name: en('nav.label') }).getByRole('link', { name: en('nav.transactions') }).click();
    await page.getByRole('combobox', { name: en('language') }).selectOption('de');
    await expect(page.getByRole('heading', { level: 1, name: de('tx.title') })).toBeVisible();
    await page.getByRole('navigation', { name: de('nav.label') }).getByRole('link', { name: de('nav.sell'), exact: true }).click();
    await expect(flow.root).toHaveAttribute('lang', 'de');
    await expect(flow.quote.root).toBeVisible();
    await expect(flow.quote.root).toContainText('75,00 €');

    await flow.sell();
    await expect(flow.transaction.root).toBeVisible();
    await expect(flow.transaction.summary).toHaveAttribute('data-status', 'Settled', { timeout: 30_000 });
  });

  test('?lang= chooses another language once, leaves the address, and is remembered', async ({ page }) => {
    const fr = sayIn('fr');
    await page.goto('/?lang=fr');
    await expect(page.getByRole('heading', { level: 1, name: fr('signin.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: fr('signin.title') })).toBeVisible();
  });
});

test('a browser that prefers a language the kit does not speak gets English', async ({ browser, demo }) => {
  const context = await browser.newContext({ locale: 'zh-CN', baseURL: demo.url });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: en('signin.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});
