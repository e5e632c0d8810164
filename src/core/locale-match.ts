// Which of the kit's languages a customer prefers: from the browser's `navigator.languages` or a
// request's `Accept-Language` header. Framework-free and list-agnostic (the kit's six locales are
// bound in src/i18n), so a host's server and the provider choose alike.

/**
 * The language ranges of an `Accept-Language` header, most wanted first: ordered by q-weight, ties
 * kept in the header's order; `q=0` (not acceptable), `*` and malformed entries dropped.
 */
export function acceptedLanguages(header: string): string[] {
  const ranges: { tag: string; q: number; at: number }[] = [];
  header.split(',').forEach((part, at) => {
    const [range = '', ...params] = part.split(';').map((p) => p.trim());
    if (!/^[A-Za-z]{1,8}([-_][A-Za-z0-9]{1,8})*$/.test(range)) return;
    const weight = params.find((p) => /^q\s*=/i.test(p));
    const q = weight === undefined ? 1 : Number(weight.replace(/^q\s*=\s*/i, ''));
    // A weight that is no number, or out of 0..1, makes the entry unreadable: skip it, not the header.
    if (!Number.isFinite(q) || q <= 0 || q > 1) return;
    ranges.push({ tag: range, q, at });
  });
  return ranges.sort((a, b) => b.q - a.q || a.at - b.at).map((r) => r.tag);
}

/**
 * The first of `languages` (in order of preference) that one of `supported` serves: the tag itself
 * (case-insensitive, `_` read as `-`), else its primary language (`de-AT` → `de`, `pt-BR` → `pt`,
 * `zh-Hant-TW` → `zh`). A later exact match never beats an earlier preference: a customer who lists
 * `de-CH, en` is served German. Undefined when no preference is served.
 */
export function matchLocale<L extends string>(languages: readonly string[], supported: readonly L[]): L | undefined {
  const byTag = new Map(supported.map((locale) => [locale.toLowerCase(), locale]));
  for (const language of languages) {
    const tag = language.trim().replace(/_/g, '-').toLowerCase();
    if (!tag || tag === '*') continue;
    const found = byTag.get(tag) ?? byTag.get(tag.split('-')[0] as string);
    if (found) return found;
  }
  return undefined;
}

/** Preferences from a header (a string) or a browser's list (an array); none for null or undefined. */
export function languagePreferences(input: string | readonly string[] | null | undefined): readonly string[] {
  if (input == null) return [];
  return typeof input === 'string' ? acceptedLanguages(input) : input;
}

/** "de-AT" → "AT"; a bare language ("de") reads as its main country, so "de" → "DE", "en" → undefined (too many). */
export function localeRegion(locale: string): string | undefined {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return locale.includes('-') || !locale.startsWith('en') ? region : undefined;
  } catch {
    return undefined;
  }
}
