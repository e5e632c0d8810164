// What a form needs to speak the customer's language beyond the kit's catalogue: the locale's form
// vocabulary (a chunk per locale) and the localizer's code (a chunk of its own), both loaded with
// the form, never on the first paint, and neither for a form in English without host words.
// Through lazyModule: not asked for offline, tried again after a failure. DynamicForm's face asks
// for them while rjsf loads, so all arrive together.
import type { Locale } from '../../i18n';
import type { FormMessages, FormVocabulary } from '../../core/form-schema/vocabulary';
import { FORM_VOCABULARY_LOADERS } from '../../i18n/form-vocabulary';
import { lazyModule } from '../../react/lazy-module';
import type * as FormLocalizerModule from './form-localizer';

const vocabularies = /* @__PURE__ */ (() => ({
  de: lazyModule(FORM_VOCABULARY_LOADERS.de),
  es: lazyModule(FORM_VOCABULARY_LOADERS.es),
  fr: lazyModule(FORM_VOCABULARY_LOADERS.fr),
  it: lazyModule(FORM_VOCABULARY_LOADERS.it),
  pt: lazyModule(FORM_VOCABULARY_LOADERS.pt),
}))();
const localizer = /* @__PURE__ */ lazyModule(() => import('./form-localizer'));

export interface FormLanguage {
  /** The locale's vocabulary: null for English (the schemas' own language), undefined while it loads. */
  vocabulary: FormVocabulary | null | undefined;
  /** The localizer's code: null when the form needs none (English, no host words), undefined while it loads. */
  localizer: typeof FormLocalizerModule | null | undefined;
}

/** What loads for a form in `locale` with the host's `formMessages` for it. Either that cannot load is the host's error boundary's to show, as the form's code. */
export function useFormLanguage(locale: Locale, formMessages: FormMessages | undefined): FormLanguage {
  const needed = locale !== 'en' || Object.keys(formMessages ?? {}).length > 0;
  const code = localizer.useModule(true, needed);
  const de = vocabularies.de.useModule(true, locale === 'de');
  const es = vocabularies.es.useModule(true, locale === 'es');
  const fr = vocabularies.fr.useModule(true, locale === 'fr');
  const it = vocabularies.it.useModule(true, locale === 'it');
  const pt = vocabularies.pt.useModule(true, locale === 'pt');
  return { vocabulary: locale === 'en' ? null : { de, es, fr, it, pt }[locale], localizer: needed ? code : null };
}
