// When a customer changes their mind (Individual → Business, one document type → another), answers
// given under the old branch may no longer fit the branch that now applies: a Name that was an
// object of first and last name is now one text box. Such answers are dropped, so the field shows
// empty instead of "[object Object]" and no message speaks about a value the customer cannot see.
// Answers that still fit are kept. The form itself sets such answers aside and brings them back
// with their branch (keep.ts, which uses activeSchema, fits and prune from here); this pass is what
// happens inside lists.
import { isJsonObject, mergeRefinement } from './merge';

type Json = Record<string, unknown>;
/** Decides an `if`: the same rule the form uses to pick branches. */
export type BranchTest = (schema: Json, data: unknown) => boolean;

const CONDITIONAL = new Set(['allOf', 'if', 'then', 'else']);

/** The schema that applies to `data`: `node` with its allOf members and chosen branches merged in. */
export function activeSchema(node: Json, data: unknown, test: BranchTest): Json {
  let out: Json = Object.fromEntries(Object.entries(node).filter(([key]) => !CONDITIONAL.has(key)));
  for (const member of Array.isArray(node.allOf) ? node.allOf : []) if (isJsonObject(member)) out = mergeRefinement(out, activeSchema(member, data, test));
  if (isJsonObject(node.if)) {
    const branch = test(node.if, data ?? {}) ? node.then : node.else;
    if (isJsonObject(branch)) out = mergeRefinement(out, activeSchema(branch, data, test));
  }
  return out;
}

const jsonType = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** True when `value` is the kind of answer `schema` asks for (its type, and one of its choices). */
export function fits(schema: Json, value: unknown): boolean {
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [String(schema.type)];
    const kind = jsonType(value);
    const ok = types.some((t) => t === kind || (t === 'integer' && kind === 'number' && Number.isInteger(value)));
    if (!ok) return false;
  }
  if (Array.isArray(schema.enum) && jsonType(value) !== 'object' && !schema.enum.includes(value)) return false;
  const options = Array.isArray(schema.oneOf) ? schema.oneOf.filter(isJsonObject) : [];
  if (options.length && options.every((o) => 'const' in o) && !options.some((o) => o.const === value)) return false;
  return true;
}

export const join = (parent: string, name: string) => (parent ? `${parent}.${name}` : name);

/**
 * `data` without the answers that do not fit the branches that apply (same object if none). With
 * `removed` (keep.ts) each dropped answer is reported with its path and answers no property asks
 * for go too; inside lists the item's own rules decide, and nothing there is reported (an item's
 * index is no identity).
 */
export function prune(schema: Json, data: unknown, test: BranchTest, removed?: [string, unknown][], path = ''): unknown {
  if (Array.isArray(data)) {
    if (removed) return dropStaleAnswers(schema, data, test);
    const items = isJsonObject(schema.items) ? schema.items : undefined;
    if (!items) return data;
    const next = data.map((item) => (fits(activeSchema(items, item, test), item) ? prune(items, item, test) : undefined)).filter((item) => item !== undefined);
    return next.length === data.length && next.every((item, i) => item === data[i]) ? data : next;
  }
  if (!isJsonObject(data)) return data;
  const properties = activeSchema(schema, data, test).properties;
  if (!isJsonObject(properties)) return data;
  let out: Json | undefined;
  for (const [key, value] of Object.entries(data)) {
    const sub = properties[key];
    if (value === undefined || (!removed && !isJsonObject(sub))) continue;
    const at = join(path, key);
    const next = isJsonObject(sub) && fits(activeSchema(sub, value, test), value) ? prune(sub, value, test, removed, at) : undefined;
    if (next === value) continue;
    out ??= { ...data };
    if (next === undefined) {
      removed?.push([at, value]);
      delete out[key];
    } else out[key] = next;
  }
  return out ?? data;
}

/** `data` without the answers that no longer fit the branches that apply to it (same object if none). */
export function dropStaleAnswers<T>(schema: Json, data: T, test: BranchTest): T {
  let current: unknown = data;
  // Dropping an answer can switch another branch (a document type gone changes its ID's rules).
  for (let pass = 0; pass < 8; pass++) {
    const next = prune(schema, current, test);
    if (next === current) break;
    current = next;
  }
  return current as T;
}
