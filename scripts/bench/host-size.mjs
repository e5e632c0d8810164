// `npm run bench` part: what a business's app really ships when it embeds only SellFlow. The kit is
// built as published (the repo's vite config: dependencies external), then a host app that imports
// `rampkit` from that build is bundled for production with React, ReactDOM and TanStack Query
// external (the host has those) and every other dependency bundled. "First paint" is the entry's
// static closure; "the form step" is what the lazy form chunk adds on top of it and of the later
// screens (loaded from the moment SellFlow mounts; the form renders through them).
import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { reportRow } from './rows.mjs';
import { rjsfStandIns } from '../../tooling/rjsf-stand-ins.ts';
import { measureOneUser } from './one-user.mjs';
import { BUDGETS } from './budgets.mjs';

const HOST_PROVIDED = ['react', 'react-dom', '@tanstack/react-query'];
const isHostProvided = (id) => HOST_PROVIDED.some((name) => id === name || id.startsWith(`${name}/`));
const work = resolve('node_modules/.rampkit-bench');
const kitDir = join(work, 'kit');

const HOST_APP = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { RampkitProvider, SellFlow } from 'rampkit';
createRoot(document.getElementById('root')).render(
  createElement(RampkitProvider, { proxyUrl: '/api' }, createElement(SellFlow, { cryptoCurrency: 'USDC_TEST' })),
);
`;

/** Where a module's bytes come from: a package, or an area of the kit's source. */
function origin(id) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg) return pkg[1];
  const src = /\/src\/([^/]+)(?:\/([^/]+))?/.exec(id);
  if (src) return src[1] === 'components' ? `src/components` : `src/${src[1]}`;
  return 'other';
}

/** The host app in `hostDir`, bundled with `rampkit` read from `entryFor`. */
async function bundleHost(hostDir, entryFor) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: hostDir,
    // The published build already carries rjsf with its stand-ins; the source build gets the same.
    plugins: [rjsfStandIns()],
    resolve: { alias: [{ find: /^rampkit$/, replacement: entryFor }] },
    build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: join(hostDir, 'main.js'), external: isHostProvided } },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunks = new Map(outputs.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]));
  const gz = (chunk) => gzipSync(Buffer.from(chunk.code)).length;
  const closure = (names, seen = new Set()) => {
    for (const name of names) {
      if (seen.has(name) || !chunks.has(name)) continue;
      seen.add(name);
      closure(chunks.get(name).imports, seen);
    }
    return seen;
  };
  const entry = [...chunks.values()].find((c) => c.isEntry);
  const first = closure([entry.fileName]);
  // The later screens (SellFlow's later-steps chunk, loaded from the moment the flow mounts): the
  // form step renders through them (ADR 0161), so they are there before the form's code is asked for.
  const laterChunk = [...chunks.values()].find((c) => !first.has(c.fileName) && c.facadeModuleId && /later-steps/.test(c.facadeModuleId));
  const before = laterChunk ? closure([laterChunk.fileName], new Set(first)) : first;
  // The form chunk: the dynamic import whose closure holds rjsf's renderer.
  const formChunk = [...chunks.values()].find((c) => !first.has(c.fileName) && c.moduleIds.some((id) => id.includes('RjsfForm')));
  const form = formChunk ? [...closure([formChunk.fileName])].filter((f) => !before.has(f)) : [];
  const sum = (files) => [...files].reduce((total, f) => total + gz(chunks.get(f)), 0);
  // Attribution: each chunk's gzip shared out over its modules by rendered length.
  const byOrigin = (files) => {
    const totals = new Map();
    for (const f of files) {
      const chunk = chunks.get(f);
      const rendered = Object.entries(chunk.modules).map(([id, m]) => [origin(id), m.renderedLength]);
      const all = rendered.reduce((t, [, n]) => t + n, 0) || 1;
      for (const [name, n] of rendered) totals.set(name, (totals.get(name) ?? 0) + (gz(chunk) * n) / all);
    }
    return [...totals.entries()].sort((a, b) => b[1] - a[1]).filter(([, n]) => n >= 100);
  };
  return {
    firstPaint: sum(first),
    formStep: sum(form),
    firstBreakdown: byOrigin(first),
    formBreakdown: byOrigin(form),
    /** The modules of the form step's chunks (for the built package: its own chunk files). */
    formModules: form.flatMap((f) => chunks.get(f).moduleIds),
  };
}

/**
 * The SellFlow-only host bundled against a built package (`kitDir`, a dist/ under a package.json
 * with the package's `sideEffects`, as a host's bundler reads it); `workDir` is a scratch folder.
 */
export async function measurePublishedHost(kitDir, workDir) {
  const hostDir = join(workDir, 'host');
  mkdirSync(hostDir, { recursive: true });
  writeFileSync(join(hostDir, 'main.js'), HOST_APP);
  writeFileSync(join(hostDir, 'index.html'), '<div id="root"></div><script type="module" src="./main.js"></script>');
  return bundleHost(hostDir, join(kitDir, 'index.js'));
}

export async function measureHost() {
  rmSync(work, { recursive: true, force: true });
  try {
    // The package as published (its own build config), types aside.
    await build({ configFile: resolve('vite.config.ts'), logLevel: 'silent', build: { outDir: kitDir, emptyOutDir: true, sourcemap: false } });
    // With the package's own declarations a host's bundler reads from its package.json: without
    // `sideEffects` it would keep every chunk the entry imports, used or not, which no host of the
    // installed package does.
    const { name, type, sideEffects } = JSON.parse(readFileSync(resolve('package.json'), 'utf8'));
    writeFileSync(join(kitDir, 'package.json'), JSON.stringify({ name, type, sideEffects }));
    const published = await measurePublishedHost(kitDir, work);
    // The same host built from the source, only to say which area of the kit the bytes come from.
    const fromSource = await bundleHost(join(work, 'host'), resolve('src/index.ts'));
    const wholeKit = await measureOneUser(kitDir, work);
    return { published, fromSource, wholeKit };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const list = (rows) => rows.map(([name, n]) => `${name} ${kb(n)}`).join(', ');
  const { published, fromSource, wholeKit } = await measureHost();
  console.log('a host app embedding only SellFlow (gzip; React, ReactDOM, TanStack Query external), built from the published package');
  console.log(`  first paint:          ${kb(published.firstPaint)}  (target <= ${BUDGETS.firstPaintKb} KB)`);
  console.log(`    by origin (source build, ${kb(fromSource.firstPaint)}): ${list(fromSource.firstBreakdown)}`);
  console.log(`  the form step on top: +${kb(published.formStep)}  (target <= +${BUDGETS.formStepKb} KB)`);
  console.log(`    by origin (source build, +${kb(fromSource.formStep)}): ${list(fromSource.formBreakdown)}`);
  console.log('a host app embedding the whole kit (every export of rampkit and rampkit/dynamic-form), same build');
  console.log(`  the most one user loads: ${kb(wholeKit.oneUser)}  (target <= 100 KB; all but the ajv validator, ${kb(wholeKit.ajv)}, and but the largest of ${wholeKit.locales} other-language catalogues and of the form vocabularies)`);
  const vocabularies = Object.entries(wholeKit.vocabularies).sort(([a], [b]) => a.localeCompare(b));
  console.log(`  the form vocabulary a form in that locale loads beside the form step (the service's form texts; none in English): ${vocabularies.map(([locale, n]) => `${locale} +${kb(n)}`).join(', ')}`);
  console.log(`    largest chunks: ${wholeKit.chunks.slice(0, 6).map((c) => `${c.file} ${kb(c.gzip)}`).join(', ')}`);
  reportRow('a host embedding only SellFlow, first paint', kb(published.firstPaint), `<= ${BUDGETS.firstPaintKb} KB gz`, published.firstPaint <= BUDGETS.firstPaintKb * 1024);
  reportRow('the form step on top of it', `+${kb(published.formStep)}`, `<= +${BUDGETS.formStepKb} KB gz`, published.formStep <= BUDGETS.formStepKb * 1024);
  reportRow('the most one user loads (bench\'s figure)', kb(wholeKit.oneUser), '<= 100 KB gz', wholeKit.oneUser <= 100 * 1024);
  reportRow('the form vocabulary a non-English form step adds (largest locale)', `+${kb(Math.max(0, ...vocabularies.map(([, n]) => n)))}`, 'not on the first paint', undefined);
}
