// What the proxy's observers (metrics, request log) say about an answer: bounded labels that name
// an operation, never a path (paths carry customer ids), and a webhook's outcome.
import { matchOperation } from '../api/operations';

/**
 * What is worked out once per request or answer is kept on the object itself, under a symbol of this
 * module, not in a WeakMap: a WeakMap entry per request costs microseconds to add and is work for
 * every scavenge while it lives (docs/adr/0164). A frozen object keeps nothing and is worked out again.
 */
type Keeping<T> = { [key: symbol]: T | undefined };
function keep<T>(target: object, key: symbol, value: T): void {
  if (Object.isExtensible(target)) (target as Keeping<T>)[key] = value;
}

/** Per request: the metrics, the request log and the tracing each ask for the same request's operation. */
const OPERATION = Symbol('rampkit.operation');

/** The operation a proxied request names (see proxyOperation), worked out once per request. */
export function requestOperation(request: Request): string {
  let operation = (request as unknown as Keeping<string>)[OPERATION];
  if (operation === undefined) {
    const url = request.url;
    // The path alone, without building a URL: after the origin, up to the query or fragment.
    const start = url.indexOf('/', url.indexOf('//') + 2);
    const end = url.search(/[?#]/);
    operation = proxyOperation(request.method, start < 0 ? '/' : url.slice(start, end < 0 ? undefined : end));
    keep(request, OPERATION, operation);
  }
  return operation;
}

/** Answers the proxy made with X-Request-ID in their plain header record: the id, without building their Headers. */
const REQUEST_ID = Symbol('rampkit.requestId');

/** Records that the proxy made `response` with this X-Request-ID (and its hardening headers). */
export function markAnswer(response: Response, requestId: string): Response {
  keep(response, REQUEST_ID, requestId);
  return response;
}

const markOf = (response: Response) => (response as unknown as Keeping<string>)[REQUEST_ID];

/** Whether the proxy made this answer with its own headers already (markAnswer). */
export const isMarkedAnswer = (response: Response): boolean => markOf(response) !== undefined;

/**
 * An answer's X-Request-ID. Read from the record markAnswer keeps where there is one: reading
 * `headers` of @hono/node-server's lightweight Response builds a Headers object for it.
 */
export function answerRequestId(response: Response): string | null {
  return markOf(response) ?? response.headers.get('x-request-id');
}

/** The operation a proxy path names, `events`, `webhook` or `unknown`: never the path itself. */
export function proxyOperation(method: string, pathname: string): string {
  if (pathname === '/webhooks') return 'webhook';
  const at = pathname.indexOf('/api/');
  if (at < 0) return 'unknown';
  const path = pathname.slice(at + '/api'.length);
  if (path === '/events') return 'events';
  return matchOperation(method, path)?.name ?? 'unknown';
}

/** A webhook answer's outcome, read from its status and (for 200) its small JSON body. */
export async function webhookOutcome(response: Response): Promise<string> {
  if (response.status >= 500) return 'unavailable';
  if (response.status !== 200) return 'rejected';
  const body = (await response.clone().json().catch(() => ({}))) as { Duplicate?: boolean };
  return body.Duplicate ? 'duplicate' : 'verified';
}
