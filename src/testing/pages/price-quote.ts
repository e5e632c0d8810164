// Page object of the PriceQuote: its amounts, countdown and expiry, and accepting, requoting or
// confirming a changed quote.
import type { Locator } from '@playwright/test';
import type { SandboxControl } from '../../sandbox/control-client';
import { advancePageClock } from './page-clock';
import { KitPart, type Scope } from './part';

export class PriceQuotePage extends KitPart {
  constructor(scope: Scope) {
    super(scope, 'price-quote');
  }

  /** The price lock, "Price locked · 0:42" (localized), a labelled timer; data-state of the quote says active / expired. */
  get countdown(): Locator {
    return this.slot('countdown');
  }

  get fiatAmount(): Locator {
    return this.slot('fiat-amount');
  }

  get cryptoAmount(): Locator {
    return this.slot('crypto-amount');
  }

  get acceptButton(): Locator {
    return this.slot('accept');
  }

  async accept(): Promise<void> {
    await this.acceptButton.click();
  }

  /** The quote on screen (its SignedQuote, `data-quote-id`): another value is a new quote, whatever its amounts. */
  async quoteId(): Promise<string> {
    return (await this.root.getAttribute('data-quote-id')) ?? '';
  }

  /** When the quote on screen runs out, by the service's clock (its Expiry, ISO 8601; `data-expiry`). */
  async expiry(): Promise<string> {
    return (await this.root.getAttribute('data-expiry')) ?? '';
  }

  /**
   * Makes the quote on screen run out, on both clocks: the sandbox's (the service then refuses it
   * and prices anew) and the page's (the countdown runs on the browser's clock, corrected by the
   * server's Date when the quote arrived), moved by the same seconds, just past its Expiry. Returns
   * once the kit shows it expired, is re-quoting or shows a new quote; the form session (15
   * minutes) stays alive. The page's clock becomes Playwright's (`page.clock`), running on.
   */
  async expire(sandbox: Pick<SandboxControl, 'advanceClock' | 'now'>): Promise<void> {
    const [quoteId, expiry] = await Promise.all([this.quoteId(), this.expiry()]);
    if (!quoteId || !expiry) throw new Error('PriceQuotePage.expire: no quote on screen (data-quote-id, data-expiry)');
    const seconds = Math.max(1, Math.ceil((Date.parse(expiry) - Date.parse(await sandbox.now())) / 1000) + 1);
    await sandbox.advanceClock(seconds);
    await advancePageClock(this.root.page(), seconds * 1000);
    // The kit's next tick (within a second) sees the moved clock: give it that and some load.
    await this.root
      .and(this.root.page().locator(`[data-state=expired], [data-state=requoting], :not([data-quote-id=${JSON.stringify(quoteId)}])`))
      .waitFor({ timeout: 15_000 })
      .catch((error: unknown) => {
        throw new Error(`PriceQuotePage.expire: the clocks moved ${seconds} s past the quote's Expiry, but the page still shows it running (${String(error)})`);
      });
  }

  /** Presses "Get a new price": offered in a price lock's last 10 s and after it ran out (see `expire`). */
  async requote(): Promise<void> {
    await this.slot('requote').click();
  }

  /** Agrees to a changed price (shown in data-slot price-changed). */
  async confirmChange(): Promise<void> {
    await this.slot('confirm-change').click();
  }
}
