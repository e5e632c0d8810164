// The code that says a form's texts in another language (the vocabulary's translator and the schema
// localizer), in a chunk of its own: a form shown in English with no words of the host's never
// loads it (see useFormLanguage).
import { createFormTranslator, type FormMessages, type FormTranslator, type FormVocabulary } from '../../core/form-schema/vocabulary';
import { localizeFormSchema } from '../../core/form-schema/localize';

type Json = Record<string, unknown>;

export interface LocalizedSchemas {
  /** What rjsf lays out: texts in the locale, a plain enum as labelled choices. */
  layout: Json;
  /** What the rules check: the same rules, the schema's own messages in the locale. */
  rules: Json;
  /** Texts shown in English (the vocabulary does not know them). */
  english: ReadonlySet<string>;
  /** The same texts, once each, to report. */
  missing: readonly string[];
}

export interface FormLocalizer {
  say: FormTranslator;
  localize: (schema: Json) => LocalizedSchemas;
}

export function createFormLocalizer(locale: string, vocabulary: FormVocabulary | undefined, host: FormMessages | undefined): FormLocalizer {
  const say = createFormTranslator(locale, vocabulary, host);
  return {
    say,
    localize: (schema) => {
      const layout = localizeFormSchema(schema, say, { locale, choicesFromEnums: true });
      return {
        layout: layout.schema,
        rules: localizeFormSchema(schema, say, { locale }).schema,
        english: layout.english,
        missing: [...new Set(layout.texts.filter((x) => x.said.status === 'missing').map((x) => x.text))],
      };
    },
  };
}
