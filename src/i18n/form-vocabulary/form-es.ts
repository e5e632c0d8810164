// The service's form texts in Spanish (the form vocabulary: core/form-schema/vocabulary.ts), one file
// per job: field and section titles, choice labels, help, messages. Keys are the English of the
// published schemas, matched whatever their case and spacing; a text is in one part only
// (parts.test.ts). Loaded with the form, in this locale only.
import type { FormVocabulary } from '../../core/form-schema/vocabulary';
import { titles } from './es/titles';
import { choices } from './es/choices';
import { help } from './es/help';
import { messages, templates } from './es/messages';

export const formVocabularyEs: FormVocabulary = { templates, phrases: { ...titles, ...choices, ...help, ...messages } };
