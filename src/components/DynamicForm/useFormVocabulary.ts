// The locale's form vocabulary, loaded with the form (a chunk per locale, through lazyModule: not
// asked for offline, tried again after a failure). DynamicForm's face asks for it while rjsf loads,
// so both arrive together.
import type { Locale } from '../../i18n';
import type { FormVocabulary } from '../../core/form-schema/vocabulary';
import { FORM_VOCABULARY_LOADERS } from '../../i18n/form-vocabulary';
import { lazyModule } from '../shared/lazy-module';

const vocabularies = /* @__PURE__ */ (() => ({
  de: lazyModule(FORM_VOCABULARY_LOADERS.de),
  es: lazyModule(FORM_VOCABULARY_LOADERS.es),
  fr: lazyModule(FORM_VOCABULARY_LOADERS.fr),
  it: lazyModule(FORM_VOCABULARY_LOADERS.it),
  pt: lazyModule(FORM_VOCABULARY_LOADERS.pt),
}))();

/**
 * The vocabulary of `locale`: null for English (the schemas' own language), undefined while it
 * loads. A vocabulary that cannot load is the host's error boundary's to show, as the form's code.
 */
export function useFormVocabulary(locale: Locale): FormVocabulary | null | undefined {
  const de = vocabularies.de.useModule(true, locale === 'de');
  const es = vocabularies.es.useModule(true, locale === 'es');
  const fr = vocabularies.fr.useModule(true, locale === 'fr');
  const it = vocabularies.it.useModule(true, locale === 'it');
  const pt = vocabularies.pt.useModule(true, locale === 'pt');
  return locale === 'en' ? null : { de, es, fr, it, pt }[locale];
}
