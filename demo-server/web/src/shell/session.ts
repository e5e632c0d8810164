// Who is signed in, as this tab knows it, kept true to the session cookie that every tab of this
// browser shares. A sign-in or sign-out here is told to the other tabs (BroadcastChannel, or a
// `storage` event where there is none), and each tab asks GET /demo/session again when told, when
// it comes back into view (focus, visibilitychange) and when the kit says the session ended: so a
// tab never shows one customer's header over another's data.
import { useEffect, useRef } from 'react';

const CHANNEL = 'acme-wallet-session';
/** The `storage` fallback's key: a value that changes with every sign-in or sign-out. */
const SIGNAL_KEY = 'acme-wallet-session-changed';

/** The signed-in customer as the server says it now (null: nobody); throws when it could not be asked. */
export async function readSession(): Promise<string | null> {
  const response = await fetch('/demo/session', { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /demo/session answered ${response.status}`);
  return ((await response.json()) as { CustomerID: string | null }).CustomerID ?? null;
}

function openChannel(): BroadcastChannel | undefined {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : undefined;
  } catch {
    return undefined;
  }
}

/** Tells this browser's other tabs that the session changed (they ask the server who it is now). */
export function announceSessionChange(): void {
  const channel = openChannel();
  if (channel) {
    channel.postMessage('changed');
    channel.close();
    return;
  }
  try {
    localStorage.setItem(SIGNAL_KEY, `${Date.now()}-${Math.random()}`);
  } catch {
    // No storage either: the other tabs find out when they come back into view.
  }
}

/**
 * Calls `check` whenever the session may have changed under this tab: another tab signed in or
 * out, or this tab comes back into view.
 */
export function useSessionWatch(check: () => void): void {
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  }, [check]);
  useEffect(() => {
    const run = () => latest.current();
    const channel = openChannel();
    channel?.addEventListener('message', run);
    const onStorage = (e: StorageEvent) => {
      if (e.key === SIGNAL_KEY) run();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('focus', run);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      channel?.close();
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('focus', run);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}

