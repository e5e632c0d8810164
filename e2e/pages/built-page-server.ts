// A test page under e2e/pages/<name>/ (the form harness, the host page) built with Vite like a
// host's page, with `rampkit` resolved to the source, served on a free 127.0.0.1 port from a
// temporary folder that is removed on close.
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { test } from '@playwright/test';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

export interface BuiltPage {
  url: string;
  close(): Promise<void>;
}

/** `base`: the public path its assets are fetched under (default '/'; './' for a page served under any path). */
export async function startBuiltPage(name: 'form-harness' | 'host-page' | 'design-page' | 'qa-host', { base }: { base?: string } = {}): Promise<BuiltPage> {
  const out = await mkdtemp(join(tmpdir(), `rampkit-${name}-`));
  await build({
    root: fileURLToPath(new URL(`./${name}/`, import.meta.url)),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    base,
    resolve: { alias: [{ find: /^rampkit$/, replacement: join(repo, 'src', 'index.ts') }, { find: /^rampkit\/api$/, replacement: join(repo, 'src', 'api', 'index.ts') }] },
    build: { outDir: out, emptyOutDir: true, chunkSizeWarningLimit: 10_000 },
  });
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://harness').pathname;
    const file = normalize(join(out, path === '/' ? 'index.html' : decodeURIComponent(path)));
    readFile(file)
      .then((body) => {
        if (!file.startsWith(out)) throw new Error('outside');
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
        res.end(body);
      })
      .catch(() => {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await rm(out, { recursive: true, force: true });
    },
  };
}

/**
 * One built page for a whole spec file: built and served before its first test, closed after its
 * last. The returned object's `url` is read inside tests (it is set by then).
 */
export function builtPageForSpec(name: Parameters<typeof startBuiltPage>[0]): { readonly url: string } {
  let page: BuiltPage | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    page = await startBuiltPage(name);
  });
  test.afterAll(async () => {
    await page?.close();
  });
  return {
    get url() {
      if (!page) throw new Error(`${name} is not built yet: read url inside a test`);
      return page.url;
    },
  };
}
