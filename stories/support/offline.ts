// Stories of the offline state: the browser has no network (TanStack's onlineManager, which a
// browser drives with its offline/online events) from before the first render until the play test
// brings it back, or until the story is left. Spread into a story: `...offlineStory`.
import { onlineManager } from '@tanstack/react-query';
import { expect, waitFor } from 'storybook/test';
import type { Translate } from '../../src/i18n';

export const offlineStory = {
  // The manager is one for the whole page: on a docs page, every story beside this one would go
  // offline with it, so the state is a story of its own only.
  tags: ['!autodocs'],
  beforeEach: () => {
    onlineManager.setOnline(false);
    return () => onlineManager.setOnline(true);
  },
};

/** The component's offline notice says so in the locale; returns it. */
export async function expectOfflineNotice(root: HTMLElement, t: Translate): Promise<HTMLElement> {
  const notice = await waitFor(() => {
    const open = root.querySelector<HTMLElement>('[data-slot=offline-notice][data-state=open]');
    if (!open) throw new Error('waiting for the offline notice');
    return open;
  }, { timeout: 5000 });
  await expect(notice).toHaveTextContent(t('common.offline'));
  await expect(notice).toHaveAttribute('aria-live', 'polite');
  // Nothing claims to be loading while nothing can load.
  await expect(root.querySelector('[aria-busy=true]')).toBeNull();
  return notice;
}

/** The network is back: the notice closes by itself (no button to press). */
export async function backOnline(notice: HTMLElement): Promise<void> {
  onlineManager.setOnline(true);
  await waitFor(() => expect(notice).toHaveAttribute('data-state', 'closed'), { timeout: 5000 });
}
