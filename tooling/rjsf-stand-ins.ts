// rjsf is bundled into the kit's form chunk (vite.config.ts), and four of its imports are answered
// by small local modules instead of whole packages, where that saves real bytes (docs/adr/0036):
// - `markdown-to-jsx/react` (35 KB gz) → src/components/DynamicForm/vendor/markdown.tsx: rjsf words
//   a few English strings in inline markdown; the kit's forms use no markdown options.
// - `fast-uri` (8 KB gz) → src/components/DynamicForm/vendor/uri.ts: rjsf's `$ref` lookup needs
//   `resolve` and `equal`, and the kit's schema guard admits local `#…` references only.
// - `jsonpointer` and `react-is` (CommonJS, wrapped by the bundler) → vendor/json-pointer.ts and
//   vendor/react-is.ts: the one function and the two questions rjsf asks of them.
// - rjsf's own defaults of the templates and widgets the kit's form always replaces (its field,
//   section, list, input, select, checkbox, radio, date and button designs) → vendor/replaced.ts: rjsf's
//   registry imports them, the kit's registry overrides each (REPLACED_DEFAULTS, held against the
//   kit's templates and widgets by vendor/replaced.test.ts).
// rjsf's allOf merge (@x0k/json-schema-merge) and deep equality (fast-equals) are bundled as they
// are: stand-ins for them saved about 2 KB gz of the form step for some 590 lines to keep equal to
// the libraries (docs/adr/0005).
// Only imports made from inside @rjsf/* are redirected, by package name; in the library build
// (`strict`) a stand-in no import of rjsf asked for fails the build, so a renamed import cannot
// quietly bring the whole package back (scripts/check-bundle.mjs also checks the built form chunk).
// The library build also writes the licences of the packages it bundled into
// dist/THIRD-PARTY-LICENSES.txt.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const vendor = (file: string) => fileURLToPath(new URL(`../src/components/DynamicForm/vendor/${file}`, import.meta.url));
const STAND_INS: [RegExp, string][] = [
  [/^markdown-to-jsx(\/react)?$/, vendor('markdown.tsx')],
  [/^fast-uri$/, vendor('uri.ts')],
  [/^jsonpointer$/, vendor('json-pointer.ts')],
  [/^react-is$/, vendor('react-is.ts')],
];
/**
 * rjsf's default parts the kit's registry always overrides, by the rjsf module that lists them
 * (under @rjsf/core/lib/) and the relative import it lists each by: the registry key it fills.
 */
export const REPLACED_DEFAULTS: Record<string, Record<string, string>> = {
  'components/templates/index.js': {
    './ArrayFieldDescriptionTemplate.js': 'ArrayFieldDescriptionTemplate',
    './ArrayFieldItemTemplate.js': 'ArrayFieldItemTemplate',
    './ArrayFieldTemplate.js': 'ArrayFieldTemplate',
    './ArrayFieldTitleTemplate.js': 'ArrayFieldTitleTemplate',
    './BaseInputTemplate.js': 'BaseInputTemplate',
    './DescriptionField.js': 'DescriptionFieldTemplate',
    './ErrorList.js': 'ErrorListTemplate',
    './FieldErrorTemplate.js': 'FieldErrorTemplate',
    './FieldHelpTemplate.js': 'FieldHelpTemplate',
    './FieldTemplate/index.js': 'FieldTemplate',
    './ObjectFieldTemplate.js': 'ObjectFieldTemplate',
    './TitleField.js': 'TitleFieldTemplate',
  },
  'components/templates/ButtonTemplates/index.js': { './SubmitButton.js': 'SubmitButton', './AddButton.js': 'AddButton' },
  'components/widgets/index.js': { './SelectWidget.js': 'SelectWidget', './CheckboxWidget.js': 'CheckboxWidget', './DateWidget.js': 'DateWidget', './RadioWidget.js': 'RadioWidget' },
};
const REPLACED = vendor('replaced.ts');
const RJSF_CORE_LIB = /[\\/]node_modules[\\/]@rjsf[\\/]core[\\/]lib[\\/](.+)$/;

// Stand-ins that follow a package's own code (its algorithm, rewritten): its notice ships with them.
const FOLLOWS: Record<string, string> = {
  [vendor('json-pointer.ts')]: 'jsonpointer',
  [vendor('react-is.ts')]: 'react-is',
};
const packageDir = (name: string) => fileURLToPath(new URL(`../node_modules/${name}/`, import.meta.url));
const FROM_RJSF = /[\\/]node_modules[\\/]@rjsf[\\/]/;
const PACKAGE = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;

/** rjsf's packages the library build bundles instead of leaving to the host. */
export const BUNDLED = ['@rjsf/core', '@rjsf/utils'];

/**
 * `licences`: the library build's own use, writing the notices of what it bundled. `strict`: fail
 * the build if rjsf was bundled but one of the stand-ins answered none of its imports.
 */
export function rjsfStandIns({ licences = false, strict = false } = {}): Plugin {
  const used = new Set<string>();
  let rjsfBundled = false;
  return {
    name: 'rampkit-rjsf-stand-ins',
    enforce: 'pre',
    buildStart() {
      used.clear();
      rjsfBundled = false;
    },
    resolveId(source, importer) {
      if (!importer || !FROM_RJSF.test(importer)) return null;
      rjsfBundled = true;
      const lister = RJSF_CORE_LIB.exec(importer)?.[1]?.replace(/\\/g, '/');
      if (lister && REPLACED_DEFAULTS[lister]?.[source]) {
        used.add(`${lister} ${source}`);
        return REPLACED;
      }
      const standIn = STAND_INS.find(([pattern]) => pattern.test(source))?.[1];
      if (standIn) used.add(standIn);
      return standIn ?? null;
    },
    buildEnd(error) {
      if (!strict || error || !rjsfBundled || this.meta.watchMode) return;
      const unused = STAND_INS.filter(([, file]) => !used.has(file));
      const unlisted = Object.entries(REPLACED_DEFAULTS).flatMap(([lister, sources]) => Object.keys(sources).map((source) => `${lister} ${source}`)).filter((key) => !used.has(key));
      if (unlisted.length) {
        this.error(`rjsf no longer lists ${unlisted.join(', ')}: match REPLACED_DEFAULTS in tooling/rjsf-stand-ins.ts to rjsf's registry, or the defaults the kit replaces ship again.`);
      }
      if (unused.length) {
        this.error(
          `rjsf no longer imports ${unused.map(([pattern]) => pattern.source).join(', ')} by that name: its stand-in ` +
            `(${unused.map(([, file]) => file.replace(/.*\/src\//, 'src/')).join(', ')}) was not used, so the whole package may be bundled ` +
            'instead. Match the new import in tooling/rjsf-stand-ins.ts, or drop the stand-in.',
        );
      }
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
