// How a branch (an allOf member, or the `then`/`else` that applies) adds to the schema it sits in.
// Published schemas refine a property in a branch without repeating it (a `then` that only adds a
// `pattern` and `errorMessage` to `ID`): the refinement merges into the base property, keeping its
// type and title. Only a branch that redefines a property as another type (a Name that is an object
// for a person and a string for a company) replaces it.

type Json = Record<string, unknown>;
export const isJsonObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const typesOf = (schema: Json): string[] | undefined => (schema.type === undefined ? undefined : Array.isArray(schema.type) ? (schema.type as string[]) : [String(schema.type)]);

/** True when `refinement` adds rules to `base` rather than describing another kind of value. */
function refines(base: Json, refinement: Json): boolean {
  const a = typesOf(base);
  const b = typesOf(refinement);
  return !a || !b || b.some((t) => a.includes(t) || (t === 'integer' && a.includes('number')) || (t === 'number' && a.includes('integer')));
}

/** `base` with `refinement` merged in: required lists joined, properties merged one by one. */
export function mergeRefinement(base: Json, refinement: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(refinement)) {
    const prev = out[key];
    if (key === 'required' && Array.isArray(prev) && Array.isArray(value)) out[key] = [...new Set([...prev, ...value])];
    else if (key === 'properties' && isJsonObject(prev) && isJsonObject(value)) {
      const props: Json = { ...prev };
      for (const [name, sub] of Object.entries(value)) {
        const was = props[name];
        props[name] = isJsonObject(was) && isJsonObject(sub) && refines(was, sub) ? mergeRefinement(was, sub) : sub;
      }
      out[key] = props;
    } else if (key === 'allOf' && Array.isArray(prev) && Array.isArray(value)) out[key] = [...prev, ...value];
    else out[key] = value;
  }
  return out;
}
