'use client';
// Live updates: the proxy's /events stream written into the query cache. Events say only what
// changed (type, id, status, version); the kit reads the details again through the proxy's bound
// routes. One stream per query client and proxy URL, however many components use this hook (the
// proxy allows a customer only a handful). Where EventSource is missing, the stream keeps failing
// or the proxy refuses it, the kit polls; a 401 means the session ended and the host is told.
import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../api/live-events';
import type { OnboardingStatus } from '../api/onboarding';
import { ONBOARDING_STATUSES } from '../api/values';
import type { RampkitClient } from '../api/client';
import type { RampkitEvent } from '../core/events';
import { createVersionGuard, openLiveStream, type LiveMode } from '../core/live-stream';
import { eventSourceOver } from '../core/fetch-event-source';
import { rampkitKeys } from './query-keys';
import { hasNoCustomerDetails } from '../api/api-error';
import { rampkitQueries, type RampkitQueryOptions } from './queries';
import { useRampkitConnection } from './useRampkit';

export type { LiveMode };

export interface RampkitEventsOptions {
  /** Polling period when the stream is unavailable. Default 5 s. */
  pollIntervalMs?: number;
  /** Stream failures in a row before falling back to polling. Default 3. */
  maxFailures?: number;
  /** While polling, when to try the stream again (doubling, at most 5 minutes). Default 30 s. */
  retryLiveMs?: number;
  /** Follow the stream (default true); false leaves it, or never opens it, without unmounting. */
  enabled?: boolean;
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

/**
 * The record read again now, whatever the cache holds, or undefined when the read fails. Through
 * `fetchQuery`, which every TanStack Query 5 in the peer range has: `queryClient.query`, which
 * recent 5.x releases deprecate it for, is missing from the earlier ones.
 */
function readAgain<T>(queryClient: QueryClient, read: RampkitQueryOptions<T>): Promise<T | undefined> {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- see above: the peer range's oldest 5.x has no queryClient.query
  return queryClient.fetchQuery({ ...read, staleTime: 0 }).catch(() => undefined);
}

/** Refreshes what an event says changed, and tells the host with the fresh record. */
async function refresh(queryClient: QueryClient, shared: Shared, event: LiveEvent) {
  if (event.EventType === 'Transaction') {
    void queryClient.invalidateQueries({ queryKey: rampkitKeys.transactions.lists() });
    const read = rampkitQueries.transaction(shared.client, { transactionId: event.ID });
    // A read in flight started before this event: cancel it, or its older answer would land after.
    await queryClient.cancelQueries({ queryKey: read.queryKey });
    const transaction = await readAgain(queryClient, read);
    if (transaction) shared.emit({ type: 'transaction.updated', transaction });
  } else if (event.EventType === 'Customer') {
    const read = rampkitQueries.customer(shared.client, { customerId: event.ID });
    await queryClient.cancelQueries({ queryKey: read.queryKey });
    const customer = await readAgain(queryClient, read);
    shared.emit({ type: 'onboarding.status', customerId: event.ID, status: isOnboardingStatus(event.Status) ? event.Status : undefined, verifications: customer?.Verifications });
  } else {
    void queryClient.invalidateQueries({ queryKey: rampkitKeys.virtualAccounts.lists() });
    void queryClient.invalidateQueries({ queryKey: rampkitKeys.transactions.lists() });
  }
}

function catchUp(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: rampkitKeys.transactions.all });
  // A customer with no details yet gets them only through a step of their own that the kit follows
  // (a launch, the hosted page's return, a Customer event): not caught up on (docs/adr/0172).
  void queryClient.invalidateQueries({ queryKey: rampkitKeys.customers.all, predicate: (query) => !hasNoCustomerDetails(query.state.error) });
}

const lookup = (queryClient: QueryClient, url: string) => connections.get(queryClient)?.get(url);

function connect(queryClient: QueryClient, url: string, client: RampkitClient, emit: Shared['emit'], options: Required<Pick<RampkitEventsOptions, 'maxFailures' | 'retryLiveMs'>>): Shared {
  const byUrl = connections.get(queryClient) ?? new Map<string, Shared>();
  connections.set(queryClient, byUrl);
  const existing = byUrl.get(url);
  if (existing) return existing;
  const guard = createVersionGuard();
  const shared: Shared = { mode: 'connecting', users: 0, client, emit, modeListeners: new Set(), eventListeners: new Set(), stream: { close() {}, reconnect() {} } };
  shared.stream = openLiveStream({
    url,
    ...options,
    // A client given its own fetch reaches the proxy only through it: so does its stream.
    EventSource: client.fetch ? eventSourceOver(client.fetch) : EventSource,
    fetch: client.fetch ?? ((input, init) => fetch(input, init)),
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

function release(queryClient: QueryClient, url: string, connection: Shared) {
  connection.users -= 1;
  if (connection.users > 0) return;
  connection.stream.close();
  if (lookup(queryClient, url) === connection) connections.get(queryClient)?.delete(url);
}

export function useRampkitEvents(options: RampkitEventsOptions = {}): { mode: LiveMode; reconnect: () => void } {
  // The connection part of the context only: a locale or messages change does not reach here, and
  // the provider's client and emit stay the same through host re-renders.
  const { proxyUrl, client, emit } = useRampkitConnection('useRampkitEvents');
  const queryClient = useQueryClient();
  const supported = client.fetch !== undefined || typeof EventSource !== 'undefined';
  const { pollIntervalMs = 5_000, maxFailures = 3, retryLiveMs = 30_000, onLiveEvent, enabled = true } = options;
  const url = `${proxyUrl.replace(/\/$/, '')}/events`;

  // Opening (or joining) the stream is the subscription: it lives as long as some component uses
  // it, and depends on nothing a host re-render changes (an inline onLiveEvent included).
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!supported || !enabled) return () => undefined;
      const connection = connect(queryClient, url, client, emit, { maxFailures, retryLiveMs });
      connection.users += 1;
      connection.modeListeners.add(notify);
      return () => {
        connection.modeListeners.delete(notify);
        release(queryClient, url, connection);
      };
    },
    // client and emit are handed to the connection below when they change; they do not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [supported, enabled, queryClient, url, maxFailures, retryLiveMs],
  );
  const mode = useSyncExternalStore(
    subscribe,
    () => (supported ? (lookup(queryClient, url)?.mode ?? 'connecting') : 'polling'),
    () => 'connecting' as LiveMode,
  );

  useEffect(() => {
    const connection = lookup(queryClient, url);
    if (!connection) return;
    connection.client = client;
    connection.emit = emit;
  }, [queryClient, url, client, emit, subscribe]);

  // The host's newest onLiveEvent, called from the stream (an effect event: never a re-subscribe).
  const hear = useEffectEvent((event: LiveEvent) => onLiveEvent?.(event));
  const listens = !!onLiveEvent;
  useEffect(() => {
    const connection = lookup(queryClient, url);
    if (!connection || !listens) return;
    const listener = (event: LiveEvent) => hear(event);
    connection.eventListeners.add(listener);
    return () => void connection.eventListeners.delete(listener);
  }, [queryClient, url, listens, subscribe]);

  useEffect(() => {
    if (mode !== 'polling' || !enabled) return;
    const timer = setInterval(() => catchUp(queryClient), pollIntervalMs);
    return () => clearInterval(timer);
  }, [mode, enabled, pollIntervalMs, queryClient]);

  const reconnect = useCallback(() => lookup(queryClient, url)?.stream.reconnect(), [queryClient, url]);
  return { mode, reconnect };
}
