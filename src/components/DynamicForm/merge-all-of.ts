// Merges an allOf for rendering. Real schemas put one `if/then` per choice without `required` in
// the `if`, so before the customer picks, every `then` applies and they may disagree (a Name that
// is an object for a person, a string for a company). Validation still reports the real problem;
// for the layout the later branch wins instead of rjsf dropping the whole allOf with a warning.
import type { RJSFSchema } from '@rjsf/utils';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function merge(a: Json, b: Json): Json {
  const out: Json = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const prev = out[key];
    if (key === 'required' && Array.isArray(prev) && Array.isArray(value)) out[key] = [...new Set([...prev, ...value])];
    else if (key === 'properties' && isObject(prev) && isObject(value)) {
      const props: Json = { ...prev };
      for (const [name, sub] of Object.entries(value)) props[name] = isObject(props[name]) && isObject(sub) && (props[name] as Json).type === sub.type ? merge(props[name] as Json, sub) : sub;
      out[key] = props;
    } else if (key === 'allOf' && Array.isArray(prev) && Array.isArray(value)) out[key] = [...prev, ...value];
    else out[key] = value;
  }
  return out;
}

export function mergeAllOfForLayout(schema: RJSFSchema): RJSFSchema {
  const { allOf, ...rest } = schema as Json;
  if (!Array.isArray(allOf)) return schema;
  return allOf.filter(isObject).reduce<Json>((acc, sub) => merge(acc, sub), rest) as RJSFSchema;
}
