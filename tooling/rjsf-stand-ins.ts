// rjsf is bundled into the kit's form chunk (vite.config.ts), and some of its imports are answered
// by small local modules instead of whole packages (docs/adr/0036):
// - `markdown-to-jsx/react` (35 KB gz) → src/components/DynamicForm/vendor/markdown.tsx: rjsf words
//   a few English strings in inline markdown; the kit's forms use no markdown options.
// - `fast-uri` (8 KB gz) → src/components/DynamicForm/vendor/uri.ts: rjsf's `$ref` lookup needs
//   `resolve` and `equal`, and the kit's schema guard admits local `#…` references only.
// - `fast-equals` (2.3 KB gz) → vendor/equals.ts: rjsf's `deepEquals` is its one comparator.
// - @rjsf/utils' `shallowAllOfMerge.js` with `@x0k/json-schema-merge` (4.3 KB gz) →
//   vendor/all-of-merge.ts: the same merge as rjsf configures it, without the library's general
//   machinery (see the file for where rjsf still reaches it next to the kit's own layout merge).
// - `jsonpointer` and `react-is` (CommonJS, wrapped by the bundler) → vendor/json-pointer.ts and
//   vendor/react-is.ts: the one function and the two questions rjsf asks of them.
// Only imports made from inside @rjsf/* are redirected; the build also writes the licences of the
// packages it bundled into dist/THIRD-PARTY-LICENSES.txt.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const vendor = (file: string) => fileURLToPath(new URL(`../src/components/DynamicForm/vendor/${file}`, import.meta.url));
const STAND_INS: [RegExp, string][] = [
  [/^markdown-to-jsx(\/react)?$/, vendor('markdown.tsx')],
  [/^fast-uri$/, vendor('uri.ts')],
  [/^fast-equals$/, vendor('equals.ts')],
  [/^\.\/shallowAllOfMerge(\.js)?$/, vendor('all-of-merge.ts')],
  [/^jsonpointer$/, vendor('json-pointer.ts')],
  [/^react-is$/, vendor('react-is.ts')],
];
// Stand-ins that follow a package's own code (its algorithm, rewritten): its notice ships with them.
const FOLLOWS: Record<string, string> = {
  [vendor('all-of-merge.ts')]: '@x0k/json-schema-merge',
  [vendor('schema-order.ts')]: '@x0k/json-schema-merge',
  [vendor('equals.ts')]: 'fast-equals',
  [vendor('json-pointer.ts')]: 'jsonpointer',
  [vendor('react-is.ts')]: 'react-is',
};
const packageDir = (name: string) => fileURLToPath(new URL(`../node_modules/${name}/`, import.meta.url));
const FROM_RJSF = /[\\/]node_modules[\\/]@rjsf[\\/]/;
const PACKAGE = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;

/** rjsf's packages the library build bundles instead of leaving to the host. */
export const BUNDLED = ['@rjsf/core', '@rjsf/utils'];

/** `licences`: the library build's own use, writing the notices of what it bundled. */
export function rjsfStandIns({ licences = false } = {}): Plugin {
  return {
    name: 'rampkit-rjsf-stand-ins',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !FROM_RJSF.test(importer)) return null;
      return STAND_INS.find(([pattern]) => pattern.test(source))?.[1] ?? null;
    },
    generateBundle(_options, bundle) {
      if (!licences || this.meta.watchMode) return;
      const roots = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const followed = FOLLOWS[id];
          if (followed) roots.set(followed, packageDir(followed));
          const match = PACKAGE.exec(id);
          if (match && existsSync(`${id.slice(0, match.index + match[0].length)}package.json`)) roots.set(match[1]!.replace(/\\/g, '/'), id.slice(0, match.index + match[0].length));
        }
      }
      if (roots.size === 0) return;
      const notices = [...roots].sort(([a], [b]) => a.localeCompare(b)).map(([name, dir]) => {
        const pkg = JSON.parse(readFileSync(`${dir}package.json`, 'utf8')) as { version: string; license?: string };
        const file = existsSync(dir) ? readdirSync(dir).find((f) => /^licen[cs]e/i.test(f)) : undefined;
        const text = file ? readFileSync(`${dir}${file}`, 'utf8').trim() : `License: ${pkg.license ?? 'see the package'}`;
        return `${name}@${pkg.version}\n\n${text}`;
      });
      this.emitFile({ type: 'asset', fileName: 'THIRD-PARTY-LICENSES.txt', source: `Packages bundled into rampkit's dist/, or whose code its stand-ins for rjsf's imports follow:\n\n${notices.join(`\n\n${'-'.repeat(72)}\n\n`)}\n` });
    },
  };
}
