// Stands in for `fast-uri` inside the kit's bundled rjsf (tooling/rjsf-stand-ins.ts): rjsf's `$ref`
// lookup (@rjsf/utils findSchemaDefinition) calls only `resolve(base, ref)` and `equal(a, b)`, and
// the kit's schema guard lets through local `#…` references only. The WHATWG URL parser does the
// RFC 3986 resolution and normalisation; a relative base (a schema `$id` such as `form.json`) is
// resolved against a placeholder origin that is taken off again. uri.test.ts holds the answers
// equal to fast-uri's.
const PLACEHOLDER = 'rampkit-relative://base/';
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

function parse(reference: string, base?: string): string | undefined {
  try {
    return new URL(reference, base).href;
  } catch {
    return undefined;
  }
}

export function resolve(base: string, reference: string): string {
  if (ABSOLUTE.test(reference)) return parse(reference) ?? reference;
  // The same document: its address with scheme and host in lower case (as fast-uri keeps it: port and path as given).
  if (reference.startsWith('#')) return base.replace(/#.*$/, '').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, (authority) => authority.toLowerCase()) + reference;
  if (ABSOLUTE.test(base)) return parse(reference, base) ?? reference;
  const resolved = parse(reference, parse(base, PLACEHOLDER) ?? PLACEHOLDER);
  return resolved?.startsWith(PLACEHOLDER) ? resolved.slice(PLACEHOLDER.length) : (resolved ?? reference);
}

/** Same resource: compared after normalising (scheme and host case, percent-encoding, default port). */
export function equal(a: string, b: string): boolean {
  const normal = (uri: string) => (ABSOLUTE.test(uri) ? (parse(uri) ?? uri) : uri);
  return normal(a) === normal(b);
}

export default { resolve, equal };
