// The quote the controller holds: while a view is mounted it runs out by its own Expiry (the
// server's clock) and is priced again by itself, once per quote; quotes that keep arriving expired
// stop that after one try; a changed price waits for the customer; an expired quote is never sold.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { skewDeviceClock } from '../../../tooling/device-clock';
import { sellHarness, type SellHarness } from '../../../tooling/sell-controller';
import { canSell } from './machine';

let harness: SellHarness | undefined;
afterEach(() => {
  harness?.close();
  vi.restoreAllMocks();
});
const prepares = (h: SellHarness) => h.sent.filter((s) => s.call === 'prepareSell').length;
/** Resolves once a timer due at `at` (device time) has fired: every timer the controller set for that instant or earlier has too. */
const pastInstant = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

describe('SellFlowController quotes', () => {
  it('prices a quote that runs out again by itself while the flow is on screen, and not once it left', async () => {
    const h = (harness = await sellHarness({ sandbox: { quoteTtlSeconds: 1 } }));
    const sale = h.controller();
    const leave = h.mount(sale);
    const first = (await h.toQuote(sale)).quote!;
    const renewed = await h.until(sale, (s) => !!s.quote && s.quote.SignedQuote !== first.SignedQuote && !s.quoteExpired);
    expect(prepares(h)).toBe(2);
    expect(canSell(renewed)).toBe(true);
    expect(h.events.filter((e) => e.type === 'quote.received')).toHaveLength(1);
    // The same amounts at a new expiry: renewed (announced once), not changed (no confirmation).
    expect(h.events.filter((e) => e.type === 'quote.renewed')).toEqual([{ type: 'quote.renewed', previous: first, quote: renewed.quote }]);
    expect(h.events.filter((e) => e.type === 'quote.changed')).toHaveLength(0);

    leave();
    await h.settled();
    const count = prepares(h);
    await pastInstant(Date.parse(sale.getState().quote!.Expiry) + 300);
    await h.settled();
    expect(prepares(h)).toBe(count);
    // Unseen, nothing counted it down: coming back marks it (and the mount prices it, controller.kept.test.ts).
    expect(sale.getState().quoteExpired).toBe(false);
    sale.resume();
    expect(sale.getState().quoteExpired).toBe(true);
  });

  it('on a device 2 minutes fast, holds a quote by the server\'s clock: priced once, not expired', async () => {
    const h = (harness = await sellHarness());
    await skewDeviceClock(h.backend, 120_000);
    const sale = h.controller();
    h.mount(sale);
    await h.toQuote(sale);
    await pastInstant(Date.now() + 50);
    await h.settled();
    expect(sale.getState()).toMatchObject({ step: 'quote', quoteExpired: false, staleQuotes: 0 });
    expect(prepares(h)).toBe(1);
  });

  it('quotes that arrive already expired (no server Date, a fast device): one automatic new price, then none', async () => {
    const h = (harness = await sellHarness({ dropDate: true }));
    await skewDeviceClock(h.backend, 120_000);
    const sale = h.controller();
    h.mount(sale);
    await h.toQuote(sale);
    await h.until(sale, (s) => s.staleQuotes === 2 && s.quoteExpired && !s.busy);
    await pastInstant(Date.now() + 50);
    await h.settled();
    expect(prepares(h)).toBe(2);
    // The customer may still ask, and that is one more prepare, not a loop.
    sale.actions.requote();
    await h.settled();
    await pastInstant(Date.now() + 50);
    expect(prepares(h)).toBe(3);
    expect(sale.getState().quoteExpired).toBe(true);
  });

  it('never sells a quote past its Expiry, even when no timer told it so (a throttled background tab): it prices again', async () => {
    const h = (harness = await sellHarness());
    const sale = h.controller();
    const first = (await h.toQuote(sale)).quote!;
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    sale.actions.sell();
    expect(sale.getState()).toMatchObject({ quoteExpired: true, busy: 'prepare' });
    await h.settled();
    expect(h.sent.map((s) => s.call)).toEqual(['prepareSell', 'prepareSell']);
    expect(sale.getState().quote!.SignedQuote).not.toBe(first.SignedQuote);
  });

  it('a new price with other amounts waits for the customer: not sellable until confirmed, and reported as changed', async () => {
    const h = (harness = await sellHarness());
    const sale = h.controller();
    const { prepared, quote } = await h.toQuote(sale);
    const changed = { ...quote!, SignedQuote: `${quote!.SignedQuote}-2`, CryptoAmount: '0.00021' };
    h.script('prepareSell', { status: 200, body: { ...prepared, SellQuote: changed } });
    sale.actions.requote();
    await h.settled();
    expect(sale.getState()).toMatchObject({ quote, changedQuote: { previous: quote, response: { SellQuote: changed } } });
    expect(h.events.at(-1)).toEqual({ type: 'quote.changed', previous: quote, next: changed });
    sale.actions.sell();
    expect(sale.getState().busy).toBeUndefined();
    sale.actions.confirmQuote();
    expect(sale.getState()).toMatchObject({ quote: changed, changedQuote: undefined });
  });
});
