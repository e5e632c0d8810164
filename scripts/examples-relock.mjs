#!/usr/bin/env node
// `node scripts/examples-relock.mjs [app...]`: refreshes examples/<app>/package-lock.json after the
// library's own dependencies changed (scripts/examples.mjs refuses a lockfile whose rampkit entry
// no longer matches the packed package.json). Packs the built library (`npm run build` first),
// installs each app in a scratch copy outside the repository, and writes back its lockfile:
// without the tarball's integrity (it changes with every build), and with the platform compiler
// packages of Next.js that this registry lacks (npm install drops them, npm ci then refuses).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const apps = process.argv.slice(2).length ? process.argv.slice(2) : readdirSync(join(repo, 'examples')).filter((d) => existsSync(join(repo, 'examples', d, 'package-lock.json')));
const scratch = mkdtempSync(join(tmpdir(), 'rampkit-relock-'));
const sh = (cmd, args, cwd) => {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NEXT_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
};
sh('npm', ['pack', '--silent', '--pack-destination', scratch], repo);
renameSync(join(scratch, readdirSync(scratch).find((f) => f.endsWith('.tgz'))), join(scratch, 'rampkit.tgz'));

const NEXT_PLATFORMS = { 'darwin-arm64': ['darwin', 'arm64'], 'darwin-x64': ['darwin', 'x64'], 'win32-arm64-msvc': ['win32', 'arm64'], 'win32-x64-msvc': ['win32', 'x64'] };
for (const app of apps) {
  const work = join(scratch, app);
  mkdirSync(work);
  for (const f of ['package.json', 'package-lock.json']) cpSync(join(repo, 'examples', app, f), join(work, f));
  const lockFile = join(work, 'package-lock.json');
  const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
  // The kit's entry and what npm nested under it: a nested entry left from the last lock survived
  // npm install while its own dependencies were dropped (eventsource kept, eventsource-parser lost).
  for (const key of Object.keys(lock.packages)) if (key === 'node_modules/rampkit' || key.startsWith('node_modules/rampkit/')) delete lock.packages[key];
  writeFileSync(lockFile, JSON.stringify(lock, null, 2));
  sh('npm', ['install', '--no-audit', '--no-fund'], work);
  const fresh = JSON.parse(readFileSync(lockFile, 'utf8'));
  delete fresh.packages['node_modules/rampkit'].integrity;
  const next = fresh.packages['node_modules/next'];
  for (const [platform, [os, cpu]] of Object.entries(NEXT_PLATFORMS)) {
    const key = `node_modules/@next/swc-${platform}`;
    if (next && next.optionalDependencies?.[`@next/swc-${platform}`] && !fresh.packages[key]) {
      fresh.packages[key] = { version: next.version, cpu: [cpu], license: 'MIT', optional: true, os: [os], engines: { node: '>= 10' } };
    }
  }
  const [root, ...rest] = Object.entries(fresh.packages);
  fresh.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
  writeFileSync(join(repo, 'examples', app, 'package-lock.json'), `${JSON.stringify(fresh, null, 2)}\n`);
  console.log(`examples/${app}/package-lock.json refreshed`);
}
