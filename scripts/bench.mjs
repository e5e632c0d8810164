#!/usr/bin/env node
// `npm run bench`: every benchmark, printing figures side by side (never pass/fail timing tests).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const benches = [
  ['bundle size', 'scripts/bench/size.mjs'],
  ['DynamicForm keystroke-to-commit (Chromium)', 'scripts/bench/keystroke.mjs'],
  ['proxy overhead (autocannon)', 'scripts/bench-proxy.mjs'],
];
let failed = 0;
for (const [name, file] of benches) {
  console.log(`\n=== ${name}`);
  if (!existsSync(file)) {
    console.log(`(not available: ${file} is missing)`);
    continue;
  }
  const run = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
