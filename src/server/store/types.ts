// Everything the proxy remembers between requests, behind one interface, so that N proxy instances
// can share it (redisStore) or one instance can keep it in its own memory (memoryStore, the
// default). Every entry has a lifetime: nothing a browser or a webhook sender does can make the
// store grow without bound. It can also keep the business's own sign-in sessions (the demo's), so
// that a session ends everywhere at once, and its live streams with it.

/** One relayed event as the store keeps it: its per-customer id and the JSON the browser gets. */
export interface StoredEvent {
  id: string;
  payload: string;
}

export interface EventLogLimits {
  /** Events kept per customer for replay after a reconnect. */
  maxEvents: number;
  /** How long an event stays replayable, in ms. */
  maxAgeMs: number;
}

export type LiveListener = (event: StoredEvent) => void;

export interface ProxyStore {
  /** Resolves once the store can answer (a Redis store: connected). Rejects if it cannot. */
  ready(): Promise<void>;

  /** Remembers which customer prepared a form session, for `ttlMs`. */
  bindFormSession(formSessionId: string, customerId: string, ttlMs: number): Promise<void>;
  /** The customer that prepared this form session, or null (unknown or expired). */
  formSessionOwner(formSessionId: string): Promise<string | null>;

  /**
   * Records a verified webhook exactly once, atomically with its relay: if `dedupeKey` was not
   * seen in the last `dedupeTtlMs`, marks it seen and, when `customerId` is given, appends
   * `payload` to that customer's event log and publishes it to every instance. Returns the new
   * event id ('' without a customer), or null for a duplicate.
   */
  recordWebhook(input: { dedupeKey: string; dedupeTtlMs: number; customerId?: string; payload: string; log: EventLogLimits }): Promise<string | null>;

  /** Events of this customer after `afterId` (exclusive), oldest first, at most `limit`. */
  readEvents(customerId: string, afterId: string, limit: number, maxAgeMs: number): Promise<StoredEvent[]>;
  /** The id of the customer's newest event ('0-0' when there is none): where "from now" starts. */
  latestEventId(customerId: string): Promise<string>;
  /** Live events of one customer as they are published by any instance. Resolves once active. */
  subscribe(customerId: string, listener: LiveListener): Promise<() => void>;
  /**
   * Called after the store lost and regained its live connection: events published meanwhile may
   * have been missed by subscribers, who should read the log again from their last id.
   */
  onResync(listener: () => void): () => void;

  /**
   * Counts a request in the key's fixed window of `windowMs` (the window starts at its first
   * request). Returns the count so far and the ms until the window ends. `by`: how many requests
   * (default 1), for a limiter that counts locally and adds its counts in batches.
   */
  hit(key: string, windowMs: number, by?: number): Promise<{ count: number; resetInMs: number }>;

  /**
   * Takes one of `max` slots for a live stream of this customer, held for `ttlMs` unless renewed
   * (so a crashed instance's streams free their slots by themselves). False when all are taken.
   */
  acquireSlot(customerId: string, slotId: string, max: number, ttlMs: number): Promise<boolean>;
  renewSlot(customerId: string, slotId: string, ttlMs: number): Promise<void>;
  releaseSlot(customerId: string, slotId: string): Promise<void>;

  /**
   * Keeps a session of the business's own sign-in for `ttlMs`: the session is signed in only while
   * it is here, so whatever loses it (sign-out, eviction, an empty Redis) signs it out. Fails
   * closed by construction: nothing a store forgets can let a session back in.
   */
  createSession(sessionId: string, customerId: string, ttlMs: number): Promise<void>;
  /** The customer of a live session, or null (never created, ended, expired or lost). */
  readSession(sessionId: string): Promise<string | null>;
  /**
   * Ends a session on every instance sharing this store: deletes it and tells each instance's
   * `onSessionEnded` listeners, so the live-update streams it opened close. Rejects
   * (StoreUnavailableError) when the store could not be reached: the session then is not ended.
   */
  endSession(sessionId: string): Promise<void>;
  /** Called with the customer whose session ended, on this or another instance. */
  onSessionEnded(listener: (customerId: string) => void): () => void;

  close(): Promise<void>;
}

/** Event ids are `<ms>-<seq>` (a Redis Streams id): ordered per customer, comparable anywhere. */
export const EVENT_ID = /^\d{1,15}-\d{1,15}$/;

export function compareEventIds(a: string, b: string): number {
  const [am = 0, as = 0] = a.split('-').map(Number);
  const [bm = 0, bs = 0] = b.split('-').map(Number);
  return am - bm || as - bs;
}

/** The ms timestamp inside an event id. */
export function eventIdTime(id: string): number {
  return Number(id.split('-')[0]);
}

/** A store failure (Redis unreachable, timed out): the proxy answers 503 instead of guessing. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
  constructor(cause: unknown) {
    super(`The proxy's store is unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}
