import { describe, expect, it } from 'vitest';
import { importSigningKey, importVerificationKey, signApiRequest, verifyApiSignature } from './api-signature';
import { importWebhookKey, looksLikeWebhookSignature, signWebhookBody, verifyWebhookSignature } from './webhook-signature';
import { generatePemKeyPair } from './keys';
import { compactVerify, importPKCS8, importSPKI } from 'jose';

const url = 'http://127.0.0.1:4010/v1/channels/sell?CryptoCurrency=BTC_TEST&FiatAmount=100';

describe('Api-Signature', async () => {
  const pair = await generatePemKeyPair('ES384');
  const signing = await importSigningKey(pair.privateKeyPem);
  const { key } = await importVerificationKey(pair.publicKeyPem);
  const audience = 'http://127.0.0.1:4010';

  it('verifies a signature over the same method, path, query and body', async () => {
    const token = await signApiRequest({ method: 'post', url, body: '{"a":1}' }, signing);
    const check = await verifyApiSignature(token, { method: 'POST', url, body: '{"a":1}' }, key, { audience });
    expect(check).toMatchObject({ ok: true, claims: { method: 'POST', path: '/v1/channels/sell', queryParams: { CryptoCurrency: 'BTC_TEST', FiatAmount: '100' } } });
  });

  it.each([
    ['method', { method: 'GET', url, body: '{"a":1}' }, /method/],
    ['path', { method: 'POST', url: url.replace('/sell?', '/buy?'), body: '{"a":1}' }, /path/],
    ['query', { method: 'POST', url: url.replace('100', '1000'), body: '{"a":1}' }, /queryParams/],
    ['body', { method: 'POST', url, body: '{"a":2}' }, /bodyHash/],
  ])('rejects a request whose %s differs from what was signed', async (_what, received, reason) => {
    const token = await signApiRequest({ method: 'POST', url, body: '{"a":1}' }, signing);
    const check = await verifyApiSignature(token, received, key, { audience });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.reason).toMatch(reason);
  });

  it('rejects a signature issued in the future beyond the clock skew, which would outlive its 900 s', async () => {
    const yearAhead = await signApiRequest({ method: 'GET', url }, signing, { now: Date.now() + 365 * 86_400_000 });
    const check = await verifyApiSignature(yearAhead, { method: 'GET', url }, key, { audience });
    expect(!check.ok && check.reason).toMatch(/iat .*future/);
    // A signer's clock a little ahead is fine.
    const ahead = await signApiRequest({ method: 'GET', url }, signing, { now: Date.now() + 30_000 });
    expect((await verifyApiSignature(ahead, { method: 'GET', url }, key, { audience })).ok).toBe(true);
  });

  it('rejects a query that repeats a name: queryParams could cover only one of its values', async () => {
    const token = await signApiRequest({ method: 'GET', url }, signing);
    const check = await verifyApiSignature(token, { method: 'GET', url: `${url}&CryptoCurrency=USDC_TEST` }, key, { audience });
    expect(!check.ok && check.reason).toMatch(/CryptoCurrency more than once/);
    const both = await signApiRequest({ method: 'GET', url: `${url}&FiatAmount=5` }, signing);
    expect((await verifyApiSignature(both, { method: 'GET', url: `${url}&FiatAmount=5` }, key, { audience })).ok).toBe(false);
  });

  it('rejects an expired signature, another audience and another key', async () => {
    const token = await signApiRequest({ method: 'GET', url }, signing, { now: Date.now() - 1_000_000 });
    expect((await verifyApiSignature(token, { method: 'GET', url }, key, { audience })).ok).toBe(false);
    const fresh = await signApiRequest({ method: 'GET', url }, signing);
    expect((await verifyApiSignature(fresh, { method: 'GET', url }, key, { audience: 'https://elsewhere.example' })).ok).toBe(false);
    const other = await importVerificationKey((await generatePemKeyPair('ES384')).publicKeyPem);
    expect((await verifyApiSignature(fresh, { method: 'GET', url }, other.key, { audience })).ok).toBe(false);
  });

  it.each(['ES384', 'ES256'] as const)('signs %s through node:crypto with the header and claims jose writes', async (alg) => {
    const pair = await generatePemKeyPair(alg);
    const native = await importSigningKey(pair.privateKeyPem);
    expect(native.native).toBeDefined();
    const viaJose = { key: native.key, alg: native.alg };
    const now = Date.now();
    const parts = { method: 'post', url, body: '{"a":1}' };
    const [a, b] = [await signApiRequest(parts, native, { now }), await signApiRequest(parts, viaJose, { now })];
    // Header and claims byte for byte, with a query and without one.
    expect(a.split('.').slice(0, 2)).toEqual(b.split('.').slice(0, 2));
    const read = { method: 'GET', url: url.split('?')[0]! };
    const [c, d] = [await signApiRequest(read, native, { now }), await signApiRequest(read, viaJose, { now })];
    expect(c.split('.').slice(0, 2)).toEqual(d.split('.').slice(0, 2));
    expect(JSON.parse(Buffer.from(c.split('.')[1]!, 'base64url').toString())).not.toHaveProperty('queryParams');
    const verification = (await importVerificationKey(pair.publicKeyPem)).key;
    for (const token of [a, b]) expect(await verifyApiSignature(token, { method: 'POST', url, body: '{"a":1}' }, verification, { audience })).toMatchObject({ ok: true });
    expect((await verifyApiSignature(a, { method: 'POST', url, body: '{"a":2}' }, verification, { audience })).ok).toBe(false);
  });

  it('accepts ES256 keys too', async () => {
    const p256 = await generatePemKeyPair('ES256');
    const token = await signApiRequest({ method: 'GET', url }, await importSigningKey(p256.privateKeyPem));
    const check = await verifyApiSignature(token, { method: 'GET', url }, (await importVerificationKey(p256.publicKeyPem)).key, { audience });
    expect(check.ok).toBe(true);
  });
});

describe('Webhook-Signature', async () => {
  const pair = await generatePemKeyPair('ES384');
  const privateKey = await importPKCS8(pair.privateKeyPem, 'ES384');
  const publicKey = await importSPKI(pair.publicKeyPem, 'ES384');
  const body = JSON.stringify({ EventType: 'Transaction', EventVersion: 1 });

  it('is a detached JWS that verifies over the exact body', async () => {
    const signature = await signWebhookBody(body, privateKey);
    expect(signature).toMatch(/^[\w-]+\.\.[\w-]+$/);
    expect(await verifyWebhookSignature(body, signature, publicKey)).toBe(true);
  });

  it('fails for a changed body, a mangled signature or another key', async () => {
    const signature = await signWebhookBody(body, privateKey);
    expect(await verifyWebhookSignature(body + ' ', signature, publicKey)).toBe(false);
    expect(await verifyWebhookSignature(body, signature.replace('..', '.x.'), publicKey)).toBe(false);
    const other = await generatePemKeyPair('ES384');
    expect(await verifyWebhookSignature(body, signature, await importSPKI(other.publicKeyPem, 'ES384'))).toBe(false);
  });

  it('verifies the raw bytes on node:crypto as jose does, byte for byte, with either kind of key', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ EventType: 'Customer', Data: { RegisteredName: 'Zürich € 😀' } }));
    const signature = await signWebhookBody(bytes, privateKey);
    const nodeKey = await importWebhookKey(pair.publicKeyPem);
    for (const key of [nodeKey, publicKey]) {
      expect(await verifyWebhookSignature(bytes, signature, key)).toBe(true);
      expect(await verifyWebhookSignature(new TextDecoder().decode(bytes), signature, key)).toBe(true);
    }
    // jose verifies what node:crypto accepted: the same format, not a format of our own.
    const [header, , sig] = signature.split('.');
    await expect(compactVerify(`${header}.${Buffer.from(bytes).toString('base64url')}.${sig}`, publicKey)).resolves.toBeTruthy();
    // One byte changed anywhere, in a view into a larger buffer too, fails.
    const framed = new Uint8Array(bytes.length + 2);
    framed.set(bytes, 1);
    expect(await verifyWebhookSignature(framed.subarray(1, 1 + bytes.length), signature, nodeKey)).toBe(true);
    framed[5] = framed[5]! ^ 1;
    expect(await verifyWebhookSignature(framed.subarray(1, 1 + bytes.length), signature, nodeKey)).toBe(false);
  });

  it('refuses a signature of another shape before verifying, and a key of another curve', async () => {
    const signature = await signWebhookBody(body, privateKey);
    const [header, , sig] = signature.split('.');
    expect(looksLikeWebhookSignature(signature)).toBe(true);
    const es256Header = Buffer.from('{"alg":"ES256"}').toString('base64url');
    const unencoded = Buffer.from('{"alg":"ES384","b64":false,"crit":["b64"]}').toString('base64url');
    for (const bad of [`${header}.${sig}`, `${header}..${sig}A`, `${es256Header}..${sig}`, `${unencoded}..${sig}`, `${'A'.repeat(600)}..${sig}`, '']) {
      expect(looksLikeWebhookSignature(bad)).toBe(false);
      expect(await verifyWebhookSignature(body, bad, publicKey)).toBe(false);
    }
    const p256 = await generatePemKeyPair('ES256');
    expect(await verifyWebhookSignature(body, signature, await importSPKI(p256.publicKeyPem, 'ES256'))).toBe(false);
    await expect(importWebhookKey(p256.publicKeyPem)).rejects.toThrow(/P-384/);
  });
});

describe('sha256Hex', () => {
  it('answers the SHA-256 of strings and bytes as WebCrypto does', async () => {
    const { sha256Hex, sha256HexNow } = await import('./hash');
    const webcrypto = async (data: Uint8Array) => Buffer.from(await crypto.subtle.digest('SHA-256', data as BufferSource)).toString('hex');
    for (const text of ['', '{"a":1}', 'é€😀'.repeat(100)]) {
      const bytes = new TextEncoder().encode(text);
      expect(await sha256Hex(text)).toBe(await webcrypto(bytes));
      expect(await sha256Hex(bytes)).toBe(await webcrypto(bytes));
      expect(sha256HexNow(text)).toBe(await webcrypto(bytes));
      expect(sha256HexNow(bytes)).toBe(await webcrypto(bytes));
    }
  });
});
