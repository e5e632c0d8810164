// A required text the schema lets be empty (`minLength: 0`, as a published form's Reference) is one
// the customer may leave blank: the form answers it with "" (which the schema takes), never leaves it
// out (which `required` refuses), and its label says "(optional)". For the layout only: the field
// starts at "" (its default) and an emptied box answers "" again (the text input reads the default).
import { isJsonObject } from '../../core/form-schema/merge';

type Json = Record<string, unknown>;

/** True when `field` is text that may be empty: the customer may leave it blank. */
export function mayBeEmpty(field: Json): boolean {
  if (field.type !== 'string' || field.minLength !== 0 || field.format !== undefined || field.enum !== undefined || field.const !== undefined) return false;
  if (typeof field.pattern !== 'string' || field.pattern === '') return true;
  try {
    return new RegExp(field.pattern, 'u').test('');
  } catch {
    return false;
  }
}

/** The schema with `default: ""` on each required text that may be empty (a copy; the input is kept). */
export function emptyWhereAllowed<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(emptyWhereAllowed) as T;
  if (!isJsonObject(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) out[key] = key === 'if' || key === 'const' || key === 'default' || key === 'examples' || key === 'enum' ? value : emptyWhereAllowed(value);
  const required = new Set(Array.isArray(out.required) ? (out.required as unknown[]) : []);
  if (isJsonObject(out.properties) && required.size) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([name, field]) => [name, required.has(name) && isJsonObject(field) && field.default === undefined && mayBeEmpty(field) ? { ...field, default: '' } : field]),
    );
  }
  return out as T;
}
