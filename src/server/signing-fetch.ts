// Authenticating as the business: X-Api-Key plus a fresh Api-Signature over the exact bytes sent.
// The proxy forwards through createSignedUpstream, the server-side client calls through
// createSigningFetch; both sign the same way.
import { importSigningKey, signApiRequest, type SigningKey } from '../wire/api-signature';
import { sha256Hex, sha256HexNow } from '../wire/hash';
import { createUpstream, type UpstreamCall, type UpstreamResponse } from './upstream';
import { recentSignatures } from './recent-signatures';
import type { Observe } from './observe';
import type { Leaving } from './leaving';

const LIFETIME_S = 300;
/** A signature is reused for an identical request only while two thirds of its lifetime remain. */
const REUSE_MS = (LIFETIME_S * 1000) / 3;
const CACHE_SIZE = 1000;
/** SHA-256 of no bytes: the bodyHash of every read. */
export const EMPTY_BODY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

type Fetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

export interface SigningFetchOptions {
  apiKey: string;
  /**
   * PKCS#8 PEM, ES384 (P-384) or ES256 (P-256). Without one, requests go unsigned (sandbox keys
   * only). ES256 signs about ten times faster than ES384: the choice for a proxy that signs many
   * distinct writes (`npm run bench` prints both).
   */
  signingKey?: string;
  fetch?: Fetch;
}

/**
 * The headers that authenticate one request: X-Api-Key, and Api-Signature when a key is set. A
 * read whose fresh signature is kept is answered synchronously (no promise on a polled read's way).
 */
function createSigner(options: SigningFetchOptions, observe?: Observe) {
  const key = options.signingKey ? importSigningKey(options.signingKey) : undefined;
  let signingKey: SigningKey | undefined;
  void key?.then((k) => (signingKey = k), () => {});
  // ES384 signing costs about a millisecond; a signature covers method, URL and body hash and stays
  // valid for its lifetime, so identical requests (polled reads above all) can share a fresh one.
  const cache = recentSignatures(CACHE_SIZE);
  const kept = (cacheKey: string, now: number) => {
    const hit = cache.get(cacheKey);
    return hit && now - hit.at < REUSE_MS ? hit.token : undefined;
  };
  /** A fresh signature into `headers`: one promise chain, no async frames (each promise costs under an OTel SDK on Node 20). */
  const signInto = (headers: Record<string, string>, method: string, url: string, body: string, bodyHash: string, cacheKey: string, now: number, request: Request | undefined) => {
    const signWith = (loaded: SigningKey) => {
      const make = () => signApiRequest({ method, url, body, bodyHash }, loaded, { lifetimeSeconds: LIFETIME_S, now });
      return (observe ? observe({ kind: 'sign', request }, make) : make()).then((token) => {
        cache.set(cacheKey, { token, at: now });
        headers['api-signature'] = token;
        return headers;
      });
    };
    return signingKey ? signWith(signingKey) : key!.then(signWith);
  };
  return (method: string, url: string, body: string, contentType: string | null, request?: Request): Record<string, string> | Promise<Record<string, string>> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body && contentType) headers['content-type'] = contentType;
    headers['x-api-key'] = options.apiKey;
    if (!key) return headers;
    // Hashed once: the hash keys the cache and is the signature's bodyHash claim (reads have none).
    const bodyHash = body ? sha256HexNow(body) : EMPTY_BODY_SHA256;
    if (bodyHash === undefined) {
      return sha256Hex(body).then((hash) => withSignature(headers, method, url, body, hash, request));
    }
    return withSignature(headers, method, url, body, bodyHash, request);
  };
  function withSignature(headers: Record<string, string>, method: string, url: string, body: string, bodyHash: string, request: Request | undefined) {
    const cacheKey = `${method} ${url} ${bodyHash}`;
    const now = Date.now();
    const token = kept(cacheKey, now);
    if (token !== undefined) {
      headers['api-signature'] = token;
      return headers;
    }
    return signInto(headers, method, url, body, bodyHash, cacheKey, now, request);
  }
}

export function createSigningFetch(options: SigningFetchOptions): Fetch {
  const upstream: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sign = createSigner(options);
  return async (input, init = {}) => {
    // The client calls with a URL string and a string body: read those as they are, and build a
    // Request only for any other shape.
    const simple = typeof input === 'string' && (init.body === undefined || init.body === null || typeof init.body === 'string');
    const request = simple ? undefined : new Request(input, init);
    const method = (request?.method ?? init.method ?? 'GET').toUpperCase();
    const url = request?.url ?? new URL(input as string).href;
    const readsOnly = method === 'GET' || method === 'HEAD';
    const body = readsOnly ? '' : request ? await request.text() : ((init.body as string | undefined) ?? '');
    const contentType = request ? request.headers.get('content-type') : new Headers(init.headers).get('content-type');
    const headers = await sign(method, url, body, contentType);
    // A redirect is never followed, for the proxy's reason (./upstream): the key stays with the service.
    return upstream(url, { method, headers, body: body || undefined, signal: init.signal ?? request?.signal, redirect: 'error' });
  };
}

/**
 * The proxy's way upstream: signed, bounded by one timeout, on Node through a keep-alive agent.
 * With observers, signing and the call are watched steps (`operation` and `route` name the call).
 */
export function createSignedUpstream(
  options: SigningFetchOptions,
  observe?: Observe,
): (request: { method: string; url: string; body?: string; signal?: Leaving; timeoutMs: number; operation: string; route: string; request?: Request }) => Promise<UpstreamResponse> {
  const call: UpstreamCall = createUpstream(options.fetch);
  const sign = createSigner(options, observe);
  return ({ method, url, body, signal, timeoutMs, operation, route, request }) => {
    const signed = sign(method, url, body ?? '', body === undefined ? null : 'application/json', request);
    const send = (headers: Record<string, string>) => {
      const run = () => call({ method, url, headers, body: body || undefined, signal, timeoutMs });
      return observe ? observe({ kind: 'upstream', operation, method, route, headers, request }, run) : run();
    };
    // A kept signature is there at once: no promise of ours before the call.
    return signed instanceof Promise ? signed.then(send) : send(signed);
  };
}
