// The typed client: one method per operation of the table, nothing written by hand per endpoint.
// It validates what it sends (an invalid request never leaves the browser), validates what comes
// back (extra fields tolerated), and retries only what is safe to repeat.
import type { z } from 'zod';
import { ApiError, zodIssuesToFieldProblems } from './errors';
import { operations, type OperationDef, type OperationName, type Operations, type SuccessStatus } from './operations';

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
  fetch?: Fetch;
  headers?: Record<string, string>;
  retry?: RetryOptions | false;
  /** Injectable for tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

// `{} extends X` asks "are all of X's fields optional?", which decides whether an input may be omitted.
/* eslint-disable @typescript-eslint/no-empty-object-type */
type In<T> = T extends z.ZodType ? z.input<T> : never;
type Out<T> = T extends z.ZodType ? z.output<T> : T extends null ? undefined : never;

export type OperationInput<N extends OperationName> = (Operations[N] extends { params: infer P } ? { params: In<P> } : { params?: never }) &
  (Operations[N] extends { query: infer Q } ? ({} extends In<Q> ? { query?: In<Q> } : { query: In<Q> }) : { query?: never }) &
  (Operations[N] extends { body: infer B } ? { body: In<B> } : { body?: never }) & { signal?: AbortSignal };

type Responses<N extends OperationName> = Operations[N]['responses'];
type StatusOf<N extends OperationName> = Extract<keyof Responses<N>, SuccessStatus>;

/** Every success status with its parsed body, as a union discriminated by status. */
export type OperationResult<N extends OperationName> = {
  [S in StatusOf<N>]: { status: S; data: Out<Responses<N>[S]>; headers: Headers };
}[StatusOf<N>];

type MultiStatus = 'putCustomer' | 'startOnboarding' | 'closeVirtualAccount';
type MethodResult<N extends OperationName> = N extends MultiStatus ? Omit<OperationResult<N>, 'headers'> : OperationResult<N>['data'];

/** A method per operation; optional input when the operation needs none. */
export type RampkitClient = {
  [N in OperationName]: {} extends OperationInput<N>
    ? (input?: OperationInput<N>) => Promise<MethodResult<N>>
    : (input: OperationInput<N>) => Promise<MethodResult<N>>;
} & {
  request<N extends OperationName>(name: N, input: OperationInput<N>): Promise<OperationResult<N>>;
  readonly baseUrl: string;
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

  async function request<N extends OperationName>(name: N, input: OperationInput<N>): Promise<OperationResult<N>> {
    const def: OperationDef = operations[name];
    const { url, body } = buildRequest(def, baseUrl, input as RawInput);
    const init: RequestInit = {
      method: def.method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      body,
      signal: input.signal,
    };
    for (let attempt = 1; ; attempt += 1) {
      let error: ApiError;
      try {
        const response = await doFetch(url, init);
        if (response.ok) return (await readSuccess(def, response)) as OperationResult<N>;
        error = ApiError.fromResponse(response.status, await readJson(response), { action: def.action, retryAfter: response.headers.get('retry-after') });
      } catch (cause) {
        if (cause instanceof ApiError) throw cause;
        if (input.signal?.aborted) throw cause;
        error = ApiError.network(def.action, cause);
      }
      if (attempt >= attempts || !mayRetry(def, error)) throw error;
      const backoff = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
      await sleep(Math.min(maxDelayMs, error.retryAfterMs ?? backoff), input.signal);
    }
  }

  const client = { request, baseUrl } as RampkitClient;
  for (const name of Object.keys(operations) as OperationName[]) {
    const multi = name === 'putCustomer' || name === 'startOnboarding' || name === 'closeVirtualAccount';
    (client as Record<string, unknown>)[name] = async (input: OperationInput<typeof name> = {} as never) => {
      const result = (await request(name, input)) as { status: number; data: unknown };
      return multi ? { status: result.status, data: result.data } : result.data;
    };
  }
  return client;
}

/**
 * 409 Conflict and 429 mean "this attempt did not apply": safe to repeat for any operation.
 * A 5xx or a lost answer may have applied, so only idempotent operations repeat on those.
 */
function mayRetry(def: OperationDef, error: ApiError): boolean {
  if (error.type === 'Conflict' || error.type === 'RateLimited') return true;
  return error.retryable && def.idempotent;
}

interface RawInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

function validate(schema: z.ZodType | undefined, value: unknown, action: string, prefix?: string): unknown {
  if (!schema) return value;
  const parsed = schema.safeParse(value ?? (prefix === undefined ? undefined : {}));
  if (!parsed.success) throw ApiError.invalidRequest(action, zodIssuesToFieldProblems(parsed.error.issues, prefix, value));
  return parsed.data;
}

export function buildRequest(def: OperationDef, baseUrl: string, input: RawInput): { url: string; body?: string } {
  // Params and query are checked but sent as given (the wire form); the body is sent as given too,
  // so a signature over it by a proxy matches what the upstream receives.
  validate(def.params, input.params ?? {}, def.action);
  if (def.query) validate(def.query, input.query ?? {}, def.action);
  if (def.body) validate(def.body, input.body, def.action);
  const path = def.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(input.params?.[key] ?? '')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return { url: `${baseUrl}${path}${qs ? `?${qs}` : ''}`, body: def.body ? JSON.stringify(input.body) : undefined };
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

async function readSuccess(def: OperationDef, response: Response): Promise<{ status: number; data: unknown; headers: Headers }> {
  const status = response.status as SuccessStatus;
  const schema = def.responses[status];
  if (schema === undefined) {
    throw ApiError.invalidResponse(def.action, response.status, [{ Field: '', Reason: 'SchemaValidation', Description: `status ${response.status} is not one this operation answers with` }]);
  }
  if (schema === null) return { status, data: undefined, headers: response.headers };
  const body = await readJson(response);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw ApiError.invalidResponse(def.action, response.status, zodIssuesToFieldProblems(parsed.error.issues));
  return { status, data: parsed.data, headers: response.headers };
}
