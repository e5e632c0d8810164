#!/usr/bin/env node
// `npm test`, after the library build: the byte budgets of the built package, measured as a host
// that embeds only SellFlow ships it (the bench's own measurement, scripts/bench/host-size.mjs), and
// no package the form chunk's stand-ins replace inside it (read from the built chunks' source maps).
// Fails with the figures when a budget is broken or a stood-in package is back.
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { BUDGETS, STOOD_IN } from './bench/budgets.mjs';
import { measurePublishedHost } from './bench/host-size.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
if (!existsSync(join(dist, 'index.js'))) {
  console.error(`${dist}/index.js is missing: run npm run build first`);
  process.exit(1);
}
const scratch = resolve('node_modules/.rampkit-check');
mkdirSync(scratch, { recursive: true });
const work = mkdtempSync(join(scratch, 'host-'));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const problems = [];
try {
  const host = await measurePublishedHost(dist, work);
  console.log(`a host embedding only SellFlow (gzip): first paint ${kb(host.firstPaint)} (budget ${BUDGETS.firstPaintKb} KB), the form step +${kb(host.formStep)} (budget +${BUDGETS.formStepKb} KB)`);
  if (host.firstPaint > BUDGETS.firstPaintKb * 1024) problems.push(`first paint ${kb(host.firstPaint)} is over its budget of ${BUDGETS.firstPaintKb} KB`);
  if (host.formStep > BUDGETS.formStepKb * 1024) problems.push(`the form step +${kb(host.formStep)} is over its budget of +${BUDGETS.formStepKb} KB`);
  const stylesheet = gzipSync(readFileSync(join(dist, 'styles.css'))).length;
  console.log(`the kit's stylesheet (dist/styles.css, gzip): ${kb(stylesheet)} (budget ${BUDGETS.stylesheetKb} KB)`);
  if (stylesheet > BUDGETS.stylesheetKb * 1024) problems.push(`the stylesheet ${kb(stylesheet)} is over its budget of ${BUDGETS.stylesheetKb} KB`);
  if (host.formStep === 0) problems.push('no form step found: the host bundle has no chunk with the form renderer (RjsfForm)');
  // The form step's chunks are files of dist/; their source maps name the modules built into them.
  const packageOf = (source) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
  // (rolldown's own runtime helpers are a chunk of generated code with no source map.)
  for (const file of host.formModules.filter((id) => id.startsWith(dist) && !/[\\/]rolldown-runtime-[\w-]+\.js$/.test(id))) {
    const map = `${file}.map`;
    if (!existsSync(map)) {
      problems.push(`${file} has no source map to read its modules from`);
      continue;
    }
    const { sources } = JSON.parse(readFileSync(map, 'utf8'));
    for (const name of new Set(sources.map(packageOf).filter((p) => STOOD_IN.includes(p)))) {
      problems.push(`${file.slice(dist.length + 1)} (the form step) carries ${name}, which a stand-in replaces (tooling/rjsf-stand-ins.ts)`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
for (const problem of problems) console.error(`FAIL ${problem}`);
process.exit(problems.length ? 1 : 0);
