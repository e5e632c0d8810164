'use client';
// Said while a read (or a write) the component needs waits for the network. TanStack Query pauses
// a query while the browser is offline (fetchStatus 'paused': isLoading is false, so a skeleton
// keyed on it never showed and the step went blank) and runs it by itself when the network
// returns, so there is nothing to press: the notice goes when the answer comes. Always mounted, as
// a polite live region, so the change is announced.
import { useRampkit } from '../../react/useRampkit';

/** Whether any of these reads or writes is paused until the browser is back online. */
export const waitingForNetwork = (...operations: ReadonlyArray<{ isPaused: boolean } | undefined>): boolean => operations.some((operation) => operation?.isPaused);

export function OfflineNotice({ offline }: { offline: boolean }) {
  const { t } = useRampkit('OfflineNotice');
  return (
    <div data-slot="offline-notice" data-state={offline ? 'open' : 'closed'} aria-live="polite" className="rk-stack">
      {offline ? <p className="rk-card">{t('common.offline')}</p> : null}
    </div>
  );
}
