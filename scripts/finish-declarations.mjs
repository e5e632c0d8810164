#!/usr/bin/env node
// `node scripts/finish-declarations.mjs dist/types`: makes the emitted declarations resolvable in
// every host, whatever its moduleResolution and package manager.
// - Relative imports get the extension Node's own resolution needs ('./proxy' → './proxy.js',
//   './store' → './store/index.js'). The sources are written for bundler resolution, without
//   extensions; a host type checking with NodeNext (a Node backend) could not resolve them, and
//   every type from rampkit/server would silently become `any`.
// - Types TypeScript inferred from @tanstack/query-core (a dependency of @tanstack/react-query, not
//   of rampkit: absent under pnpm's strict layout) are named through @tanstack/react-query, which
//   re-exports all of query-core.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

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
    .replace(/(['"])@tanstack\/query-core\1/g, '$1@tanstack/react-query$1');
  if (fixed !== code) {
    writeFileSync(file, fixed);
    changed++;
  }
}
console.log(`declarations: ${changed} files finished for hosts (.js on relative imports, query-core types through react-query)`);
