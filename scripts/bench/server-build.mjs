// rampkit/server built as the package ships it (vite, for Node, its dependencies left to
// node_modules), for the proxy bench to run: a business runs the built package, not the
// TypeScript sources through tsx, whose transform adds work to every closure a request makes
// (esbuild's keepNames). Returns the built entry's path; the directory goes when the bench ends.
import { build } from 'vite';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function buildServer() {
  // Inside the project, so the built file finds its dependencies in node_modules.
  const cache = join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'rampkit-bench-server-'));
  process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: false, ssr: join(root, 'src/server/index.ts'), rollupOptions: { output: { entryFileNames: 'server.mjs' } }, minify: false, sourcemap: false },
  });
  return join(outDir, 'server.mjs');
}
