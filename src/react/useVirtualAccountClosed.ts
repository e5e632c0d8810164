// Told when the kit closes a virtual account (a closeVirtualAccount write through the kit's hooks:
// VirtualAccounts beside it, or a host's own useCloseVirtualAccount), so what shows that account's
// details can withdraw them. Read off the query client's mutation cache: no event of the host's
// onEvent, and no coupling between the components that close and those that show.
import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { writeKey } from './hooks';

const CLOSE = writeKey('closeVirtualAccount');

/** Calls `onClosed` each time the virtual account `id` is closed successfully (nothing while `id` is undefined). */
export function useVirtualAccountClosed(id: string | undefined, onClosed: () => void): void {
  const queryClient = useQueryClient();
  const closed = useEffectEvent(onClosed);
  useEffect(() => {
    if (!id) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const { mutationKey } = event.mutation.options;
      if (mutationKey?.length !== CLOSE.length || mutationKey.some((part, i) => part !== CLOSE[i])) return;
      const variables = event.mutation.state.variables as { params?: { VirtualAccountID?: string } } | undefined;
      if (variables?.params?.VirtualAccountID === id) closed();
    });
  }, [queryClient, id]);
}
