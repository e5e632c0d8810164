// Request bodies read under a byte limit that holds while the body streams in (a chunked body has no
// Content-Length to check up front), and JSON refused past a nesting depth before it is parsed, so
// no recursive reader (zod, JSON.stringify, String()) downstream can overflow the stack.
// Web-standard only: the sandbox runs this in the browser too.

/** Deeper JSON than this is refused; the deepest body the API defines nests 6 levels. */
export const MAX_JSON_DEPTH = 32;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

export class JsonTooDeepError extends Error {
  constructor(readonly maxDepth: number) {
    super(`The JSON body nests deeper than ${maxDepth} levels.`);
    this.name = 'JsonTooDeepError';
  }
}

const decoder = new TextDecoder();

/** The body as text, or BodyTooLargeError as soon as more than `limit` bytes have arrived. */
export function readTextWithin(request: Request, limit: number): Promise<string> {
  return readBytesWithin(request, limit, (bytes) => decoder.decode(bytes));
}

/**
 * The body's bytes as they came (or what `finish` makes of them), or BodyTooLargeError as soon as
 * more than `limit` have arrived.
 * Promise chains, not async functions, on the way every write takes: under an OpenTelemetry SDK on
 * Node 20 each promise costs a hook call (docs/adr/0163).
 */
export function readBytesWithin(request: Request, limit: number): Promise<Uint8Array>;
export function readBytesWithin<T>(request: Request, limit: number, finish: (bytes: Uint8Array) => T): Promise<T>;
export function readBytesWithin(request: Request, limit: number, finish: (bytes: Uint8Array) => unknown = (bytes) => bytes): Promise<unknown> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) {
    const refused = () => Promise.reject(new BodyTooLargeError(limit));
    return request.body ? request.body.cancel().then(refused, refused) : refused();
  }
  if (declared !== null && /^\d+$/.test(declared)) {
    // A declared length frames the body (the HTTP server reads that many bytes and no more), so
    // it can be read whole: on Node, @hono/node-server then reads the socket directly instead of
    // through a web stream built for each request. Counted again, for a Request made in-process.
    return request.arrayBuffer().then((bytes) => {
      if (bytes.byteLength > limit) throw new BodyTooLargeError(limit);
      return finish(new Uint8Array(bytes));
    });
  }
  return readStreamWithin(request, limit).then(finish);
}

async function readStreamWithin(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** How deep the JSON text nests (arrays and objects), counted without parsing and without recursion. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth++;
      if (depth > max) max = depth;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return max;
}

/** JSON.parse, after refusing a text that nests deeper than `maxDepth` (JsonTooDeepError). */
export function parseJsonWithin(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  if (jsonDepth(text) > maxDepth) throw new JsonTooDeepError(maxDepth);
  return JSON.parse(text);
}
