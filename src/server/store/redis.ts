// The store for several proxy instances: Redis (standalone, or behind Sentinel through ioredis's
// options). Each customer's events are a Redis Stream, so ids are ordered per customer and a
// browser's Last-Event-ID resumes on any instance; new events reach every instance by Pub/Sub.
// Every key has a lifetime. Commands fail fast while Redis is unreachable (no offline queue) so the
// proxy can apply its failure policy (docs/adr/0023) instead of hanging.
// ioredis is an optional peer dependency, loaded on first use: a proxy on the memory store needs
// nothing more installed.
import type { Redis, RedisOptions } from 'ioredis';
import { eventIdTime, StoreUnavailableError, type LiveListener, type ProxyStore, type StoredEvent } from './types';
import { trackSessions } from './session-tracking';
import { groupedWrites } from './grouped-writes';

export interface RedisStoreOptions {
  /** redis://[user:password@]host:port[/db] or rediss:// for TLS. */
  url: string;
  /** Prefix of every key and channel, so several deployments can share one Redis. Default "rampkit:". */
  prefix?: string;
  /** How long one command may take before the proxy treats Redis as unavailable. Default 1000 ms. */
  commandTimeoutMs?: number;
  /**
   * ioredis's `RedisOptions`, passed as they are (Sentinel, TLS, ...). Typed loosely on purpose: the
   * published declarations must not import ioredis, an optional peer a memory-store host lacks
   * (its type check with skipLibCheck false would fail).
   */
  redisOptions?: Readonly<Record<string, unknown>>;
}

/**
 * Each store says every INSTANCE_BEAT_MS that its instance is alive, for INSTANCE_LAPSE_MS. A stream
 * slot names its instance: when a customer's slots are all taken, those of an instance that stopped
 * saying so (it crashed, or was killed) are given back at once instead of after their lifetime, so
 * the customer's browsers reconnecting elsewhere are not refused for up to that long.
 */
const INSTANCE_BEAT_MS = 2_000;
const INSTANCE_LAPSE_MS = 6_000;

// Marks the webhook seen and relays it in one step, so a crash between the two cannot lose an event
// (seen but never relayed) or relay it twice. KEYS: dedupe, stream, channel.
// ARGV: dedupe ttl ms, payload, max events, max age ms.
const RECORD_WEBHOOK = `
if not redis.call('SET', KEYS[1], '1', 'NX', 'PX', ARGV[1]) then return false end
if KEYS[2] == '' then return '' end
local id = redis.call('XADD', KEYS[2], 'MAXLEN', ARGV[3], '*', 'e', ARGV[2])
local t = redis.call('TIME')
local oldest = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) - tonumber(ARGV[4])
redis.call('XTRIM', KEYS[2], 'MINID', tostring(oldest))
redis.call('PEXPIRE', KEYS[2], ARGV[4])
redis.call('PUBLISH', KEYS[3], id .. '\\n' .. ARGV[2])
return id`;

// A fixed window that starts at its first request. KEYS: counter. ARGV: window ms, requests counted.
const HIT = `
local by = tonumber(ARGV[2]) or 1
local n = redis.call('INCRBY', KEYS[1], by)
if n == by then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

// Stream slots: a sorted set of slot ids scored by when they lapse. KEYS: slots. ARGV: max, ttl ms, slot id.
const ACQUIRE_SLOT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;
const RENEW_SLOT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

// Binds a group of form sessions to their customers (./grouped-writes.ts). KEYS: form sessions.
// ARGV: customer, ttl ms, for each key in turn.
const BIND_FORM_SESSIONS = `
for i = 1, #KEYS do redis.call('SET', KEYS[i], ARGV[2 * i - 1], 'PX', ARGV[2 * i]) end
return #KEYS`;

/**
 * How long a form session's bind waits for others to share its round trip, and how many share one
 * at most. Five milliseconds on a prepare the service takes far longer to answer; under load a
 * group holds several (docs/adr/0197).
 */
const BIND_WINDOW_MS = 5;
const BIND_GROUP_MAX = 64;

// Deletes a session and tells every instance whose it was, and which key ended (so an instance
// forgets its copy before its listeners ask again). KEYS: session. ARGV: channel.
const END_SESSION = `
local customer = redis.call('GET', KEYS[1])
if not customer then return 0 end
redis.call('DEL', KEYS[1])
redis.call('PUBLISH', ARGV[1], cjson.encode({customer, KEYS[1]}))
return 1`;

/** The sessions-ended message: whose session, and its key (null when the message does not say). */
function endedSession(message: string): [customerId: string, key: string | null] {
  try {
    const parsed: unknown = JSON.parse(message);
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') return [parsed[0], parsed[1]];
  } catch {
    // not ours: read as a bare customer id
  }
  return [message, null];
}

type Scripts = {
  rkRecordWebhook(k1: string, k2: string, k3: string, ttl: number, payload: string, maxEvents: number, maxAge: number): Promise<string | null>;
  rkHit(key: string, windowMs: number, by: number): Promise<[number, number]>;
  rkAcquireSlot(key: string, max: number, ttl: number, slot: string): Promise<number>;
  rkRenewSlot(key: string, ttl: number, slot: string): Promise<number>;
  rkEndSession(key: string, channel: string): Promise<number>;
  rkBindFormSessions(keyCount: number, ...keysThenArgs: (string | number)[]): Promise<number>;
};

export function redisStore(options: RedisStoreOptions): ProxyStore {
  // Bundlers leave it alone (a Next.js host on the memory store builds without ioredis installed).
  const loaded = import(/* webpackIgnore: true */ /* @vite-ignore */ 'ioredis').then(
    ({ Redis: RedisClient }) => connect(RedisClient, options),
    (error: Error) => {
      throw new StoreUnavailableError(new Error(`redisStore needs the ioredis package (npm install ioredis): ${error.message}`));
    },
  );
  loaded.catch(() => {}); // reported by ready() and by every call
  /** A listener registered once the store is loaded (nothing to hear before), removable any time. */
  const later = (register: (store: ProxyStore) => () => void) => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void loaded.then((store) => {
      if (!stopped) stop = register(store);
    }, () => {});
    return () => {
      stopped = true;
      stop?.();
    };
  };
  // Once loaded, each call goes straight to the connected store (no extra promise on its way).
  let connected: ProxyStore | undefined;
  void loaded.then((store) => (connected = store), () => {});
  type Operation = 'ready' | 'bindFormSession' | 'formSessionOwner' | 'recordWebhook' | 'readEvents' | 'latestEventId' | 'subscribe' | 'hit' | 'acquireSlot' | 'renewSlot' | 'releaseSlot' | 'createSession' | 'readSession' | 'endSession';
  const via = <K extends Operation>(name: K) =>
    ((...args: unknown[]) => (connected ? (connected[name] as (...a: unknown[]) => unknown)(...args) : loaded.then((store) => (store[name] as (...a: unknown[]) => unknown)(...args)))) as ProxyStore[K];
  return {
    ready: via('ready'),
    bindFormSession: via('bindFormSession'),
    formSessionOwner: via('formSessionOwner'),
    recordWebhook: via('recordWebhook'),
    readEvents: via('readEvents'),
    latestEventId: via('latestEventId'),
    subscribe: via('subscribe'),
    onResync: (listener) => later((store) => store.onResync(listener)),
    hit: via('hit'),
    acquireSlot: via('acquireSlot'),
    renewSlot: via('renewSlot'),
    releaseSlot: via('releaseSlot'),
    createSession: via('createSession'),
    readSession: via('readSession'),
    endSession: via('endSession'),
    onSessionEnded: (listener) => later((store) => store.onSessionEnded(listener)),
    close: async () => (await loaded.catch(() => undefined))?.close(),
  };
}

function connect(RedisClient: typeof Redis, options: RedisStoreOptions): ProxyStore {
  const prefix = options.prefix ?? 'rampkit:';
  const base: RedisOptions = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: options.commandTimeoutMs ?? 1000,
    // A command the store already reported as failed (timed out, its connection gone) stays failed:
    // ioredis would otherwise send it again after the reconnect, binding a form session or relaying
    // a webhook that the proxy had answered 503 for.
    autoResendUnfulfilledCommands: false,
    // Keep trying for as long as the proxy runs: Redis coming back is the normal end of an outage.
    retryStrategy: (attempt) => Math.min(50 * attempt, 1000),
    ...options.redisOptions,
  };
  // No auto-pipelining: it builds a Pipeline for every batch, and a request's commands (its session
  // read, then its rate-limit window) come one per tick, so batches are mostly of one. Measured
  // here (ioredis 5, loopback): 21-27 µs of CPU per command one at a time with it, 13-15 µs
  // without; in bursts of ten, 5-6 µs with it, 7 µs without (docs/adr/0144).
  const client = new RedisClient(options.url, { ...base });
  const subscriber = new RedisClient(options.url, { ...base, commandTimeout: undefined });
  client.on('error', () => {}); // reported through failed commands; ioredis reconnects by itself
  subscriber.on('error', () => {});
  for (const [name, lua, keys] of [['rkRecordWebhook', RECORD_WEBHOOK, 3], ['rkHit', HIT, 1], ['rkAcquireSlot', ACQUIRE_SLOT, 1], ['rkRenewSlot', RENEW_SLOT, 1], ['rkEndSession', END_SESSION, 1]] as const) {
    client.defineCommand(name, { lua, numberOfKeys: keys });
  }
  // As many keys as the group holds: given with each call.
  client.defineCommand('rkBindFormSessions', { lua: BIND_FORM_SESSIONS });
  const scripts = client as unknown as Scripts;

  // Keys of one customer share a hash tag, so a script touching several stays on one Cluster slot.
  const tag = (customerId: string) => `{${customerId}}`;
  const streamKey = (customerId: string) => `${prefix}ev:${tag(customerId)}`;
  const channel = (customerId: string) => `${prefix}live:${tag(customerId)}`;
  const channelPrefix = `${prefix}live:{`;
  const sessionKey = (sessionId: string) => `${prefix}ss:${sessionId}`;
  // Read on every request: kept locally while Redis tells this instance of every change to them.
  const sessions = trackSessions(RedisClient, options.url, base, client, `${prefix}ss:`);
  /** One channel for every instance: which customer's session just ended. */
  const sessionsEnded = `${prefix}sessions-ended`;
  const instanceId = crypto.randomUUID();
  const aliveKey = (id: string) => `${prefix}alive:${id}`;
  const slotsKey = (customerId: string) => `${prefix}slots:${tag(customerId)}`;
  const slotMember = (slotId: string) => `${instanceId}|${slotId}`;
  const beat = () => client.set(aliveKey(instanceId), '1', 'PX', INSTANCE_LAPSE_MS).catch(() => {});
  const beating = setInterval(() => void beat(), INSTANCE_BEAT_MS);
  (beating as { unref?: () => void }).unref?.();
  client.on('ready', () => void beat());
  /** Gives back the slots of instances no longer alive; true when it gave any back. */
  const sweepDeadSlots = async (customerId: string) => {
    const members = await client.zrange(slotsKey(customerId), '0', '-1');
    const owners = [...new Set(members.map((m) => m.split('|')[0]!).filter((id) => id !== instanceId))];
    if (owners.length === 0) return false;
    const alive = await Promise.all(owners.map((id) => client.exists(aliveKey(id))));
    const dead = new Set(owners.filter((_, i) => alive[i] === 0));
    const gone = members.filter((m) => dead.has(m.split('|')[0]!));
    return gone.length > 0 && (await client.zrem(slotsKey(customerId), ...gone)) > 0;
  };

  const listeners = new Map<string, Set<LiveListener>>();
  const resyncListeners = new Set<() => void>();
  const sessionEndedListeners = new Set<(customerId: string) => void>();
  // Subscribed once connected, for the store's whole life (ioredis subscribes again after each
  // reconnect); ready() waits for it, so no session ends unheard after start.
  let sessionsSubscription: Promise<unknown> | undefined;
  const subscribeSessions = () =>
    (sessionsSubscription ??= subscriber.subscribe(sessionsEnded).catch((error: unknown) => {
      sessionsSubscription = undefined;
      throw error;
    }));
  subscriber.on('ready', () => void subscribeSessions().catch(() => {}));
  subscriber.on('message', (ch: string, message: string) => {
    if (ch === sessionsEnded) {
      // `[customer, key]` (ids may hold any character): the copy goes first, so a listener asking
      // whether the session holds hears no. Anything else: every copy goes.
      const [customerId, key] = endedSession(message);
      sessions.forget(key);
      for (const listener of sessionEndedListeners) listener(customerId);
      return;
    }
    if (!ch.startsWith(channelPrefix)) return;
    const customerId = ch.slice(channelPrefix.length, -1);
    const cut = message.indexOf('\n');
    const event = { id: message.slice(0, cut), payload: message.slice(cut + 1) };
    for (const listener of listeners.get(customerId) ?? []) listener(event);
  });
  let connectedOnce = false;
  subscriber.on('ready', () => {
    if (!connectedOnce) {
      connectedOnce = true;
      return;
    }
    // ioredis re-subscribes right after this event; a PING answered after those SUBSCRIBEs proves
    // they are in force, so a catch-up read from now on cannot miss what is published meanwhile.
    setImmediate(() => {
      subscriber.ping().then(
        async () => {
          // The catch-up reads go through the other connection: wait for it too.
          while (client.status !== 'ready') {
            if (client.status === 'end') return;
            await new Promise((r) => setTimeout(r, 50));
          }
          for (const channelName of subscriberChannels()) {
            const id = channelName.slice(channelPrefix.length, -1);
            if (!listeners.has(id)) subscriber.unsubscribe(channelName).catch(() => {});
          }
          for (const listener of resyncListeners) listener();
        },
        () => {},
      );
    });
  });
  const subscriberChannels = () => [...listeners.keys()].map(channel);

  // Without an async function of its own: one promise fewer on every command's way.
  const unavailable = (error: unknown) => {
    throw new StoreUnavailableError(error);
  };
  const guard = <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return work().catch(unavailable);
    } catch (error) {
      return Promise.reject(new StoreUnavailableError(error));
    }
  };
  const whenReady = (r: Redis) =>
    r.status === 'ready'
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new StoreUnavailableError(new Error(`no answer from ${options.url.replace(/\/\/[^@]*@/, '//')}`))), 10_000);
          r.once('ready', () => {
            clearTimeout(timer);
            resolve();
          });
        });

  const bindFormSessions = groupedWrites<[key: string, customerId: string, ttlMs: number]>(
    (binds) => scripts.rkBindFormSessions(binds.length, ...binds.map(([key]) => key), ...binds.flatMap(([, customerId, ttlMs]) => [customerId, ttlMs])),
    { windowMs: BIND_WINDOW_MS, max: BIND_GROUP_MAX },
  );

  return {
    ready: async () => {
      await Promise.all([whenReady(client), whenReady(subscriber)]);
      await guard(subscribeSessions);
    },
    bindFormSession: (id, customerId, ttlMs) => guard(() => bindFormSessions([`${prefix}fs:${id}`, customerId, ttlMs])),
    formSessionOwner: (id) => guard(() => client.get(`${prefix}fs:${id}`)),
    recordWebhook: ({ dedupeKey, dedupeTtlMs, customerId, payload, log }) =>
      guard(async () => {
        const dedupe = `${prefix}wh:${customerId ? tag(customerId) : ''}${dedupeKey}`;
        const id = await scripts.rkRecordWebhook(dedupe, customerId ? streamKey(customerId) : '', customerId ? channel(customerId) : '', dedupeTtlMs, payload, log.maxEvents, log.maxAgeMs);
        return id === null ? null : String(id);
      }),
    readEvents: (customerId, afterId, limit, maxAgeMs) =>
      guard(async () => {
        const entries = await client.xrange(streamKey(customerId), `(${afterId}`, '+', 'COUNT', limit);
        const oldest = Date.now() - maxAgeMs;
        return entries.filter(([id]) => eventIdTime(id) >= oldest).map(([id, fields]): StoredEvent => ({ id, payload: fields[1] ?? '' }));
      }),
    latestEventId: (customerId) =>
      guard(async () => {
        const [last] = await client.xrevrange(streamKey(customerId), '+', '-', 'COUNT', 1);
        return last?.[0] ?? '0-0';
      }),
    subscribe: (customerId, listener) =>
      guard(async () => {
        let set = listeners.get(customerId);
        if (!set) {
          set = new Set();
          listeners.set(customerId, set);
          try {
            await subscriber.subscribe(channel(customerId));
          } catch (error) {
            listeners.delete(customerId);
            throw error;
          }
        }
        set.add(listener);
        return () => {
          set.delete(listener);
          if (set.size === 0 && listeners.get(customerId) === set) {
            listeners.delete(customerId);
            subscriber.unsubscribe(channel(customerId)).catch(() => {});
          }
        };
      }),
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    hit: (key, windowMs, by = 1) =>
      guard(async () => {
        const [count, resetInMs] = await scripts.rkHit(`${prefix}rl:${key}`, windowMs, by);
        return { count: Number(count), resetInMs: Number(resetInMs) };
      }),
    acquireSlot: (customerId, slotId, max, ttlMs) =>
      guard(async () => {
        const take = async () => (await scripts.rkAcquireSlot(slotsKey(customerId), max, ttlMs, slotMember(slotId))) === 1;
        return (await take()) || ((await sweepDeadSlots(customerId)) && (await take()));
      }),
    renewSlot: (customerId, slotId, ttlMs) => guard(async () => void (await scripts.rkRenewSlot(slotsKey(customerId), ttlMs, slotMember(slotId)))),
    releaseSlot: (customerId, slotId) => guard(async () => void (await client.zrem(slotsKey(customerId), slotMember(slotId)))),
    createSession: (sessionId, customerId, ttlMs) => {
      const key = sessionKey(sessionId);
      return guard(async () => void (await client.set(key, customerId, 'PX', Math.max(1, Math.ceil(ttlMs))))).finally(() => sessions.forget(key));
    },
    readSession: (sessionId) => {
      const key = sessionKey(sessionId);
      return sessions.read(key, () => guard(() => client.get(key)));
    },
    endSession: (sessionId) => {
      // This instance's copy goes before and after the delete: Redis tells a connection's own
      // writes to its tracking only after answering them, so a read here right after the sign-out
      // must not find the copy (a read racing the delete is not kept either).
      const key = sessionKey(sessionId);
      sessions.forget(key);
      return guard(async () => void (await scripts.rkEndSession(key, sessionsEnded))).finally(() => sessions.forget(key));
    },
    onSessionEnded(listener) {
      sessionEndedListeners.add(listener);
      return () => sessionEndedListeners.delete(listener);
    },
    async close() {
      clearInterval(beating);
      listeners.clear();
      resyncListeners.clear();
      sessionEndedListeners.clear();
      sessions.close();
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
