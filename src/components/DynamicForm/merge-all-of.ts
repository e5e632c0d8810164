// Merges an allOf for rendering. Real schemas put one `if/then` per choice without `required` in
// the `if`, so before the customer picks, every `then` applies and they may disagree (a Name that
// is an object for a person, a string for a company). Validation still reports the real problem;
// for the layout the later branch wins instead of rjsf dropping the whole allOf with a warning.
// A branch that only refines a property (no `type` of its own) merges into it: see core merge.ts.
import type { RJSFSchema } from '@rjsf/utils';
import { isJsonObject, mergeRefinement } from '../../core/form-schema/merge';

type Json = Record<string, unknown>;

export function mergeAllOfForLayout(schema: RJSFSchema): RJSFSchema {
  const { allOf, ...rest } = schema as Json;
  if (!Array.isArray(allOf)) return schema;
  return allOf.filter(isJsonObject).reduce<Json>((acc, sub) => mergeRefinement(acc, sub), rest) as RJSFSchema;
}
