import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/transactions';
import { sameSale } from './same-sale';

const now = Date.parse('2026-11-29T10:00:00Z');
const sale = (ID: string, minutesAgo: number, over: Partial<Transaction> = {}) =>
  ({ ID, Direction: 'Out', CryptoCurrency: 'BTC_TEST', Created: new Date(now - minutesAgo * 60_000).toISOString(), Amount: '0.002', FiatPayment: { Amount: '100', FeeAmount: '1', FiatCurrency: 'EUR' }, Status: 'Pending', Network: 'OffNetwork', ...over }) as Transaction;
const body = { CryptoCurrency: 'BTC_TEST' as const, CryptoAuthorizedAmount: '0.002', FormSessionID: 'fs', FiatAmount: '100' };

describe('sameSale', () => {
  it('finds the newest sale of this crypto out, for this quote, within a form session\'s life', () => {
    const items = [sale('old', 20), sale('other-crypto', 1, { CryptoCurrency: 'USDC_TEST' }), sale('in', 1, { Direction: 'In' }), sale('more-fiat', 1, { FiatPayment: { Amount: '120', FeeAmount: '1', FiatCurrency: 'EUR' } }), sale('more-crypto', 1, { Amount: '0.003' }), sale('it', 2), sale('earlier', 5)];
    expect(sameSale(items, body, now)?.ID).toBe('it');
    expect(sameSale([sale('old', 20)], body, now)).toBeUndefined();
  });
});
