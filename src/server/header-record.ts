// Header records merged by loops. On Node 20's V8 an object literal that spreads a record and adds
// properties after it (`{ ...a, ...b, name: value }`) takes the generic clone, several times these
// loops' cost, on every answer and every signed write (docs/adr/0165; `npm run bench`, "per-request
// helpers").

/** One new record holding every record's headers, a later record's value winning for a name. */
export function headerRecord(...records: Readonly<Record<string, string>>[]): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const record of records) for (const name in record) merged[name] = record[name]!;
  return merged;
}

/** Headers on every answer of the proxy's server: personal data is never cached, sniffed into another type, or leaked in a Referer. */
export const HARDENING_HEADERS: Readonly<Record<string, string>> = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };
