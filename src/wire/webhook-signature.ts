// Webhook-Signature of not-shown.md: ES384 over the exact body bytes, as a compact JWS with a
// detached payload (`header..signature`). The sandbox signs, the proxy verifies.
//
// Anyone can post to a webhook URL, so verifying must cost a forger as little as possible: the
// signature's shape is checked first (a P-384 signature is exactly 96 bytes, the header names
// ES384), and on Node the body's bytes go to node:crypto as they are (base64url and SHA-384 in
// native code, no copy of the body through JavaScript strings). jose remains the path where there
// is no node:crypto (the sandbox in a browser).
import type * as NodeCrypto from 'node:crypto';
import { CompactSign, compactVerify, base64url, importSPKI, type CryptoKey, type KeyObject } from 'jose';
import { nodeBuiltin } from './node-builtin';

const nodeCrypto = nodeBuiltin<typeof NodeCrypto>('node:crypto');

type Key = CryptoKey | KeyObject;

const encoder = new TextEncoder();
/** A P-384 signature in JWS form: 96 bytes, 128 base64url characters. */
const SIGNATURE = /^[A-Za-z0-9_-]{128}$/;
/** A protected header is a few dozen characters; a long one is not the service's. */
const HEADER = /^[A-Za-z0-9_-]{1,512}$/;

export async function signWebhookBody(body: string | Uint8Array, privateKey: Key): Promise<string> {
  const jws = await new CompactSign(typeof body === 'string' ? encoder.encode(body) : body).setProtectedHeader({ alg: 'ES384' }).sign(privateKey);
  const [header, , signature] = jws.split('.');
  return `${header}..${signature}`;
}

/** The service's webhook key from its SPKI PEM: a node:crypto key on Node, a WebCrypto key elsewhere. */
export async function importWebhookKey(pem: string): Promise<Key> {
  if (!nodeCrypto) return importSPKI(pem, 'ES384');
  const key = nodeCrypto.createPublicKey(pem);
  if (key.asymmetricKeyDetails?.namedCurve !== 'secp384r1') throw new TypeError('webhook public key: expected an SPKI PEM EC public key on P-384 (ES384)');
  return key as unknown as Key;
}

/** The header and signature parts when `signature` could be a detached ES384 JWS at all; null otherwise. */
function detachedParts(signature: string): { header: string; signature: string } | null {
  const parts = signature.split('.');
  if (parts.length !== 3 || parts[1] !== '' || !HEADER.test(parts[0]!) || !SIGNATURE.test(parts[2]!)) return null;
  try {
    const header = JSON.parse(new TextDecoder().decode(base64url.decode(parts[0]!))) as Record<string, unknown>;
    // `crit` or `b64` would change what the signature covers: not the service's format.
    if (header.alg !== 'ES384' || 'crit' in header || 'b64' in header) return null;
  } catch {
    return null;
  }
  return { header: parts[0]!, signature: parts[2]! };
}

/** Whether a Webhook-Signature header has the service's shape at all: checked before a body is read. */
export function looksLikeWebhookSignature(signature: string): boolean {
  return detachedParts(signature) !== null;
}

const nodeKeys = new WeakMap<object, NodeCrypto.KeyObject | null>();
/** The key as node:crypto's, if it is a P-384 public key (null: it cannot verify ES384). */
function nodeKeyOf(key: Key): NodeCrypto.KeyObject | null {
  let known = nodeKeys.get(key);
  if (known === undefined) {
    const crypto = nodeCrypto!;
    const object = key instanceof crypto.KeyObject ? key : crypto.KeyObject.from(key as unknown as globalThis.CryptoKey);
    known = object.type === 'public' && object.asymmetricKeyDetails?.namedCurve === 'secp384r1' ? object : null;
    nodeKeys.set(key, known);
  }
  return known;
}

/**
 * True only when `signature` is a detached ES384 JWS over exactly these body bytes (a string is
 * taken as its UTF-8 bytes). Never throws.
 */
export async function verifyWebhookSignature(body: string | Uint8Array, signature: string, publicKey: Key): Promise<boolean> {
  const parts = detachedParts(signature);
  if (!parts) return false;
  try {
    if (nodeCrypto) {
      const key = nodeKeyOf(publicKey);
      if (!key) return false;
      const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      const verifier = nodeCrypto.createVerify('sha384');
      verifier.update(`${parts.header}.`);
      verifier.update(bytes.toString('base64url'));
      return verifier.verify({ key, dsaEncoding: 'ieee-p1363' }, Buffer.from(parts.signature, 'base64url'));
    }
    const payload = base64url.encode(typeof body === 'string' ? encoder.encode(body) : body);
    await compactVerify(`${parts.header}.${payload}.${parts.signature}`, publicKey, { algorithms: ['ES384'] });
    return true;
  } catch {
    return false;
  }
}
