import { describe, expect, it } from 'vitest';
import { initialSellState, payoutDestination, sellReducer, type SellState } from './machine';
import { withCustomerHolder } from './payout';
import type { Customer } from '../../api/customers';
import { readSaleSnapshot, RESTORE_WITHIN_MS, saleSnapshot, sessionSaleStorage } from './persist';
import type { Channel } from '../../api/channels';
import type { Transaction } from '../../api/transactions';

const channel = { ID: 'sepa', Country: 'DE', PaymentMethodCategory: 'BankSepa', FiatCurrency: 'EUR' } as unknown as Channel;
const answers = { BankDetails: { IBAN: 'DE89370400440532013000' }, AccountHolder: { FirstName: 'Ana', LastName: 'Silva' } };

function atForm(): SellState {
  let state = initialSellState({ CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' });
  state = sellReducer(state, { type: 'channel.selected', channel });
  state = sellReducer(state, { type: 'payment-method.selected', paymentMethodId: null });
  return sellReducer(state, { type: 'form.changed', answers });
}

/** A session storage that keeps strings, as the browser's does. */
const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items };
};

describe('persist', () => {
  it('writes ids, amounts and choices, never a form answer, and reads them back', () => {
    const store = memory();
    const storage = sessionSaleStorage('k', store);
    storage.save(saleSnapshot(atForm()));
    const written = store.items.get('k')!;
    expect(written).not.toMatch(/DE89|Ana|Silva|IBAN/);
    expect(storage.load()).toMatchObject({ step: 'form', channelId: 'sepa', paymentMethodId: null, amount: { FiatAmount: '100', Country: 'DE' } });
  });

  it('keeps a new account\'s payout line through a reload: the account masked, the holder as a digest', () => {
    const store = memory();
    const storage = sessionSaleStorage('k', store);
    const before = atForm();
    expect(payoutDestination(before)).toEqual({ methodType: undefined, account: '•••• 3000', holder: 'Ana Silva' });
    storage.save(saleSnapshot({ ...before, step: 'quote', formSessionId: 'fs-1' }));
    expect(store.items.get('k')).not.toMatch(/DE89|Ana|Silva|IBAN|0532013000/);
    const snapshot = storage.load()!;
    const after = sellReducer(sellReducer(initialSellState(), { type: 'restore.started' }), { type: 'restore.succeeded', sale: { ...snapshot, channel } });
    expect(after.step).toBe('quote');
    expect(after.formAnswers).toEqual({});
    const restored = payoutDestination(after);
    expect(restored).toMatchObject({ account: '•••• 3000' });
    // The verified customer's own name comes back; another name stays unsaid rather than wrong.
    const ana = { Type: 'Individual', FullName: { FirstName: 'Ana', LastName: 'Silva' } } as unknown as Customer;
    const other = { Type: 'Individual', FullName: { FirstName: 'Rui', LastName: 'Costa' } } as unknown as Customer;
    expect(withCustomerHolder(restored, ana)).toMatchObject({ account: '•••• 3000', holder: 'Ana Silva' });
    expect(withCustomerHolder(restored, other)?.holder).toBeUndefined();
    // Written again from the restored state (each change is), the line is still kept.
    expect(saleSnapshot(after)?.payout).toEqual(snapshot.payout);
  });

  it('forgets a sale not begun, and one done without a transaction to show', () => {
    expect(saleSnapshot(initialSellState())).toBeUndefined();
    expect(saleSnapshot({ ...atForm(), step: 'done' })).toBeUndefined();
  });

  it('keeps a sale made as its amount and transaction id only, so a reload shows its receipt', () => {
    const store = memory();
    let reloaded = true;
    const storage = sessionSaleStorage('k', store, () => reloaded);
    const made = { ID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a02', Status: 'Pending' } as unknown as Transaction;
    const done = sellReducer({ ...atForm(), step: 'selling', formSessionId: 'fs-1' }, { type: 'sell.succeeded', transaction: made });
    storage.save(saleSnapshot(done));
    const written = JSON.parse(store.items.get('k')!) as Record<string, unknown>;
    expect(Object.keys(written).sort()).toEqual(['amount', 'excludedChannels', 'savedAt', 'skipped', 'step', 'transactionId', 'v']);
    const snapshot = storage.load()!;
    expect(snapshot).toMatchObject({ step: 'done', transactionId: made.ID });
    const after = sellReducer(sellReducer(initialSellState(), { type: 'restore.started' }), { type: 'restore.succeeded', sale: { ...snapshot, transaction: made } });
    expect(after).toMatchObject({ step: 'done', transactionId: made.ID, transaction: made, formAnswers: {} });
    expect(after.busy).toBeUndefined();
    // A new visit to the page (not a reload, not Back): a new sale.
    reloaded = false;
    expect(storage.load()).toBeUndefined();
    // Only an id of the service's form: an edited one is not a sale this flow made.
    expect(readSaleSnapshot(JSON.stringify({ ...written, transactionId: '../customers' }))).toBeUndefined();
    expect(readSaleSnapshot(JSON.stringify({ ...written, transactionId: undefined }))).toBeUndefined();
  });

  it('keeps what is typed on the amount step as typed, before Continue, and only there', () => {
    const store = memory();
    const storage = sessionSaleStorage('k', store);
    const typed = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '1.250,5' } as const;
    storage.save(saleSnapshot(initialSellState(), Date.now(), typed));
    expect(storage.load()).toMatchObject({ step: 'amount', amountDraft: typed });
    expect(storage.load()?.amount).toBeUndefined();
    // Past the amount step a draft is nothing to keep; a text that is no amount is not kept either.
    expect(saleSnapshot(atForm(), Date.now(), typed)?.amountDraft).toBeUndefined();
    expect(saleSnapshot(initialSellState(), Date.now(), { ...typed, FiatAmount: '<img src=x>' })).toBeUndefined();
    expect(saleSnapshot(initialSellState(), Date.now(), { ...typed, FiatAmount: '' })).toBeUndefined();
    store.items.set('k', JSON.stringify({ v: 1, savedAt: Date.now(), step: 'amount', skipped: [], excludedChannels: [], amountDraft: { ...typed, FiatAmount: 'javascript:1' } }));
    expect(storage.load()).toBeUndefined();
  });

  it('refuses what it did not write: too old, another version, edited values', () => {
    const now = Date.now();
    const good = saleSnapshot(atForm(), now)!;
    expect(readSaleSnapshot(JSON.stringify(good), now)).toBeDefined();
    expect(readSaleSnapshot(JSON.stringify(good), now + RESTORE_WITHIN_MS + 1)).toBeUndefined();
    expect(readSaleSnapshot(JSON.stringify({ ...good, v: 2 }), now)).toBeUndefined();
    expect(readSaleSnapshot(JSON.stringify({ ...good, amount: { ...good.amount, FiatAmount: '1e9' } }), now)).toBeUndefined();
    expect(readSaleSnapshot(JSON.stringify({ ...good, step: 'elsewhere' }), now)).toBeUndefined();
    expect(readSaleSnapshot('{not json', now)).toBeUndefined();
  });
});
