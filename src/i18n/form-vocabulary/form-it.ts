// The service's form texts in Italian (the form vocabulary: core/form-schema/vocabulary.ts), one file
// per job: field and section titles, choice labels, help, messages. Keys are the English of the
// published schemas, matched whatever their case and spacing; a text is in one part only
// (parts.test.ts). Loaded with the form, in this locale only.
import type { FormVocabulary } from '../../core/form-schema/vocabulary';
import { titles } from './it/titles';
import { choices } from './it/choices';
import { help } from './it/help';
import { messages, templates } from './it/messages';

export const formVocabularyIt: FormVocabulary = { templates, phrases: { ...titles, ...choices, ...help, ...messages } };
