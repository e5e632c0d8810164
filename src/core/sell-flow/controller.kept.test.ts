// A sale the provider keeps while no flow shows it: its calls land in it, a quote that ran out
// meanwhile is marked before the flow shows and priced again once (however often the view mounts,
// as StrictMode mounts twice), and a sale made meanwhile is told to the next view, once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SellFlowController } from './controller';
import { takeKeptSale } from './controller';
import { createKeptRegistry } from './kept-registry';
import { canSell } from './machine';
import { SEPA_ANSWERS, sellHarness, type SellHarness } from '../../../tooling/sell-controller';

let harness: SellHarness | undefined;
afterEach(() => {
  harness?.close();
  vi.restoreAllMocks();
});
const prepares = (h: SellHarness) => h.sent.filter((s) => s.call === 'prepareSell').length;
/** StrictMode's mount: subscribe, unsubscribe, subscribe. */
const strictMount = (h: SellHarness, sale: SellFlowController) => {
  h.mount(sale)();
  return h.mount(sale);
};

describe('SellFlowController kept while off the screen', () => {
  it('comes back to a quote that ran out: marked before it shows, priced again once on mount', async () => {
    const h = (harness = await sellHarness());
    const registry = createKeptRegistry<SellFlowController>();
    const take = () => takeKeptSale(registry, h.backend.customerId, 'sell:BTC_TEST', () => h.controller());
    const sale = take();
    const leave = h.mount(sale);
    await h.toQuote(sale);
    leave();

    // Away past the quote's Expiry, by this device's clock and the sandbox's (same process).
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    expect(take()).toBe(sale);
    expect(sale.getState()).toMatchObject({ step: 'quote', quoteExpired: true });
    expect(canSell(sale.getState())).toBe(false);
    expect(prepares(h)).toBe(1);

    strictMount(h, sale);
    expect(sale.getState().busy).toBe('prepare');
    await h.settled();
    expect(prepares(h)).toBe(2);
    expect(sale.getState().quoteExpired).toBe(false);
    expect(canSell(sale.getState())).toBe(true);
  });

  it('lands a call that was in flight when the flow left, and keeps what was being typed', async () => {
    const h = (harness = await sellHarness());
    const sale = h.controller();
    const leave = h.mount(sale);
    sale.actions.selectChannel(h.channel);
    sale.actions.selectPaymentMethod(null);
    sale.actions.submitForm(SEPA_ANSWERS);
    leave();
    await h.settled();
    expect(sale.getState().step).toBe('quote');
    expect(prepares(h)).toBe(1);

    sale.actions.back();
    const again = h.mount(sale);
    sale.actions.changeForm({ ...SEPA_ANSWERS, BankDetails: { IBAN: 'DE02120300000000202051' } });
    again();
    expect(sale.getState().formAnswers[h.channel.ID]).toMatchObject({ BankDetails: { IBAN: 'DE02120300000000202051' } });
  });

  it('tells the next view of a sale made while none was mounted, once, and the host\'s other listeners at once', async () => {
    const h = (harness = await sellHarness());
    const completed = vi.fn();
    const recorded = vi.fn();
    const sale = h.controller({ onSellCompleted: completed, onSaleRecorded: recorded });
    const leave = h.mount(sale);
    await h.toQuote(sale);
    sale.actions.sell();
    leave();
    await h.settled();
    expect(sale.getState().step).toBe('done');
    expect(completed).not.toHaveBeenCalled();
    expect(recorded).toHaveBeenCalledExactlyOnceWith(sale.getState().transaction);
    expect(h.events.filter((e) => e.type === 'sell.completed')).toHaveLength(1);

    const back = strictMount(h, sale);
    expect(completed).toHaveBeenCalledExactlyOnceWith(sale.getState().transaction);
    back();
    h.mount(sale);
    expect(completed).toHaveBeenCalledOnce();
  });

  it('counts the views that show it (two flows on one key are a host\'s mistake the adapter catches)', async () => {
    const h = (harness = await sellHarness());
    const sale = h.controller();
    const one = h.mount(sale);
    const two = h.mount(sale);
    expect(sale.views()).toBe(2);
    one();
    two();
    two();
    expect(sale.views()).toBe(0);
  });
});
