// The measure of the form vocabulary (issue 27): over a set of form schemas, the share of title and
// choice-label occurrences a customer sees in their locale. A proper noun or code shown as it came
// (a bank's name, IBAN, NIT) counts as handled, as it is right in every language. The script
// scripts/form-vocabulary-coverage.mjs prints it; src/i18n/form-vocabulary/coverage.test.ts holds
// the project's own forms to 100 %.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createFormTranslator, type FormVocabulary } from '../src/core/form-schema/vocabulary';
import { localizeFormSchema, type FormTextKind } from '../src/core/form-schema/localize';

type Json = Record<string, unknown>;

export interface KindCoverage {
  total: number;
  translated: number;
  asIs: number;
}

export interface LocaleCoverage {
  locale: string;
  /** Titles and choice labels together: the figure. */
  labels: KindCoverage;
  byKind: Record<FormTextKind, KindCoverage>;
  /** Texts left in English, with how often they occur, most frequent first. */
  missing: [text: string, occurrences: number][];
}

const empty = (): KindCoverage => ({ total: 0, translated: 0, asIs: 0 });
export const share = (c: KindCoverage): number => (c.total ? (100 * (c.translated + c.asIs)) / c.total : 100);

export function measureCoverage(schemas: readonly Json[], locale: string, vocabulary: FormVocabulary | undefined): LocaleCoverage {
  const say = createFormTranslator(locale, vocabulary);
  const byKind = { title: empty(), description: empty(), choice: empty(), placeholder: empty(), message: empty() } satisfies Record<FormTextKind, KindCoverage>;
  const labels = empty();
  const missing = new Map<string, number>();
  for (const schema of schemas) {
    for (const { text, kind, said } of localizeFormSchema(schema, say, { locale, choicesFromEnums: true }).texts) {
      for (const c of kind === 'title' || kind === 'choice' ? [byKind[kind], labels] : [byKind[kind]]) {
        c.total++;
        if (said.status === 'translated') c.translated++;
        if (said.status === 'as-is') c.asIs++;
      }
      if (said.status === 'missing') missing.set(text, (missing.get(text) ?? 0) + 1);
    }
  }
  return { locale, labels, byKind, missing: [...missing].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])) };
}

/** Every `.json` file under `dir` (folders included), parsed. */
export function readSchemaFolder(dir: string): { file: string; schema: Json }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return readSchemaFolder(path);
      if (!name.endsWith('.json') || name === 'package.json') return [];
      return [{ file: path, schema: JSON.parse(readFileSync(path, 'utf8')) as Json }];
    });
}
