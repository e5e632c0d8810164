// How the proxy reaches the payments service. On Node (no `fetch` given) through `node:http(s)` on
// a keep-alive agent: global fetch with its Request, Headers and streams costs two to three times
// the CPU per call, which is most of the proxy's own time. Everywhere else (a browser tab in
// Storybook, Workers, a `fetch` passed in) through fetch. Either way one timer bounds the whole
// exchange, body included, and the answer is read whole (the proxy rewrites or checks it).

import type * as NodeHttpModule from 'node:http';
import type { Leaving } from './leaving';
import { urlParts } from '../wire/url-parts';
import { headerRecord } from './header-record';

type Fetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

export interface UpstreamRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The browser leaving (its request's signal, or its node:http response closing): ends the upstream call too. */
  signal?: Leaving;
  timeoutMs: number;
}

/** The answer, read whole. */
export interface UpstreamResponse {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  /** The answer's bytes as they came: what the proxy passes on unread, without decoding and encoding it again. */
  bytes(): Promise<Uint8Array>;
  json(): Promise<unknown>;
  /** The same bytes at once: the answer is read whole before it is handed on. */
  readonly received: Uint8Array;
  /** The same text at once (decoded once, shared with text()). */
  receivedText(): string;
}

export type UpstreamCall = (request: UpstreamRequest) => Promise<UpstreamResponse>;

const timeoutError = (ms: number) => new DOMException(`The upstream did not answer within ${ms} ms.`, 'TimeoutError');
const abortError = (signal: Leaving): Error => (signal.reason as Error | undefined) ?? new DOMException('The request was aborted.', 'AbortError');

const utf8 = new TextDecoder();

function answer(status: number, headers: UpstreamResponse['headers'], bytes: Uint8Array): UpstreamResponse {
  let text: string | undefined;
  const decoded = () => (text ??= utf8.decode(bytes));
  return {
    status,
    ok: status >= 200 && status < 300,
    headers,
    text: async () => decoded(),
    json: async () => JSON.parse(decoded()),
    bytes: async () => bytes,
    received: bytes,
    receivedText: decoded,
  };
}

/** Through `fetch`: one AbortController and one timer per call (no AbortSignal.any). */
export function fetchUpstream(fetchImpl: Fetch): UpstreamCall {
  return async ({ method, url, headers, body, signal, timeoutMs }) => {
    if (signal?.aborted) throw abortError(signal);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(timeoutError(timeoutMs)), timeoutMs);
    const onAbort = () => controller.abort(abortError(signal!));
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      // Never followed: fetch would send X-Api-Key (and the body) on to whatever origin a Location
      // names. A redirect fails the call (502), as node:http's transport never follows one either.
      const response = await fetchImpl(url, { method, headers, body, signal: controller.signal, redirect: 'error' });
      return answer(response.status, response.headers, new Uint8Array(await response.arrayBuffer()));
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  };
}

type NodeHttp = typeof NodeHttpModule;

/** Through `node:http`/`node:https` with keep-alive agents, or undefined where that is not Node. */
export async function nodeUpstream(): Promise<UpstreamCall | undefined> {
  const runtime = globalThis as { process?: { versions?: { node?: string } }; navigator?: { userAgent?: string } };
  if (!runtime.process?.versions?.node || runtime.navigator?.userAgent === 'Cloudflare-Workers') return undefined;
  let http: NodeHttp;
  let https: NodeHttp;
  try {
    // Names in variables: bundlers for the browser and Workers leave these imports alone.
    const httpName = 'node:http';
    const httpsName = 'node:https';
    [http, https] = await Promise.all([import(/* @vite-ignore */ httpName), import(/* @vite-ignore */ httpsName)]);
  } catch {
    return undefined;
  }
  const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };
  // Where each origin called is, parsed once: the proxy calls one base URL (a few at most).
  const endpoints = new Map<string, { protocol: string; hostname: string; port: string | number; secure: boolean }>();
  const endpointOf = (origin: string) => {
    let endpoint = endpoints.get(origin);
    if (!endpoint) {
      const target = new URL(origin);
      const secure = target.protocol === 'https:';
      endpoint = { protocol: target.protocol, hostname: target.hostname.replace(/^\[(.*)\]$/, '$1'), port: target.port || (secure ? 443 : 80), secure };
      if (endpoints.size >= 64) endpoints.clear();
      endpoints.set(origin, endpoint);
    }
    return endpoint;
  };
  return ({ method, url, headers, body, signal, timeoutMs }) =>
    new Promise<UpstreamResponse>((resolve, reject) => {
      if (signal?.aborted) return reject(abortError(signal));
      const { origin, pathname, search } = urlParts(url);
      const { protocol, hostname, port, secure } = endpointOf(origin);
      const request = (secure ? https : http).request({
        protocol,
        hostname,
        port,
        path: `${pathname}${search}`,
        method,
        headers: body === undefined ? headers : headerRecord(headers, { 'content-length': String(Buffer.byteLength(body)) }),
        agent: secure ? agents['https:'] : agents['http:'],
      });
      let settled = false;
      const finish = (error: unknown, result?: UpstreamResponse) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (error) reject(error);
        else resolve(result!);
      };
      // Destroyed without the error, which the call's promise carries: Node reads the stack of an
      // error it is destroyed with (formatted, through source maps where they are on), and every
      // browser that leaves mid-request would pay for that.
      const timer = setTimeout(() => {
        request.destroy();
        finish(timeoutError(timeoutMs));
      }, timeoutMs);
      const onAbort = () => {
        request.destroy();
        finish(abortError(signal!));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      request.on('error', (error) => finish(error));
      request.on('response', (response) => {
        // A redirect is never followed, and never passed on: a browser would get a 3xx without
        // its Location (not a header it may see). The call fails as fetch's redirect: 'error' does (502).
        const status = response.statusCode ?? 502;
        if (status >= 300 && status < 400) {
          response.resume();
          request.destroy();
          finish(new Error(`The upstream answered ${status}, a redirect, which is never followed.`));
          return;
        }
        const chunks: Uint8Array[] = [];
        response.on('data', (chunk: Uint8Array) => chunks.push(chunk));
        response.on('error', (error) => finish(error));
        response.on('aborted', () => finish(new Error('The upstream closed the connection mid-answer.')));
        response.on('end', () => {
          const get = (name: string) => {
            const value = response.headers[name.toLowerCase()];
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : String(value);
          };
          finish(undefined, answer(status, { get }, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
        });
      });
      request.end(body);
    });
}

/** Node's transport when the runtime has it and no fetch was given, else fetch. */
export function createUpstream(fetchImpl: Fetch | undefined): UpstreamCall {
  if (fetchImpl) return fetchUpstream(fetchImpl);
  const viaFetch = fetchUpstream((input, init) => globalThis.fetch(input, init));
  const chosen = nodeUpstream().then((node) => node ?? viaFetch);
  // Once chosen, called directly: no promise of its own on every call's way.
  let ready: UpstreamCall | undefined;
  void chosen.then((call) => (ready = call));
  return (request) => (ready ? ready(request) : chosen.then((call) => call(request)));
}
