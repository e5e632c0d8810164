// Only the countdown may re-render every second: amounts and breakdown stay put.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { RampkitProvider } from '../../react/RampkitProvider';
import { PriceQuote } from './PriceQuote';
import type * as AmountModule from '../shared/Amount';

const renders = vi.hoisted(() => ({ amount: 0 }));
vi.mock('../shared/Amount', async (importOriginal) => {
  const original = await importOriginal<typeof AmountModule>();
  return { Amount: (props: Parameters<typeof original.Amount>[0]) => (renders.amount++, original.Amount(props)) };
});

describe('PriceQuote rendering', () => {
  afterEach(() => vi.useRealTimers());
  it('re-renders only the countdown on each tick', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const now = Date.parse('2026-11-22T10:00:00Z');
    vi.setSystemTime(now);
    const quote = { FiatCurrency: 'EUR' as const, SignedQuote: 's', Expiry: new Date(now + 60_000).toISOString(), CryptoAmount: '0.1', FiatAmount: '100', Rate: '1000', TotalFee: '1' };
    const view = render(<RampkitProvider proxyUrl="/api"><PriceQuote quote={quote} cryptoCurrency="BTC" /></RampkitProvider>);
    const afterMount = renders.amount;
    expect(afterMount).toBeGreaterThan(0);
    act(() => void vi.advanceTimersByTime(5_000));
    expect(view.getByRole('timer')).toHaveTextContent('0:55');
    expect(renders.amount).toBe(afterMount);
  });
});
