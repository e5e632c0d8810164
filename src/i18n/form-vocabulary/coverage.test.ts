// The form vocabulary over the project's own forms (its fixtures in the service's format and the
// sandbox's seeded channel forms): every text a customer reads in every locale, none left in
// English. The published samples beside the project (../shared, when present) are an extra run
// held to the 95 %; `npm run coverage:form-vocabulary` prints the same over any folder.
import { describe, expect, it } from 'vitest';
import { FORM_VOCABULARY_LOADERS } from '.';
import { seedChannels } from '../../sandbox/seed/channels';
import { fixtureFormSchemas, reportSharedRun, sharedFormSchemas } from '../../../tooling/form-samples';
import { measureCoverage, share } from '../../../tooling/form-vocabulary-coverage';

const seedForms = seedChannels.flatMap((c) => [c.formSchema, ...c.nextSteps.map((s) => s.Schema)]) as Record<string, unknown>[];
const ownForms = [...fixtureFormSchemas().map((f) => f.schema), ...seedForms];
const locales = Object.entries(FORM_VOCABULARY_LOADERS);

describe('the form vocabulary over the project\'s own forms', () => {
  it('has forms to measure', () => {
    expect(fixtureFormSchemas().length).toBeGreaterThanOrEqual(6);
    expect(seedForms.length).toBeGreaterThanOrEqual(11);
  });

  it.each(locales)('%s: every title, choice, description, placeholder and message is said in the locale', async (locale, load) => {
    const coverage = measureCoverage(ownForms, locale, await load());
    expect(coverage.missing).toEqual([]);
    expect(share(coverage.labels)).toBe(100);
    // Most of it translated, not waved through as proper nouns.
    expect(coverage.labels.translated / coverage.labels.total).toBeGreaterThan(0.8);
  });
});

describe('the form vocabulary over the service\'s published samples (../shared, when present)', () => {
  const samples = sharedFormSchemas();
  it.each(locales)('%s: at least 95 % of title and choice-label occurrences shown in the locale', async (locale, load) => {
    if (locale === 'de') reportSharedRun('form vocabulary coverage', samples.length);
    if (!samples.length) return;
    const coverage = measureCoverage(samples.map((s) => s.schema), locale, await load());
    console.log(`form vocabulary, ${locale}: ${share(coverage.labels).toFixed(1)} % of ${coverage.labels.total} labels in ${samples.length} published schemas`);
    expect(share(coverage.labels)).toBeGreaterThanOrEqual(95);
  });
});
