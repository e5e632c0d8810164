// The provider's kept sales, without React: whose they are, when they go, and what coming back does
// to the state before the flow shows (the mount's renewal call is in controller.kept.test.ts).
import { describe, expect, it } from 'vitest';
import type { Channel } from '../../api/channels';
import type { SellFlowClient } from './controller';
import { createSellFlowController, takeKeptSale, type SellFlowController } from './controller';
import { initialSellState, type SellState } from './machine';
import { createKeptRegistry } from './kept-registry';

const channel = { ID: 'sepa' } as Channel;
const amount = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } as const;
// Nothing here makes a call: a client that fails the test if anything does.
const noCalls = new Proxy({}, { get: (_, name) => (name === 'apiVersion' ? 'seed' : () => Promise.reject(new Error(`unexpected call ${String(name)}`))) }) as SellFlowClient;
const start = (now?: () => number) => () => createSellFlowController({ client: noCalls, now }, initialSellState(amount));
const quoted = (expiry: string): SellState => ({
  ...initialSellState(amount),
  step: 'quote',
  channel,
  formSessionId: 'fs-1',
  quote: { SignedQuote: 's', Expiry: expiry, CryptoAmount: '0.002', FiatAmount: '100', FiatCurrency: 'EUR', Rate: '50000', TotalFee: '2' },
});

describe('kept sales', () => {
  it("gives each customer and key their own sale, and forgets other customers' on keepOnly", () => {
    const registry = createKeptRegistry<SellFlowController>();
    const a = takeKeptSale(registry, 'customer-a', 'sell:BTC_TEST', start());
    expect(takeKeptSale(registry, 'customer-a', 'sell:BTC_TEST', start())).toBe(a);
    expect(takeKeptSale(registry, 'customer-b', 'sell:BTC_TEST', start())).not.toBe(a);
    expect(takeKeptSale(registry, 'customer-a', 'other', start())).not.toBe(a);
    const b = registry.find('customer-b', 'sell:BTC_TEST');
    registry.keepOnly('customer-b');
    expect(registry.find('customer-b', 'sell:BTC_TEST')).toBe(b);
    expect(registry.find('customer-a', 'sell:BTC_TEST')).toBeUndefined();
    expect(registry.find('customer-a', 'other')).toBeUndefined();
  });

  it('starts over when the kept sale does not fit, and forgets only the sale it is told of', () => {
    const registry = createKeptRegistry<SellFlowController>();
    const kept = takeKeptSale(registry, undefined, 'k', start());
    const other = takeKeptSale(registry, undefined, 'k', start(), (s) => s.amount?.CryptoCurrency === 'USDC_TEST');
    expect(other).not.toBe(kept);
    registry.forget(undefined, 'k', kept);
    expect(takeKeptSale(registry, undefined, 'k', start())).toBe(other);
  });

  it('puts drafts into the state on return, and marks a quote past its Expiry expired before it shows', () => {
    let now = Date.parse('2026-01-01T12:00:00Z');
    const sale = createSellFlowController({ client: noCalls, now: () => now }, quoted('2026-01-01T12:01:00Z'));
    sale.actions.changeForm({ IBAN: 'DE89' });
    sale.resume();
    expect(sale.getState().formAnswers).toEqual({ sepa: { IBAN: 'DE89' } });
    expect(sale.getState().quoteExpired).toBe(false);

    now += 60_000;
    sale.resume();
    expect(sale.getState().quoteExpired).toBe(true);
    expect(sale.getState().busy).toBeUndefined();
    // Again (StrictMode renders twice): the same state, nothing sent.
    const once = sale.getState();
    sale.resume();
    expect(sale.getState()).toBe(once);
  });

  it('leaves an open sell attempt alone: its quote is not marked or priced again', () => {
    const sale = createSellFlowController({ client: noCalls }, { ...quoted('2020-01-01T00:00:00Z'), attempt: { body: {} as never, nonce: 'n', unresolved: true } });
    sale.resume();
    expect(sale.getState().busy).toBeUndefined();
    expect(sale.getState().quoteExpired).toBe(false);
  });
});
