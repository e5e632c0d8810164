// The header avatar's letter.

/**
 * The id's first character as a reader sees one (a grapheme: "😀", "👩‍💻", "é" typed as e and an
 * accent), never half of one, in capitals where it has them.
 */
export function initialOf(id: string, locale?: string): string {
  const first = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment(id)[Symbol.iterator]().next().value?.segment : Array.from(id)[0];
  return (first ?? '').toLocaleUpperCase(locale);
}
