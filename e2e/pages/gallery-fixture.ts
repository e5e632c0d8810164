// Playwright fixture and helpers for the gallery page (every kit component on one host page):
// each worker builds and serves it once (gallery-server.ts); a test opens it with the styling,
// CSP and locale it wants and waits until every component shows its data.
import { test as base, expect, type Page } from '@playwright/test';
import { startGalleryServer, type GalleryOptions, type GalleryServer } from './gallery-server';

export const test = base.extend<object, { gallery: GalleryServer }>({
  gallery: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function takes from its first parameter
    async ({}, use) => {
      const server = await startGalleryServer();
      await use(server);
      await server.close();
    },
    // The two Vite builds take a while on a loaded machine.
    { scope: 'worker', timeout: 180_000 },
  ],
});
export { expect };

/** Every section of the gallery, and what it shows once its data is in (English). */
export const SECTIONS: Record<string, (page: Page) => ReturnType<Page['locator']>> = {
  SellFlow: (p) => section(p, 'SellFlow').getByRole('radio', { name: /SEPA bank transfer/ }),
  ChannelPicker: (p) => section(p, 'ChannelPicker').getByRole('radio', { name: /SEPA bank transfer/ }),
  PaymentMethodPicker: (p) => section(p, 'PaymentMethodPicker').getByRole('radio', { name: /3000/ }),
  DynamicForm: (p) => section(p, 'DynamicForm').getByRole('button', { name: 'Continue' }),
  PriceQuote: (p) => section(p, 'PriceQuote').getByRole('button', { name: 'Accept' }),
  TransactionList: (p) => section(p, 'TransactionList').getByRole('cell', { name: 'In progress' }),
  TransactionStatus: (p) => section(p, 'TransactionStatus').getByText('Paid out to'),
  DepositRule: (p) => section(p, 'DepositRule').getByRole('button', { name: 'Get the deposit address' }),
  BankDepositDetails: (p) => section(p, 'BankDepositDetails').getByRole('button', { name: 'Copy Account number' }).first(),
  VirtualAccounts: (p) => section(p, 'VirtualAccounts').getByRole('button', { name: /Close/ }).first(),
  Balances: (p) => section(p, 'Balances').getByRole('rowheader', { name: 'Bitcoin (test network)' }),
  ErrorPanel: (p) => section(p, 'ErrorPanel').getByRole('alert'),
  Amount: (p) => section(p, 'Amount').getByText('€1,234.50'),
  CustomerStatus: (p) => section(p, 'CustomerStatus').getByText('Not started'),
  OnboardingLauncher: (p) => section(p, 'OnboardingLauncher').getByRole('button', { name: 'Verify your identity' }),
  CustomerPrefill: (p) => section(p, 'CustomerPrefill').getByRole('button', { name: 'Send details' }),
};

export const section = (page: Page, name: string) => page.locator(`[data-gallery="${name}"]`);

/** Waits until the seeds are done, no call is in flight and nothing is loading. */
export async function waitForSettled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const status = (window as unknown as { __gallery?: { seeded: boolean; pending: number } }).__gallery;
          return Boolean(status?.seeded && status.pending === 0 && !document.querySelector('.rk-skeleton, [aria-busy=true]'));
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Opens the gallery and waits until every section (or the `only` ones) shows its data. */
export async function openGallery(page: Page, gallery: GalleryServer, options: GalleryOptions = {}): Promise<void> {
  await page.goto(gallery.url(options));
  for (const [name, ready] of Object.entries(SECTIONS)) {
    if (options.only && !options.only.includes(name)) continue;
    await expect(ready(page), `${name} shows its data`).toBeVisible({ timeout: 30_000 });
  }
  await waitForSettled(page);
}

export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Records every CSP violation the page reports, from its first byte on, and the console's. */
export async function watchCsp(page: Page): Promise<() => Promise<{ events: Violation[]; console: string[] }>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to apply/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __csp: Violation[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample }));
  });
  return async () => ({ events: await page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp), console });
}
