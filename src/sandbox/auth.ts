// X-Api-Key and Api-Signature, as not-shown.md describes the real service's checks.
import { decodeJwt, decodeProtectedHeader, type CryptoKey, type KeyObject } from 'jose';
import { MAX_SIGNATURE_CLOCK_SKEW_S, MAX_SIGNATURE_LIFETIME_S, SIGNATURE_ALGORITHMS, queryParamMismatch, repeatedQueryName, verifyApiSignature } from '../wire/api-signature';
import { sha256Hex } from '../wire/hash';
import { SandboxError } from './envelope';

export interface AuthConfig {
  apiKey: string;
  /** The business's registered public key: when set, every request must be signed with it. */
  signingKey?: CryptoKey | KeyObject;
  /** Extra audiences accepted besides the request's own origin (e.g. a public URL behind a proxy). */
  audiences: string[];
}

const unauthorized = (detail: string) => new SandboxError('Unauthorized', detail);

export async function authenticate(request: Request, body: string, config: AuthConfig, now: number): Promise<void> {
  if (request.headers.get('origin')) {
    throw unauthorized('API keys are refused from browsers (the request carries an Origin header): call the API from your server.');
  }
  const key = request.headers.get('x-api-key');
  if (!key) throw unauthorized('The X-Api-Key header is missing.');
  if (key !== config.apiKey) throw unauthorized('The API key is not valid.');
  const token = request.headers.get('api-signature');
  if (!token) {
    if (config.signingKey) throw unauthorized('Api-Signature is required: this API key has a registered signing key.');
    return;
  }
  const url = new URL(request.url);
  const audience = [url.origin, ...config.audiences];
  if (config.signingKey) {
    const check = await verifyApiSignature(token, { method: request.method, url: request.url, body }, config.signingKey, { audience, now });
    if (!check.ok) throw unauthorized(check.reason);
    return;
  }
  // No registered key: the signature cannot be checked cryptographically, but a signature that is
  // sent is always validated, so its claims must still describe this request.
  let claims: Record<string, unknown>;
  let alg: unknown;
  try {
    claims = decodeJwt(token);
    alg = decodeProtectedHeader(token).alg;
  } catch {
    throw unauthorized('Api-Signature is not a JWT.');
  }
  const nowS = Math.floor(now / 1000);
  const repeated = repeatedQueryName(url);
  const problems = [
    // Unverifiable here, but still a signature of the kind the service takes (never alg "none").
    !(SIGNATURE_ALGORITHMS as readonly unknown[]).includes(alg) ? `its alg must be one of ${SIGNATURE_ALGORITHMS.join(', ')}` : '',
    typeof claims.exp !== 'number' || claims.exp < nowS ? 'it has expired' : '',
    typeof claims.iat !== 'number' || typeof claims.exp !== 'number' || claims.exp - claims.iat > MAX_SIGNATURE_LIFETIME_S ? `its lifetime exceeds ${MAX_SIGNATURE_LIFETIME_S} s` : '',
    typeof claims.iat === 'number' && claims.iat > nowS + MAX_SIGNATURE_CLOCK_SKEW_S ? `its iat is more than ${MAX_SIGNATURE_CLOCK_SKEW_S} s in the future` : '',
    repeated !== undefined ? `it cannot cover a query that gives ${repeated} more than once` : '',
    ![claims.aud].flat().some((a) => audience.includes(String(a))) ? 'its aud is not this service' : '',
    claims.method !== request.method ? 'its method does not match' : '',
    claims.path !== url.pathname ? 'its path does not match' : '',
    queryParamMismatch(url, claims.queryParams) !== undefined ? 'its queryParams do not match' : '',
    claims.bodyHash !== (await sha256Hex(body)) ? 'its bodyHash does not match the body' : '',
  ].filter(Boolean);
  if (problems.length) throw unauthorized(`Api-Signature is not valid: ${problems.join(', ')}.`);
}
