// The service's form texts in French (the form vocabulary: core/form-schema/vocabulary.ts), one file
// per job: field and section titles, choice labels, help, messages. Keys are the English of the
// published schemas, matched whatever their case and spacing; a text is in one part only
// (parts.test.ts). Loaded with the form, in this locale only.
import type { FormVocabulary } from '../../core/form-schema/vocabulary';
import { titles } from './fr/titles';
import { choices } from './fr/choices';
import { help } from './fr/help';
import { messages, templates } from './fr/messages';

export const formVocabularyFr: FormVocabulary = { templates, phrases: { ...titles, ...choices, ...help, ...messages } };
