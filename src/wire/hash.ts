// SHA-256 as hex. On Node through node:crypto, which answers at once: WebCrypto's digest hands each
// call to the thread pool and back, which costs more than hashing a request body (the proxy hashes
// every write it signs, the sandbox every body it verifies). Elsewhere (the browser-hosted
// sandbox) through WebCrypto.
import type * as NodeCrypto from 'node:crypto';
import { nodeBuiltin } from './node-builtin';

const nodeCrypto = nodeBuiltin<typeof NodeCrypto>('node:crypto');

/**
 * node:crypto's one-shot `hash` (Node 20.12 and later) builds no Hash object, so it costs less than
 * createHash, update and digest (`npm run bench`, "per-request helpers"). Older Nodes take the three steps.
 */
const hexDigest: ((data: string | Uint8Array) => string) | undefined = !nodeCrypto
  ? undefined
  : typeof nodeCrypto.hash === 'function'
    ? (data) => nodeCrypto.hash('sha256', data, 'hex')
    : (data) => nodeCrypto.createHash('sha256').update(data).digest('hex');

/** SHA-256 as hex at once where node:crypto is there (undefined elsewhere: use sha256Hex). */
export function sha256HexNow(data: string | Uint8Array): string | undefined {
  return hexDigest?.(data);
}

export async function sha256Hex(data: string | Uint8Array): Promise<string> {
  if (hexDigest) return hexDigest(data);
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
