// An unresolved sell and the device's connection. Offline, a request fails in the browser and says
// nothing of the sale: it stays unresolved (a request can also fail after it left), and the same
// request (same Nonce: sold once at most) or the lookup goes again by itself when the device is
// back online, rather than waiting for the customer to press Check again. Only while a view shows
// the sale; one that came back online while none did is checked when one shows it again.
import type { SellState } from './machine';

/** Whether this device is online, and news of each change. */
export interface SellFlowConnection {
  isOnline(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
}

export interface OnlineRecheckOptions {
  /** The connection as the latest options give it (undefined: taken to be online). */
  connection(): SellFlowConnection | undefined;
  state(): SellState;
  /** Checks the unresolved sell again (the controller's checkSell). */
  check(): void;
  /** Asks for the price (or the next form step) again, after one that got no answer while offline. */
  prepare(): void;
}

export interface OnlineRecheck {
  /** A call about the sell failed: if it is unresolved and the device offline, check it once back. */
  noteIfOffline(): void;
  /** A price asked for got no answer while the device was offline: asked again once it is back. */
  notePrepareIfOffline(): void;
  /** An unresolved sell read back after a reload: checked now, or once the device is back online. */
  checkRestored(): void;
  /** A view shows the sale: follow the connection (and check now if it came back meanwhile). */
  start(): void;
  /** No view shows it any more. */
  stop(): void;
}

export function createOnlineRecheck({ connection, state, check, prepare }: OnlineRecheckOptions): OnlineRecheck {
  let checkWhenOnline = false;
  let prepareWhenOnline = false;
  let stopListening: (() => void) | undefined;
  const offline = () => connection()?.isOnline() === false;
  const noteIfOffline = () => {
    if (state().attempt?.unresolved && offline()) checkWhenOnline = true;
  };
  const checkIfBack = () => {
    const s = state();
    if (offline() || s.busy) return;
    if (prepareWhenOnline) {
      prepareWhenOnline = false;
      // Still where that price was asked for, and nothing else since (its error on screen).
      if (!s.attempt?.unresolved && s.error?.status === 0) prepare();
    }
    if (!checkWhenOnline) return;
    checkWhenOnline = false;
    if (s.attempt?.unresolved) check();
  };
  return {
    noteIfOffline,
    notePrepareIfOffline() {
      if (offline()) prepareWhenOnline = true;
    },
    checkRestored() {
      if (!state().attempt?.unresolved) return;
      checkWhenOnline = true;
      checkIfBack();
    },
    start() {
      const followed = connection();
      if (!followed || stopListening) return;
      stopListening = followed.subscribe((online) => {
        if (online) checkIfBack();
        else noteIfOffline();
      });
      noteIfOffline();
      checkIfBack();
    },
    stop() {
      stopListening?.();
      stopListening = undefined;
    },
  };
}
