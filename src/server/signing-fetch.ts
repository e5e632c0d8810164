// A fetch that authenticates as the business: X-Api-Key plus a fresh Api-Signature over the exact
// bytes sent. The proxy forwards through it and the server-side client calls through it.
import { importSigningKey, signApiRequest } from './signing/api-signature';
import { sha256Hex } from './signing/hash';

const LIFETIME_S = 300;
/** A signature is reused for an identical request only while two thirds of its lifetime remain. */
const REUSE_MS = (LIFETIME_S * 1000) / 3;
const CACHE_SIZE = 1000;

type Fetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

export interface SigningFetchOptions {
  apiKey: string;
  /** PKCS#8 PEM, ES384 (P-384) or ES256 (P-256). Without one, requests go unsigned (sandbox keys only). */
  signingKey?: string;
  fetch?: Fetch;
}

export function createSigningFetch(options: SigningFetchOptions): Fetch {
  const upstream: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const key = options.signingKey ? importSigningKey(options.signingKey) : undefined;
  // ES384 signing costs about a millisecond; a signature covers method, URL and body hash and stays
  // valid for its lifetime, so identical requests (polled reads above all) can share a fresh one.
  const cache = new Map<string, { token: string; at: number }>();
  const signatureFor = async (method: string, url: string, body: string) => {
    const cacheKey = `${method} ${url} ${body ? await sha256Hex(body) : ''}`;
    const now = Date.now();
    const hit = cache.get(cacheKey);
    if (hit && now - hit.at < REUSE_MS) return hit.token;
    const token = await signApiRequest({ method, url, body }, await key!, { lifetimeSeconds: LIFETIME_S, now });
    cache.delete(cacheKey);
    cache.set(cacheKey, { token, at: now });
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return token;
  };
  return async (input, init = {}) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const headers = new Headers();
    headers.set('accept', 'application/json');
    const type = request.headers.get('content-type');
    if (body && type) headers.set('content-type', type);
    headers.set('x-api-key', options.apiKey);
    if (key) headers.set('api-signature', await signatureFor(request.method, request.url, body));
    return upstream(request.url, { method: request.method, headers, body: body || undefined, signal: init.signal ?? request.signal });
  };
}
