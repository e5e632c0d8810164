// Which fields a form asks for, as the customer reads it: labels mark the optional ones
// "(optional)", and a line under the form's title says the rest are required (WCAG 3.3.2), when
// the form has more than one field (a single box to tick needs no such line).
import { mayBeEmpty } from './empty-answers';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The form's fields (its base properties and those its branches add), each once, and whether any is optional. */
function fieldsOf(schema: Json, out: Map<string, boolean>, path = ''): Map<string, boolean> {
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  if (isObject(schema.properties)) {
    for (const [name, sub] of Object.entries(schema.properties)) {
      const at = path ? `${path}.${name}` : name;
      if (isObject(sub) && (sub.type === 'object' || isObject(sub.properties))) fieldsOf(sub, out, at);
      // Optional only where nothing requires it (a branch may refine a required field without repeating so).
      else out.set(at, (out.get(at) ?? true) && !(required.has(name) && !(isObject(sub) && mayBeEmpty(sub))));
    }
  }
  const branches = [schema.then, schema.else, ...(Array.isArray(schema.allOf) ? schema.allOf : [])].filter(isObject);
  for (const branch of branches) fieldsOf(branch, out, path);
  return out;
}

/** `all` (every field is required), `unless-optional` (some are marked optional), or nothing to say. */
export function requiredNoteKind(schema: unknown): 'all' | 'unless-optional' | undefined {
  if (!isObject(schema)) return undefined;
  const fields = fieldsOf(schema, new Map());
  if (fields.size < 2) return undefined;
  return [...fields.values()].some(Boolean) ? 'unless-optional' : 'all';
}
