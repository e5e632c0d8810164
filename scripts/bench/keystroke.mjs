// `npm run bench` part: DynamicForm keystroke-to-commit in Chromium on a 150-field schema, next to
// a plain controlled input in the same page and run. Prints p50/p95 and the ratio; target p95 <= 16 ms.
import { build, preview } from 'vite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { chromiumAvailable, chromiumLaunchOptions } from '../../tooling/chromium.mjs';

const KEYS = 200;
const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

if (!chromiumAvailable()) {
  console.log('Chromium is not installed: skipped');
  process.exit(0);
}
// A production build, as customers get it, served from a temporary folder on a free loopback port.
const outDir = mkdtempSync(join(tmpdir(), 'rampkit-keystroke-'));
// React's profiling build: production code, with <Profiler> timings still reported.
await build({ configFile: false, root: 'scripts/bench/keystroke', plugins: [react()], logLevel: 'silent', resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] }, build: { outDir, emptyOutDir: true } });
const server = await preview({ configFile: false, root: 'scripts/bench/keystroke', logLevel: 'silent', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
const { port } = server.httpServer.address();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.locator('#rk-field-Form-Field75').waitFor();
  const text = 'Quick brown fox 42 '.repeat(20).slice(0, KEYS);
  const run = async (selector) => {
    await page.click(selector);
    await page.evaluate(() => window.__bench.reset());
    // One key at a time, waiting for the frame, so each sample is one keystroke's own work.
    for (const ch of text) {
      await page.keyboard.type(ch);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
    }
    return page.evaluate(() => window.__bench.samples);
  };
  const plain = (await run('#plain')).plain;
  const form = (await run('#rk-field-Form-Field75')).form;
  const row = (name, s) => `  ${name.padEnd(28)} n=${String(s.length).padStart(3)}  p50 ${pct(s, 50).toFixed(2)} ms  p95 ${pct(s, 95).toFixed(2)} ms`;
  console.log('keystroke to commit, Chromium, production (profiling) build');
  console.log(row('plain controlled input', plain));
  console.log(row('DynamicForm, 150 fields', form));
  console.log(`  ratio p95 form / plain: ${(pct(form, 95) / pct(plain, 95)).toFixed(1)}x   (target: form p95 <= 16 ms)`);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  rmSync(outDir, { recursive: true, force: true });
}
