import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Transaction } from '../api/transactions';
import { createState, NONCE_BOUNDS, PaymentMethodStore, SESSION_BOUNDS, TransactionStore, type StoredPaymentMethod, type TransactionRecord } from './store';

const record = (id: string, created: string, customer?: string): TransactionRecord => ({
  tx: { ID: id, Created: created, ...(customer ? { CustomerID: customer } : {}) } as Transaction,
  version: 0,
});

// What the list did before the index: copy, filter, and a stable sort of everything stored.
function reference(records: TransactionRecord[], customer: string | undefined, direction: 'ASC' | 'DESC') {
  return records
    .filter((r) => customer === undefined || r.tx.CustomerID === customer)
    .sort((a, b) => (direction === 'ASC' ? 1 : -1) * a.tx.Created.localeCompare(b.tx.Created));
}

describe('TransactionStore', () => {
  it('pages exactly as a filter and stable sort of the whole store would, ties and late arrivals included', () => {
    const instant = fc.integer({ min: 0, max: 6 }).map((s) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString());
    fc.assert(
      fc.property(
        fc.array(fc.tuple(instant, fc.constantFrom('a', 'b', undefined)), { maxLength: 40 }),
        fc.constantFrom<'ASC' | 'DESC'>('ASC', 'DESC'),
        fc.constantFrom('a', 'b', 'nobody', undefined),
        fc.integer({ min: 0, max: 45 }),
        fc.integer({ min: 1, max: 12 }),
        (rows, direction, customer, start, size) => {
          const store = new TransactionStore();
          const stored = rows.map(([created, who], i) => record(`t${i}`, created, who));
          for (const r of stored) store.set(r.tx.ID, r);
          const expected = reference(stored, customer, direction);
          const page = store.page(customer, direction, start, start + size);
          expect(page.total).toBe(expected.length);
          expect(page.items.map((r) => r.tx.ID)).toEqual(expected.slice(start, start + size).map((r) => r.tx.ID));
        },
      ),
    );
  });

  it('starts the page after a transaction just past it, in either direction, ties included', () => {
    const instant = fc.integer({ min: 0, max: 4 }).map((s) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString());
    fc.assert(
      fc.property(
        fc.array(fc.tuple(instant, fc.constantFrom('a', 'b')), { minLength: 1, maxLength: 30 }),
        fc.constantFrom<'ASC' | 'DESC'>('ASC', 'DESC'),
        fc.constantFrom('a', undefined),
        fc.nat(),
        (rows, direction, customer, pick) => {
          const store = new TransactionStore();
          const stored = rows.map(([created, who], i) => record(`t${i}`, created, who));
          for (const r of stored) store.set(r.tx.ID, r);
          const expected = reference(stored, customer, direction);
          if (!expected.length) return;
          const at = pick % expected.length;
          const after = expected[at]!.tx;
          expect(store.startAfter(customer, direction, after.Created, after.ID)).toBe(at + 1);
        },
      ),
    );
  });

  it('keeps its index right when a record is replaced or deleted', () => {
    const store = new TransactionStore();
    store.set('x', record('x', '2026-01-01T00:00:01.000Z', 'a'));
    store.set('y', record('y', '2026-01-01T00:00:02.000Z', 'a'));
    store.set('x', record('x', '2026-01-01T00:00:03.000Z', 'a'));
    expect(store.page('a', 'DESC', 0, 10).items.map((r) => r.tx.ID)).toEqual(['x', 'y']);
    store.delete('y');
    expect(store.page(undefined, 'ASC', 0, 10).items.map((r) => r.tx.ID)).toEqual(['x']);
    store.clear();
    expect(store.page('a', 'ASC', 0, 10)).toEqual({ items: [], total: 0 });
  });
});

describe('PaymentMethodStore', () => {
  const method = (id: string, customer: string, extra: Partial<StoredPaymentMethod> = {}) =>
    ({ ID: id, CustomerID: customer, Country: 'DE', PaymentMethodCategory: 'Bank', ...extra }) as StoredPaymentMethod;

  it('lists a customer\'s methods in the order stored and finds one by the account its form described', () => {
    const store = new PaymentMethodStore();
    store.set('m1', method('m1', 'a', { channelId: 'sepa', answers: { BankDetails: { IBAN: 'DE1' }, AccountHolder: { Name: 'Ana' } } }));
    store.set('m2', method('m2', 'b', { channelId: 'sepa', answers: { BankDetails: { IBAN: 'DE1' } } }));
    store.set('m3', method('m3', 'a'));
    expect(store.ofCustomer('a').map((m) => m.ID)).toEqual(['m1', 'm3']);
    // The same answers in another key order are the same account.
    expect(store.forAccount('a', 'sepa', { AccountHolder: { Name: 'Ana' }, BankDetails: { IBAN: 'DE1' } })?.ID).toBe('m1');
    expect(store.forAccount('a', 'sepa', { BankDetails: { IBAN: 'DE2' }, AccountHolder: { Name: 'Ana' } })).toBeUndefined();
    expect(store.forAccount('a', 'ach', { BankDetails: { IBAN: 'DE1' }, AccountHolder: { Name: 'Ana' } })).toBeUndefined();
    expect(store.forAccount('c', 'sepa', { BankDetails: { IBAN: 'DE1' } })).toBeUndefined();
    store.delete('m1');
    expect(store.ofCustomer('a').map((m) => m.ID)).toEqual(['m3']);
    expect(store.forAccount('a', 'sepa', { BankDetails: { IBAN: 'DE1' }, AccountHolder: { Name: 'Ana' } })).toBeUndefined();
  });
});

describe('the sandbox state', () => {
  it('bounds form sessions and nonces', () => {
    let now = 0;
    const state = createState(() => now);
    for (let i = 0; i < SESSION_BOUNDS.maxEntries + 10; i++) state.sessions.set(`s${i}`, {} as never);
    for (let i = 0; i < NONCE_BOUNDS.maxEntries + 10; i++) state.nonces.set(`n${i}`, {} as never);
    expect(state.sessions.size).toBe(SESSION_BOUNDS.maxEntries);
    expect(state.nonces.size).toBe(NONCE_BOUNDS.maxEntries);
    now = NONCE_BOUNDS.maxAgeMs + 1;
    state.nonces.set('fresh', {} as never);
    expect(state.nonces.size).toBe(1);
  });
});
