// The proxy's own answers: every one with its request id and the hardening headers, an error in
// the spec's envelope, the upstream headers a browser may see, a HEAD's answer without its body.
import type { ErrorType, FieldProblem } from '../api/errors';
import { statusOfErrorType } from '../api/errors';
import { markAnswer } from './answer-labels';
import { HARDENING_HEADERS, headerRecord } from './header-record';

/** What an answer needs to know of its request: the id it carries (X-Request-ID, the envelope's Instance). */
export type Exchange = { get(key: 'requestId'): string };

// date: the upstream's clock, which its quotes expire by (the kit corrects a device's clock by it).
const SAFE_RESPONSE_HEADERS = ['content-type', 'retry-after', 'date'];
/** The upstream answer's headers a browser may see. */
export function safeHeaders(response: { headers: { get(name: string): string | null } }): Record<string, string> {
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
export function answer(c: Exchange, body: string | Uint8Array | null, status: number, headers: Record<string, string>) {
  const id = c.get('requestId');
  return markAnswer(new Response(body as BodyInit | null, { status, headers: headerRecord(HARDENING_HEADERS, headers, { 'x-request-id': id }) }), id);
}

export function envelope(c: Exchange, type: ErrorType, detail: string, action: string, extra: { problems?: FieldProblem[]; status?: number; headers?: Record<string, string> } = {}) {
  const body = { Type: type, Action: action, Detail: detail, Instance: c.get('requestId'), ...(extra.problems ? { RequestExtension: { Body: extra.problems } } : {}) };
  return answer(c, JSON.stringify(body), extra.status ?? statusOfErrorType(type), { 'content-type': 'application/json', ...extra.headers });
}

/**
 * The answer to a HEAD: the GET's status and headers, its length in Content-Length, no body. The
 * upstream was asked with a signed GET (operations name GET; the service need not take HEAD), so
 * only a HEAD pays for reading the answer again (docs/adr/0170).
 */
export function withoutBody(response: Response): Promise<Response> {
  return response.arrayBuffer().then((bytes) => {
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    headers['content-length'] = String(bytes.byteLength);
    const id = headers['x-request-id'];
    const bare = new Response(null, { status: response.status, headers });
    return id ? markAnswer(bare, id) : bare;
  });
}
