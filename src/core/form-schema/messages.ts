// The service's own messages (errorMessage, x-validation-message, x-validation.message). Published
// schemas often carry an empty one (`"errorMessage": ""`): that says "no custom message", so the
// generic message for the failed rule is shown instead of an empty line under the field.

/** The custom message, or undefined when the schema has none (absent, empty or not a string). */
export const customMessage = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

type Json = Record<string, unknown>;

/**
 * What a validator says for a rule the schema gives no message for, as ajv says it (the eval-free
 * validator writes the same words, so both paths and the sandbox agree). The form vocabulary
 * translates these templates like the schema's own messages.
 */
export const RULE_MESSAGES = {
  minLength: 'must NOT have fewer than {limit} characters',
  maxLength: 'must NOT have more than {limit} characters',
  pattern: 'must match pattern "{pattern}"',
  format: 'must match format "{format}"',
  type: 'must be {type}',
  minimum: 'must be >= {limit}',
  maximum: 'must be <= {limit}',
  exclusiveMinimum: 'must be > {limit}',
  exclusiveMaximum: 'must be < {limit}',
  minItems: 'must NOT have fewer than {limit} items',
  maxItems: 'must NOT have more than {limit} items',
  uniqueItems: 'must NOT have duplicate items (items ## {j} and {i} are identical)',
  additionalProperties: 'must NOT have additional properties',
  choice: 'must be one of the listed choices',
  const: 'must be equal to constant',
  required: 'is required',
  totalMaxLength: 'must be at most {limit} characters in total',
  minDistinctChars: 'must contain at least {count} different characters',
  invalid: 'is not valid',
} as const;

export type RuleMessage = keyof typeof RULE_MESSAGES;

/** A rule's message with its values filled in. */
export const ruleMessage = (rule: RuleMessage, values: Record<string, unknown> = {}): string =>
  RULE_MESSAGES[rule].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/**
 * A copy of `schema` without empty `errorMessage`s, for validators (ajv-errors) that would show an
 * empty message verbatim. Only `errorMessage` members are touched; everything else is shared.
 */
export function withoutEmptyErrorMessages<T>(schema: T): T {
  if (Array.isArray(schema)) {
    const items = schema.map((item: unknown) => withoutEmptyErrorMessages(item));
    return (items.some((item, i) => item !== schema[i]) ? items : schema) as T;
  }
  if (typeof schema !== 'object' || schema === null) return schema;
  let changed = false;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema as Json)) {
    if (key === 'errorMessage' && typeof value === 'string' && customMessage(value) === undefined) {
      changed = true;
      continue;
    }
    const next = withoutEmptyErrorMessages(value);
    if (next !== value) changed = true;
    out[key] = next;
  }
  return (changed ? out : schema) as T;
}
