// Webhook-Signature of not-shown.md: ES384 over the exact body bytes, as a compact JWS with a
// detached payload (`header..signature`). The sandbox signs, the proxy verifies.
import { CompactSign, compactVerify, base64url, type CryptoKey, type KeyObject } from 'jose';

type Key = CryptoKey | KeyObject;

export async function signWebhookBody(body: string, privateKey: Key): Promise<string> {
  const jws = await new CompactSign(new TextEncoder().encode(body)).setProtectedHeader({ alg: 'ES384' }).sign(privateKey);
  const [header, , signature] = jws.split('.');
  return `${header}..${signature}`;
}

/** True only when `signature` is a detached ES384 JWS over exactly these body bytes. Never throws. */
export async function verifyWebhookSignature(body: string, signature: string, publicKey: Key): Promise<boolean> {
  const parts = signature.split('.');
  if (parts.length !== 3 || parts[1] !== '') return false;
  try {
    await compactVerify(`${parts[0]}.${base64url.encode(body)}.${parts[2]}`, publicKey, { algorithms: ['ES384'] });
    return true;
  } catch {
    return false;
  }
}
