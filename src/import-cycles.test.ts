// No import circles in src/: a circle makes a module's bindings undefined while its partner still
// loads (the order then depends on which one a host imports first), and it hides a layer that points
// both ways. Type-only imports count too (a type circle is the same tangle, only later in the day),
// and so do dynamic ones. dpdm reads the imports with the TypeScript compiler.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { globFiles, parseCircular, parseDependencyTree } from 'dpdm';

const root = resolve(__dirname, '..');

/** A circle read from its alphabetically first file: dpdm starts it wherever its parallel parse reached it first. */
const fromFirst = (circle: string[]) => {
  const at = circle.indexOf([...circle].sort()[0]!);
  return [...circle.slice(at), ...circle.slice(0, at)];
};

async function circlesIn(dir: string, context: string): Promise<string[][]> {
  const files = await globFiles(`${dir}/**/*.{ts,tsx}`, context);
  const tree = await parseDependencyTree(files, { cwd: context, context, extensions: ['.ts', '.tsx', '.json'], transform: false, skipDynamicImports: false, exclude: /node_modules/ });
  const circles = parseCircular(tree, false).map((circle) => fromFirst(circle.map((file) => relative(context, resolve(context, file)))));
  return circles.sort((a, b) => a.join().localeCompare(b.join()));
}

describe('import circles', () => {
  it('there are none in src/, type-only and dynamic imports included', async () => {
    expect(await circlesIn('src', root)).toEqual([]);
  }, 60_000);

  it('a circle of type-only imports is found', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = { b?: B };\n");
      writeFileSync(join(dir, 'b.ts'), "import type { A } from './a';\nexport type B = { a?: A };\n");
      writeFileSync(join(dir, 'c.ts'), "export const c = () => import('./a');\n");
      expect(await circlesIn('.', dir)).toEqual([['a.ts', 'b.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
