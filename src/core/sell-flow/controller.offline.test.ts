// A sell pressed while the device is offline fails in the browser and says nothing of the sale: the
// attempt stays unresolved (a request can also fail after it left), and when the connection comes
// back the controller checks it by itself, with the same Nonce, so it is sold once at most.
import { afterEach, describe, expect, it } from 'vitest';
import { offlineAwareClient } from '../../../tooling/offline-client';
import { SEPA_ANSWERS, sellHarness, type SellHarness } from '../../../tooling/sell-controller';
import { ApiError } from '../../api/api-error';
import type { SellFlowConnection } from './controller';

let harness: SellHarness | undefined;
afterEach(() => harness?.close());

/** A device's connection the test switches, as the browser's online and offline events would. */
function fakeConnection() {
  let online = true;
  const listeners = new Set<(online: boolean) => void>();
  const connection: SellFlowConnection = {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const set = (next: boolean) => {
    online = next;
    for (const listener of listeners) listener(next);
  };
  return { connection, set, listening: () => listeners.size };
}

async function offlineAtSell() {
  const h = (harness = await sellHarness());
  const net = fakeConnection();
  const offline = offlineAwareClient(h.client, net.connection.isOnline);
  const sale = h.controller({ client: offline.client, connection: net.connection });
  const unmount = h.mount(sale);
  await h.toQuote(sale);
  net.set(false);
  sale.actions.sell();
  await h.settled();
  return { h, net, offline, sale, unmount };
}
const transactions = async (h: SellHarness) => (await h.backend.client.listTransactions({ query: { CustomerID: h.backend.customerId } })).Items;

describe('SellFlowController when the device is offline at the details', () => {
  it('asks for the price again by itself once back online, the answers kept', async () => {
    const h = (harness = await sellHarness());
    const net = fakeConnection();
    const client = { ...h.client, prepareSell: (input: Parameters<typeof h.client.prepareSell>[0]) => (net.connection.isOnline() ? h.client.prepareSell(input) : Promise.reject(ApiError.network('PrepareSell', new TypeError('Failed to fetch')))) };
    const sale = h.controller({ client, connection: net.connection });
    h.mount(sale);
    sale.actions.selectChannel(h.channel);
    sale.actions.selectPaymentMethod(null);
    net.set(false);
    sale.actions.submitForm(SEPA_ANSWERS);
    await h.settled();
    expect(sale.getState()).toMatchObject({ step: 'form', error: expect.objectContaining({ status: 0 }) });
    net.set(true);
    await h.until(sale, (s) => s.step === 'quote' && !!s.quote);
    expect(sale.getState().error).toBeUndefined();
  });
});

describe('SellFlowController when the device is offline at the sell', () => {
  it('keeps the attempt unresolved, and checks it by itself with the same Nonce once the device is back online', async () => {
    const { h, net, offline, sale } = await offlineAtSell();
    expect(sale.getState()).toMatchObject({ step: 'quote', busy: undefined, attempt: { unresolved: true } });
    expect(await transactions(h)).toHaveLength(0);
    // Still offline: a new quote or a way back would invite a second sale; nothing else is sent.
    sale.actions.requote();
    expect(offline.nonces).toHaveLength(1);

    net.set(true);
    expect(sale.getState().busy).toBe('sell');
    await h.settled();
    expect(sale.getState().step).toBe('done');
    expect(offline.nonces).toHaveLength(2);
    expect(new Set(offline.nonces).size).toBe(1);
    expect(await transactions(h)).toHaveLength(1);
    expect(h.events.filter((e) => e.type === 'sell.completed')).toHaveLength(1);
  });

  it('checks when a view shows the sale again, if the connection came back while none did', async () => {
    const { h, net, offline, sale, unmount } = await offlineAtSell();
    unmount();
    expect(net.listening()).toBe(0);
    net.set(true);
    expect(sale.getState().busy).toBeUndefined();
    h.mount(sale);
    await h.settled();
    expect(sale.getState().step).toBe('done');
    expect(new Set(offline.nonces).size).toBe(1);
    expect(await transactions(h)).toHaveLength(1);
  });

  it('an unresolved sell while online is not checked by itself: only once the device has been offline and is back', async () => {
    const h = (harness = await sellHarness());
    const net = fakeConnection();
    const sale = h.controller({ connection: net.connection });
    h.mount(sale);
    await h.toQuote(sale);
    h.script('sell', 'lost', 'lost', 'lost');
    sale.actions.sell();
    await h.settled();
    expect(sale.getState()).toMatchObject({ step: 'quote', attempt: { unresolved: true } });
    net.set(true);
    await h.settled();
    expect(sale.getState()).toMatchObject({ step: 'quote', busy: undefined, attempt: { unresolved: true } });
    net.set(false);
    net.set(true);
    await h.settled();
    expect(sale.getState().step).toBe('done');
    expect(await transactions(h)).toHaveLength(1);
  });
});
