// The sandbox's HTTP surface. Every /v1 operation goes through one dispatcher built from the shared
// operations table: authenticate, inject faults, parse and validate with the contract's schemas,
// run the handler, and answer failures in the error envelope.
import { Hono } from 'hono';
import type { z } from 'zod/mini';
import { operations, type OperationDef, type OperationName } from '../api/operations';
import { zodIssuesToFieldProblems, type FieldProblem } from '../api/errors';
import { PRODUCTION_CRYPTO_CURRENCIES, PRODUCTION_NETWORKS, NETWORK_PAIRS } from '../api/common';
import { repeatedQueryName } from '../wire/api-signature';
import { BodyTooLargeError, JsonTooDeepError, MAX_JSON_DEPTH, parseJsonWithin, readTextWithin } from '../wire/body';
import { authenticate, type AuthConfig } from './auth';
import type { Handler, HandlerInput, SandboxContext } from './context';
import { envelopeResponse, fieldError, invalid, SandboxError } from './envelope';
import { openApiDocument } from './openapi';
import { checkReadable, compatRequestSchema, toPublishedAnswer, toSeedRequest } from './compat';
import type { Faults } from './faults';
import * as channels from './handlers/channels';
import * as customers from './handlers/customers';
import * as records from './handlers/records';
import * as sell from './handlers/sell';
import * as workflows from './handlers/workflows';
import { canonicalizeIds } from '../api/canonical-id';

export const MAX_BODY_BYTES = 1024 * 1024;
/** The request log keeps the last thousand requests of the last hour, each path cut to 1 KiB. */
export const REQUEST_LOG_BOUNDS = { maxEntries: 1000, maxAgeMs: 3600_000 };
const MAX_LOGGED_PATH = 1024;

const handlers: { [N in OperationName]: Handler<N> } = {
  listSellChannels: channels.listSellChannels,
  listSellCountries: channels.listSellCountries,
  getChannel: channels.getChannel,
  getChannelForm: channels.getChannelForm,
  getPrices: channels.getPrices,
  listBalances: records.listBalances,
  prepareSell: sell.prepareSell,
  sell: sell.sell,
  getTransaction: records.getTransaction,
  listTransactions: records.listTransactions,
  listPaymentMethods: records.listPaymentMethods,
  listVirtualAccounts: records.listVirtualAccounts,
  closeVirtualAccount: records.closeVirtualAccount,
  createDepositRule: workflows.createDepositRule,
  createBankDepositWorkflow: workflows.createBankDepositWorkflow,
  putCustomer: customers.putCustomer,
  getCustomer: customers.getCustomer,
  startOnboarding: customers.startOnboarding,
  submitPrefill: customers.submitPrefill,
  simulateFiatDeposit: workflows.simulateFiatDeposit,
};

/** Runs an operation's handler on its own operation's input. */
const handle = <N extends OperationName>(ctx: SandboxContext, name: N, input: HandlerInput<N>) => handlers[name](ctx, input);

export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  /**
   * The customer the request acted for, when the sandbox can tell: a CustomerID in its path, query
   * or body; the customer a form session it names was prepared for (a sell, a prepare's later
   * step, a deposit rule); the customer of the transaction in its path. Absent for a request that
   * names none of them (countries, channels, prices, balances) or that failed before any was read.
   */
  customerId?: string;
}

/** The customer a request acted for, as RequestLogEntry.customerId says. */
function customerOfRequest(ctx: SandboxContext, params: Record<string, string>, query: Record<string, unknown>, body: unknown): string | undefined {
  const named = body && typeof body === 'object' ? (body as { CustomerID?: unknown; FormSessionID?: unknown }) : {};
  const given = params.CustomerID ?? query.CustomerID ?? named.CustomerID;
  if (typeof given === 'string') return given;
  if (typeof named.FormSessionID === 'string') return ctx.state.sessions.get(named.FormSessionID)?.customerId;
  return params.TransactionID ? ctx.state.transactions.get(params.TransactionID)?.tx.CustomerID : undefined;
}

/** The sandbox speaks sandbox names: a production name is a mistake worth a precise message. */
function productionNames(value: unknown, path: string[] = []): { Field: string; Description: string }[] {
  if (typeof value === 'string') {
    if ((PRODUCTION_CRYPTO_CURRENCIES as readonly string[]).includes(value) && /CryptoCurrency$/.test(path.at(-1) ?? '')) {
      return [{ Field: path.join('.'), Description: `${value} is a production currency; the sandbox uses ${value === 'BTC' ? 'BTC_TEST' : value === 'ETH' ? 'ETH_TEST_SEPOLIA' : 'USDC_TEST'}` }];
    }
    if ((PRODUCTION_NETWORKS as string[]).includes(value) && value !== 'OffNetwork' && /Network$/.test(path.at(-1) ?? '')) {
      return [{ Field: path.join('.'), Description: `${value} is a production network; the sandbox uses ${NETWORK_PAIRS[value as keyof typeof NETWORK_PAIRS]}` }];
    }
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => productionNames(v, [...path, String(i)]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => productionNames(v, [...path, k]));
  return [];
}

/** The parsed value, or every problem of it (the caller reports params, query and body together). */
function check(schema: z.ZodMiniType | undefined, value: unknown): { data: unknown; problems: FieldProblem[] } {
  if (!schema) return { data: value, problems: [] };
  const result = schema.safeParse(value);
  return result.success ? { data: result.data, problems: [] } : { data: value, problems: zodIssuesToFieldProblems(result.error.issues, undefined, value) };
}

/** The body, cut off with a 413 as soon as it passes the limit, Content-Length or not. */
export async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  try {
    return await readTextWithin(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new SandboxError('InvalidMessage', error.message, { status: 413 });
    throw error;
  }
}

/** What the request log keeps of a path: bounded, so a 15 KB query costs the log 1 KiB. */
export const loggedPath = (url: URL) => {
  const path = url.pathname + url.search;
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
};

function parseJson(text: string, def: OperationDef, request: Request): unknown {
  if (!def.body) return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new SandboxError('InvalidMessage', 'The request body must be JSON: send Content-Type: application/json.', { problems: [{ Field: '', Reason: 'SchemaValidation', Description: `content type ${type || '(none)'} is not application/json` }] });
  }
  try {
    return parseJsonWithin(text);
  } catch (error) {
    if (error instanceof JsonTooDeepError) throw new SandboxError('InvalidMessage', `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`, { problems: [{ Field: '', Reason: 'SchemaValidation', Description: `JSON nested deeper than ${MAX_JSON_DEPTH} levels is refused` }] });
    throw new SandboxError('InvalidMessage', `The request body is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * In test mode every success answer is checked against the operation's response schema, so no test,
 * story or e2e flow can pass on an answer a real client would refuse.
 */
export function checkAnswer(def: OperationDef, status: number, body: unknown): void {
  const schema = def.responses[status as keyof typeof def.responses];
  if (schema === undefined) throw new SandboxError('Unexpected', `The sandbox answered ${def.action} with ${status}, a status the contract does not list.`);
  if (schema === null) return;
  const result = schema.safeParse(body);
  if (!result.success) {
    const problems = zodIssuesToFieldProblems(result.error.issues, undefined, body).map((p) => `${p.Field || '(body)'}: ${p.Description}`);
    throw new SandboxError('Unexpected', `The sandbox's answer to ${def.action} breaks the contract: ${problems.join('; ')}`);
  }
}

export interface AppDeps {
  ctx: SandboxContext;
  auth: AuthConfig;
  faults: Faults;
  requestLog: RequestLogEntry[];
  /** Routes outside /v1 (hosted pages, control API) mounted by the caller. */
  mount: (app: Hono) => void;
}

export function createApp({ ctx, auth, faults, requestLog, mount }: AppDeps): Hono {
  const app = new Hono();
  // Every answer, standalone or behind the demo: no Referer leaks a hosted-page URL, no sniffing.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('referrer-policy', 'no-referrer');
    c.res.headers.set('x-content-type-options', 'nosniff');
    // Its own clock, which quotes expire by (moved forward by tests and QA): a client corrects its
    // device's clock by this, as it would by a real service's Date.
    c.res.headers.set('date', new Date(ctx.clock.now()).toUTCString());
  });
  let description: Record<string, unknown> | undefined;
  // The description is public, as the real service's is: no API key needed to read it. It is made
  // once; each caller gets its own server URL, never the first caller's Host.
  app.get('/v1/openapi.json', (c) => c.json({ ...(description ??= openApiDocument('/v1')), servers: [{ url: `${new URL(c.req.url).origin}/v1` }] }));
  // Injected latency ends when the caller gives up (a proxy's timeout, a closed connection): the
  // request is then never carried out, so a sell the proxy answered 504 does not happen later.
  const sleep = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const gone = () => reject(new SandboxError('Unexpected', 'The caller gave up before the sandbox answered.'));
      if (signal.aborted) return gone();
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', stop);
        resolve();
      }, ms);
      const stop = () => {
        clearTimeout(timer);
        gone();
      };
      signal.addEventListener('abort', stop, { once: true });
    });

  for (const [name, def] of Object.entries(operations) as [OperationName, OperationDef][]) {
    const honoPath = `/v1${def.path.replace(/\{(\w+)\}/g, ':$1')}`;
    app.on(def.method, honoPath, async (c) => {
      const request = c.req.raw;
      const url = new URL(request.url);
      const instance = ctx.ids.uuid();
      let status = 500;
      let customerId: string | undefined;
      try {
        const text = await readBody(request);
        // Signatures are checked against real time, as the business signed them: moving the
        // sandbox clock (to settle or expire things) must not make every call unauthorized.
        await authenticate(request, text, auth, Date.now());
        // One value per name, as a signature's queryParams has it (an unsigned request included).
        const repeated = repeatedQueryName(url);
        if (repeated !== undefined) throw fieldError(repeated, 'is given more than once: send each query parameter once');
        await faults.apply(url.pathname.slice(3), (ms) => sleep(ms, request.signal));
        // compat mode (0.1.3): the published request shapes, checked as strictly as the seed's.
        const compat = ctx.config.apiVersion === '0.1.3';
        // Every problem of the request in one answer: path, query and body are all checked first.
        const checked = [check(def.params, c.req.param()), check(def.query, Object.fromEntries(url.searchParams)), check(compat ? (compatRequestSchema(name) ?? def.body) : def.body, parseJson(text, def, request))] as const;
        // An issued id is looked up and compared in one form whatever the case it came in.
        const [params, query, body] = checked.map((r) => canonicalizeIds(r.data)) as [Record<string, string>, Record<string, unknown>, unknown];
        const wrongNames = productionNames({ ...query, ...(body && typeof body === 'object' ? body : {}) }).map((p) => ({ ...p, Reason: 'SchemaValidation' as const }));
        const problems = [...checked.flatMap((r) => r.problems), ...wrongNames.filter((w) => !checked.some((r) => r.problems.some((p) => p.Field === w.Field)))];
        if (problems.length) throw invalid(problems, checked.every((r) => !r.problems.length) ? 'The sandbox uses the sandbox names of currencies and networks.' : undefined);
        customerId = customerOfRequest(ctx, params, query, body);
        // Checked above against this operation's own schemas (compat: read into the seed's shapes).
        const input = { params, query, body: compat ? toSeedRequest(name, body) : body, request, origin: ctx.config.publicOrigin ?? url.origin } as HandlerInput<typeof name>;
        const seedResult = await handle(ctx, name, input);
        // A first prepare names no session yet: the one it made knows its customer.
        customerId ??= customerOfRequest(ctx, params, query, seedResult.body);
        if (ctx.config.testMode) checkAnswer(def, seedResult.status, seedResult.body);
        const result = compat ? toPublishedAnswer(ctx, name, seedResult) : seedResult;
        if (compat && ctx.config.testMode) checkReadable(def, result.status, result.body);
        status = result.status;
        return result.body === undefined ? c.body(null, result.status as 204) : c.json(result.body, result.status as 200);
      } catch (error) {
        const failure = error instanceof SandboxError ? error : new SandboxError('Unexpected', 'The sandbox failed unexpectedly; the Instance identifies this occurrence in its log.');
        if (!(error instanceof SandboxError)) console.error(`sandbox ${def.action} ${instance}`, error);
        status = failure.status;
        return envelopeResponse(failure, def.action, instance);
      } finally {
        requestLog.push({ method: def.method, path: loggedPath(url), status, ...(customerId ? { customerId } : {}) });
      }
    });
  }

  mount(app);

  app.notFound((c) => {
    const url = new URL(c.req.url);
    requestLog.push({ method: c.req.method.slice(0, 16), path: loggedPath(url), status: 404 });
    return envelopeResponse(new SandboxError('ResourceNotFound', `No operation answers ${c.req.method} ${url.pathname}.`), 'Unknown', ctx.ids.uuid());
  });
  app.onError((error, c) => {
    console.error('sandbox', error);
    return envelopeResponse(new SandboxError('Unexpected', 'The sandbox failed unexpectedly.'), c.req.path, ctx.ids.uuid());
  });
  return app;
}
