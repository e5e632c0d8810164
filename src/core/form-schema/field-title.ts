// The title a form schema gives a field path (BankDetails.IBAN): the label the customer saw on the
// field, so a message about it can name it as the form did rather than by its path. A branch's
// fields are declared under if/then/else and the *Of keywords in the published schemas, so those
// are searched too; an array's items answer for a numeric segment.
import { isJsonObject as isObject } from './merge';

const BRANCH_KEYWORDS = ['then', 'else'] as const;
const LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf'] as const;

export function fieldTitle(schema: unknown, path: readonly string[]): string | undefined {
  if (!isObject(schema)) return undefined;
  if (path.length === 0) return typeof schema.title === 'string' && schema.title.trim() ? schema.title : undefined;
  const [head, ...rest] = path as [string, ...string[]];
  const candidates: unknown[] = [];
  if (isObject(schema.properties) && head in schema.properties) candidates.push(schema.properties[head]);
  if (/^\d+$/.test(head) && schema.items) {
    const found = fieldTitle(schema.items, rest);
    if (found) return found;
  }
  for (const candidate of candidates) {
    const found = fieldTitle(candidate, rest);
    if (found) return found;
  }
  for (const keyword of BRANCH_KEYWORDS) {
    const found = fieldTitle(schema[keyword], path);
    if (found) return found;
  }
  for (const keyword of LIST_KEYWORDS) {
    const list = schema[keyword];
    if (!Array.isArray(list)) continue;
    for (const branch of list) {
      const found = fieldTitle(branch, path);
      if (found) return found;
    }
  }
  return undefined;
}
