// The form vocabularies, one chunk per locale, loaded with the form (never on the first paint).
// English is the schemas' own language: it has none.
import type { FormVocabulary } from '../../core/form-schema/vocabulary';
import type { Locale } from '../index';

export type VocabularyLocale = Exclude<Locale, 'en'>;

export const FORM_VOCABULARY_LOADERS: Record<VocabularyLocale, () => Promise<FormVocabulary>> = {
  de: async () => (await import('./form-de')).formVocabularyDe,
  es: async () => (await import('./form-es')).formVocabularyEs,
  fr: async () => (await import('./form-fr')).formVocabularyFr,
  it: async () => (await import('./form-it')).formVocabularyIt,
  pt: async () => (await import('./form-pt')).formVocabularyPt,
};
