import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildOnce, encodedFile, negotiateEncoding } from './web-assets';
import { existsSync, mkdirSync } from 'node:fs';

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

  it('builds once when several servers start at once, the others waiting for that build (no server serves a half-built dist)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rampkit-build-once-'));
    const lockDir = join(dir, '.building');
    let fresh = false;
    let builds = 0;
    let release!: () => void;
    const building = new Promise<void>((resolve) => (release = resolve));
    const build = async () => {
      builds += 1;
      await building;
      fresh = true;
    };
    const starts = [1, 2, 3].map(() => buildOnce({ isFresh: () => fresh, build, lockDir, pollMs: 5 }));
    const settled: number[] = [];
    starts.forEach((start, i) => void start.then(() => settled.push(i)));
    // Wait until the first has the lock and builds; the others are waiting, none done.
    await expect.poll(() => builds).toBe(1);
    expect(settled).toEqual([]);
    release();
    await Promise.all(starts);
    expect(builds).toBe(1);
    expect(existsSync(lockDir)).toBe(false);
  });

  it('takes over a lock left by a builder that died long ago', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rampkit-build-once-'));
    const lockDir = join(dir, '.building');
    mkdirSync(lockDir);
    const old = new Date(Date.now() - 10 * 60_000);
    utimesSync(lockDir, old, old);
    let fresh = false;
    await buildOnce({ isFresh: () => fresh, build: async () => void (fresh = true), lockDir, pollMs: 5 });
    expect(fresh).toBe(true);
  });
});
