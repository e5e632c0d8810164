#!/usr/bin/env node
// `node scripts/finish-declarations.mjs dist/types`: makes the emitted declarations resolvable in
// every host, whatever its moduleResolution and package manager.
// - Relative imports get the extension Node's own resolution needs ('./proxy' → './proxy.js',
//   './store' → './store/index.js'). The sources are written for bundler resolution, without
//   extensions; a host type checking with NodeNext (a Node backend) could not resolve them, and
//   every type from rampkit/server would silently become `any`.
// - Types TypeScript inferred from @tanstack/query-core or playwright/test (dependencies of the peers
//   @tanstack/react-query and @playwright/test, not of rampkit: absent under pnpm's strict layout)
//   are named through the peer, which re-exports all of them.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Packages whose types TypeScript may name in an inferred type → the peer that re-exports them all. */
const REEXPORTED_BY = { '@tanstack/query-core': '@tanstack/react-query', 'playwright/test': '@playwright/test' };

const root = resolve(process.argv[2] ?? 'dist/types');
let changed = 0;
for (const file of readdirSync(root, { recursive: true }).map(String).filter((f) => f.endsWith('.d.ts')).map((f) => join(root, f))) {
  const code = readFileSync(file, 'utf8');
  const withExtension = (whole, lead, quote, specifier) => {
    if (/\.(js|mjs|cjs|json|css)$/.test(specifier)) return whole;
    const base = resolve(dirname(file), specifier);
    const found = existsSync(`${base}.d.ts`) ? `${specifier}.js` : existsSync(join(base, 'index.d.ts')) ? `${specifier.replace(/\/$/, '')}/index.js` : null;
    if (!found) throw new Error(`${file}: cannot resolve "${specifier}" to a declaration file`);
    return `${lead}${quote}${found}${quote}`;
  };
  // Import and export statements (anchored at a line's start, so a message text saying "from './x'"
  // is left alone) and import('…') types.
  const fixed = code
    .replace(/^(\s*(?:(?:import|export)\b[^'";]*?\bfrom\s*|import\s*))(['"])(\.{1,2}(?:\/[^'"\n]*)?)\2/gm, withExtension)
    .replace(/(\bimport\(\s*)(['"])(\.{1,2}(?:\/[^'"\n]*)?)\2/g, withExtension)
    .replace(/(['"])(@tanstack\/query-core|playwright\/test)\1/g, (_, quote, name) => `${quote}${REEXPORTED_BY[name]}${quote}`);
  if (fixed !== code) {
    writeFileSync(file, fixed);
    changed++;
  }
}
console.log(`declarations: ${changed} files finished for hosts (.js on relative imports, inferred types through their peers)`);
