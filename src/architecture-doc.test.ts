// docs/architecture.md's "Layers" table says which parts of the kit each folder of src/ knows. The
// ESLint rules forbid the edges that must never exist; this keeps the table from drifting the other
// way, naming fewer edges than the code has (issue 25 §5: it omitted react → i18n/theme, and the
// sandbox's dependencies were misstated). Library code only: tests may reach any layer.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));
const doc = readFileSync(resolve(src, '../docs/architecture.md'), 'utf8');

/** Each `src/<layer>/` row of the table: the layers of src/ its "knows" column names (null: "every layer above"). */
function documented(): Map<string, Set<string> | null> {
  const table = doc.slice(doc.indexOf('## Layers'), doc.indexOf('\n## ', doc.indexOf('## Layers') + 1));
  const rows = new Map<string, Set<string> | null>();
  for (const line of table.split('\n')) {
    const cells = line.split(' | ');
    const folder = /^\| `src\/([\w-]+)\/`/.exec(line)?.[1];
    if (!folder || cells.length < 3) continue;
    const knows = cells[1]!;
    rows.set(folder, /every layer/.test(knows) ? null : new Set([...knows.matchAll(/`src\/([\w-]+)`/g)].map((m) => m[1]!)));
  }
  return rows;
}

const isLibraryCode = (file: string) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$|\.ssr\.test\.ts$|test-helpers\.ts$/.test(file);

/** The other layers of src/ that the library code of `layer` imports (static, dynamic, type-only, re-exports). */
function imported(layer: string): Set<string> {
  const found = new Set<string>();
  const dir = join(src, layer);
  for (const name of readdirSync(dir, { recursive: true }).map(String).filter(isLibraryCode)) {
    const file = join(dir, name);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.[^']*)'/g)) {
      const target = relative(src, resolve(dirname(file), spec!)).split(/[\\/]/);
      if (target.length > 1 && target[0] !== '..' && target[0] !== layer) found.add(target[0]!);
    }
  }
  return found;
}

describe('docs/architecture.md, Layers', () => {
  const rows = documented();

  it('has a row for every folder of src/', () => {
    const folders = readdirSync(src, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect([...rows.keys()].sort()).toEqual(folders.sort());
  });

  it.each([...documented()].filter(([, knows]) => knows !== null).map(([layer]) => layer))('names every part of the kit src/%s imports', (layer) => {
    const missing = [...imported(layer)].filter((other) => !rows.get(layer)!.has(other));
    expect(missing, `src/${layer} imports ${missing.map((m) => `src/${m}`).join(', ')}, which its row does not name`).toEqual([]);
  });
});
