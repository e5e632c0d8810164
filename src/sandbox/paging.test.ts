import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Transaction } from '../api/transactions';
import { keysetPageOf, paginate } from './paging';
import { TransactionStore } from './store';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString();

/** Reads every page of the store's transactions, making `made[i]` new ones before page i + 1. */
function readAll(store: TransactionStore, direction: 'ASC' | 'DESC', size: number, made: number[], next: () => number) {
  const read: string[] = [];
  let token: string | undefined;
  for (let page = 0; page < 100; page += 1) {
    const answer = keysetPageOf({ PageSize: size, PageToken: token }, direction, {
      read: (start, end) => {
        const { items, total } = store.page(undefined, direction, start, end);
        return { items: items.map((r) => r.tx), total };
      },
      startAfter: ({ created, id }) => store.startAfter(undefined, direction, created, id),
      keyOf: (tx) => ({ created: tx.Created, id: tx.ID }),
    });
    read.push(...answer.Items.map((tx) => tx.ID));
    token = answer.PageToken;
    if (!token) break;
    for (let n = 0; n < (made[page] ?? 0); n += 1) {
      const id = `new${next()}`;
      store.set(id, { tx: { ID: id, Created: at(59) } as Transaction, version: 0 });
    }
  }
  return read;
}

describe('transaction pages', () => {
  it('neither repeat nor lose a transaction when new ones are made between two reads, in either direction', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 40 }),
        fc.constantFrom<'ASC' | 'DESC'>('ASC', 'DESC'),
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 10 }),
        (seconds, direction, size, made) => {
          const store = new TransactionStore();
          const before = seconds.map((s, i) => `t${i}`);
          seconds.forEach((s, i) => store.set(`t${i}`, { tx: { ID: `t${i}`, Created: at(s) } as Transaction, version: 0 }));
          let counter = 0;
          const read = readAll(store, direction, size, made, () => (counter += 1));
          expect(new Set(read).size).toBe(read.length);
          expect(read).toEqual(expect.arrayContaining(before));
        },
      ),
    );
  });

  it('refuses a token of another sort direction, or one it did not issue, on PageToken', () => {
    const store = new TransactionStore();
    for (let i = 0; i < 3; i += 1) store.set(`t${i}`, { tx: { ID: `t${i}`, Created: at(i) } as Transaction, version: 0 });
    const source = {
      read: (start: number, end: number) => ({ items: store.page(undefined, 'ASC', start, end).items.map((r) => r.tx), total: 3 }),
      startAfter: ({ created, id }: { created: string; id: string }) => store.startAfter(undefined, 'ASC', created, id),
      keyOf: (tx: Transaction) => ({ created: tx.Created, id: tx.ID }),
    };
    const first = keysetPageOf({ PageSize: 1 }, 'ASC', source);
    expect(keysetPageOf({ PageSize: 1, PageToken: first.PageToken }, 'ASC', source).Items.map((tx) => tx.ID)).toEqual(['t1']);
    expect(() => keysetPageOf({ PageToken: first.PageToken }, 'DESC', source)).toThrow(expect.objectContaining({ extra: { problems: [expect.objectContaining({ Field: 'PageToken' })] } }));
    for (const token of ['zzz', btoa('p1'), paginate([1, 2], { PageSize: 1 }).PageToken!]) {
      expect(() => keysetPageOf({ PageToken: token }, 'ASC', source)).toThrow(expect.objectContaining({ extra: { problems: [expect.objectContaining({ Field: 'PageToken' })] } }));
    }
  });
});
