// The README's "Embedding", "The proxy in your backend", "For QA" and "For designers" sections as
// files: each ```ts/```tsx block becomes a module (at the path its first-line comment names, e.g.
// `// app/webhooks/route.ts`, so relative imports between blocks resolve), type checked against an
// installed example app (vite-express installs Vitest, Testing Library and Storybook for the QA and
// designers' blocks); the For QA blocks again against the QA suite (examples/qa), where a QA team
// writes them.
// The names a block leaves to the reader (your own session, router, ...) are declared in a prelude.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';

/** Each section runs to the next level-2 heading (its ### subsections included). */
const SECTIONS = ['## Embedding', '## The proxy in your backend', '## For QA', '## For designers'];

const PRELUDE = `// What the README's snippets leave to the host.
import type { logRequests, RampkitProxyOptions } from 'rampkit/server';
declare global {
  function yourSession(request: Request): Promise<{ customerId: string } | null>;
  function customerOfSession(cookieHeader: string): Promise<string | null>;
  function navigate(path: string): void;
  const signedInCustomer: string;
  const proxyOptions: RampkitProxyOptions;
  /** The host's own pino logger. */
  const logger: Parameters<typeof logRequests>[1];
}
export {};
`;

/** [{ file, code, imports, section }] for every typed block of the sections. */
export function readmeSnippets(readme) {
  const blocks = [];
  for (const heading of SECTIONS) {
    const start = readme.indexOf(`\n${heading}\n`);
    if (start < 0) throw new Error(`README: section "${heading}" not found`);
    const bodyStart = start + heading.length + 2;
    const next = readme.slice(bodyStart).search(/^## /m);
    const end = next < 0 ? readme.length : bodyStart + next;
    for (const [, lang, code] of readme.slice(bodyStart, end).matchAll(/^\s*```(tsx?)\n([\s\S]*?)^\s*```/gm)) {
      const indent = code.match(/^ */)[0].length;
      const text = code.split('\n').map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length))).join('\n');
      const named = text.match(/^\/\/ ([\w./[\]-]+\.tsx?)\s*(?:\(.*\))?\n/);
      const file = named ? named[1] : `snippet-${blocks.length + 1}.${lang}`;
      const imports = [...text.matchAll(/^import\s[^'"]*?['"]([^'"]+)['"]/gm)].map((m) => m[1]).filter((i) => !i.startsWith('.'));
      blocks.push({ file, code: text, imports, section: heading });
    }
  }
  return blocks;
}

const packageOf = (s) => s.split('/').slice(0, s.startsWith('@') ? 2 : 1).join('/');

/**
 * Writes the snippets an app can compile (every bare import installed there) into
 * `<app>/readme-snippets/` with a tsconfig extending the app's; returns the ones written.
 */
export function writeSnippetsFor(appDir, snippets) {
  const dir = join(appDir, 'readme-snippets');
  rmSync(dir, { recursive: true, force: true });
  const fits = snippets.filter((s) => s.imports.every((i) => i.startsWith('node:') || builtinModules.includes(i) || existsSync(join(appDir, 'node_modules', packageOf(i)))));
  if (!fits.length) return [];
  for (const s of fits) {
    mkdirSync(dirname(join(dir, s.file)), { recursive: true });
    writeFileSync(join(dir, s.file), s.code);
  }
  writeFileSync(join(dir, 'prelude.d.ts'), PRELUDE);
  const base = JSON.parse(readFileSync(join(appDir, 'tsconfig.json'), 'utf8'));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
    extends: '../tsconfig.json',
    // Top-level await (the sandbox snippet) and the app's own libs.
    // The app's own check covers the libraries' declarations (skipLibCheck false); this one is
    // about the snippets.
    compilerOptions: { noEmit: true, skipLibCheck: true, module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022', lib: [...new Set([...(base.compilerOptions?.lib ?? []), 'ES2022', 'DOM'])], plugins: [] },
    // Each snippet by name: an include glob skips dot-folders, so `.storybook/preview.tsx` went
    // unchecked. And the app's ambient declarations (Next's next-env.d.ts, written by its build).
    files: [...fits.map((s) => s.file), 'prelude.d.ts', ...(existsSync(join(appDir, 'next-env.d.ts')) ? ['../next-env.d.ts'] : [])],
  }, null, 2));
  return fits;
}
