// The default store: one process's memory, for a proxy that runs as a single instance. Same
// contract as redisStore (store.test.ts runs both through it), with the same lifetimes; a sweep and
// hard caps keep every map bounded even when nobody reads an entry again.
import { compareEventIds, eventIdTime, type LiveListener, type ProxyStore, type StoredEvent } from './types';

export interface MemoryStoreOptions {
  /** Upper bound on entries per map, oldest dropped first; lifetimes normally keep them far below. */
  maxEntries?: number;
  now?: () => number;
}

interface Expiring<T> {
  value: T;
  expires: number;
}

export function memoryStore(options: MemoryStoreOptions = {}): ProxyStore {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 100_000;
  const formSessions = new Map<string, Expiring<string>>();
  const seen = new Map<string, Expiring<true>>();
  const windows = new Map<string, Expiring<number>>();
  const sessions = new Map<string, Expiring<string>>();
  const sessionEnded = new Set<(customerId: string) => void>();
  const slots = new Map<string, Map<string, number>>();
  const logs = new Map<string, { events: StoredEvent[]; expires: number }>();
  const listeners = new Map<string, Set<LiveListener>>();
  let lastMs = 0;
  let seq = 0;

  const live = <T>(map: Map<string, Expiring<T>>, key: string): T | undefined => {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.expires > now()) return entry.value;
    map.delete(key);
    return undefined;
  };
  const put = <T>(map: Map<string, Expiring<T>>, key: string, value: T, ttlMs: number) => {
    map.delete(key);
    map.set(key, { value, expires: now() + ttlMs });
    if (map.size > maxEntries) map.delete(map.keys().next().value as string);
  };
  const nextId = () => {
    // Like Redis: milliseconds, then a sequence within the same (or an earlier, if the clock went
    // back) millisecond, so ids only ever grow.
    const ms = now();
    if (ms > lastMs) {
      lastMs = ms;
      seq = 0;
    } else seq += 1;
    return `${lastMs}-${seq}`;
  };
  const sweep = setInterval(() => {
    const t = now();
    for (const map of [formSessions, seen, windows, sessions] as Map<string, Expiring<unknown>>[]) for (const [k, e] of map) if (e.expires <= t) map.delete(k);
    for (const [k, log] of logs) if (log.expires <= t) logs.delete(k);
    for (const [k, held] of slots) {
      for (const [slot, expires] of held) if (expires <= t) held.delete(slot);
      if (held.size === 0) slots.delete(k);
    }
  }, 60_000);
  (sweep as { unref?: () => void }).unref?.();

  return {
    ready: async () => {},
    async bindFormSession(id, customerId, ttlMs) {
      put(formSessions, id, customerId, ttlMs);
    },
    async formSessionOwner(id) {
      return live(formSessions, id) ?? null;
    },
    async recordWebhook({ dedupeKey, dedupeTtlMs, customerId, payload, log }) {
      if (live(seen, dedupeKey)) return null;
      put(seen, dedupeKey, true, dedupeTtlMs);
      if (!customerId) return '';
      const event = { id: nextId(), payload };
      const entry = logs.get(customerId) ?? { events: [], expires: 0 };
      const oldest = now() - log.maxAgeMs;
      entry.events = [...entry.events.filter((e) => eventIdTime(e.id) >= oldest).slice(-(log.maxEvents - 1)), event];
      entry.expires = now() + log.maxAgeMs;
      logs.delete(customerId);
      logs.set(customerId, entry);
      if (logs.size > maxEntries) logs.delete(logs.keys().next().value as string);
      for (const listener of listeners.get(customerId) ?? []) listener(event);
      return event.id;
    },
    async readEvents(customerId, afterId, limit, maxAgeMs) {
      const entry = logs.get(customerId);
      if (!entry || entry.expires <= now()) return [];
      const oldest = now() - maxAgeMs;
      return entry.events.filter((e) => compareEventIds(e.id, afterId) > 0 && eventIdTime(e.id) >= oldest).slice(0, limit);
    },
    async latestEventId(customerId) {
      const entry = logs.get(customerId);
      return entry && entry.expires > now() ? (entry.events.at(-1)?.id ?? '0-0') : '0-0';
    },
    async subscribe(customerId, listener) {
      const set = listeners.get(customerId) ?? new Set();
      set.add(listener);
      listeners.set(customerId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(customerId);
      };
    },
    onResync: () => () => {},
    async hit(key, windowMs, by = 1) {
      const entry = windows.get(key);
      if (!entry || entry.expires <= now()) {
        put(windows, key, by, windowMs);
        return { count: by, resetInMs: windowMs };
      }
      entry.value += by;
      return { count: entry.value, resetInMs: entry.expires - now() };
    },
    async acquireSlot(customerId, slotId, max, ttlMs) {
      const t = now();
      const held = slots.get(customerId) ?? new Map<string, number>();
      for (const [slot, expires] of held) if (expires <= t) held.delete(slot);
      if (held.size >= max) return false;
      held.set(slotId, t + ttlMs);
      slots.set(customerId, held);
      return true;
    },
    async renewSlot(customerId, slotId, ttlMs) {
      const held = slots.get(customerId) ?? new Map<string, number>();
      held.set(slotId, now() + ttlMs);
      slots.set(customerId, held);
    },
    async releaseSlot(customerId, slotId) {
      const held = slots.get(customerId);
      held?.delete(slotId);
      if (held?.size === 0) slots.delete(customerId);
    },
    // Beyond maxEntries the oldest session is dropped: that session is signed out, never let back in.
    async createSession(sessionId, customerId, ttlMs) {
      put(sessions, sessionId, customerId, ttlMs);
    },
    async readSession(sessionId) {
      return live(sessions, sessionId) ?? null;
    },
    async endSession(sessionId) {
      const customerId = live(sessions, sessionId);
      sessions.delete(sessionId);
      if (customerId !== undefined) for (const listener of sessionEnded) listener(customerId);
    },
    onSessionEnded(listener) {
      sessionEnded.add(listener);
      return () => sessionEnded.delete(listener);
    },
    async close() {
      clearInterval(sweep);
      listeners.clear();
      sessionEnded.clear();
    },
  };
}
