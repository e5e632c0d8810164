// Form schemas come over the network: treat them as untrusted input before compiling or rendering.

export const MAX_SCHEMA_BYTES = 256 * 1024;
export const MAX_SCHEMA_DEPTH = 32;

export class UnsafeSchemaError extends Error {
  override readonly name = 'UnsafeSchemaError';
}

function isUnicodeRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** Throws UnsafeSchemaError for an oversized or too deep schema, or one that points elsewhere. */
export function assertSafeSchema(schema: unknown): void {
  const text = JSON.stringify(schema);
  if (text === undefined || typeof schema !== 'object' || schema === null) throw new UnsafeSchemaError('a form schema must be a JSON object');
  if (text.length > MAX_SCHEMA_BYTES) throw new UnsafeSchemaError(`the form schema is larger than ${MAX_SCHEMA_BYTES} bytes`);
  const visit = (node: unknown, depth: number): void => {
    if (depth > MAX_SCHEMA_DEPTH) throw new UnsafeSchemaError(`the form schema nests deeper than ${MAX_SCHEMA_DEPTH} levels`);
    if (Array.isArray(node)) return node.forEach((n) => visit(n, depth + 1));
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && (typeof value !== 'string' || !value.startsWith('#'))) {
        throw new UnsafeSchemaError(`the form schema refers to another document (${String(value)}); only local #/ references are allowed`);
      }
      // Both validators read patterns as Unicode regular expressions; one that is none would throw
      // only when a customer's answer reaches it.
      if (key === 'pattern' && typeof value === 'string' && !isUnicodeRegExp(value)) {
        throw new UnsafeSchemaError(`the form schema has a pattern that is not a regular expression (${value})`);
      }
      if (key === '$id' && typeof value === 'string' && /^[a-z]+:/i.test(value)) {
        throw new UnsafeSchemaError(`the form schema claims a remote identity (${value})`);
      }
      visit(value, depth + 1);
    }
  };
  visit(schema, 0);
}
