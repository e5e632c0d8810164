// Which test files need a module graph of their own. The unit and dom projects run their files
// one after another in a worker that keeps its imports (`isolate: false`): importing React, rjsf,
// zod and happy-dom afresh for every file was most of those steps' time. A file that replaces a
// module (`vi.mock`, `vi.doMock`, `vi.unmock`, `vi.resetModules`) would see the real one another
// file already imported, or leave its stand-in to the next file, so such files run in a project
// that isolates them: found here by reading them, never by a list to keep up to date.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const REPLACES_MODULES = /\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules)\s*\(/;

/** The files under `dirs` (relative to `root`) whose name ends in one of `suffixes` and that replace a module. */
export function filesReplacingModules(root: string, dirs: readonly string[], suffixes: readonly string[]): string[] {
  const found: string[] = [];
  for (const dir of dirs) {
    let names: string[];
    try {
      names = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const name of names) {
      if (name.includes('node_modules') || !suffixes.some((suffix) => name.endsWith(suffix))) continue;
      const path = join(root, dir, name);
      if (REPLACES_MODULES.test(readFileSync(path, 'utf8'))) found.push(relative(root, path));
    }
  }
  return found.sort();
}
