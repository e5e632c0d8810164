'use client';
// Live updates: the proxy's /events stream written into the query cache. Events say only what
// changed (type, id, status, version); the kit reads the details again through the proxy's bound
// routes. One stream per query client and proxy URL, however many components use this hook (the
// proxy allows a customer only a handful). Where EventSource is missing, the stream keeps failing
// or the proxy refuses it, the kit polls; a 401 means the session ended and the host is told.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../api/live-events';
import { ONBOARDING_STATUSES, type OnboardingStatus } from '../api/onboarding';
import type { RampkitClient } from '../api/client';
import type { RampkitEvent } from '../core/events';
import { createVersionGuard, openLiveStream, type LiveMode } from '../core/live-stream';
import { rampkitKeys } from './query-keys';
import { useRampkit } from './useRampkit';

export type { LiveMode };

export interface RampkitEventsOptions {
  /** Polling period when the stream is unavailable. Default 5 s. */
  pollIntervalMs?: number;
  /** Stream failures in a row before falling back to polling. Default 3. */
  maxFailures?: number;
  /** While polling, when to try the stream again (doubling, at most 5 minutes). Default 30 s. */
  retryLiveMs?: number;
  /** Every new event (older or repeated versions are left out), before the kit refreshes. */
  onLiveEvent?: (event: LiveEvent) => void;
}

interface Shared {
  mode: LiveMode;
  users: number;
  client: RampkitClient;
  emit: (event: RampkitEvent) => void;
  modeListeners: Set<() => void>;
  eventListeners: Set<(event: LiveEvent) => void>;
  stream: { close(): void; reconnect(): void };
}

const connections = new WeakMap<QueryClient, Map<string, Shared>>();

const isOnboardingStatus = (s: string | undefined): s is OnboardingStatus => (ONBOARDING_STATUSES as readonly string[]).includes(s ?? '');

/** Refreshes what an event says changed, and tells the host with the fresh record. */
async function refresh(queryClient: QueryClient, shared: Shared, event: LiveEvent) {
  if (event.EventType === 'Transaction') {
    void queryClient.invalidateQueries({ queryKey: [...rampkitKeys.transactions(), 'list'] });
    const key = rampkitKeys.transaction(event.ID);
    // A read in flight started before this event: cancel it, or its older answer would land after.
    await queryClient.cancelQueries({ queryKey: key });
    const transaction = await queryClient
      .fetchQuery({ queryKey: key, queryFn: ({ signal }) => shared.client.getTransaction({ params: { TransactionID: event.ID }, signal }), staleTime: 0 })
      .catch(() => undefined);
    if (transaction) shared.emit({ type: 'transaction.updated', transaction });
  } else if (event.EventType === 'Customer') {
    const key = rampkitKeys.customer(event.ID);
    await queryClient.cancelQueries({ queryKey: key });
    const customer = await queryClient
      .fetchQuery({ queryKey: key, queryFn: ({ signal }) => shared.client.getCustomer({ params: { CustomerID: event.ID }, signal }), staleTime: 0 })
      .catch(() => undefined);
    shared.emit({ type: 'onboarding.status', customerId: event.ID, status: isOnboardingStatus(event.Status) ? event.Status : undefined, verifications: customer?.Verifications });
  } else {
    void queryClient.invalidateQueries({ queryKey: [...rampkitKeys.all, 'virtual-accounts'] });
    void queryClient.invalidateQueries({ queryKey: [...rampkitKeys.transactions(), 'list'] });
  }
}

function catchUp(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: rampkitKeys.transactions() });
  void queryClient.invalidateQueries({ queryKey: [...rampkitKeys.all, 'customer'] });
}

function connect(queryClient: QueryClient, url: string, client: RampkitClient, emit: Shared['emit'], options: Required<Pick<RampkitEventsOptions, 'maxFailures' | 'retryLiveMs'>>): Shared {
  const byUrl = connections.get(queryClient) ?? new Map<string, Shared>();
  connections.set(queryClient, byUrl);
  const existing = byUrl.get(url);
  if (existing) {
    existing.client = client;
    existing.emit = emit;
    return existing;
  }
  const guard = createVersionGuard();
  const shared: Shared = { mode: 'connecting', users: 0, client, emit, modeListeners: new Set(), eventListeners: new Set(), stream: { close() {}, reconnect() {} } };
  shared.stream = openLiveStream({
    url,
    ...options,
    EventSource,
    fetch: (input, init) => fetch(input, init),
    onEvent(event) {
      if (!guard.accept(event)) return;
      for (const listener of shared.eventListeners) listener(event);
      void refresh(queryClient, shared, event);
    },
    // Whatever happened before the stream was (re)connected was not sent on it: catch up once.
    onOpen: () => catchUp(queryClient),
    onMode(mode) {
      if (mode === shared.mode) return;
      shared.mode = mode;
      if (mode === 'expired') shared.emit({ type: 'session.expired', source: 'events' });
      for (const listener of shared.modeListeners) listener();
    },
  });
  byUrl.set(url, shared);
  return shared;
}

export function useRampkitEvents(options: RampkitEventsOptions = {}): { mode: LiveMode; reconnect: () => void } {
  const { proxyUrl, client, emit } = useRampkit('useRampkitEvents');
  const queryClient = useQueryClient();
  const supported = typeof EventSource !== 'undefined';
  const { pollIntervalMs = 5_000, maxFailures = 3, retryLiveMs = 30_000, onLiveEvent } = options;
  const url = `${proxyUrl.replace(/\/$/, '')}/events`;
  const [shared, setShared] = useState<Shared | undefined>();

  useEffect(() => {
    if (!supported) return;
    const connection = connect(queryClient, url, client, emit, { maxFailures, retryLiveMs });
    connection.users += 1;
    setShared(connection);
    return () => {
      connection.users -= 1;
      if (connection.users > 0) return;
      connection.stream.close();
      connections.get(queryClient)?.delete(url);
    };
    // client and emit are read from the shared connection when an event comes (below), so a new
    // context value does not tear the stream down.
  }, [supported, queryClient, url, maxFailures, retryLiveMs]);

  useEffect(() => {
    if (!shared) return;
    shared.client = client;
    shared.emit = emit;
  }, [shared, client, emit]);

  useEffect(() => {
    if (!shared || !onLiveEvent) return;
    shared.eventListeners.add(onLiveEvent);
    return () => void shared.eventListeners.delete(onLiveEvent);
  }, [shared, onLiveEvent]);

  const subscribe = useCallback(
    (notify: () => void) => {
      shared?.modeListeners.add(notify);
      return () => void shared?.modeListeners.delete(notify);
    },
    [shared],
  );
  const mode = useSyncExternalStore(
    subscribe,
    () => (supported ? (shared?.mode ?? 'connecting') : 'polling'),
    () => 'connecting' as LiveMode,
  );

  useEffect(() => {
    if (mode !== 'polling') return;
    const timer = setInterval(() => catchUp(queryClient), pollIntervalMs);
    return () => clearInterval(timer);
  }, [mode, pollIntervalMs, queryClient]);

  return { mode, reconnect: () => shared?.stream.reconnect() };
}
