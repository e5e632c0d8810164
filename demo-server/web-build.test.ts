import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm start` builds the demo app on a fresh clone: what it prints is the first thing an evaluator
// reads, so the build must print no warning (a chunk over Vite's 500 kB once did).
describe('the demo app build', () => {
  it('prints no warning', { timeout: 180_000 }, async () => {
    const { build, createLogger } = await import('vite');
    const logger = createLogger('warn');
    const warnings: string[] = [];
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = (message) => void warnings.push(message);
    const root = fileURLToPath(new URL('./web/', import.meta.url));
    const outDir = mkdtempSync(join(tmpdir(), 'rk-demo-build-'));
    try {
      await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', customLogger: logger, build: { outDir, emptyOutDir: true } });
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
    expect(warnings).toEqual([]);
  });
});
