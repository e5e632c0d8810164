// createRampkitProxy(): what a business mounts in its backend so Rampkit's components can call the
// Business Payments API without ever holding a secret. It allows only the operations the
// components need, binds every call to the signed-in customer, signs what it forwards, and relays
// verified webhooks to that customer's browsers over Server-Sent Events.
import { Hono } from 'hono';
import { matchOperation, operations, type OperationName } from '../api/operations';
import { WebhookEnvelopeSchema, WebhookEventSchema, webhookEventCustomer, webhookEventKey } from '../api/webhooks';
import { LIVE_EVENT_TYPES, toLiveEvent } from '../api/live-events';
import { readerOf } from '../api/reader';
import type { ErrorType, FieldProblem } from '../api/errors';
import { statusOfErrorType } from '../api/errors';
import { importWebhookKey, looksLikeWebhookSignature, verifyWebhookSignature } from '../wire/webhook-signature';
import { checkedBusinessFees, type BusinessFees } from './business-fees';
import { BROWSER_OPERATIONS, type Binding } from './allowlist';
import { createEventHub, DEFAULT_EVENT_LOG } from './events';
import { createRateLimiter } from './rate-limit';
import { memoryStore } from './store/memory';
import type { ProxyStore } from './store/types';
import { BodyTooLargeError, JsonTooDeepError, MAX_JSON_DEPTH, parseJsonWithin, readBytesWithin, readTextWithin } from '../wire/body';
import { createSignedUpstream } from './signing-fetch';
import { clientAddressKey, peerAddressOf, trustedProxies, type ProxyConnectionInfo } from './client-address';
import { createLocalWindows } from './local-windows';
import { isMarkedAnswer, markAnswer } from './answer-labels';
import { composeObservers, observeStore, type ProxyObserver } from './observe';
import { leavingOf, type Leaving } from './leaving';
import { urlParts } from '../wire/url-parts';
import { canonicalId } from '../api/canonical-id';
import { HARDENING_HEADERS, headerRecord } from './header-record';

type Fetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

const webhookReader = readerOf(WebhookEventSchema);

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

/** What the proxy's middleware hands its routes: the id every answer and error envelope carries, and the client's address key. */
type ProxyEnv = { Bindings: { clientAddress?: string }; Variables: { requestId: string } };

/** What an answer needs to know of its request: the id it carries (X-Request-ID, the envelope's Instance). */
type Exchange = { get(key: 'requestId'): string };

// date: the upstream's clock, which its quotes expire by (the kit corrects a device's clock by it).
const SAFE_RESPONSE_HEADERS = ['content-type', 'retry-after', 'date'];
/** The upstream answer's headers a browser may see. */
function safeHeaders(response: { headers: { get(name: string): string | null } }): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of SAFE_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  return headers;
}


/**
 * An answer of the proxy's own with every header it carries in one plain record (its request id and
 * the hardening headers included), so @hono/node-server writes them as they are instead of
 * building a Headers object for the middleware to add them to.
 */
function answer(c: Exchange, body: string | Uint8Array | null, status: number, headers: Record<string, string>) {
  const id = c.get('requestId');
  return markAnswer(new Response(body as BodyInit | null, { status, headers: headerRecord(HARDENING_HEADERS, headers, { 'x-request-id': id }) }), id);
}

function envelope(c: Exchange, type: ErrorType, detail: string, action: string, extra: { problems?: FieldProblem[]; status?: number; headers?: Record<string, string> } = {}) {
  const body = { Type: type, Action: action, Detail: detail, Instance: c.get('requestId'), ...(extra.problems ? { RequestExtension: { Body: extra.problems } } : {}) };
  return answer(c, JSON.stringify(body), extra.status ?? statusOfErrorType(type), { 'content-type': 'application/json', ...extra.headers });
}

/**
 * The answer to a HEAD: the GET's status and headers, its length in Content-Length, no body. The
 * upstream was asked with a signed GET (operations name GET; the service need not take HEAD), so
 * only a HEAD pays for reading the answer again (docs/adr/0170).
 */
function withoutBody(response: Response): Promise<Response> {
  return response.arrayBuffer().then((bytes) => {
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    headers['content-length'] = String(bytes.byteLength);
    const id = headers['x-request-id'];
    const bare = new Response(null, { status: response.status, headers });
    return id ? markAnswer(bare, id) : bare;
  });
}

/** Whether a request URL's path is under /api/ but not the live-event stream: read off the string, without building a URL. */
function isProxiedPath(url: string): boolean {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0 || !url.startsWith('/api/', start)) return false;
  const rest = url.slice(start + '/api/'.length);
  return !/^events(?:[?#/]|$)/.test(rest);
}

/** Refuses paths a router could read differently from us: traversal, encoded slashes, doubled slashes. */
function suspiciousPath(rawPath: string): boolean {
  return /(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\|\/\//i.test(rawPath);
}

export function createRampkitProxy(options: RampkitProxyOptions): RampkitProxy {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const bodyLimit = options.limits?.bodyBytes ?? 1024 * 1024;
  const fees = checkedBusinessFees(options.businessFees);
  const timeoutMs = options.limits?.upstreamTimeoutMs ?? 15_000;
  const observe = composeObservers(options.observers);
  const signed = createSignedUpstream({ apiKey: options.apiKey, signingKey: options.signingKey, fetch: options.fetch }, observe);
  const store = observeStore(options.store ?? memoryStore(), observe);
  const rateLimitSyncMs = options.limits?.rateLimitSyncMs ?? 250;
  const limiter = createRateLimiter(options.limits?.requestsPerMinute ?? 600, store, { syncMs: rateLimitSyncMs > 0 ? rateLimitSyncMs : undefined });
  const hub = createEventHub({ store, maxStreamsPerCustomer: options.limits?.eventStreamsPerCustomer, maxStreamsPerAddress: options.limits?.eventStreamsPerAddress, maxStreams: options.limits?.eventStreams });
  const webhookBodyLimit = options.limits?.webhookBodyBytes ?? 64 * 1024;
  const rejectedWebhooks = createLocalWindows({ perMinute: options.limits?.rejectedWebhooksPerAddress ?? 30 });
  const trusted = trustedProxies(options.trustedProxies);
  const webhookKey = options.webhookPublicKey ? importWebhookKey(options.webhookPublicKey) : undefined;
  webhookKey?.catch(() => {}); // a bad PEM: every webhook is refused (401), none is relayed
  const webhookMaxAgeMs = options.webhookMaxAgeMs ?? 5 * 60_000;
  const webhookMaxSkewMs = options.webhookMaxSkewMs ?? 5 * 60_000;
  // A webhook is refused once older than webhookMaxAgeMs, so remembering it a little longer than
  // that (plus the skew allowed ahead) is enough to catch every retry.
  const webhookDedupeMs = webhookMaxAgeMs + webhookMaxSkewMs + 60_000;
  const FORM_SESSION_TTL_MS = 15 * 60_000;
  const unavailable = (c: Exchange, action: string, detail: string) => envelope(c, 'Unexpected', detail, action, { status: 503, headers: { 'retry-after': '5' } });
  const allowed: Partial<Record<OperationName, Binding>> = { ...BROWSER_OPERATIONS, ...(options.exposeBalances ? { listBalances: {} } : {}) };
  const app = new Hono<ProxyEnv>();

  app.use('*', async (c, next) => {
    const id = crypto.randomUUID();
    c.set('requestId', id);
    await next();
    if (isMarkedAnswer(c.res)) return;
    c.res.headers.set('x-request-id', id);
    for (const [name, value] of Object.entries(HARDENING_HEADERS)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });

  // One timer bounds each upstream exchange, body included (see ./upstream).
  const upstream = (operation: OperationName, path: string, query: URLSearchParams, body: string | undefined, signal: Leaving, request: Request) => {
    const qs = query.toString();
    const { method, path: route } = operations[operation];
    return signed({ method, url: `${baseUrl}${path}${qs ? `?${qs}` : ''}`, body, signal, timeoutMs, operation, route, request });
  };

  /**
   * The signed-in customer (null: nobody), or an answer when the business's authentication failed
   * to say: 503, so the kit tries again, never 401, which would tell the customer they signed out.
   */
  const customerOf = (c: Exchange & { req: { raw: Request } }, action: string): { customer: string | null } | Response | Promise<{ customer: string | null } | Response> => {
    const cannotCheck = () => unavailable(c, action, 'Your session cannot be checked right now: nothing was sent. Try again shortly.');
    let resolved: ReturnType<RampkitProxyOptions['resolveCustomer']>;
    try {
      resolved = options.resolveCustomer(c.req.raw);
    } catch {
      return cannotCheck();
    }
    // A chain, not an async function: one promise on every request's way, none for a business that knows at once.
    if (typeof (resolved as PromiseLike<unknown> | null)?.then === 'function') {
      return Promise.resolve(resolved).then((customer) => ({ customer: customer || null }), cannotCheck);
    }
    return { customer: (resolved as string | null | undefined) || null };
  };

  app.get('/api/events', async (c) => {
    const resolved = await customerOf(c, 'Events');
    if (resolved instanceof Response) return resolved;
    const { customer } = resolved;
    if (!customer) return envelope(c, 'Unauthorized', 'Sign in to receive live updates.', 'Events');
    // HEAD: the kit asking why a stream was refused. Answered without opening one (204: one would open now).
    let opened: Awaited<ReturnType<typeof hub.probe>>;
    if (c.req.method === 'HEAD') {
      opened = await hub.probe(customer, c.env?.clientAddress);
      if (opened.ok) return new Response(null, { status: 204 });
    } else {
      // The stream asks again, with this request's headers, whether its session still holds (docs/adr/0133).
      const again = new Request(c.req.url, { headers: c.req.raw.headers });
      const stillSignedIn = async () => {
        try {
          return (await options.resolveCustomer(again)) === customer;
        } catch {
          return undefined;
        }
      };
      const stream = await hub.open(customer, c.req.header('last-event-id') ?? c.req.query('lastEventId') ?? null, c.req.raw.signal, { stillSignedIn, clientAddress: c.env?.clientAddress });
      if (stream.ok) return stream.response;
      opened = stream;
    }
    if (opened.reason === 'customer-full') {
      return envelope(c, 'RateLimited', `This session already has ${options.limits?.eventStreamsPerCustomer ?? 5} live-update streams open: close a tab, or the kit falls back to polling.`, 'Events', { headers: { 'retry-after': '30' } });
    }
    if (opened.reason === 'address-full') {
      return envelope(c, 'RateLimited', `This address already holds ${options.limits?.eventStreamsPerAddress ?? 50} live-update streams on this server: close some, or the kit falls back to polling.`, 'Events', { headers: { 'retry-after': '30' } });
    }
    return opened.reason === 'instance-full'
      ? unavailable(c, 'Events', 'This server holds as many live-update streams as it can: try again shortly.')
      : unavailable(c, 'Events', 'Live updates are unavailable for a moment: try again shortly.');
  });

  /**
   * The proxied operations (every /api/* path but the live-event stream). Reached straight from
   * `fetch`, without Hono's router and context: this is the path every request of the kit takes,
   * and the one the proxy's own CPU per request is measured on (docs/adr/0147).
   */
  const proxied = async (c: Exchange & { req: { raw: Request } }, connection?: ProxyConnectionInfo): Promise<Response> => {
    const request = c.req.raw;
    const leaving = leavingOf(request, connection);
    const url = urlParts(request.url);
    const rawPath = url.pathname.slice('/api'.length) || '/';
    if (suspiciousPath(request.url.replace(/^[a-z]+:\/\/[^/]+/i, '').slice('/api'.length).split('?')[0] ?? '')) {
      return envelope(c, 'ResourceNotFound', 'No such operation.', 'Proxy');
    }
    const match = matchOperation(request.method, rawPath);
    const binding = match ? allowed[match.name] : undefined;
    if (!match || !binding) {
      // The service's own answer to a method a path does not take (404 ResourceNotFound: the spec's
      // Types each have one status, and none is 405), with the methods it does take in Allow.
      const methods = ['GET', 'HEAD', 'POST', 'PUT'].filter((m) => m !== request.method && allowed[matchOperation(m, rawPath)?.name as OperationName]);
      return envelope(c, 'ResourceNotFound', `No operation answers ${request.method} ${rawPath} through this proxy${methods.length ? `: it takes ${methods.join(', ')}` : ''}.`, 'Proxy', methods.length ? { headers: { allow: methods.join(', ') } } : {});
    }
    const def = operations[match.name];
    const action = def.action;
    const checked = customerOf(c, action);
    const resolved = checked instanceof Promise ? await checked : checked;
    if (resolved instanceof Response) return resolved;
    const { customer } = resolved;
    if (!customer) return envelope(c, 'Unauthorized', 'Sign in first: this request has no customer session.', action);
    // Keyed apart from the windows a business keeps per address in the same store.
    const taken = limiter.take(`customer:${customer}`);
    const wait = typeof taken === 'number' ? taken : await taken;
    if (wait) return envelope(c, 'RateLimited', 'Too many requests: slow down.', action, { headers: { 'retry-after': String(wait) } });
    if (def.method !== 'GET' && options.checkOrigin !== false) {
      const origin = request.headers.get('origin');
      if (!options.allowedOrigins?.length) return envelope(c, 'Forbidden', 'State-changing requests are refused: the proxy has no allowedOrigins configured.', action);
      if (!origin || !options.allowedOrigins.includes(origin)) return envelope(c, 'Forbidden', 'Cross-site request refused: the Origin is not this site.', action);
    }

    // Body: bounded, JSON, bound to the customer.
    let body: Record<string, unknown> | undefined;
    if ('body' in def && def.body) {
      let text: string;
      try {
        text = await readTextWithin(request, bodyLimit);
      } catch (error) {
        if (error instanceof BodyTooLargeError) return envelope(c, 'InvalidMessage', error.message, action, { status: 413 });
        throw error;
      }
      try {
        body = text ? (parseJsonWithin(text) as Record<string, unknown>) : {};
      } catch (error) {
        if (error instanceof JsonTooDeepError) return envelope(c, 'InvalidMessage', `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`, action);
        return envelope(c, 'InvalidMessage', 'The request body is not valid JSON.', action);
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return envelope(c, 'InvalidMessage', 'The request body must be a JSON object.', action);
    }
    const query = new URLSearchParams(url.search);
    const params = { ...match.params };
    const refuse = (where: string) => envelope(c, 'Forbidden', `This session may act only for its own customer (the ${where} names another).`, action);
    if (binding.customerIn === 'path') {
      if (params.CustomerID !== customer) return refuse('path');
    } else if (binding.customerIn === 'query') {
      const given = query.get('CustomerID');
      if (given !== null && given !== customer) return refuse('query');
      query.set('CustomerID', customer);
    } else if (binding.customerIn === 'body' && body) {
      if (body.CustomerID !== undefined && body.CustomerID !== customer) return refuse('body');
      body.CustomerID = customer;
    }
    if (binding.businessFields && body) {
      const given = binding.businessFields.find((field) => body[field] !== undefined);
      if (given) return envelope(c, 'Forbidden', `${given} is set by the business's server, never by the browser: this request was not sent.`, action);
      if (match.name === 'prepareSell' && fees.sell) body.BusinessFee = fees.sell;
      if (match.name === 'createBankDepositWorkflow' && fees.bankDeposit) body.BusinessFees = fees.bankDeposit;
    }
    // Checked here even though the upstream checks it too: whatever the upstream does, one customer's
    // form session never travels signed as another's (docs/adr/0136).
    if (binding.formSession && body && (binding.formSession === 'body' || body.FormSessionID !== undefined)) {
      let owner: string | null;
      // Checked in its canonical form, and sent on in the form checked: an upper-cased id is the
      // same form session (RFC 9562), neither a way past the check nor refused to its owner.
      const given = typeof body.FormSessionID === 'string' ? (body.FormSessionID = canonicalId(body.FormSessionID)) : undefined;
      try {
        owner = given !== undefined ? await store.formSessionOwner(given) : null;
      } catch {
        // Fail closed: without the store we cannot tell whose form session this is.
        return unavailable(c, action, 'The proxy cannot check this form session right now: nothing was sent. Try again shortly.');
      }
      if (owner !== customer) return envelope(c, 'InvalidMessage', 'This form session is not one of yours.', action, { problems: [{ Field: 'FormSessionID', Reason: 'IntegrityValidation', Description: 'no form session of yours has this id: prepare the sell first' }] });
    }

    const path = def.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
    // Another customer's record and a record that does not exist get one and the same answer, so
    // the answer never tells whether someone else's id exists.
    const notYours = () =>
      binding.ownedBy === 'transaction'
        ? envelope(c, 'ResourceNotFound', 'No such transaction.', action, { problems: [{ Field: 'TransactionID', Reason: 'IntegrityValidation', Description: 'There is no transaction with this id.' }] })
        : envelope(c, 'ResourceNotFound', 'No such virtual account.', action, { problems: [{ Field: 'VirtualAccountID', Reason: 'IntegrityValidation', Description: 'There is no virtual account with this id.' }] });
    try {
      if (binding.ownedBy === 'virtual-account') {
        const list = await upstream('listVirtualAccounts', '/virtual-accounts', new URLSearchParams({ CustomerID: customer, PageSize: '100' }), undefined, leaving, request);
        const items = list.ok ? ((await list.json()) as { Items?: { VirtualAccountID: string }[] }).Items ?? [] : [];
        if (!items.some((va) => va.VirtualAccountID === params.VirtualAccountID)) return notYours();
      }
      const response = await upstream(match.name, path, query, body === undefined ? undefined : JSON.stringify(body), leaving, request);
      // Read only when the proxy checks or rewrites it; else passed on as the bytes that came.
      const reads = response.ok && (binding.ownedBy === 'transaction' || match.name === 'listTransactions' || binding.issuesFormSession);
      if (response.status === 404 && binding.ownedBy) return notYours();
      if (!reads) {
        const headers = safeHeaders(response);
        return answer(c, response.status === 204 ? null : response.received, response.status, headers);
      }
      let text = response.receivedText();
      if (response.ok && binding.ownedBy === 'transaction') {
        const tx = JSON.parse(text) as { CustomerID?: string };
        if (tx.CustomerID !== customer) return notYours();
      }
      if (response.ok && match.name === 'listTransactions') {
        // Works against an upstream that ignores CustomerID: never show another customer's rows.
        const page = JSON.parse(text) as { Items: { CustomerID?: string }[] };
        text = JSON.stringify({ ...page, Items: page.Items.filter((t) => t.CustomerID === customer) });
      }
      if (response.ok && binding.issuesFormSession) {
        const id = (JSON.parse(text) as { FormSessionID?: string }).FormSessionID;
        try {
          if (id) await store.bindFormSession(canonicalId(id), customer, FORM_SESSION_TTL_MS);
        } catch {
          // Unbound, the form session could never be used for a sell: say so now, not at "Sell now".
          return unavailable(c, action, 'The proxy cannot record this form session right now. Try again shortly.');
        }
      }
      return answer(c, response.status === 204 ? null : text, response.status, safeHeaders(response));
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      return timedOut
        ? envelope(c, 'Unexpected', `The payments service did not answer within ${timeoutMs} ms.`, action, { status: 504 })
        : envelope(c, 'Unexpected', 'The payments service could not be reached.', action, { status: 502 });
    }
  };
  app.all('/api/*', (c) => proxied(c, c.env));

  app.post('/webhooks', async (c) => {
    // Unauthenticated until the signature verifies, so nothing costly happens before it does: a
    // signature of the wrong shape is refused without reading the body, a body over the limit
    // while it streams in, and the bytes are verified as they came (docs/adr/0131).
    const signature = c.req.header('webhook-signature') ?? '';
    const address = c.env?.clientAddress;
    const refused = () => {
      if (address) rejectedWebhooks.count(address);
      return envelope(c, 'Unauthorized', 'The webhook signature does not verify.', 'Webhook');
    };
    const wait = address ? rejectedWebhooks.wait(address) : 0;
    if (wait || !webhookKey || !looksLikeWebhookSignature(signature)) {
      await c.req.raw.body?.cancel().catch(() => undefined);
      if (wait) return envelope(c, 'RateLimited', 'Too many webhooks with a signature that does not verify from this address: refused without a check for now.', 'Webhook', { headers: { 'retry-after': String(wait) } });
      return refused();
    }
    let bytes: Uint8Array;
    try {
      bytes = await readBytesWithin(c.req.raw, webhookBodyLimit);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return envelope(c, 'InvalidMessage', error.message, 'Webhook', { status: 413 });
      throw error;
    }
    let key: Awaited<typeof webhookKey>;
    try {
      key = await webhookKey;
    } catch {
      return refused();
    }
    if (!(await verifyWebhookSignature(bytes, signature, key))) return refused();
    const text = new TextDecoder().decode(bytes);
    let event;
    try {
      const body: unknown = parseJsonWithin(text);
      // An event type the kit does not relay (CheckoutSession, or one added later) is acknowledged
      // and dropped: any other answer makes the sender deliver it again and again.
      const kind = WebhookEnvelopeSchema.safeParse(body);
      if (kind.success && !(LIVE_EVENT_TYPES as readonly string[]).includes(kind.data.EventType)) return c.json({ Received: true, Ignored: true });
      // Read as tolerantly as the client reads answers: an unknown status or currency is relayed as it is.
      event = webhookReader.parse(body);
    } catch {
      return envelope(c, 'InvalidMessage', 'The webhook body is not an event this proxy understands.', 'Webhook');
    }
    const age = Date.now() - Date.parse(event.Occurred);
    if (age > webhookMaxAgeMs) {
      return envelope(c, 'InvalidMessage', `The webhook is too old (Occurred more than ${Math.round(webhookMaxAgeMs / 60_000)} minutes ago): refused as a possible replay.`, 'Webhook');
    }
    if (-age > webhookMaxSkewMs) {
      return envelope(c, 'InvalidMessage', `The webhook's Occurred is more than ${Math.round(webhookMaxSkewMs / 60_000)} minutes in the future: refused.`, 'Webhook', {
        problems: [{ Field: 'Occurred', Reason: 'IntegrityValidation', Description: 'must not be later than now (allowing for clock skew)' }],
      });
    }
    let id: string | null;
    try {
      const owner = webhookEventCustomer(event);
      id = await store.recordWebhook({ dedupeKey: webhookEventKey(event), dedupeTtlMs: webhookDedupeMs, customerId: owner, payload: JSON.stringify(toLiveEvent(event)), log: DEFAULT_EVENT_LOG });
    } catch {
      // Neither seen nor relayed: a 5xx makes the sender deliver it again later.
      return unavailable(c, 'Webhook', 'The event could not be recorded right now: deliver it again later.');
    }
    return id === null ? c.json({ Received: true, Duplicate: true }) : c.json({ Received: true });
  });

  app.notFound((c) => envelope(c, 'ResourceNotFound', 'No such operation.', 'Proxy'));
  // A fault of the proxy's own: the spec's envelope, never a stack or a message that may quote data.
  const failed = (c: Exchange) => envelope(c, 'Unexpected', 'The proxy could not answer this request.', 'Proxy', { status: 500 });
  app.onError((_, c) => failed(c));

  return {
    fetch: (request, connection) => {
      if (isProxiedPath(request.url)) {
        const requestId = crypto.randomUUID();
        const c = { get: () => requestId, req: { raw: request } };
        // A chain, not an async wrapper: one promise fewer on every request's way.
        const answered = proxied(c, connection).catch(() => failed(c));
        return request.method === 'HEAD' ? answered.then(withoutBody) : answered;
      }
      return Promise.resolve(app.fetch(request, { clientAddress: clientAddressKey(peerAddressOf(connection), request.headers.get('x-forwarded-for'), trusted) }));
    },
    closeStreams: (options) => hub.closeAll(options?.retryMs ?? 500),
  };
}
