// What the proxy's observers (metrics, request log) say about an answer: bounded labels that name
// an operation, never a path (paths carry customer ids), and a webhook's outcome.
import { matchOperation } from '../api/operations';

/** Per request: the metrics, the request log and the tracing each ask for the same request's operation. */
const seen = new WeakMap<Request, string>();

/** The operation a proxied request names (see proxyOperation), worked out once per request. */
export function requestOperation(request: Request): string {
  let operation = seen.get(request);
  if (operation === undefined) {
    const url = request.url;
    // The path alone, without building a URL: after the origin, up to the query or fragment.
    const start = url.indexOf('/', url.indexOf('//') + 2);
    const end = url.search(/[?#]/);
    operation = proxyOperation(request.method, start < 0 ? '/' : url.slice(start, end < 0 ? undefined : end));
    seen.set(request, operation);
  }
  return operation;
}

/** Answers the proxy made with X-Request-ID in their plain header record: the id, without building their Headers. */
const answerIds = new WeakMap<Response, string>();

/** Records that the proxy made `response` with this X-Request-ID (and its hardening headers). */
export function markAnswer(response: Response, requestId: string): Response {
  answerIds.set(response, requestId);
  return response;
}

/** Whether the proxy made this answer with its own headers already (markAnswer). */
export const isMarkedAnswer = (response: Response): boolean => answerIds.has(response);

/**
 * An answer's X-Request-ID. Read from the record markAnswer keeps where there is one: reading
 * `headers` of @hono/node-server's lightweight Response builds a Headers object for it.
 */
export function answerRequestId(response: Response): string | null {
  return answerIds.get(response) ?? response.headers.get('x-request-id');
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
