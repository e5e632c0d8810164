#!/usr/bin/env node
// `node scripts/dts-extensions.mjs dist/types`: gives every relative import in the emitted
// declarations the extension Node's own resolution needs ('./proxy' → './proxy.js',
// './store' → './store/index.js'). The sources are written for bundler resolution, without
// extensions; a host type checking with moduleResolution NodeNext (a Node backend) could not
// resolve such declarations, and every type from rampkit/server would silently become `any`.
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
    .replace(/(\bimport\(\s*)(['"])(\.{1,2}(?:\/[^'"\n]*)?)\2/g, withExtension);
  if (fixed !== code) {
    writeFileSync(file, fixed);
    changed++;
  }
}
console.log(`declarations: relative imports given their .js extension in ${changed} files`);
