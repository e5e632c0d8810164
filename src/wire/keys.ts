// Key generation for the demo and tests: real keys, made fresh at start, never committed.
import { generateKeyPair, exportPKCS8, exportSPKI } from 'jose';

export interface PemKeyPair {
  privateKeyPem: string;
  publicKeyPem: string;
}

export async function generatePemKeyPair(alg: 'ES384' | 'ES256' = 'ES384'): Promise<PemKeyPair> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { privateKeyPem: await exportPKCS8(privateKey), publicKeyPem: await exportSPKI(publicKey) };
}

export function generateApiKey(environment: 'sandbox' | 'prod' = 'sandbox'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `apikey_${environment}_${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
