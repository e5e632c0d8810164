#!/usr/bin/env node
// `npm test`: every check the project has, in the order a failure is cheapest to find, and a
// non-zero exit if any of them fails. Each step runs to the end so one run shows every failure.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const hasFiles = (dir, re) => existsSync(dir) && readdirSync(dir, { recursive: true }).some((f) => re.test(String(f)));

const steps = [
  { name: 'typecheck', cmd: 'npm', args: ['run', '-s', 'typecheck'] },
  { name: 'lint', cmd: 'npm', args: ['run', '-s', 'lint'] },
  // expectTypeOf / @ts-expect-error over the public entries (src/**/*.test-d.ts): named type tests.
  { name: 'public API type tests', cmd: 'npx', args: ['vitest', 'run', '--project', 'types'] },
  { name: 'unit and component tests', cmd: 'npx', args: ['vitest', 'run', '--project', 'unit*', '--project', 'dom*'] },
  {
    // Each story played on a 360 px phone in English and in German, then checked (targets, values,
    // the payout, raw codes, axe in both themes, German words, the pseudo-locale) and photographed
    // at 360 and 1280 px, default and night, against visual/stories/ (README "Testing").
    name: 'story play tests, checks and pictures (Chromium, English, German, pseudo-locale)',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'storybook', '--project', 'storybook-de'],
    when: () => hasFiles('stories', /\.stories\.tsx$/),
  },
  { name: 'library build', cmd: 'npm', args: ['run', '-s', 'build'] },
  // What a host that embeds only SellFlow ships from that build: first paint and form step within
  // their budgets (scripts/bench/budgets.mjs), and no package the form's stand-ins replace.
  { name: 'bundle budgets (the built package)', cmd: 'node', args: ['--import', 'tsx', 'scripts/check-bundle.mjs'] },
  { name: 'demo app build', cmd: 'npm', args: ['run', '-s', 'build:demo'] },
  { name: 'storybook build', cmd: 'npm', args: ['run', '-s', 'build-storybook', '--', '--quiet'] },
  // What was built, not the stories' source: a docs page per exported component, showing its
  // description and usage snippet (Chromium opens each page).
  { name: 'storybook docs pages', cmd: 'node', args: ['--import', 'tsx', 'scripts/storybook-docs.mjs', 'storybook-static'] },
  { name: 'no key material in built assets', cmd: 'node', args: ['scripts/scan-secrets.mjs', 'dist', 'demo-server/web/dist', 'storybook-static'] },
  {
    // The packed tarball installed into each app in examples/ (outside the repo), type checked,
    // built and sold through in Chromium; needs the library build above.
    name: 'examples (npm pack → Vite + Express, Next.js)',
    cmd: 'node',
    args: ['scripts/examples.mjs', '--prebuilt'],
  },
  {
    // Every spec, among them the host page's styles with and without the kit (host-invariance) and
    // the demo's first-hour pages checked and photographed against visual/demo/ (kit-pages).
    name: 'e2e (Playwright, Chromium)',
    cmd: 'npx',
    args: ['playwright', 'test'],
    when: () => hasFiles('e2e', /\.spec\.ts$/),
  },
];

// A line that names a failed test or check, in Vitest's, Playwright's, tsc's and ESLint's words.
const FAILURE_LINE = /^\s*(FAIL\s|×\s|✘|\d+\) \[|\S+:\d+:\d+ - error TS|\S+\(\d+,\d+\): error TS|\d+:\d+\s+error\s|AssertionError|Error: \S)/;
const FAILURES_KEPT = 25;
// FORCE_COLOR=0 keeps Playwright's and npm's output plain. Not NO_COLOR: Playwright sets
// FORCE_COLOR for its own workers, and Node warns in every process that has both. (Vitest still
// colours; the failure lines below are read without colour codes.)
const PLAIN = { ...process.env, FORCE_COLOR: '0' };

/** Runs one step, its output passed through as it comes, and keeps the lines that name failures. */
function run(step) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, { stdio: ['inherit', 'pipe', 'pipe'], env: PLAIN });
    const failures = [];
    const keep = (line) => {
      const plain = stripVTControlCharacters(line).trimEnd();
      if (FAILURE_LINE.test(plain) && failures.length < FAILURES_KEPT && !failures.includes(plain)) failures.push(plain.slice(0, 300));
    };
    const rests = [];
    const scan = (from, out) => {
      const at = rests.push('') - 1;
      from.setEncoding('utf8');
      from.on('data', (text) => {
        out.write(text);
        const lines = (rests[at] + text).split('\n');
        rests[at] = lines.pop() ?? '';
        lines.forEach(keep);
      });
    };
    scan(child.stdout, process.stdout);
    scan(child.stderr, process.stderr);
    child.on('close', (status) => {
      rests.forEach(keep);
      resolve({ status, failures });
    });
  });
}

const only = process.argv.slice(2);
const chosen = steps.filter((step) => {
  if (only.length && !only.some((o) => step.name.startsWith(o))) return false;
  if (step.when && !step.when()) {
    console.log(`\n=== ${step.name}: skipped (nothing to run yet)`);
    return false;
  }
  return true;
});
const results = [];
/** A step's run, timed, with its outcome for the summary. */
const timed = async (step) => {
  const started = Date.now();
  const { status, failures } = await run(step);
  return { name: step.name, ok: status === 0, failures, seconds: ((Date.now() - started) / 1000).toFixed(1) };
};
for (const step of chosen) {
  console.log(`\n=== ${step.name}`);
  results.push(await timed(step));
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok);
// CI keeps only the end of the output, so what failed is said again last.
for (const r of failed) {
  console.log(`\n=== what failed in: ${r.name}`);
  console.log(r.failures.length ? r.failures.join('\n') : '(no failure line recognised; see the step above)');
}
process.exit(failed.length ? 1 : 0);
