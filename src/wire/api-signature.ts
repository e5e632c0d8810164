// The Api-Signature JWT of not-shown.md ("Authentication: Api-Signature"). The proxy signs with it
// and the sandbox verifies with it, so the two can never drift apart on a claim.
import type * as NodeCrypto from 'node:crypto';
import { SignJWT, jwtVerify, importPKCS8, importSPKI, type CryptoKey, type KeyObject } from 'jose';
import { nodeBuiltin } from './node-builtin';
import { sha256Hex } from './hash';
import { urlParts } from './url-parts';

const nodeCrypto = nodeBuiltin<typeof NodeCrypto>('node:crypto');

export const SIGNATURE_ALGORITHMS = ['ES384', 'ES256'] as const;
export type SignatureAlgorithm = (typeof SIGNATURE_ALGORITHMS)[number];
export const MAX_SIGNATURE_LIFETIME_S = 900;

type Key = CryptoKey | KeyObject;

export interface SignedRequestParts {
  method: string;
  /** Full URL of the upstream request (its origin is the audience, its path keeps the /v1 prefix). */
  url: string;
  /** The exact body bytes sent, or undefined/empty when there is none. */
  body?: string | Uint8Array;
  /** The body's SHA-256 (hex) when the caller has it already: the body is then not hashed again. */
  bodyHash?: string;
}

export interface ApiSignatureClaims {
  aud: string;
  iat: number;
  exp: number;
  method: string;
  path: string;
  queryParams?: Record<string, string>;
  bodyHash: string;
}

/**
 * How far in the future a signature's `iat` may be (the signer's clock ahead of ours). Beyond it the
 * signature is refused: an `iat` a year ahead would otherwise make one token last a year.
 */
export const MAX_SIGNATURE_CLOCK_SKEW_S = 60;

/**
 * The first query parameter name that occurs more than once, if any. `queryParams` maps each name
 * to one value, so such a query cannot be signed faithfully: verifiers refuse it rather than act on
 * a value the signature never covered.
 */
export function repeatedQueryName(url: { search: string }): string | undefined {
  if (!url.search || url.search === '?') return undefined;
  const seen = new Set<string>();
  for (const name of new URLSearchParams(url.search).keys()) {
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}

export function queryParamsOf(url: { search: string }): Record<string, string> | undefined {
  if (!url.search || url.search === '?') return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(url.search)) if (!(name in params)) params[name] = value;
  return params;
}

/**
 * The first query parameter whose signed value differs from the request's (one missing on either
 * side counts), or undefined when the signature's queryParams cover exactly the request's query.
 * Compared name by name: a map's key order says nothing.
 */
export function queryParamMismatch(url: { search: string }, signed: unknown): string | undefined {
  const expected = queryParamsOf(url) ?? {};
  const claimed: Record<string, unknown> = signed && typeof signed === 'object' ? (signed as Record<string, unknown>) : {};
  for (const name of new Set([...Object.keys(expected), ...Object.keys(claimed)])) {
    if (expected[name] !== claimed[name]) return name;
  }
  return undefined;
}

export interface SigningKey {
  key: Key;
  alg: SignatureAlgorithm;
  /** On Node, the same key as node:crypto's KeyObject, which signs without a thread-pool round trip. */
  native?: object;
}

export async function importSigningKey(pem: string): Promise<SigningKey> {
  for (const alg of SIGNATURE_ALGORITHMS) {
    try {
      const key = await importPKCS8(pem, alg);
      return nodeCrypto ? { key, alg, native: nodeCrypto.createPrivateKey(pem) } : { key, alg };
    } catch {
      // the curve decides the algorithm: P-384 imports as ES384, P-256 only as ES256
    }
  }
  throw new Error('signing key: expected a PKCS#8 PEM EC private key on P-384 (ES384) or P-256 (ES256)');
}

/** base64url of the protected headers jose writes: `{"alg":"ES384","typ":"JWT"}` and the ES256 one. */
const HEADERS: Record<SignatureAlgorithm, string> = { ES384: 'eyJhbGciOiJFUzM4NCIsInR5cCI6IkpXVCJ9', ES256: 'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9' };
const DIGESTS: Record<SignatureAlgorithm, string> = { ES384: 'sha384', ES256: 'sha256' };

/**
 * The compact JWS of these claims through node:crypto: the same token jose makes (ECDSA in the
 * IEEE P1363 form JWS requires), for a fraction of the CPU: jose goes through WebCrypto, whose
 * every call is a hand-off to the thread pool and back (measured in `npm run bench`).
 */
function signNatively(claims: Record<string, unknown>, alg: SignatureAlgorithm, key: object): string {
  const input = `${HEADERS[alg]}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${input}.${nodeCrypto!.sign(DIGESTS[alg], Buffer.from(input), { key: key as NodeCrypto.KeyObject, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

export async function importVerificationKey(pem: string): Promise<{ key: Key; alg: SignatureAlgorithm }> {
  for (const alg of SIGNATURE_ALGORITHMS) {
    try {
      return { key: await importSPKI(pem, alg), alg };
    } catch {
      // try the other curve
    }
  }
  throw new Error('public key: expected an SPKI PEM EC public key on P-384 or P-256');
}

export async function signApiRequest(
  parts: SignedRequestParts,
  signing: SigningKey,
  options: { audience?: string; lifetimeSeconds?: number; now?: number } = {},
): Promise<string> {
  const url = urlParts(parts.url);
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const lifetime = Math.min(options.lifetimeSeconds ?? 300, MAX_SIGNATURE_LIFETIME_S);
  const method = parts.method.toUpperCase();
  const path = url.pathname;
  const bodyHash = parts.bodyHash ?? (await sha256Hex(parts.body ?? ''));
  const queryParams = queryParamsOf(url);
  const audience = options.audience ?? url.origin;
  if (signing.native && nodeCrypto) {
    // In the order jose writes them, as two literals: spreading the claims into a new object takes
    // V8's generic clone, several times the cost of the literal (a few µs on every signed write).
    const exp = iat + lifetime;
    const claims = queryParams ? { method, path, bodyHash, queryParams, aud: audience, iat, exp } : { method, path, bodyHash, aud: audience, iat, exp };
    return signNatively(claims, signing.alg, signing.native);
  }
  return new SignJWT(queryParams ? { method, path, bodyHash, queryParams } : { method, path, bodyHash })
    .setProtectedHeader({ alg: signing.alg, typ: 'JWT' })
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetime)
    .sign(signing.key);
}

export type SignatureCheck = { ok: true; claims: ApiSignatureClaims } | { ok: false; reason: string };

/** Verifies a signature against the request the server actually received. Never throws. */
export async function verifyApiSignature(
  token: string,
  parts: SignedRequestParts,
  key: Key,
  options: { audience: string | string[]; now?: number },
): Promise<SignatureCheck> {
  let claims: ApiSignatureClaims;
  try {
    const currentDate = options.now === undefined ? undefined : new Date(options.now);
    const verified = await jwtVerify(token, key, {
      audience: options.audience,
      algorithms: [...SIGNATURE_ALGORITHMS],
      requiredClaims: ['iat', 'exp', 'method', 'path', 'bodyHash'],
      ...(currentDate ? { currentDate } : {}),
    });
    claims = verified.payload as unknown as ApiSignatureClaims;
  } catch (error) {
    return { ok: false, reason: `Api-Signature is not valid: ${(error as Error).message}` };
  }
  if (claims.exp - claims.iat > MAX_SIGNATURE_LIFETIME_S) {
    return { ok: false, reason: `Api-Signature lifetime exceeds ${MAX_SIGNATURE_LIFETIME_S} seconds` };
  }
  if (claims.iat > Math.floor((options.now ?? Date.now()) / 1000) + MAX_SIGNATURE_CLOCK_SKEW_S) {
    return { ok: false, reason: `Api-Signature iat is more than ${MAX_SIGNATURE_CLOCK_SKEW_S} seconds in the future` };
  }
  const url = new URL(parts.url);
  const repeated = repeatedQueryName(url);
  if (repeated !== undefined) return { ok: false, reason: `Api-Signature cannot cover a query that gives ${repeated} more than once: send each query parameter once` };
  if (claims.method !== parts.method.toUpperCase()) return { ok: false, reason: 'Api-Signature method does not match the request' };
  if (claims.path !== url.pathname) return { ok: false, reason: 'Api-Signature path does not match the request' };
  const mismatch = queryParamMismatch(url, claims.queryParams);
  if (mismatch !== undefined) return { ok: false, reason: `Api-Signature queryParams do not match the request (${mismatch})` };
  if (claims.bodyHash !== (await sha256Hex(parts.body ?? ''))) {
    return { ok: false, reason: 'Api-Signature bodyHash does not match the request body' };
  }
  return { ok: true, claims };
}
