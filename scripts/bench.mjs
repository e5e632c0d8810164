#!/usr/bin/env node
// `npm run bench`: every benchmark, printing figures side by side (never pass/fail timing tests),
// then the table in one place: each row's figure from this run next to its target.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const benches = [
  ['bundle size', 'scripts/bench/size.mjs'],
  ['a host app embedding only SellFlow', 'scripts/bench/host-size.mjs'],
  // BENCH_SIZE_BASE=<rev>: the same host's figures at that revision beside this tree's, side by side.
  ...(process.env.BENCH_SIZE_BASE ? [[`bundle size at ${process.env.BENCH_SIZE_BASE} and now`, 'scripts/bench/size-against.mjs']] : []),
  ['SellFlow in Chromium', 'scripts/bench/sellflow.mjs'],
  ['DynamicForm keystroke-to-commit (Chromium)', 'scripts/bench/keystroke.mjs'],
  ['proxy overhead (autocannon)', 'scripts/bench-proxy.mjs'],
  ['per-request helpers (loops)', 'scripts/bench/request-helpers.mjs'],
  ['sandbox scaling', 'scripts/bench/sandbox.mjs'],
];
const dir = mkdtempSync(join(tmpdir(), 'rampkit-bench-'));
const rowsFile = join(dir, 'rows.jsonl');
let failed = 0;
for (const [name, file] of benches) {
  console.log(`\n=== ${name}`);
  if (!existsSync(file)) {
    console.log(`(not available: ${file} is missing)`);
    continue;
  }
  const run = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit', env: { ...process.env, BENCH_ROWS_FILE: rowsFile } });
  if (run.status !== 0) failed += 1;
}

const rows = existsSync(rowsFile) ? readFileSync(rowsFile, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
rmSync(dir, { recursive: true, force: true });
const width = (key, min) => Math.max(min, ...rows.map((r) => String(r[key]).length));
const [w1, w2, w3] = [width('what', 4), width('now', 3), width('target', 6)];
const line = (a, b, c, d) => `| ${a.padEnd(w1)} | ${b.padEnd(w2)} | ${c.padEnd(w3)} | ${d.padEnd(4)} |`;
console.log('\n=== the issue\'s table, measured in this run');
console.log(line('what', 'now', 'target', 'met'));
console.log(line('-'.repeat(w1), '-'.repeat(w2), '-'.repeat(w3), '----'));
for (const r of rows) console.log(line(r.what, r.now, r.target, r.met === undefined ? '-' : r.met ? 'yes' : 'no'));
process.exit(failed ? 1 : 0);
