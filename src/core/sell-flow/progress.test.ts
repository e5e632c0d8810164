// The provider's kept sales, without React: whose they are, when they go, and what coming back does.
import { describe, expect, it } from 'vitest';
import type { Channel } from '../../api/channels';
import { initialSellState, type SellState } from './machine';
import { createKeptRegistry } from './kept-registry';
import { createSellProgress, resumeSellProgress, takeSellProgress, type SellProgress } from './progress';

const channel = { ID: 'sepa' } as Channel;
const amount = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } as const;
const start = () => initialSellState(amount);
const quoted = (expiry: string): SellState => ({
  ...start(),
  step: 'quote',
  channel,
  formSessionId: 'fs-1',
  quote: { SignedQuote: 's', Expiry: expiry, CryptoAmount: '0.002', FiatAmount: '100', FiatCurrency: 'EUR', Rate: '50000', TotalFee: '2' },
});

describe('sell progress registry', () => {
  it("gives each customer and key their own sale, and forgets other customers' on keepOnly", () => {
    const registry = createKeptRegistry<SellProgress>();
    const a = takeSellProgress(registry, 'customer-a', 'sell:BTC_TEST', start);
    expect(takeSellProgress(registry, 'customer-a', 'sell:BTC_TEST', start)).toBe(a);
    expect(takeSellProgress(registry, 'customer-b', 'sell:BTC_TEST', start)).not.toBe(a);
    expect(takeSellProgress(registry, 'customer-a', 'other', start)).not.toBe(a);
    const b = registry.find('customer-b', 'sell:BTC_TEST');
    registry.keepOnly('customer-b');
    expect(registry.find('customer-b', 'sell:BTC_TEST')).toBe(b);
    expect(registry.find('customer-a', 'sell:BTC_TEST')).toBeUndefined();
    expect(registry.find('customer-a', 'other')).toBeUndefined();
  });

  it('starts over when the kept sale does not fit, and forgets only the sale it is told of', () => {
    const registry = createKeptRegistry<SellProgress>();
    const kept = takeSellProgress(registry, undefined, 'k', start);
    const other = takeSellProgress(registry, undefined, 'k', start, (s) => s.amount?.CryptoCurrency === 'USDC_TEST');
    expect(other).not.toBe(kept);
    registry.forget(undefined, 'k', kept);
    expect(takeSellProgress(registry, undefined, 'k', start)).toBe(other);
  });

  it('puts drafts into the state, and marks a quote past its Expiry expired and asks for a new one', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    const progress = createSellProgress(quoted('2026-01-01T12:01:00Z'));
    progress.draftForm({ IBAN: 'DE89' });
    resumeSellProgress(progress, () => now);
    expect(progress.getState().formAnswers).toEqual({ sepa: { IBAN: 'DE89' } });
    expect(progress.getState().busy).toBeUndefined();

    resumeSellProgress(progress, () => now + 60_000);
    expect(progress.getState()).toMatchObject({ quoteExpired: true, busy: 'prepare', runs: 1 });
    // Again (StrictMode renders twice): the same single request.
    resumeSellProgress(progress, () => now + 60_000);
    expect(progress.getState().runs).toBe(1);
    expect(progress.begin()).toBe(true);
    expect(progress.begin()).toBe(false);
  });

  it('leaves an open sell attempt alone: its quote is not priced again', () => {
    const progress = createSellProgress({ ...quoted('2020-01-01T00:00:00Z'), attempt: { request: { Nonce: 'n' } as never, unresolved: true } });
    resumeSellProgress(progress);
    expect(progress.getState().busy).toBeUndefined();
    expect(progress.getState().quoteExpired).toBe(false);
  });
});
