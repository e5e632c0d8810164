// verifyWebhook(): for a business that receives the service's webhooks in its own route instead of
// the proxy's POST /webhooks. Takes the public key as the PEM the service publishes, so a host needs
// no JOSE library of its own. Give it the body's raw bytes (or exactly the text received), before
// any JSON parsing: the signature covers the bytes, and checking it first is what keeps a forger's
// requests cheap.
import type { CryptoKey, KeyObject } from 'jose';
import { importWebhookKey, verifyWebhookSignature } from '../wire/webhook-signature';

/** The service's webhook-signing public key: SPKI PEM text, or a key already imported. */
export type WebhookKey = string | CryptoKey | KeyObject;

const imported = new Map<string, Promise<CryptoKey | KeyObject>>();

/**
 * True only when `signature` (the `Webhook-Signature` header) is the service's detached ES384 JWS
 * over exactly these body bytes (text is taken as its UTF-8 bytes). Never throws for a bad
 * signature; a malformed PEM rejects.
 */
export async function verifyWebhook(body: string | Uint8Array, signature: string | null | undefined, publicKey: WebhookKey): Promise<boolean> {
  if (!signature) return false;
  let key: CryptoKey | KeyObject;
  if (typeof publicKey === 'string') {
    let pending = imported.get(publicKey);
    if (!pending) {
      pending = importWebhookKey(publicKey);
      imported.set(publicKey, pending);
      pending.catch(() => imported.delete(publicKey));
    }
    key = await pending;
  } else {
    key = publicKey;
  }
  return verifyWebhookSignature(body, signature, key);
}
