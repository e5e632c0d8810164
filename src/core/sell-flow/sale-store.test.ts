import { describe, expect, it } from 'vitest';
import { createSellFlowController, type SellFlowClient } from './controller';
import { initialSellState, sellReducer, type SellState } from './machine';
import { saleSnapshot, sessionSaleStorage, type SaleSnapshot } from './persist';
import { sessionSaleStore, type SaleStoreCode } from './sale-store';
import type { Channel } from '../../api/channels';

const AMOUNT = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } as const;
const channel = { ID: 'sepa', Country: 'DE', PaymentMethodCategory: 'BankSepa', FiatCurrency: 'EUR' } as unknown as Channel;
const atChannel = (): SellState => sellReducer(initialSellState(AMOUNT), { type: 'amount.set', amount: AMOUNT });
const atPaymentMethod = (): SellState => sellReducer(atChannel(), { type: 'channel.selected', channel });

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items };
};

/** The after-amount chunk's code, arriving when `arrive` is called. */
function deferredCode() {
  let arrive!: () => void;
  const code = new Promise<SaleStoreCode>((resolve) => (arrive = () => resolve({ saleSnapshot, sessionSaleStorage })));
  return { code: () => code, arrive };
}

describe('the sale store (persist="session") while its code loads', () => {
  it('knows at once whether a sale is kept, and reads it back once the code is there', async () => {
    const storage = memory();
    const { code, arrive } = deferredCode();
    const store = sessionSaleStore('k', code, storage);
    expect(store.kept()).toBe(false);
    storage.setItem('k', JSON.stringify(saleSnapshot(atPaymentMethod())));
    expect(store.kept()).toBe(true);
    const read = store.load();
    arrive();
    await expect(read).resolves.toMatchObject({ step: 'payment-method', channelId: 'sepa', amount: { FiatAmount: '100' } });
  });

  it('writes what the sale says once the code is there, only its latest state', async () => {
    const storage = memory();
    const { code, arrive } = deferredCode();
    const store = sessionSaleStore('k', code, storage);
    store.save(atChannel());
    store.save(atPaymentMethod());
    expect(storage.items.size).toBe(0);
    arrive();
    await code();
    await Promise.resolve();
    expect(JSON.parse(storage.items.get('k')!)).toMatchObject({ step: 'payment-method', channelId: 'sepa' });
    // Once there, each turn's state is written (a sale over is forgotten).
    store.save({ ...atPaymentMethod(), step: 'done' });
    await Promise.resolve();
    await Promise.resolve();
    expect(storage.items.has('k')).toBe(false);
  });

  it('writes nothing and reads nothing when the code cannot load', async () => {
    const storage = memory();
    storage.setItem('k', 'kept');
    const store = sessionSaleStore('k', () => Promise.reject(new Error('offline')), storage);
    await expect(store.load()).resolves.toBeUndefined();
    store.save(atPaymentMethod());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storage.items.get('k')).toBe('kept');
  });
});

describe('a controller restoring a kept sale whose reader is on its way', () => {
  const client = {} as SellFlowClient;
  const restoring = (reading: Promise<SaleSnapshot | undefined>) => createSellFlowController({ client }, initialSellState(), { restore: reading });

  it('restores meanwhile, then goes where the sale stood', async () => {
    const snapshot = { ...saleSnapshot(atChannel())!, channelId: undefined };
    const controller = restoring(Promise.resolve(snapshot));
    expect(controller.getState().busy).toBe('restore');
    controller.subscribe(() => undefined);
    await Promise.resolve();
    await Promise.resolve();
    expect(controller.getState().busy).toBeUndefined();
    expect(controller.getState()).toMatchObject({ step: 'channel', amount: { FiatAmount: '100' } });
  });

  it('starts where it stands when there was nothing worth restoring', async () => {
    const controller = restoring(Promise.resolve(undefined));
    controller.subscribe(() => undefined);
    await Promise.resolve();
    await Promise.resolve();
    expect(controller.getState().busy).toBeUndefined();
    expect(controller.getState().step).toBe('amount');
  });

  it('shows a sale made again as its receipt, its transaction read again by id, or by id alone when unreadable', async () => {
    const made = { ID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a02', Status: 'Pending' };
    const snapshot = saleSnapshot({ ...atPaymentMethod(), step: 'done', transactionId: made.ID })!;
    const asked: unknown[] = [];
    const reading = (answer: Promise<unknown>) =>
      createSellFlowController({ client: { getTransaction: (input: unknown) => (asked.push(input), answer) } as unknown as SellFlowClient }, initialSellState(), { restore: Promise.resolve(snapshot) });
    const read = reading(Promise.resolve(made));
    read.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([{ params: { TransactionID: made.ID } }]);
    expect(read.getState()).toMatchObject({ step: 'done', transactionId: made.ID, transaction: made });
    const unreadable = reading(Promise.reject(new Error('offline')));
    unreadable.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unreadable.getState()).toMatchObject({ step: 'done', transactionId: made.ID });
    expect(unreadable.getState().transaction).toBeUndefined();
  });

  it('forgets a sale made once its flow leaves the screen: only a reload shows its receipt again', async () => {
    const storage = memory();
    const store = sessionSaleStore('k', () => Promise.resolve({ saleSnapshot, sessionSaleStorage }), storage);
    const made = { ID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a02' };
    const controller = createSellFlowController({ client, storage: store }, { ...atPaymentMethod(), step: 'done', transactionId: made.ID });
    const leave = controller.subscribe(() => undefined);
    storage.setItem('k', JSON.stringify(saleSnapshot(controller.getState())));
    leave();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storage.items.has('k')).toBe(false);
  });

  it('checks a sell that was on its way when the page went by itself, with its Nonce, once restored', async () => {
    const made = { ID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a02', Status: 'Pending' };
    const attempt = { body: { CryptoCurrency: 'BTC_TEST' as const, CryptoAuthorizedAmount: '0.002', FormSessionID: 'fs-1', FiatAmount: '100' }, nonce: 'nonce-1' };
    const snapshot: SaleSnapshot = { ...saleSnapshot(atPaymentMethod())!, step: 'selling', channelId: 'sepa', paymentMethodId: null, formSessionId: 'fs-1', attempt };
    const sent: unknown[] = [];
    const fake = {
      apiVersion: 'seed',
      getChannel: () => Promise.resolve(channel),
      sell: (input: { body: unknown }) => (sent.push(input.body), Promise.resolve({ Transaction: made })),
    } as unknown as SellFlowClient;
    const controller = createSellFlowController({ client: fake }, initialSellState(), { restore: Promise.resolve(snapshot) });
    controller.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([expect.objectContaining({ Nonce: 'nonce-1', FormSessionID: 'fs-1' })]);
    expect(controller.getState()).toMatchObject({ step: 'done', transactionId: made.ID });
  });
});
