// The typed client: one method per operation of the table, nothing written by hand per endpoint.
// Strict in what it sends (an invalid request never leaves the browser), tolerant in what it
// accepts: an answer that breaks the contract only where the kit can do without (a field the
// published description leaves out, an unknown enum value or code) is read with the relaxed
// schema and reported once as a contract mismatch instead of failing the screen. It retries only
// what is safe to repeat.
//
// The contract's checks (zod and the schemas) load as a separate chunk, started when a client is
// created (contract.ts), so a host's first paint does not carry them. A write waits for the chunk
// (if it has not arrived yet) and is checked before it leaves. A read (GET) made before the chunk
// arrives goes out at once, without a wait in front of it: its params and query are checked while
// it travels, and its answer is handed over only after that check and the answer's parse, so the
// caller gets exactly the result or ApiError it got before (an invalid read fails with the same
// InvalidMessage and its answer is discarded; it has reached the server, which a read may). An error
// answer is read by the contract too (its envelope's schema), so ApiError comes from the zod-free
// api-error.ts here: a network failure needs no chunk.
import type { z } from 'zod/mini';
import { ApiError } from './api-error';
import type { ContractMismatch } from './contract-mismatch';
import type { OperationName, Operations } from './operations';
import type { ApiVersion } from './published';
import { routes, type RouteDef, type SuccessStatus } from './routes';
import type * as ContractModule from './contract';
import type { RawInput } from './contract';

type Contract = typeof ContractModule;

type Fetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

export interface RetryOptions {
  /** Total attempts, the first included. */
  attempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export interface RampkitClientOptions {
  /** The business's proxy (e.g. `/api`) or an upstream base URL ending in `/v1`. */
  baseUrl: string;
  /**
   * The description the upstream follows: `seed` (default) or the published `0.1.3`. Only with
   * `0.1.3` are requests sent (and checked) in the published shapes.
   */
  apiVersion?: ApiVersion;
  /** Called once per operation and path when an answer breaks the contract but can be read. */
  onContractMismatch?: (mismatch: ContractMismatch) => void;
  fetch?: Fetch;
  headers?: Record<string, string>;
  retry?: RetryOptions | false;
  /** Injectable for tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

// `{} extends X` asks "are all of X's fields optional?", which decides whether an input may be omitted.
/* eslint-disable @typescript-eslint/no-empty-object-type */
type In<T> = T extends z.ZodMiniType ? z.input<T> : never;
type Out<T> = T extends z.ZodMiniType ? z.output<T> : T extends null ? undefined : never;

export type OperationInput<N extends OperationName> = (Operations[N] extends { params: infer P } ? { params: In<P> } : { params?: never }) &
  (Operations[N] extends { query: infer Q } ? ({} extends In<Q> ? { query?: In<Q> } : { query: In<Q> }) : { query?: never }) &
  (Operations[N] extends { body: infer B } ? { body: In<B> } : { body?: never }) & { signal?: AbortSignal };

type Responses<N extends OperationName> = Operations[N]['responses'];
type StatusOf<N extends OperationName> = Extract<keyof Responses<N>, SuccessStatus>;
/** What the kit reads for a status: the operation's `reads` schema where it has one. */
type Read<N extends OperationName, S extends StatusOf<N>> = Operations[N] extends { reads: infer R } ? (S extends keyof R ? R[S] : Responses<N>[S]) : Responses<N>[S];

/** Every success status with its parsed body, as a union discriminated by status. */
export type OperationResult<N extends OperationName> = {
  [S in StatusOf<N>]: { status: S; data: Out<Read<N, S>>; headers: Headers };
}[StatusOf<N>];

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;
/** The operations that answer with more than one success status, read from the operations table. */
type MultiStatus = { [N in OperationName]: true extends IsUnion<StatusOf<N>> ? N : never }[OperationName];
/**
 * Their methods return `{ status, data }`, the others the data alone. The same set at run time (the
 * client holds no schemas to count statuses by): the type makes this list name exactly those.
 */
const MULTI_STATUS: Record<MultiStatus, true> = { putCustomer: true, startOnboarding: true, closeVirtualAccount: true };
type MethodResult<N extends OperationName> = N extends MultiStatus ? Omit<OperationResult<N>, 'headers'> : OperationResult<N>['data'];

/**
 * When an answer was served: `serverNow`, the server's clock (its Date header; absent when the
 * browser hid it: cross-origin without `Access-Control-Expose-Headers: Date`), and `receivedAt`,
 * this device's clock (ms) when it arrived. A quote's countdown corrects the device's clock by them.
 */
export interface ServedAt {
  serverNow?: string;
  receivedAt: number;
}

/** The answers with a quote to count down: their result carries `servedAt`, plain data that a spread or a cache keeps. */
const QUOTE_ANSWERS = ['prepareSell'] as const satisfies readonly OperationName[];
type QuoteAnswer = (typeof QUOTE_ANSWERS)[number];
type ClientResult<N extends OperationName> = N extends QuoteAnswer ? MethodResult<N> & { servedAt: ServedAt } : MethodResult<N>;

/** A method per operation; optional input when the operation needs none. */
export type RampkitClient = {
  [N in OperationName]: {} extends OperationInput<N>
    ? (input?: OperationInput<N>) => Promise<ClientResult<N>>
    : (input: OperationInput<N>) => Promise<ClientResult<N>>;
} & {
  request<N extends OperationName>(name: N, input: OperationInput<N>): Promise<OperationResult<N>>;
  readonly baseUrl: string;
  /** The fetch the client was given, if any: the kit's live stream goes through it too. */
  readonly fetch?: Fetch;
  /** The description the upstream follows, as configured. */
  readonly apiVersion: ApiVersion;
  /** Listens for contract mismatches (each operation and path once per client); returns the unsubscribe. */
  onContractMismatch(listener: (mismatch: ContractMismatch) => void): () => void;
};

/* eslint-enable @typescript-eslint/no-empty-object-type */

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

export function createRampkitClient(options: RampkitClientOptions): RampkitClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const retry = options.retry === false ? { attempts: 1 } : options.retry ?? {};
  const attempts = Math.max(1, retry.attempts ?? 3);
  const baseDelayMs = retry.baseDelayMs ?? 250;
  const maxDelayMs = retry.maxDelayMs ?? 8000;
  const sleep = options.sleep ?? defaultSleep;
  const apiVersion = options.apiVersion ?? 'seed';
  const reported = new Set<string>();
  const listeners = new Set<(mismatch: ContractMismatch) => void>();
  if (options.onContractMismatch) listeners.add(options.onContractMismatch);
  const report = (mismatch: ContractMismatch) => {
    // Once per operation and path: the fourth channel missing FeeConfig is the same news as the first.
    const key = `${mismatch.operation} ${mismatch.status} ${mismatch.path.replace(/\.\d+(?=\.|$)/g, '.*')}`;
    if (reported.has(key)) return;
    reported.add(key);
    for (const listener of listeners) listener(mismatch);
  };
  const onContractMismatch = (listener: (mismatch: ContractMismatch) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  // Started now, so it is usually there before the first answer (or the customer's first typed
  // value); a failed load is tried again by the next request.
  let contract: Contract | undefined;
  let loading: Promise<Contract> | undefined;
  const loadContract = (action: string): Promise<Contract> => {
    loading ??= import('./contract').then(
      (loaded) => (contract = loaded),
      (cause: unknown) => {
        loading = undefined;
        throw cause;
      },
    );
    return loading.catch((cause: unknown) => {
      throw ApiError.network(action, cause);
    });
  };
  void loadContract('').catch(() => undefined);

  async function request<N extends OperationName>(name: N, input: OperationInput<N>): Promise<OperationResult<N>> {
    const route: RouteDef = routes[name];
    const raw = input as RawInput;
    const url = requestUrl(route, baseUrl, raw);
    // A read (no body) goes out at once and is checked while it travels; anything with a body is
    // checked before it leaves. With the chunk already here, every request is checked first.
    const sendsBody = route.method !== 'GET';
    const check = (loaded: Contract) => loaded.checkRequest(name, raw, apiVersion);
    const checked = contract ? check(contract) : sendsBody ? check(await loadContract(route.action)) : undefined;
    const pendingCheck = checked ? undefined : loadContract(route.action).then(check);
    const body = checked?.body;
    const init: RequestInit = {
      method: route.method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      body,
      signal: input.signal,
    };
    const contractFor = async () => contract ?? (await loadContract(route.action));
    let early: Promise<Response> | undefined;
    if (pendingCheck) {
      early = doFetch(url, init);
      // The check decides first: an invalid read fails as it would have before leaving.
      early.catch(() => undefined);
      await pendingCheck;
    }
    let conflicts = 0;
    let waited = 0;
    for (let attempt = 1; ; attempt += 1) {
      let error: ApiError;
      try {
        const response = await (early ?? doFetch(url, init));
        early = undefined;
        if (response.ok) {
          const { readSuccess, readError } = await contractFor();
          const { empty, ...read } = await readSuccess(name, response, report, readJson);
          if (empty && read.status === route.askAgainWhenEmpty) {
            // Created without a body (published 0.1.3): the same request now resumes what was created.
            const again = await doFetch(url, init);
            if (!again.ok) throw await readError(route.action, again, readJson);
            const { empty: stillEmpty, ...resumed } = await readSuccess(name, again, report, readJson);
            if (stillEmpty) throw ApiError.invalidResponse(route.action, again.status, [{ Field: '', Reason: 'SchemaValidation', Description: 'is required: the answer has no body, asked twice' }]);
            // Resumed (200): the very session this call created, so its status stays. Anything else
            // (202: the review already started) is what the service says now, in its own shape.
            return { ...resumed, status: resumed.status === 200 ? read.status : resumed.status } as unknown as OperationResult<N>;
          }
          return read as unknown as OperationResult<N>;
        }
        error = await (await contractFor()).readError(route.action, response, readJson);
      } catch (cause) {
        early = undefined;
        if (cause instanceof ApiError) throw cause;
        if (input.signal?.aborted) throw cause;
        error = ApiError.network(route.action, cause);
      }
      if (error.type === 'Conflict') conflicts += 1;
      // A change refused with Conflict on every one of several attempts is the spec's repeated 409:
      // "the stored state cannot accept the change and the request must change". A read changes
      // nothing, so its Conflict stays one to try again.
      const repeated = route.method !== 'GET' && conflicts > 1 && conflicts === attempt;
      if (attempt >= attempts || !mayRetry(route, error)) throw repeated ? error.asRepeatedConflict() : error;
      const backoff = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
      // The last try after a Conflict comes more than a second after the first: the spec's lock on
      // a bank-deposit workflow holds for "the same second", and only then is a 409 "repeated".
      const lastConflict = error.type === 'Conflict' && attempt === attempts - 1 ? Math.max(0, CONFLICT_WINDOW_MS - waited) : 0;
      const delay = Math.min(maxDelayMs, Math.max(error.retryAfterMs ?? backoff, lastConflict));
      waited += delay;
      await sleep(delay, input.signal);
    }
  }

  const client = { request, baseUrl, apiVersion, onContractMismatch, ...(options.fetch ? { fetch: options.fetch } : {}) } as RampkitClient;
  for (const name of Object.keys(routes) as OperationName[]) {
    const multi = Object.hasOwn(MULTI_STATUS, name);
    (client as Record<string, unknown>)[name] = async (input: OperationInput<typeof name> = {} as OperationInput<typeof name>) => {
      const result = (await request(name, input)) as { status: number; data: unknown; headers?: Headers };
      const data = multi ? { status: result.status, data: result.data } : result.data;
      if (!(QUOTE_ANSWERS as readonly OperationName[]).includes(name)) return data;
      const serverNow = result.headers?.get('date') ?? undefined;
      return { ...(data as object), servedAt: { ...(serverNow ? { serverNow } : {}), receivedAt: Date.now() } };
    };
  }
  return client;
}

/** How long the service may hold a change's lock (bank-deposit workflows: "the same second"), with a margin. */
const CONFLICT_WINDOW_MS = 1100;

/**
 * 409 Conflict and 429 mean "this attempt did not apply": safe to repeat for any operation.
 * A 5xx or a lost answer may have applied, so only idempotent operations repeat on those.
 */
function mayRetry(def: RouteDef, error: ApiError): boolean {
  if (error.type === 'Conflict' || error.type === 'RateLimited') return true;
  return error.retryable && def.idempotent;
}

/** The URL of a request: params and query as given (the contract checks them, the wire form is theirs). */
function requestUrl(route: RouteDef, baseUrl: string, input: RawInput): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(input.params?.[key] ?? '')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { Detail: text.slice(0, 500) };
  }
}
