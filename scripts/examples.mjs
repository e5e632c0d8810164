#!/usr/bin/env node
// `node scripts/examples.mjs [--prebuilt] [name...]`: the kit as a business installs it. Builds the
// library (unless --prebuilt), packs the npm tarball, checks what the tarball holds, then for each
// app in examples/: copies it OUTSIDE this repository (so nothing resolves from the repo's own
// node_modules), installs it from its own package-lock.json with the tarball as `rampkit`, type
// checks it with skipLibCheck false on TypeScript 5 and 7, builds it and sells through it in
// Chromium (its own Playwright suite), two apps at a time. Each app's node_modules stays in its
// work directory between runs, keyed by its lockfile: a re-run only swaps in the new tarball.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPackedTarball, checkBrowserBundle, checkReactFloor } from './examples-package-check.mjs';
import { readmeSnippets, writeSnippetsFor } from './examples-readme.mjs';
import { testLaunchOptions } from '../tooling/chromium.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const examplesDir = join(repo, 'examples');
const args = process.argv.slice(2);
const prebuilt = args.includes('--prebuilt');
const wanted = args.filter((a) => !a.startsWith('--'));
// examples/qa is a QA suite (rampkit/testing), not an app: it tests the vite-express shop as built in
// the work directory, so it runs after it, and asking for it builds the shop too.
const QA_HOSTS = { qa: ['vite-express'] };
const asked = new Set(wanted.flatMap((name) => [name, ...(QA_HOSTS[name] ?? [])]));
const apps = readdirSync(examplesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(examplesDir, d.name, 'package-lock.json')))
  .map((d) => d.name)
  .filter((name) => !wanted.length || asked.has(name))
  .sort((a, b) => Number(a in QA_HOSTS) - Number(b in QA_HOSTS));

// One work directory per checkout (several worktrees may run at once), outside the repository.
const workRoot = process.env.RAMPKIT_EXAMPLES_DIR ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'rampkit-examples', `${basename(repo)}-${createHash('sha256').update(repo).digest('hex').slice(0, 8)}`);
const env = {
  ...process.env,
  FORCE_COLOR: '0',
  NEXT_TELEMETRY_DISABLED: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  // The apps' own Playwright configs take Debian's Chromium from here: the headless shell where
  // installed, as the project's own browser tests (tooling/chromium.mjs).
  CHROMIUM_PATH: testLaunchOptions.executablePath,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};

const failures = [];
const timings = [];
/** A finished step's time for the summary, and its name and exit when it failed; its seconds. */
function recordStep(label, started, code, signal) {
  const seconds = (Date.now() - started) / 1000;
  timings.push({ label, seconds });
  if (code !== 0) failures.push(`${label} (exit ${code ?? signal})`);
  return seconds;
}

function run(label, cmd, cmdArgs, cwd) {
  const started = Date.now();
  console.log(`\n--- ${label}: ${cmd} ${cmdArgs.join(' ')}`);
  const result = spawnSync(cmd, cmdArgs, { cwd, stdio: 'inherit', env });
  recordStep(label, started, result.status, result.signal);
  return result.status === 0;
}

/**
 * `run` for an app's own steps, which run beside another app's: the output is kept and printed
 * with the app's other steps once they are done (`log.flush()`), so each app reads as one block.
 */
function appLog() {
  const lines = [];
  const say = (text) => lines.push(text);
  const runAsync = (label, cmd, cmdArgs, cwd) =>
    new Promise((resolvePromise) => {
      const started = Date.now();
      say(`\n--- ${label}: ${cmd} ${cmdArgs.join(' ')}`);
      console.log(`${label}: started`);
      const child = spawn(cmd, cmdArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
      const chunks = [];
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
      child.on('close', (code, signal) => {
        say(Buffer.concat(chunks).toString().trimEnd());
        const seconds = recordStep(label, started, code, signal);
        console.log(`${label}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
        resolvePromise(code === 0);
      });
    });
  return { say, run: runAsync, flush: () => console.log(lines.join('\n')) };
}

mkdirSync(workRoot, { recursive: true });
if (!prebuilt && !run('library build', 'npm', ['run', '-s', 'build'], repo)) finish();

// The tarball, as `npm pack` makes it, at the path every example's package.json names.
const packDir = join(workRoot, 'pack');
rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir);
if (!run('npm pack', 'npm', ['pack', '--silent', '--pack-destination', packDir], repo)) finish();
const tarball = join(workRoot, 'rampkit.tgz');
renameSync(join(packDir, readdirSync(packDir).find((f) => f.endsWith('.tgz'))), tarball);
const packageProblems = checkPackedTarball(tarball, join(workRoot, 'packed'));
for (const p of packageProblems) failures.push(`package: ${p}`);
console.log(packageProblems.length ? `package check: ${packageProblems.length} problem(s)\n  ${packageProblems.join('\n  ')}` : 'package check: ok');

const snippets = readmeSnippets(readFileSync(join(repo, 'README.md'), 'utf8'));
const checkedSnippets = new Set();
let reactFloorApp;

/** One app: installed, type checked, built, its README snippets checked, sold through in Chromium. */
async function example(app) {
  const log = appLog();
  try {
    const source = join(examplesDir, app);
    const work = join(workRoot, app);
    syncSources(source, work);
    if (!(await install(app, work, log))) return;
    // The floor of the React peer range is what one app installs (vite-express), so it is tested.
    const floorProblems = checkReactFloor(join(workRoot, 'packed', 'package'), work);
    if (floorProblems) {
      reactFloorApp = app;
      for (const p of floorProblems) failures.push(`${app} (React at the peer range's floor): ${p}`);
      log.say(floorProblems.length ? `React floor check: ${floorProblems.join('; ')}` : `React floor check: ${app} installs the floor of the peer range, and it has every React name the kit imports`);
    }
    const scripts = JSON.parse(readFileSync(join(work, 'package.json'), 'utf8')).scripts ?? {};
    const typed = await log.run(`${app}: typecheck (TypeScript 5 and 7, skipLibCheck false)`, 'npm', ['run', '-s', 'typecheck'], work);
    const built = !scripts.build || (await log.run(`${app}: build`, 'npm', ['run', '-s', 'build'], work));
    if (!typed || !built) return;
    // The README's embedding and proxy code, against this installed and built app.
    // A QA suite is no host: it checks the For QA section's blocks, as its own suite would hold them.
    const fits = writeSnippetsFor(work, app in QA_HOSTS ? snippets.filter((x) => x.section === '## For QA') : snippets);
    // TypeScript 7 where the app installs it, else the app's own TypeScript (the QA suite has only that).
    const tsc = ['typescript-7', 'typescript'].map((p) => `node_modules/${p}/bin/tsc`).find((bin) => existsSync(join(work, bin)));
    if (fits.length && (await log.run(`${app}: README snippets type check (${fits.length} of ${snippets.length})`, 'node', [tsc, '-p', 'readme-snippets/tsconfig.json'], work))) {
      for (const f of fits) checkedSnippets.add(f.file);
    }
    const browserBundle = { 'vite-express': 'dist', 'next-app': '.next/static' }[app];
    if (browserBundle) {
      const leaks = checkBrowserBundle(join(work, browserBundle));
      for (const p of leaks) failures.push(`${app} browser bundle: ${p}`);
      log.say(leaks.length ? `browser bundle check: ${leaks.join('; ')}` : 'browser bundle check: no server-only module in the browser bundle');
    }
    await log.run(`${app}: sell in Chromium (Playwright)`, 'npx', ['playwright', 'test'], work);
  } finally {
    log.flush();
  }
}

// Two apps at a time: an app's steps are mostly one process each (TypeScript 5, a build, a browser
// sale), which left a quarter of the 2-core machine idle when the apps ran one after another. A QA
// suite (last in `apps`) waits for the apps it tests.
const running = new Map();
const queue = [...apps];
const worker = async () => {
  for (let app = queue.shift(); app; app = queue.shift()) {
    const hosts = (QA_HOSTS[app] ?? []).filter((host) => running.has(host)).map((host) => running.get(host));
    const promise = Promise.all(hosts).then(() => example(app));
    running.set(app, promise);
    await promise;
  }
};
await Promise.all([worker(), worker()]);
if (!wanted.length) {
  if (!reactFloorApp) failures.push('no example installs React at the floor of the peer range (package.json peerDependencies.react): pin one app to it');
  const unchecked = snippets.filter((x) => !checkedSnippets.has(x.file)).map((x) => x.file);
  if (unchecked.length) failures.push(`README snippets no example could type check: ${unchecked.join(', ')}`);
}
finish();

/** The example's files, without what installs and builds make, copied over the work directory. */
function syncSources(source, work) {
  mkdirSync(work, { recursive: true });
  const keep = new Set(['node_modules']);
  for (const entry of readdirSync(work)) if (!keep.has(entry)) rmSync(join(work, entry), { recursive: true, force: true });
  const generated = new Set(['node_modules', 'dist', 'build', '.next', 'test-results', 'playwright-report', 'next-env.d.ts', 'readme-snippets']);
  cpSync(source, work, { recursive: true, filter: (path) => !generated.has(basename(path)) && !path.endsWith('.tsbuildinfo') });
}

/**
 * `npm ci` when the lockfile (less the tarball's own integrity, which changes with every build)
 * differs from the one node_modules was installed from; otherwise only the new tarball goes in,
 * unpacked where npm puts it. Refuses a lockfile whose rampkit dependencies no longer match the
 * tarball's package.json (the example's lockfile needs `npm install` again).
 */
async function install(app, work, log) {
  const lock = JSON.parse(readFileSync(join(work, 'package-lock.json'), 'utf8'));
  const locked = lock.packages?.['node_modules/rampkit'];
  const packed = JSON.parse(readFileSync(join(workRoot, 'packed', 'package', 'package.json'), 'utf8'));
  const same = (a = {}, b = {}) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
  if (!locked || !same(locked.dependencies, packed.dependencies) || !same(locked.peerDependencies, packed.peerDependencies)) {
    failures.push(`${app}: package-lock.json does not match the packed rampkit's dependencies: run \`npm run build && node scripts/examples-relock.mjs ${app}\` and commit its lockfile`);
    return false;
  }
  // npm would take a tarball with the locked integrity from its cache, i.e. an earlier build of
  // the kit: the work copy's lockfile names the tarball by path only.
  delete locked.integrity;
  writeFileSync(join(work, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  const key = createHash('sha256').update(JSON.stringify(lock)).update(process.version).digest('hex');
  const stamp = join(work, 'node_modules', '.rampkit-examples-key');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key) {
    log.say(`\n--- ${app}: node_modules cached for this lockfile; installing only the new rampkit.tgz`);
    const target = join(work, 'node_modules', 'rampkit');
    rmSync(target, { recursive: true, force: true });
    cpSync(join(workRoot, 'packed', 'package'), target, { recursive: true });
    return installedIsPacked(app, work);
  }
  rmSync(join(work, 'node_modules'), { recursive: true, force: true });
  if (!(await log.run(`${app}: npm ci`, 'npm', ['ci', '--no-audit', '--no-fund'], work))) return false;
  writeFileSync(stamp, key);
  return installedIsPacked(app, work);
}

/** node_modules/rampkit is this run's tarball, byte for byte (not a copy npm kept from before). */
function installedIsPacked(app, work) {
  const digest = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');
  const differs = ['package.json', 'dist/index.js', 'dist/server.js', 'dist/types/index.d.ts'].filter((f) => digest(join(work, 'node_modules/rampkit', f)) !== digest(join(workRoot, 'packed/package', f)));
  if (differs.length) failures.push(`${app}: node_modules/rampkit is not the tarball just packed (${differs.join(', ')} differ)`);
  return !differs.length;
}

function finish() {
  console.log('\n=== examples: timings');
  for (const t of timings) console.log(`${t.seconds.toFixed(1).padStart(7)} s  ${t.label}`);
  console.log(`work directory: ${workRoot}`);
  if (failures.length) {
    console.log(`\n${failures.length} failed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nexamples: all passed');
  process.exit(0);
}
