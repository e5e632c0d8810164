import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodedFile, negotiateEncoding } from './web-assets';

describe('demo web assets', () => {
  it('prefers brotli, falls back to gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('')).toBeUndefined();
  });

  it('serves the same bytes compressed, and recompresses after a rebuild', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rk-assets-'));
    const file = join(dir, 'app.js');
    const script = 'export const greeting = "hello";\n'.repeat(2000);
    writeFileSync(file, script);
    const br = encodedFile(file, 'br');
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(gunzipSync(encodedFile(file, 'gzip').body).toString()).toBe(script);
    expect(encodedFile(file, undefined)).toEqual({ body: Buffer.from(script) });
    writeFileSync(file, 'tiny');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    // Too small to gain from compression: sent as is.
    expect(encodedFile(file, 'br')).toEqual({ body: Buffer.from('tiny') });
  });
});
