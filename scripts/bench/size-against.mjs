// `BENCH_SIZE_BASE=<rev> npm run bench` (or `node scripts/bench/size-against.mjs <rev>` alone): the
// byte figures of a host that embeds only SellFlow at another revision beside this tree's, in one
// table, e.g. before and after a change that says it moved them. The revision is checked out in a
// temporary git worktree with its own `npm ci`, and each tree is measured by its own
// scripts/bench/host-size.mjs (the figures as that revision's bench printed them), plus its built
// stylesheet (dist/styles.css). Nothing is left behind: the worktree is removed at the end.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Run inside a tree (its node_modules resolves vite): that tree's measurement, as JSON on the last line.
const RUNNER = `
import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
const { measureHost } = await import(pathToFileURL(resolve('scripts/bench/host-size.mjs')).href);
const { published, wholeKit } = await measureHost();
const out = mkdtempSync(join(tmpdir(), 'rampkit-size-css-'));
let stylesheet = null;
try {
  await build({ configFile: resolve('vite.config.ts'), logLevel: 'silent', build: { outDir: out, emptyOutDir: true, sourcemap: false } });
  if (existsSync(join(out, 'styles.css'))) stylesheet = gzipSync(readFileSync(join(out, 'styles.css'))).length;
} finally {
  rmSync(out, { recursive: true, force: true });
}
console.log(JSON.stringify({ firstPaint: published.firstPaint, formStep: published.formStep, stylesheet, oneUser: wholeKit.oneUser }));
`;

function measureTree(dir) {
  const runnerDir = join(dir, 'node_modules', '.rampkit-size-against');
  mkdirSync(runnerDir, { recursive: true });
  writeFileSync(join(runnerDir, 'run.mjs'), RUNNER);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(runnerDir, 'run.mjs')], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  rmSync(runnerDir, { recursive: true, force: true });
  if (run.status !== 0) throw new Error(`measuring ${dir} failed (exit ${run.status})`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

export function measureAgainst(rev) {
  const label = execFileSync('git', ['rev-parse', '--short', `${rev}^{commit}`], { encoding: 'utf8' }).trim();
  const base = join(mkdtempSync(join(tmpdir(), 'rampkit-size-base-')), label);
  execFileSync('git', ['worktree', 'add', '--detach', base, label], { stdio: 'ignore' });
  try {
    console.log(`installing ${label}'s dependencies in a temporary worktree...`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: base, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
    return { label, base: measureTree(base), here: measureTree(resolve('.')) };
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', base], { stdio: 'ignore' });
    rmSync(join(base, '..'), { recursive: true, force: true });
  }
}

/** The side-by-side table (bytes gzip, and the change). */
export function sizeTable({ label, base, here }) {
  const rows = [
    ['first paint (SellFlow only, stylesheet included)', 'firstPaint'],
    ['the form step on top of it', 'formStep'],
    ['the stylesheet alone (dist/styles.css)', 'stylesheet'],
    ['first paint + form step', (m) => m.firstPaint + m.formStep],
    ['the most one user loads', 'oneUser'],
  ];
  const value = (m, key) => (typeof key === 'function' ? key(m) : m[key]);
  const cell = (n) => (n === null || n === undefined ? '-' : String(n));
  const change = (a, b) => (a == null || b == null ? '-' : `${b - a >= 0 ? '+' : ''}${b - a} (${(((b - a) / a) * 100).toFixed(1)} %)`);
  const lines = [['bytes, gzip', label, 'this tree', 'change'], ...rows.map(([what, key]) => [what, cell(value(base, key)), cell(value(here, key)), change(value(base, key), value(here, key))])];
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  const line = (l) => `| ${l.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [line(lines[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.slice(1).map(line)].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rev = process.argv[2] ?? process.env.BENCH_SIZE_BASE;
  if (!rev) {
    console.error('usage: node scripts/bench/size-against.mjs <rev>   (or BENCH_SIZE_BASE=<rev> npm run bench)');
    process.exit(2);
  }
  console.log(`a host app embedding only SellFlow, at ${rev} and in this tree (each measured by its own host-size.mjs)`);
  console.log(sizeTable(measureAgainst(rev)));
}
