// The service's form texts in Portuguese (the form vocabulary: core/form-schema/vocabulary.ts), one file
// per job: field and section titles, choice labels, help, messages. Keys are the English of the
// published schemas, matched whatever their case and spacing; a text is in one part only
// (parts.test.ts). Loaded with the form, in this locale only.
import type { FormVocabulary } from '../../core/form-schema/vocabulary';
import { titles } from './pt/titles';
import { choices } from './pt/choices';
import { help } from './pt/help';
import { messages, templates } from './pt/messages';

export const formVocabularyPt: FormVocabulary = { templates, phrases: { ...titles, ...choices, ...help, ...messages } };
