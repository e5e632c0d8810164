// Branch fields wait for their question. Service schemas write one `if/then` per choice without
// `required` in the `if` (`if: { properties: { AccountHolderType: { const: 'Business' } } }`), and
// an unanswered question matches such an `if` vacuously: before the customer picks, every branch
// applies and the form showed the last one's fields ("Business name" before Account holder type).
// For the layout only, an `if` matches once the answers it looks at are given; validation keeps
// the schema as the service wrote it (it reports the unanswered question itself).
import { isJsonObject } from '../../core/form-schema/merge';
import { join } from '../../core/form-schema/stale';

type Json = Record<string, unknown>;

const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const SUBSCHEMA_SINGLES = ['then', 'else', 'not', 'items', 'additionalProperties'] as const;
const SUBSCHEMA_MAPS = ['properties', 'definitions', '$defs'] as const;

/** The schema with every `if` that tests properties also requiring them (a copy; the input is kept). */
export function awaitChoices<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(awaitChoices) as T;
  if (!isJsonObject(schema)) return schema;
  const out: Json = { ...schema };
  for (const key of SUBSCHEMA_LISTS) if (Array.isArray(out[key])) out[key] = (out[key] as unknown[]).map(awaitChoices);
  for (const key of SUBSCHEMA_SINGLES) if (out[key] !== undefined) out[key] = awaitChoices(out[key]);
  for (const key of SUBSCHEMA_MAPS) {
    if (isJsonObject(out[key])) out[key] = Object.fromEntries(Object.entries(out[key]).map(([name, sub]) => [name, awaitChoices(sub)]));
  }
  if (isJsonObject(out.if) && isJsonObject(out.if.properties)) {
    const tested = Object.keys(out.if.properties);
    const required = Array.isArray(out.if.required) ? (out.if.required as string[]) : [];
    out.if = { ...awaitChoices(out.if), required: [...new Set([...required, ...tested])] };
  }
  return out as T;
}

/** A question whose answer picks branches: the answer's path and the answers only branches add. */
export interface BranchQuestion {
  /** Dotted path of the answer the `if` tests, e.g. 'AccountHolderName.AccountHolderType'. */
  question: string;
  /** Dotted paths of the properties that only `then`/`else` bring, e.g. ['AccountHolderName.Name']. */
  branchFields: string[];
}

function conditionsOf(schema: Json): Json[] {
  const own = isJsonObject(schema.if) ? [schema] : [];
  const nested = Array.isArray(schema.allOf) ? schema.allOf.filter(isJsonObject).flatMap(conditionsOf) : [];
  return [...own, ...nested];
}

const propertyNames = (schema: unknown): string[] => (isJsonObject(schema) && isJsonObject(schema.properties) ? Object.keys(schema.properties) : []);

/** Every question of the form's objects (not inside lists) that picks `if/then` branches. */
export function branchQuestions(schema: unknown, path = ''): BranchQuestion[] {
  if (!isJsonObject(schema)) return [];
  const base = new Set(propertyNames(schema));
  const questions = conditionsOf(schema).flatMap((condition) => {
    const added = [...propertyNames(condition.then), ...propertyNames(condition.else)].filter((name) => !base.has(name));
    return propertyNames(condition.if).map((name) => ({ question: join(path, name), branchFields: added.map((field) => join(path, field)) }));
  });
  const merged = new Map<string, Set<string>>();
  for (const { question, branchFields } of questions) merged.set(question, new Set([...(merged.get(question) ?? []), ...branchFields]));
  const own = [...merged].map(([question, fields]) => ({ question, branchFields: [...fields] }));
  const children = isJsonObject(schema.properties) ? Object.entries(schema.properties).flatMap(([name, sub]) => branchQuestions(sub, join(path, name))) : [];
  return [...own, ...children];
}

/** Whether a problem's field is one of these branch fields or inside one. */
export const isInBranch = (field: string, branchFields: readonly string[]) => branchFields.some((b) => field === b || field.startsWith(`${b}.`));

