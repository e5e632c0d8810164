// Bundle size of what a business ships: the kit built for production with only React and
// TanStack Query left external (the host app has those), every other dependency bundled, then
// gzip-measured. "without forms" is the static import closure of the main entry, i.e. what loads
// before anyone renders DynamicForm (which the main entry only reaches through a dynamic import).
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { rjsfStandIns } from '../../tooling/rjsf-stand-ins.ts';
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const HOST_PROVIDED = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', '@tanstack/react-query'];

export async function measureSizes() {
  const outDir = mkdtempSync(join(tmpdir(), 'rampkit-size-'));
  try {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      // rjsf with the stand-ins the package ships (tooling/rjsf-stand-ins.ts).
      plugins: [react(), rjsfStandIns()],
      build: {
        outDir,
        write: false,
        minify: true,
        lib: { formats: ['es'], entry: { index: 'src/index.ts', 'dynamic-form': 'src/dynamic-form.ts' } },
        rollupOptions: { external: (id) => HOST_PROVIDED.some((name) => id === name || id.startsWith(`${name}/`)) },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    const chunks = new Map(outputs.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]));
    const gz = (chunk) => gzipSync(Buffer.from(chunk.code)).length;
    const closure = (fileName, seen = new Set()) => {
      if (seen.has(fileName)) return seen;
      seen.add(fileName);
      for (const dep of chunks.get(fileName)?.imports ?? []) closure(dep, seen);
      return seen;
    };
    const entry = (name) => [...chunks.values()].find((c) => c.isEntry && c.name === name);
    // Externals (react, ...) appear among a chunk's imports but are not ours to count.
    const sum = (files) => [...files].filter((f) => chunks.has(f)).reduce((total, f) => total + gz(chunks.get(f)), 0);
    const index = entry('index');
    const form = entry('dynamic-form');
    const ajv = [...chunks.values()].find((c) => c.moduleIds.some((id) => id.includes('form-schema/validate')));
    // English is built in; each other locale is a chunk a user loads only when the kit speaks it, and
    // so is its form vocabulary (the service's form texts), loaded with a form in that locale.
    const isVocabulary = (c) => c.moduleIds.length > 0 && c.moduleIds.every((id) => id.includes('/src/i18n/form-vocabulary/'));
    const otherLocales = [...chunks.values()].filter((c) => c.moduleIds.length > 0 && c.moduleIds.every((id) => id.includes('/src/i18n/')) && !isVocabulary(c));
    const vocabularies = [...chunks.values()].filter(isVocabulary);
    return {
      withoutForms: sum(closure(index.fileName)),
      ajvValidator: ajv ? gz(ajv) : 0,
      dynamicFormEntry: sum(closure(form.fileName)),
      wholeKit: sum(chunks.keys()),
      otherLocales: otherLocales.reduce((total, c) => total + gz(c), 0),
      largestOtherLocale: Math.max(0, ...otherLocales.map(gz)),
      vocabularies: vocabularies.reduce((total, c) => total + gz(c), 0),
      largestVocabulary: Math.max(0, ...vocabularies.map(gz)),
      chunks: [...chunks.values()].map((c) => ({ file: c.fileName, gzip: gz(c) })),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const sizes = await measureSizes();
  console.log('bundle size (gzip, React and TanStack Query external)');
  console.log(`  main entry without DynamicForm: ${kb(sizes.withoutForms)}  (target <= 25 KB)`);
  console.log(`  dynamic-form entry:             ${kb(sizes.dynamicFormEntry)}`);
  console.log(`  whole kit including forms:      ${kb(sizes.wholeKit)}  (target <= 120 KB)`);
  console.log(`    of which the optional ajv validator (strictCsp={false}, loaded on demand): ${kb(sizes.ajvValidator)}`);
  console.log(`    of which the five non-English locales (one loaded at most): ${kb(sizes.otherLocales)}`);
  console.log(`    of which the five form vocabularies (the service's form texts, one loaded with a form in its locale): ${kb(sizes.vocabularies)}, the largest ${kb(sizes.largestVocabulary)}`);
  console.log(`    whole kit with the default (eval-free) validator: ${kb(sizes.wholeKit - sizes.ajvValidator)}`);
  const oneUser = sizes.wholeKit - sizes.ajvValidator - sizes.otherLocales + sizes.largestOtherLocale - sizes.vocabularies + sizes.largestVocabulary;
  console.log(`    what one user can load at most (eval-free, the largest extra locale and its form vocabulary): ${kb(oneUser)}  (kit built from source; the table's row is host-size.mjs's, from the built package)`);
}
