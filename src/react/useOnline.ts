'use client';
// Whether the browser is online as the kit's queries see it: TanStack's onlineManager (it follows
// the browser's online and offline events), so a part says "offline" exactly when its reads pause.
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const subscribe = (change: () => void) => onlineManager.subscribe(change);
const isOnline = () => onlineManager.isOnline();

/** True while online; on the server (no network to lose) always true. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);
