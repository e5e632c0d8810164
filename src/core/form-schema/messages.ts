// The service's own messages (errorMessage, x-validation-message, x-validation.message). Published
// schemas often carry an empty one (`"errorMessage": ""`): that says "no custom message", so the
// generic message for the failed rule is shown instead of an empty line under the field.

/** The custom message, or undefined when the schema has none (absent, empty or not a string). */
export const customMessage = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

type Json = Record<string, unknown>;

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
