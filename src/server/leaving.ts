// When the browser leaves before its answer, the upstream call it asked for ends too. On node:http
// that is read off the server's response ('close' before it finished): building the Request's
// AbortSignal and listening on it (EventTarget) cost about a tenth of a millisecond per request,
// a third of what forwarding the request costs at all (docs/adr/0162). Elsewhere (Workers, Deno,
// Bun, a Request made in a test) the Request's own signal says it.

/** What an upstream call listens to: an AbortSignal, or the same shape over a node:http response. */
export interface Leaving {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** node:http's ServerResponse, as much of it as is read here. */
interface NodeServerResponse {
  readonly destroyed: boolean;
  readonly writableFinished: boolean;
  once(event: 'close', listener: () => void): unknown;
  off(event: 'close', listener: () => void): unknown;
}

const isNodeResponse = (value: unknown): value is NodeServerResponse =>
  typeof value === 'object' && value !== null && typeof (value as NodeServerResponse).once === 'function' && typeof (value as NodeServerResponse).off === 'function' && 'writableFinished' in value;

class ResponseClosed implements Leaving {
  constructor(private readonly outgoing: NodeServerResponse) {}
  get aborted() {
    return this.outgoing.destroyed && !this.outgoing.writableFinished;
  }
  get reason() {
    return new DOMException('The browser closed the connection.', 'AbortError');
  }
  // 'close' is the connection ending or the answer written; an upstream call listens only before
  // the answer is written, so while it listens 'close' means the browser left.
  addEventListener(_type: 'abort', listener: () => void) {
    this.outgoing.once('close', listener);
  }
  removeEventListener(_type: 'abort', listener: () => void) {
    this.outgoing.off('close', listener);
  }
}

/**
 * How this request's leaving is heard: the node:http response in `connection` (what
 * @hono/node-server's `serve()` and `getRequestListener()` pass as `{ incoming, outgoing }`), else
 * the Request's signal.
 */
export function leavingOf(request: Request, connection: unknown): Leaving {
  const outgoing = typeof connection === 'object' && connection !== null ? (connection as { outgoing?: unknown }).outgoing : undefined;
  return isNodeResponse(outgoing) ? new ResponseClosed(outgoing) : request.signal;
}
