// Codes that banks print in groups of four (an IBAN: DE89 3704 0044 0532 0130 00): the form shows
// them so while the customer types and after, which makes a long number readable and a typo easy to
// find, and answers them without the spaces, as the code is (ISO 13616's electronic form).
type Json = Record<string, unknown>;

const IBAN = /\biban\b/i;
const FOURS = /^[A-Z0-9]{4}( [A-Z0-9]{4})* [A-Z0-9]{1,4}$/i;

/**
 * True when a field holds a code written in groups of four: an IBAN (by its property name, its
 * English title or the service's `x-scan-type`), or a field whose example is printed that way.
 */
export function isGroupedCode(schema: Json, name?: string): boolean {
  if (schema.type !== undefined && schema.type !== 'string') return false;
  if (schema.format !== undefined || Array.isArray(schema.enum) || Array.isArray(schema.oneOf)) return false;
  if (schema['x-scan-type'] === 'iban') return true;
  if ((name && IBAN.test(name)) || (typeof schema.title === 'string' && IBAN.test(schema.title))) return true;
  const example = typeof schema.placeholder === 'string' ? schema.placeholder : Array.isArray(schema.examples) ? schema.examples.find((e) => typeof e === 'string') : undefined;
  return typeof example === 'string' && FOURS.test(example.trim());
}

/** The code as it is answered: without any space. */
export const ungroup = (text: string): string => text.replace(/\s+/gu, '');

/** The code in groups of four, as it is shown ("DE89 3704 0044 …"). */
export const groupInFours = (code: string): string => ungroup(code).replace(/(.{4})(?=.)/gu, '$1 ');

/** Where the caret goes in `grouped` to stand after the first `kept` characters of the code. */
export function caretAfter(grouped: string, kept: number): number {
  if (kept <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < grouped.length; i++) {
    if (!/\s/u.test(grouped[i]!)) seen++;
    if (seen === kept) return i + 1;
  }
  return grouped.length;
}
