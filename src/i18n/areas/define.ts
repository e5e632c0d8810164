// A component area's strings in every locale, in one file, so an area can grow without touching
// the other areas' catalogues. English is the reference: every other locale must fill its keys.
export type OtherLocale = 'es' | 'fr' | 'de' | 'it' | 'pt';

export function defineArea<const E extends Record<string, string>>(en: E, others: Record<OtherLocale, Record<keyof E, string>>) {
  return { en, ...others };
}
