// createRampkitProxy(): what a business mounts in its backend so Rampkit's components can call the
// Business Payments API without ever holding a secret. It allows only the operations the
// components need, binds every call to the signed-in customer, signs what it forwards, and relays
// verified webhooks to that customer's browsers over Server-Sent Events.
import { Hono } from 'hono';
import { matchOperation, operations, type OperationName } from '../api/operations';
import { WebhookEnvelopeSchema, WebhookEventSchema, webhookEventCustomer, webhookEventKey } from '../api/webhooks';
import { LIVE_EVENT_TYPES, toLiveEvent } from '../api/live-events';
import { readerOf } from '../api/reader';
import { importWebhookKey, looksLikeWebhookSignature, verifyWebhookSignature } from '../wire/webhook-signature';
import { checkedBusinessFees } from './business-fees';
import { BROWSER_OPERATIONS, type Binding } from './allowlist';
import { createEventHub, DEFAULT_EVENT_LOG } from './events';
import { createRateLimiter } from './rate-limit';
import { memoryStore } from './store/memory';
import { BodyTooLargeError, JsonTooDeepError, MAX_JSON_DEPTH, parseJsonWithin, readBytesWithin, readTextWithin } from '../wire/body';
import { createSignedUpstream } from './signing-fetch';
import { clientAddressKey, peerAddressOf, trustedProxies, type ProxyConnectionInfo } from './client-address';
import { createLocalWindows } from './local-windows';
import { isMarkedAnswer } from './answer-labels';
import { composeObservers, observeStore } from './observe';
import { leavingOf, type Leaving } from './leaving';
import { urlParts } from '../wire/url-parts';
import { canonicalId } from '../api/canonical-id';
import { FORM_SESSION_LIFETIME_MS } from '../api/form-session';
import { HARDENING_HEADERS } from './header-record';
import { answer, envelope, safeHeaders, withoutBody, type Exchange } from './proxy-answers';
import type { RampkitProxy, RampkitProxyOptions } from './proxy-options';

export type { RampkitProxy, RampkitProxyOptions } from './proxy-options';

const webhookReader = readerOf(WebhookEventSchema);

/** What the proxy's middleware hands its routes: the id every answer and error envelope carries, and the client's address key. */
type ProxyEnv = { Bindings: { clientAddress?: string }; Variables: { requestId: string } };

/** Whether a request URL's path is under /api/ but not the live-event stream: read off the string, without building a URL. */
function isProxiedPath(url: string): boolean {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0 || !url.startsWith('/api/', start)) return false;
  const rest = url.slice(start + '/api/'.length);
  return !/^events(?:[?#/]|$)/.test(rest);
}

/**
 * A request URL's path after `/api`, up to its query, as the browser sent it: read off the string by
 * position (no regex replace and no split on every request), for suspiciousPath.
 */
function rawApiPath(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '';
  const query = url.indexOf('?', start);
  return url.slice(start + '/api'.length, query < 0 ? undefined : query);
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
    if (suspiciousPath(rawApiPath(request.url))) {
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

    // Most paths name no parameter: those are sent as they are, without a regex pass.
    const path = def.path.includes('{') ? def.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k] ?? '')) : def.path;
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
          if (id) await store.bindFormSession(canonicalId(id), customer, FORM_SESSION_LIFETIME_MS);
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
