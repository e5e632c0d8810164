// A pseudo-locale for tests, like Chromium's en-XA: every catalogue string accented, about a third
// longer and bracketed ("⟦Ţŕýý áĝáíín⟧"), so a screen rendered in it shows at a glance which words
// came from a catalogue and which leaked in plain English, and whether a longer language still
// fits. Never in LOCALES and never in a package entry: tests and the demo's test runs give it to a
// provider through the public props, on top of a real locale (`pseudoLocaleProps`).
import type { FormMessages, FormVocabulary } from '../core/form-schema/vocabulary';
import { en, type Locale, type Messages } from './index';
import { FORM_VOCABULARY_LOADERS } from './form-vocabulary';

/** Every ASCII letter has a look-alike outside ASCII: a plain ASCII letter on screen was not pseudo-localized. */
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'áƀçďéƒĝĥíĵķļɱñöþǫŕšţúṽŵẋýžÅƁÇĎÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!]),
);
const VOWELS = new Set([...'aeiouyAEIOUY']);

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/**
 * One text pseudo-localized: letters accented, vowels doubled (about 35 % longer, as German or
 * French run), the whole bracketed. `{placeholders}` stay as they are, so values still go in.
 */
export function pseudoText(text: string): string {
  const body = text
    .split(/(\{\w+\})/)
    .map((part, i) => (i % 2 === 1 ? part : [...part].map((c) => (ACCENTED[c] ? ACCENTED[c].repeat(VOWELS.has(c) ? 2 : 1) : c)).join('')))
    .join('');
  return `${PSEUDO_OPEN}${body}${PSEUDO_CLOSE}`;
}

/** A plain ASCII letter: a word the pseudo-locale did not reach. */
export const UNLOCALIZED_LETTER = /[A-Za-z]/;

/** The kit's every message (all areas) in the pseudo-locale. */
export function pseudoMessages(): Messages {
  return Object.fromEntries(Object.entries(en).map(([key, text]) => [key, pseudoText(text)])) as Messages;
}

/**
 * The service's form texts in the pseudo-locale: every English text (and template) any locale's
 * form vocabulary knows, as host form messages, which win over the carrier locale's vocabulary.
 */
export function pseudoFormMessages(vocabularies: readonly FormVocabulary[]): FormMessages {
  const english = new Set(vocabularies.flatMap((v) => [...Object.keys(v.phrases), ...Object.keys(v.templates)]));
  return Object.fromEntries([...english].map((text) => [text, pseudoText(text)]));
}

/**
 * The locale the pseudo-locale rides on: a real one other than English, so the kit treats the
 * screen as a foreign language (the service's English marked `lang="en"`, the form vocabulary
 * loaded, Intl's names and numbers in that locale), while every catalogue word is pseudo.
 */
export const PSEUDO_CARRIER: Locale = 'de';

export interface PseudoLocaleProps {
  locale: Locale;
  messages: Messages;
  formMessages: Partial<Record<Locale, FormMessages>>;
}

/** RampkitProvider props that render the kit in the pseudo-locale (`<RampkitProvider {...pseudoLocaleProps(v)}>`). */
export function pseudoLocaleProps(vocabularies: readonly FormVocabulary[]): PseudoLocaleProps {
  return { locale: PSEUDO_CARRIER, messages: pseudoMessages(), formMessages: { [PSEUDO_CARRIER]: pseudoFormMessages(vocabularies) } };
}

/** The pseudo-locale's provider props, with the form texts of every locale's vocabulary (each a chunk). */
export async function loadPseudoLocaleProps(): Promise<PseudoLocaleProps> {
  return pseudoLocaleProps(await Promise.all(Object.values(FORM_VOCABULARY_LOADERS).map((load) => load())));
}
