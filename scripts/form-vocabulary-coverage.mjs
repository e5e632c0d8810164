// `npm run coverage:form-vocabulary [folder] [--min=95]`: how much of the service's published form
// vocabulary the kit shows in each locale. Reads every .json under the folder (the argument, else
// RAMPKIT_PUBLIC_SCHEMAS, else ../shared/form-schemas beside the project), and prints per locale
// the share of title and choice-label occurrences shown translated (a proper noun or code left as it
// is counts as handled), the other kinds of text, and the most frequent texts still in English.
// With --min, exits 1 when a locale's share is below it.
import { resolve } from 'node:path';
import { FORM_VOCABULARY_LOADERS } from '../src/i18n/form-vocabulary/index.ts';
import { measureCoverage, readSchemaFolder, share } from '../tooling/form-vocabulary-coverage.ts';
import { sharedDir } from '../tooling/form-samples.ts';

const args = process.argv.slice(2);
const min = Number(args.find((a) => a.startsWith('--min='))?.slice('--min='.length) ?? NaN);
const folder = resolve(args.find((a) => !a.startsWith('--')) ?? process.env.RAMPKIT_PUBLIC_SCHEMAS ?? sharedDir);
const schemas = readSchemaFolder(folder);
if (!schemas.length) {
  console.error(`No form schemas (.json) under ${folder}. Give a folder: npm run coverage:form-vocabulary -- <folder>, or set RAMPKIT_PUBLIC_SCHEMAS.`);
  process.exit(2);
}
console.log(`form vocabulary coverage over ${schemas.length} form schemas in ${folder}`);
console.log('(titles and choice labels shown in the locale; a proper noun or code shown as it is, such as a bank\'s name or IBAN, counts as handled)');
const pct = (n) => `${n.toFixed(1)} %`;
let below = false;
for (const [locale, load] of Object.entries(FORM_VOCABULARY_LOADERS)) {
  const c = measureCoverage(schemas.map((s) => s.schema), locale, await load());
  const l = c.labels;
  console.log(`\n${locale}: ${pct(share(l))} of ${l.total} title and choice-label occurrences (${l.translated} translated, ${l.asIs} proper nouns or codes as they are, ${l.total - l.translated - l.asIs} in English)`);
  for (const kind of ['title', 'choice', 'description', 'message', 'placeholder']) {
    const k = c.byKind[kind];
    if (k.total) console.log(`    ${kind.padEnd(11)} ${pct(share(k)).padStart(7)} of ${k.total}`);
  }
  if (c.missing.length) console.log(`    still in English (most frequent first): ${c.missing.slice(0, 10).map(([text, n]) => `"${text}" ×${n}`).join(', ')}`);
  else console.log('    nothing left in English');
  if (share(l) < min) below = true;
}
if (below) {
  console.log(`\nbelow the --min of ${min} % in at least one locale`);
  process.exit(1);
}
