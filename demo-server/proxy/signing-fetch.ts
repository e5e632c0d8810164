// A fetch that authenticates as the business: X-Api-Key plus a fresh Api-Signature over the exact
// bytes sent. The proxy forwards through it and the server-side client calls through it.
import { importSigningKey, signApiRequest } from '../shared/api-signature';

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
  return async (input, init = {}) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const headers = new Headers();
    headers.set('accept', 'application/json');
    const type = request.headers.get('content-type');
    if (body && type) headers.set('content-type', type);
    headers.set('x-api-key', options.apiKey);
    if (key) headers.set('api-signature', await signApiRequest({ method: request.method, url: request.url, body }, await key));
    return upstream(request.url, { method: request.method, headers, body: body || undefined, signal: init.signal ?? request.signal });
  };
}
