// What createRampkitProxy takes and returns: the public shape of the proxy a business mounts
// (./proxy.ts builds it).
import type { BusinessFees } from './business-fees';
import type { ProxyConnectionInfo } from './client-address';
import type { ProxyObserver } from './observe';
import type { ProxyStore } from './store/types';

type Fetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

export interface RampkitProxyOptions {
  /** The upstream base URL, ending in /v1 (the embedded sandbox, a real sandbox, or production). */
  baseUrl: string;
  apiKey: string;
  /** PKCS#8 PEM private key (ES384 or ES256) registered with the API key. */
  signingKey?: string;
  /** The service's public key (SPKI PEM) that signs webhooks. Without it, /webhooks refuses everything. */
  webhookPublicKey?: string;
  /** The business's own authentication: which customer this browser request is for, or null. */
  resolveCustomer: (request: Request) => string | null | undefined | Promise<string | null | undefined>;
  fetch?: Fetch;
  limits?: {
    /** Largest body of a browser's request. Default 1 MiB (the service's own limit). */
    bodyBytes?: number;
    /**
     * Largest webhook body. Default 64 KiB: the service's events are a few KiB (a Transaction or a
     * Customer with its verifications); anything far larger is not one of them, and is refused
     * before its signature is checked.
     */
    webhookBodyBytes?: number;
    requestsPerMinute?: number;
    /**
     * How often each instance adds its customers' request counts to the store's shared windows
     * (one command per customer), counting locally in between. Default 250 ms: no store round trip
     * on a request's way; another instance's requests count here within this time. 0: one store
     * command per request, exact across instances (docs/adr/0146).
     */
    rateLimitSyncMs?: number;
    upstreamTimeoutMs?: number;
    /** Live-event streams one customer may hold open (all instances together). Default 5. */
    eventStreamsPerCustomer?: number;
    /**
     * Live-event streams one client address may hold open on this instance, whoever is signed in
     * there. Default 50. Needs the client's address (the `fetch` handler's second argument).
     */
    eventStreamsPerAddress?: number;
    /** Live-event streams this instance holds open in all. Default 10,000. */
    eventStreams?: number;
    /**
     * Webhooks failing their signature one client address may send a minute; beyond it the address
     * is answered 429 without a check until the minute ends. Default 30. The service's own webhooks
     * verify, so this only ever holds back a forger (or a sender with the wrong key configured).
     */
    rejectedWebhooksPerAddress?: number;
  };
  /**
   * Addresses of the business's own balancers in front of the proxy: for requests they forward, the
   * client's address is read from X-Forwarded-For (the rightmost entry not one of them).
   */
  trustedProxies?: string[];
  /**
   * Where the proxy keeps what it remembers (form session owners, seen webhooks, rate-limit
   * windows, event logs, live fan-out). Default: this process's memory, for one instance; for
   * several instances give them one `redisStore({ url })`.
   */
  store?: ProxyStore;
  /**
   * Origins allowed to send state-changing requests (CSRF), e.g. ['https://wallet.example']. Taken
   * from configuration only, never from the Host header: without it every POST/PUT is refused.
   */
  allowedOrigins?: string[];
  /**
   * Require a same-site Origin on every state-changing request (CSRF). Default true; turn it off
   * only where no browser can reach the proxy across sites (an in-process backend in tests).
   */
  checkOrigin?: boolean;
  /**
   * What watches the proxy's own steps: signing, the upstream call, each store operation.
   * `[await createProxyMetrics(), await createProxyTracing()]`, either or both; none by default.
   */
  observers?: readonly ProxyObserver[];
  /** Let customers read the business's balances (for a dashboard). Default false. */
  exposeBalances?: boolean;
  /**
   * The business's fees, which the proxy puts on the requests that take one: `sell` on every sell
   * prepare (a sell-on-deposit rule takes the fee of the form session it is made from), and
   * `bankDeposit` (by payment method type) on every bank deposit workflow. A fee is the business's
   * to set, so a browser's own BusinessFee or BusinessFees is refused (403), as is onboarding
   * Metadata: a customer could otherwise waive the fee or write the business's pairs
   * (docs/adr/0168). Default: no business fee.
   */
  businessFees?: BusinessFees;
  /** How old a webhook's Occurred may be. Default 5 minutes. */
  webhookMaxAgeMs?: number;
  /** How far in the future a webhook's Occurred may be (clock skew). Default 5 minutes. */
  webhookMaxSkewMs?: number;
}

/**
 * What `createRampkitProxy` returns, all a business needs to mount it: one Web-standard handler.
 * It answers `/api/*` (the operations the components use), `/api/events` (the live-event stream)
 * and `POST /webhooks`, and anything else with a 404 in the error envelope; mount it at the root
 * of the origin so those paths stay as they are, before any body parser.
 */
export interface RampkitProxy {
  /**
   * Answers one request. Bound to the proxy, so it may be passed alone: a Workers or Deno handler,
   * `Bun.serve({ fetch: proxy.fetch })`, `getRequestListener(proxy.fetch)` from `@hono/node-server`
   * (Express, node:http), Next.js route handlers, or a route of your own Hono app.
   *
   * `connection` says who is connected, for the limits per client address: `{ clientAddress }`,
   * or @hono/node-server's bindings, which `getRequestListener(proxy.fetch)` and `serve()` pass by
   * themselves and a Hono route passes as `proxy.fetch(c.req.raw, c.env)`. Without it (Workers,
   * Next.js: the platform's edge limits per address there) those limits do not apply.
   */
  readonly fetch: (request: Request, connection?: ProxyConnectionInfo) => Promise<Response>;
  /**
   * Graceful shutdown: ends this instance's live-update streams, each told to reconnect after
   * `retryMs` (default 500) so it resumes on another instance from its last event id.
   */
  readonly closeStreams: (options?: { retryMs?: number }) => void;
  /**
   * Writes what its wrappers still hold (a request log's batch of lines: `logRequests` with
   * `batch`). shutdownGracefully calls it last; the proxy itself holds nothing.
   */
  readonly flush?: () => void;
}
