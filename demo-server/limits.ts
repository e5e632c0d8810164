// Every limit the demo runs with, in one place, each set explicitly (a default of the library is
// written out here too), read from the environment where an operator may need to change it. The
// demo faces unauthenticated traffic: no limit is left to chance (docs/adr/0130).
import type { ServerLimits } from '../src/server/server-limits';

export interface DemoLimits {
  /** The node:http server's connection limits (applyServerLimits). */
  server: Required<Omit<ServerLimits, 'trustedProxies'>>;
  /** The proxy's own limits (createRampkitProxy's `limits`). */
  proxy: {
    requestsPerMinute: number;
    upstreamTimeoutMs: number;
    bodyBytes: number;
    webhookBodyBytes: number;
    eventStreams: number;
    eventStreamsPerCustomer: number;
    eventStreamsPerAddress: number;
  };
  /** Sign-ins one client address may make a minute (DEMO_SIGN_INS_PER_MINUTE). */
  signInsPerMinute: number;
  /** Back-office customer creations one client address may make a minute (DEMO_BACK_OFFICE_PER_MINUTE). */
  backOfficePerMinute: number;
  /** Customers the embedded sandbox keeps at most (SANDBOX_MAX_CUSTOMERS). */
  sandboxCustomers: number;
  /** Sessions this instance keeps in memory when there is no Redis (oldest signed out first). */
  sessionsInMemory: number;
}

type Env = Record<string, string | undefined>;

/** A positive whole number from the environment, or the default; anything else stops the start. */
function whole(env: Env, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not ${text}.`);
  return value;
}

export function readDemoLimits(env: Env): DemoLimits {
  const eventStreams = whole(env, 'PROXY_EVENT_STREAMS', 6_000);
  const maxConnections = whole(env, 'MAX_CONNECTIONS', 8_000);
  // Each stream is a connection: a stream cap the connection cap cannot hold would never be reached,
  // and streams would take every connection, leaving none for the requests that pages make.
  if (eventStreams >= maxConnections) throw new Error(`PROXY_EVENT_STREAMS (${eventStreams}) must be below MAX_CONNECTIONS (${maxConnections}).`);
  return {
    server: {
      maxConnections,
      connectionsPerAddress: whole(env, 'CONNECTIONS_PER_ADDRESS', 128),
      headersTimeoutMs: whole(env, 'HEADERS_TIMEOUT_MS', 10_000),
      requestTimeoutMs: whole(env, 'REQUEST_TIMEOUT_MS', 30_000),
      keepAliveTimeoutMs: whole(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000),
      idleTimeoutMs: whole(env, 'IDLE_TIMEOUT_MS', 60_000),
    },
    proxy: {
      requestsPerMinute: whole(env, 'PROXY_REQUESTS_PER_MINUTE', 600),
      upstreamTimeoutMs: whole(env, 'PROXY_UPSTREAM_TIMEOUT_MS', 15_000),
      bodyBytes: 1024 * 1024,
      webhookBodyBytes: 64 * 1024,
      eventStreams,
      eventStreamsPerCustomer: 5,
      eventStreamsPerAddress: whole(env, 'PROXY_EVENT_STREAMS_PER_ADDRESS', 50),
    },
    signInsPerMinute: whole(env, 'DEMO_SIGN_INS_PER_MINUTE', 30),
    backOfficePerMinute: whole(env, 'DEMO_BACK_OFFICE_PER_MINUTE', 10),
    sandboxCustomers: whole(env, 'SANDBOX_MAX_CUSTOMERS', 5_000),
    sessionsInMemory: 100_000,
  };
}

/** TRUSTED_PROXIES: the addresses of balancers in front of the demo, comma-separated. */
export function readTrustedProxies(env: Env): string[] {
  return (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}
