// What the packed tarball must hold for a business to install it, and what the browser bundle of an
// app built on it must not hold. Used by scripts/examples.mjs; each function returns the problems
// it found (an empty list when all is well).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { join } from 'node:path';

/** Entries a Next.js server component imports as client components, and entries it runs as server code. */
const CLIENT_ENTRIES = ['dist/index.js', 'dist/dynamic-form.js'];
const SERVER_ENTRIES = ['dist/api.js', 'dist/server.js', 'dist/sandbox.js'];
/** Packages only a backend may load: never in a browser bundle. */
export const SERVER_ONLY = ['hono', 'jose', 'ioredis', '@hono/node-server'];

const startsWithUseClient = (code) => /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1/.test(code);
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const filesUnder = (dir) => readdirSync(dir, { recursive: true }).map(String).map((f) => join(dir, f));

export function checkPackedTarball(tarball, into) {
  rmSync(into, { recursive: true, force: true });
  mkdirSync(into, { recursive: true });
  const untar = spawnSync('tar', ['xzf', tarball, '-C', into], { encoding: 'utf8' });
  if (untar.status !== 0) return [`cannot unpack ${tarball}: ${untar.stderr}`];
  const root = join(into, 'package');
  const problems = [];
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

  for (const file of ['LICENSE', 'dist/styles.css', 'README.md']) if (!existsSync(join(root, file))) problems.push(`${file} is missing`);
  // Every export target is in the tarball.
  for (const [entry, target] of Object.entries(pkg.exports ?? {})) {
    for (const path of typeof target === 'string' ? [target] : Object.values(target)) {
      if (!existsSync(join(root, path))) problems.push(`export "${entry}" points at ${path}, which is not in the tarball`);
    }
  }
  for (const file of CLIENT_ENTRIES) if (!startsWithUseClient(readFileSync(join(root, file), 'utf8'))) problems.push(`${file} does not start with 'use client'`);
  for (const file of SERVER_ENTRIES) if (startsWithUseClient(readFileSync(join(root, file), 'utf8'))) problems.push(`${file} starts with 'use client' (server code must stay plain functions)`);

  // Declarations: bare imports only of what the package depends on (a devDependency's types are
  // absent from a host's install), relative imports with the .js extension that NodeNext needs.
  const installed = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
  const builtins = new Set(builtinModules);
  for (const file of filesUnder(join(root, 'dist/types')).filter((f) => f.endsWith('.d.ts'))) {
    const code = readFileSync(file, 'utf8');
    for (const specifier of moduleSpecifiers(code)) {
      const where = file.slice(root.length + 1);
      if (specifier.startsWith('.')) {
        if (!/\.js$/.test(specifier)) problems.push(`${where} imports "${specifier}" without an extension (NodeNext hosts cannot resolve it)`);
      } else if (!specifier.startsWith('node:') && !builtins.has(specifier) && !installed.has(packageOf(specifier))) {
        problems.push(`${where} imports "${specifier}", which is not a dependency or peer of rampkit`);
      }
    }
  }
  // React: one caret range for react and react-dom with the same floor, the floor being a version
  // an example installs and sells through (checkReactFloor).
  const [react, reactDom] = ['react', 'react-dom'].map((name) => pkg.peerDependencies?.[name]);
  if (!caretFloor(react) || react !== reactDom) problems.push(`peer ranges react "${react}" and react-dom "${reactDom}": one caret range (^MAJOR.MINOR) for both, so their floor can be tested`);
  return [...new Set(problems)];
}

/** The lowest version a `^MAJOR.MINOR[.PATCH]` range admits; null for any other form of range. */
export function caretFloor(range) {
  const m = /^\^(\d+)\.(\d+)(?:\.(\d+))?$/.exec(range ?? '');
  return m ? `${m[1]}.${m[2]}.${m[3] ?? 0}` : null;
}

/**
 * The kit against React at the floor of its peer range, as an app installed it: every name the
 * packed JavaScript imports from react, react-dom or their subpaths must be there (a hook of a later
 * minor, such as useEffectEvent before 19.2, would fail only at run time). Returns null when the app
 * does not install the floor, else the problems found.
 */
export function checkReactFloor(packedRoot, appDir) {
  const pkg = JSON.parse(readFileSync(join(packedRoot, 'package.json'), 'utf8'));
  const floor = caretFloor(pkg.peerDependencies?.react);
  const version = (name) => {
    const file = join(appDir, 'node_modules', name, 'package.json');
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
  };
  if (!floor || version('react') !== floor) return null;
  const problems = [];
  if (version('react-dom') !== floor) problems.push(`react-dom ${version('react-dom')} installed beside react ${floor}`);
  const requireFromApp = createRequire(join(appDir, 'package.json'));
  const exportsOf = new Map();
  for (const file of filesUnder(join(packedRoot, 'dist')).filter((f) => f.endsWith('.js'))) {
    const where = file.slice(packedRoot.length + 1);
    for (const [, clause, , specifier] of readFileSync(file, 'utf8').matchAll(/\bimport\s*([^'";]*?)\s*from\s*(['"])((?:react|react-dom)(?:\/[^'"]+)?)\2/g)) {
      const named = /^\{([^}]*)\}$/.exec(clause.trim());
      if (!named) {
        problems.push(`${where} imports "${clause}" from ${specifier}: only named imports can be checked against React ${floor}`);
        continue;
      }
      if (!exportsOf.has(specifier)) exportsOf.set(specifier, requireFromApp(specifier));
      for (const name of named[1].split(',').map((n) => n.trim().split(/\s+as\s+/)[0]).filter(Boolean)) {
        if (!(name in exportsOf.get(specifier))) problems.push(`${where} imports ${name} from ${specifier}, which React ${floor} (the peer range's floor) does not have`);
      }
    }
  }
  return [...new Set(problems)];
}

/**
 * The module specifiers of a declaration file: `import … from`, `export … from`, `import '…'` at a
 * statement's start, and `import('…')` types (not the word "from" inside a message's text).
 */
export function moduleSpecifiers(code) {
  const statements = code.matchAll(/^\s*(?:(?:import|export)\b[^'";]*?\bfrom\s*|import\s*)(['"])([^'"\n]+)\1/gm);
  const typeImports = code.matchAll(/\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g);
  return [...statements, ...typeImports].map((m) => m[2]);
}

/** The browser bundle's modules, as its source maps name them: none from a server-only package. */
export function checkBrowserBundle(distDir) {
  const maps = filesUnder(distDir).filter((f) => f.endsWith('.js.map'));
  if (!maps.length) return [`no source maps in ${distDir}: cannot tell which modules the bundle holds`];
  const sources = maps.flatMap((m) => JSON.parse(readFileSync(m, 'utf8')).sources ?? []);
  const problems = [];
  // The check can see modules at all: the kit and React DOM (Next.js bundles its own copy) are in there.
  for (const expected of ['node_modules/rampkit/', '/react-dom/']) {
    if (!sources.some((s) => s.includes(expected))) problems.push(`no module of ${expected} found in the source maps`);
  }
  for (const name of SERVER_ONLY) {
    const hits = sources.filter((s) => s.includes(`node_modules/${name}/`));
    if (hits.length) problems.push(`${name} reached the browser bundle (${hits.slice(0, 3).join(', ')})`);
  }
  return problems;
}
