// The business's own server routes in the demo: sign-in, and the business-side operations no
// browser may call through the proxy (reliance customers, prefill, sandbox transfers). Like a real
// business backend, the customer routes act only for the signed-in customer: its own record, its own
// prefill, transfers into its own virtual accounts; the back-office route creates new customers only. State changes need the configured origin (CSRF), bodies
// are bounded while they stream, and every refusal is the API's error envelope.
import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { CustomerIDSchema } from '../src/api/common';
import { CustomerInputSchema } from '../src/api/customers';
import { ApiError, type RampkitClient } from '../src/api';
import type { ErrorType, FieldProblem } from '../src/api/errors';
import { statusOfErrorType, zodIssuesToFieldProblems } from '../src/api/errors';
import { BodyTooLargeError, JsonTooDeepError, MAX_JSON_DEPTH, parseJsonWithin, readTextWithin } from '../src/wire/body';
import { StoreUnavailableError, type ProxyStore } from '../src/server/store/types';
import { createRateLimiter } from '../src/server/rate-limit';
import { clientAddressKey, peerAddressOf, trustedProxies } from '../src/server/client-address';
import type { DemoSessions } from './demo-session';
import type { ApiVersion } from '../src/api/published';

/** The demo's bodies are a customer record at most. */
export const DEMO_BODY_BYTES = 64 * 1024;

export interface DemoRoutesOptions {
  /** The origins allowed to change state (from configuration, never the Host header); the first is the public one. */
  origins: string[];
  /** Which description the upstream follows, for the web app. */
  apiVersion: ApiVersion;
  /** Where the per-address windows are counted (the proxy's store, shared by every instance). */
  store: ProxyStore;
  /** Sign-ins and back-office creations one client address may make a minute. */
  limits: { signInsPerMinute: number; backOfficePerMinute: number };
  /** Balancers in front of the demo, whose X-Forwarded-For names the client. */
  trustedProxies: string[];
}

class Refusal extends Error {
  constructor(
    readonly type: ErrorType,
    readonly detail: string,
    readonly extra: { status?: number; problems?: FieldProblem[]; retryAfter?: number } = {},
  ) {
    super(detail);
  }
}

export function createDemoRoutes(sessions: DemoSessions, server: RampkitClient, { origins, apiVersion, store, limits, ...options }: DemoRoutesOptions) {
  const app = new Hono<{ Bindings: Partial<HttpBindings> }>();
  // What the web app needs to know of the server's configuration: which description the upstream follows.
  app.get('/demo/config', (c) => c.json({ ApiVersion: apiVersion }));
  const secure = new URL(origins[0] as string).protocol === 'https:';
  const answer = (error: Refusal, action: string) =>
    Response.json(
      { Type: error.type, Action: action, Detail: error.detail, Instance: crypto.randomUUID(), ...(error.extra.problems ? { RequestExtension: { Body: error.extra.problems } } : {}) },
      { status: error.extra.status ?? statusOfErrorType(error.type), headers: error.extra.retryAfter ? { 'retry-after': String(error.extra.retryAfter) } : {} },
    );

  /** The JSON object a request carries, read within the limit. */
  const jsonBody = async (request: Request): Promise<Record<string, unknown>> => {
    let text: string;
    try {
      text = await readTextWithin(request, DEMO_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw new Refusal('InvalidMessage', error.message, { status: 413 });
      throw error;
    }
    let value: unknown;
    try {
      value = text ? parseJsonWithin(text) : {};
    } catch (error) {
      throw new Refusal('InvalidMessage', error instanceof JsonTooDeepError ? `The request body nests deeper than ${MAX_JSON_DEPTH} levels.` : 'The request body is not valid JSON.');
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Refusal('InvalidMessage', 'The request body must be a JSON object.');
    return value as Record<string, unknown>;
  };

  // Anonymous routes that cost the server (a session in the store, a customer in the sandbox) are
  // rate limited per client address, in windows every instance shares (docs/adr/0134).
  const trusted = trustedProxies(options.trustedProxies);
  const windows = { 'sign-ins': createRateLimiter(limits.signInsPerMinute, store), 'customer creations': createRateLimiter(limits.backOfficePerMinute, store) };
  const throttle = async (c: Context<{ Bindings: Partial<HttpBindings> }>, what: keyof typeof windows) => {
    const address = clientAddressKey(peerAddressOf(c.env), c.req.header('x-forwarded-for') ?? null, trusted);
    if (!address) return;
    const wait = await windows[what].take(`address:${what}:${address}`);
    if (wait) throw new Refusal('RateLimited', `Too many ${what} from this address: try again in ${wait} s.`, { retryAfter: wait });
  };

  const sameOrigin = (request: Request) => {
    if (!origins.includes(request.headers.get('origin') ?? '')) throw new Refusal('Forbidden', 'Cross-site request refused: the Origin is not this site.');
  };
  /** The signed-in customer; with `id`, also that it is this customer. */
  const signedIn = async (request: Request, id?: string) => {
    const customer = await sessions.resolve(request);
    if (!customer) throw new Refusal('Unauthorized', 'Sign in first: this request has no customer session.');
    if (id !== undefined && id !== customer) throw new Refusal('Forbidden', 'This session may act only for its own customer.');
    return customer;
  };

  /** Whether the upstream knows this customer (404 means it does not). */
  const customerExists = async (customerId: string) => {
    try {
      await server.getCustomer({ params: { CustomerID: customerId } });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return false;
      throw error;
    }
  };

  /** Runs a route: refusals and upstream errors become envelopes. */
  const route =
    (action: string, run: (c: Context<{ Bindings: Partial<HttpBindings> }>) => Promise<Response | unknown>) =>
    async (c: Context<{ Bindings: Partial<HttpBindings> }>): Promise<Response> => {
      try {
        const result = await run(c);
        return result instanceof Response ? result : Response.json(result ?? {}, { status: 200 });
      } catch (error) {
        if (error instanceof Refusal) return answer(error, action);
        if (error instanceof ApiError) return Response.json(error.envelope, { status: error.status || 502 });
        // Sessions live in the store: while it is unreachable nobody can be signed in, checked or
        // signed out, and saying so (503, try again) is the only honest answer.
        if (error instanceof StoreUnavailableError) return answer(new Refusal('Unexpected', 'Sessions cannot be checked or changed right now: nothing was done. Try again shortly.', { status: 503, retryAfter: 5 }), action);
        throw error;
      }
    };

  // Who is signed in, if anyone: a visitor who is not is no error (a fresh visit asks this first),
  // so 200 with CustomerID null. The customer-bound routes (and the proxy) still answer 401.
  app.get(
    '/demo/session',
    route('DemoSession', async (c) => ({ CustomerID: await sessions.resolve(c.req.raw) })),
  );
  app.post(
    '/demo/session',
    route('DemoSession', async (c) => {
      sameOrigin(c.req.raw);
      await throttle(c, 'sign-ins');
      const parsed = CustomerIDSchema.safeParse((await jsonBody(c.req.raw)).CustomerID);
      if (!parsed.success) {
        throw new Refusal('InvalidMessage', 'CustomerID must be 1 to 42 characters.', { problems: [{ Field: 'CustomerID', Reason: 'SchemaValidation', Description: 'must be 1 to 42 characters' }] });
      }
      // A new session every time: a cookie seen before this sign-in is worth nothing after it.
      await sessions.end(c.req.raw);
      c.header('set-cookie', await sessions.start(parsed.data, secure));
      return c.json({ CustomerID: parsed.data });
    }),
  );
  app.delete(
    '/demo/session',
    route('DemoSession', async (c) => {
      sameOrigin(c.req.raw);
      // Answered 204 only once the session is gone from the store every instance reads.
      await sessions.end(c.req.raw);
      c.header('set-cookie', sessions.clearCookie(secure));
      return c.body(null, 204);
    }),
  );
  /** A business call about the signed-in customer's own record, named in the path. */
  const forOwnCustomer = (action: string, call: (customer: string, body: Record<string, unknown>) => Promise<unknown>) =>
    route(action, async (c) => {
      sameOrigin(c.req.raw);
      const customer = await signedIn(c.req.raw, c.req.param('id'));
      return call(customer, await jsonBody(c.req.raw));
    });
  app.put('/demo/customers/:id', forOwnCustomer('PutCustomer', (customer, body) => server.putCustomer({ params: { CustomerID: customer }, body: body as never })));
  // The business's back office (its staff, not a customer, so no customer session): creates a
  // verified reliance customer under a new id with the server client, signed, never through the
  // customer-bound proxy. It only creates: a taken id is refused (409) and left as it is, so the
  // back office cannot rename anyone; a second request for an id still being created (a
  // double-submit) is refused with 409 Conflict instead of racing the first.
  const creating = new Set<string>();
  app.post(
    '/demo/back-office/customers/:id',
    route('PutCustomer', async (c) => {
      sameOrigin(c.req.raw);
      await throttle(c, 'customer creations');
      const id = CustomerIDSchema.safeParse(c.req.param('id'));
      const input = CustomerInputSchema.safeParse(await jsonBody(c.req.raw));
      const problems = [
        ...(id.success ? [] : [{ Field: 'CustomerID', Reason: 'SchemaValidation' as const, Description: 'must be 1 to 42 characters' }]),
        ...(input.success ? [] : zodIssuesToFieldProblems(input.error.issues)),
      ];
      if (!id.success || !input.success) throw new Refusal('InvalidMessage', 'The customer is not valid.', { problems });
      const customerId = id.data;
      if (creating.has(customerId)) throw new Refusal('Conflict', `Customer ${customerId} is being created by a request a moment ago.`, { problems: [{ Field: 'CustomerID', Reason: 'IntegrityValidation', Description: 'is being created already' }] });
      creating.add(customerId);
      try {
        if (await customerExists(customerId)) {
          throw new Refusal('Duplicate', `A customer with CustomerID ${customerId} already exists: the back office only creates customers.`, { problems: [{ Field: 'CustomerID', Reason: 'IntegrityValidation', Description: 'is taken: choose another CustomerID' }] });
        }
        const created = await server.putCustomer({ params: { CustomerID: customerId }, body: input.data });
        // 204: another instance created it between the check and the PUT, and this PUT updated it.
        if (created.status !== 201) throw new Refusal('Duplicate', `Customer ${customerId} was created by another request at the same moment; this request updated it.`, { problems: [{ Field: 'CustomerID', Reason: 'IntegrityValidation', Description: 'was taken at the same moment: check the customer' }] });
        return Response.json({ CustomerID: customerId }, { status: 201 });
      } finally {
        creating.delete(customerId);
      }
    }),
  );
  app.post('/demo/prefill/:id', forOwnCustomer('SubmitPrefill', (customer, body) => server.submitPrefill({ params: { CustomerID: customer }, body: body as never })));
  app.post(
    '/demo/simulate-transfer',
    route('SimulateFiatDeposit', async (c) => {
      sameOrigin(c.req.raw);
      const customer = await signedIn(c.req.raw);
      const body = await jsonBody(c.req.raw);
      // Only into this customer's own virtual accounts (or their pay-in methods).
      const { Items } = await server.listVirtualAccounts({ query: { CustomerID: customer, PageSize: 100 } as never });
      const own = Items.some((va) => va.VirtualAccountID === body.VirtualAccountID || va.PaymentMethods.some((pm) => pm.ID === body.PaymentMethodID));
      if (!own) throw new Refusal('ResourceNotFound', 'No virtual account of yours has this id.', { problems: [{ Field: body.PaymentMethodID !== undefined ? 'PaymentMethodID' : 'VirtualAccountID', Reason: 'IntegrityValidation', Description: 'not one of your virtual accounts' }] });
      return server.simulateFiatDeposit({ body: body as never });
    }),
  );
  return app;
}
