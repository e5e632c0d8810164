// A sale kept in the tab's session storage (persist="session"), as the controller sees it while the
// code that reads and writes it (persist.ts, in the after-amount chunk) is still on its way: whether
// anything is kept is known at once, without that code; the sale itself is read back once the code
// is there, and what the controller writes meanwhile waits for it (only the latest state counts).
import type { SaleSnapshot, saleSnapshot, sessionSaleStorage } from './persist';
import type { SellAmount, SellState } from './state';

export interface SaleStore {
  /** Something is kept under this key (not read yet): the flow starts by restoring it. */
  kept(): boolean;
  /** The kept sale, read back and checked (undefined: nothing worth restoring, or unreadable). */
  load(): Promise<SaleSnapshot | undefined>;
  /**
   * The sale as it stands now: written as its snapshot (ids, amounts, choices, and on the amount
   * step what is typed there, `amountDraft`), or forgotten once over.
   */
  save(state: SellState, amountDraft?: SellAmount): void;
  /** Nothing of this sale is kept any more (a sale made whose flow left the screen). */
  forget(): void;
}

/** What the store needs of the after-amount chunk. */
export interface SaleStoreCode {
  saleSnapshot: typeof saleSnapshot;
  sessionSaleStorage: typeof sessionSaleStorage;
}

/** The tab's session storage under `key`, written through `code` once it has loaded. */
export function sessionSaleStore(key: string, code: () => Promise<SaleStoreCode>, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = browserSessionStorage()): SaleStore {
  // The latest state to write (undefined state: forget the sale).
  let latest: { state: SellState | undefined; amountDraft?: SellAmount } | undefined;
  let writing = false;
  const writer = () => code().then((loaded) => loaded.sessionSaleStorage(key, storage));
  const write = (state: SellState | undefined, amountDraft?: SellAmount) => {
    latest = { state, amountDraft };
    if (writing) return;
    writing = true;
    // Writes of one turn become one write, of the latest state, once the code is there.
    void code().then(
      (loaded) => {
        writing = false;
        const pending = latest;
        latest = undefined;
        if (pending) loaded.sessionSaleStorage(key, storage).save(pending.state && loaded.saleSnapshot(pending.state, Date.now(), pending.amountDraft));
      },
      () => {
        // The code could not load: the sale goes on, it only will not survive a reload.
        writing = false;
        latest = undefined;
      },
    );
  };
  return {
    kept: () => {
      try {
        return !!storage?.getItem(key);
      } catch {
        return false;
      }
    },
    load: () => writer().then((kept) => kept.load(), () => undefined),
    save: write,
    forget: () => write(undefined),
  };
}

function browserSessionStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // A sandboxed frame may throw on the mere access.
    return undefined;
  }
}
