// Which of the kit's source modules run without zod: none of their static imports (other than
// `import type`) reaches zod, directly or through another module of the kit. The library build
// keeps those of src/api in a chunk of their own (vite.config.ts), so a host's bundler that needs
// one of them (the first paint needs the routes, the value lists and ApiError) does not take a
// chunk whose other modules call zod at their top level.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

// `import … from '…'`, `import '…'` and `export … from '…'`, but not `import type` / `export type`.
const STATIC_IMPORT = /^[ \t]*(?:import|export)[ \t]+(?!type[ \t{])(?:[^'";]*?[\s}*]from[ \t]*)?(['"])([^'"\n]+)\1/gm;

function resolveSource(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

interface Imports {
  zod: boolean;
  modules: string[];
}
const read = new Map<string, Imports>();

/** A module's own static imports: whether it imports zod, and the kit's modules it imports. */
function importsOf(path: string): Imports {
  let imports = read.get(path);
  if (!imports) {
    imports = { zod: false, modules: [] };
    for (const [, , specifier] of readFileSync(path, 'utf8').matchAll(STATIC_IMPORT)) {
      if (/^zod(\/|$)/.test(specifier!)) imports.zod = true;
      else if (specifier!.startsWith('.')) {
        const target = resolveSource(path, specifier!);
        // An import that cannot be read is not known to be free of zod.
        if (target === undefined) imports.zod = true;
        else imports.modules.push(target);
      }
    }
    read.set(path, imports);
  }
  return imports;
}

/** Whether the module at `file` (an absolute path) runs without loading zod. */
export function isZodFree(file: string): boolean {
  const start = file.split('?')[0]!;
  if (!/\.tsx?$/.test(start) || !existsSync(start)) return false;
  const seen = new Set([start]);
  for (const path of seen) {
    const { zod, modules } = importsOf(path);
    if (zod) return false;
    for (const module of modules) seen.add(module);
  }
  return true;
}

/** The kit's source modules `file` reaches through static imports (itself included). */
export function staticClosure(file: string): Set<string> {
  const seen = new Set([file]);
  for (const path of seen) for (const module of importsOf(path).modules) seen.add(module);
  return seen;
}
