// The service's form texts in German (the form vocabulary: core/form-schema/vocabulary.ts), one file
// per job: field and section titles, choice labels, help, messages. Keys are the English of the
// published schemas, matched whatever their case and spacing; a text is in one part only
// (parts.test.ts). Loaded with the form, in this locale only.
import type { FormVocabulary } from '../../core/form-schema/vocabulary';
import { titles } from './de/titles';
import { choices } from './de/choices';
import { help } from './de/help';
import { messages, templates } from './de/messages';

export const formVocabularyDe: FormVocabulary = { templates, phrases: { ...titles, ...choices, ...help, ...messages } };
