// The prefill form's JSON schemas are generated at build time from the contract's zod schemas; this
// fails as soon as the committed file and the current contract part ways (a changed field, rule or
// option), so the form can never show a schema the contract no longer has.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import text from './prefill-json-schemas';
import { PREFILL_JSON_SCHEMA_OPTIONS, PREFILL_VARIANTS } from './variants';
import { prefillJsonSchemasModule } from '../../../scripts/prefill-json-schemas';

const STALE = 'src/components/CustomerPrefill/prefill-json-schemas.ts is stale: run `node --import tsx scripts/prefill-json-schemas.ts`';
const generated = JSON.parse(text) as Record<string, unknown>;

describe('the generated prefill JSON schemas', () => {
  it.each(Object.keys(PREFILL_VARIANTS) as (keyof typeof PREFILL_VARIANTS)[])('%s equals z.toJSONSchema of the current contract schema', (variant) => {
    expect(generated[variant], STALE).toEqual(z.toJSONSchema(PREFILL_VARIANTS[variant], PREFILL_JSON_SCHEMA_OPTIONS));
  });

  it('holds every variant and nothing else, as the generator writes it', () => {
    expect(Object.keys(generated).sort()).toEqual(Object.keys(PREFILL_VARIANTS).sort());
    expect(readFileSync(new URL('./prefill-json-schemas.ts', import.meta.url), 'utf8'), STALE).toBe(prefillJsonSchemasModule());
  });
});
