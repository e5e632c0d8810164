import { describe, expect, it, vi } from 'vitest';
import type { Channel } from '../../api/channels';
import type { Transaction } from '../../api/transactions';
import type { SaleSnapshot } from './persist';
import { readSaleBack, type ReadBackClient } from './read-back';

const snapshot = (over: Partial<SaleSnapshot> = {}): SaleSnapshot => ({
  v: 1,
  savedAt: 0,
  step: 'quote',
  amount: { CryptoCurrency: 'USDC_TEST', FiatCurrency: 'EUR', FiatAmount: '80', Country: 'DE' } as SaleSnapshot['amount'],
  channelId: 'ch-sepa',
  paymentMethodId: 'pm-1',
  skipped: [],
  excludedChannels: [],
  ...over,
});
const channel = { ID: 'ch-sepa', Country: 'DE', PaymentMethodCategory: 'Bank', PaymentMethods: [{ ID: 'pm-1', Details: { Type: 'Bank', AccountNumber: '3000' } }] } as unknown as Channel;
const client = (over: Partial<ReadBackClient> = {}): ReadBackClient => ({
  getChannel: vi.fn(async () => channel) as unknown as ReadBackClient['getChannel'],
  getTransaction: vi.fn(async () => ({ ID: 'tx-1' }) as Transaction) as unknown as ReadBackClient['getTransaction'],
  ...over,
});

describe('readSaleBack', () => {
  it('puts the sale on its channel, with its saved account as the channel lists it now', async () => {
    const sale = await readSaleBack(client(), snapshot());
    expect(sale.channel).toBe(channel);
    expect(sale.paymentMethod).toEqual({ ID: 'pm-1', Country: 'DE', PaymentMethodCategory: 'Bank', DisplayDetails: { Type: 'Bank', AccountNumber: '3000' } });
  });

  it('a saved account removed since is not brought back', async () => {
    const sale = await readSaleBack(client(), snapshot({ paymentMethodId: 'pm-gone' }));
    expect(sale.channel).toBe(channel);
    expect(sale.paymentMethod).toBeUndefined();
  });

  it('a channel that cannot be read now leaves the sale with its amount, at the channel list', async () => {
    const sale = await readSaleBack(client({ getChannel: vi.fn(async () => Promise.reject(new Error('offline'))) as unknown as ReadBackClient['getChannel'] }), snapshot());
    expect(sale.channel).toBeUndefined();
    expect(sale.amount?.FiatAmount).toBe('80');
  });

  it('a sale made reads its transaction again, or keeps its id alone when it cannot', async () => {
    const made = snapshot({ step: 'done', transactionId: 'tx-1' });
    expect((await readSaleBack(client(), made)).transaction).toEqual({ ID: 'tx-1' });
    const unreadable = await readSaleBack(client({ getTransaction: vi.fn(async () => Promise.reject(new Error('500'))) as unknown as ReadBackClient['getTransaction'] }), made);
    expect(unreadable).toMatchObject({ step: 'done', transactionId: 'tx-1' });
    expect(unreadable.transaction).toBeUndefined();
  });

  it('asks nothing of a sale that had not chosen its channel', async () => {
    const reads = client();
    await readSaleBack(reads, snapshot({ channelId: undefined }));
    expect(reads.getChannel).not.toHaveBeenCalled();
  });
});
