// The schemas a form schema gives a field path (BankDetails.IBAN): its own property and every
// branch that refines it. A branch's fields are declared under if/then/else and the *Of keywords in
// the published schemas, so those are searched too; an array's items answer for a numeric segment.
// fieldTitle is the label the customer saw on the field, so a message about it can name it as the
// form did rather than by its path.
import { isJsonObject as isObject } from './merge';

type Json = Record<string, unknown>;

const BRANCH_KEYWORDS = ['then', 'else'] as const;
const LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf'] as const;

/** Every schema `schema` has for `path`, the field's own first, then its branches'. */
export function fieldSchemas(schema: unknown, path: readonly string[]): Json[] {
  if (!isObject(schema)) return [];
  if (path.length === 0) return [schema, ...branchesOf(schema).flatMap((branch) => fieldSchemas(branch, path))];
  const [head, ...rest] = path as [string, ...string[]];
  const found: Json[] = [];
  if (/^\d+$/.test(head) && schema.items) found.push(...fieldSchemas(schema.items, rest));
  if (isObject(schema.properties) && head in schema.properties) found.push(...fieldSchemas(schema.properties[head], rest));
  for (const branch of branchesOf(schema)) found.push(...fieldSchemas(branch, path));
  return found;
}

function branchesOf(schema: Json): unknown[] {
  return [...BRANCH_KEYWORDS.map((keyword) => schema[keyword]), ...LIST_KEYWORDS.flatMap((keyword) => (Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]) : []))];
}

export function fieldTitle(schema: unknown, path: readonly string[]): string | undefined {
  const titled = fieldSchemas(schema, path).find((s) => typeof s.title === 'string' && s.title.trim() !== '');
  return titled?.title as string | undefined;
}
