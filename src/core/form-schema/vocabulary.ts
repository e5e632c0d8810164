// The service's form schemas speak English (the spec gives them no locale). A form vocabulary says
// their titles, descriptions, choices and messages in one other language, matched on the English
// text whatever its case and spacing. Messages that carry numbers or names ("First name must be
// between 3 and 50 characters") are matched by templates ("{field} must be between {min} and {max}
// characters"); a {field…} placeholder is itself said in the vocabulary's words, any other is
// copied as it came. Proper nouns and codes stay as they are (proper-nouns.ts). What the vocabulary
// does not know is shown as it came, marked English, and reported (`i18n.missing`).
import { normalizeText } from './normalize';
import { isProperNoun, type TextPlace } from './proper-nouns';

/** A locale's words for the service's forms: English text → that locale's. */
export interface FormVocabulary {
  /** Whole texts. */
  phrases: Readonly<Record<string, string>>;
  /** Texts with placeholders ({min}, {field}); the translation uses the same placeholders. */
  templates: Readonly<Record<string, string>>;
}

/** The host's own entries for one locale: whole texts, or templates when they hold a {placeholder}. */
export type FormMessages = Readonly<Record<string, string>>;

export type SaidStatus =
  /** Said in the locale (by the vocabulary, the host's entries, or Intl for a country). */
  | 'translated'
  /** Shown as it came on purpose: a proper noun, a code, no words, or English shown in English. */
  | 'as-is'
  /** Not known: shown as it came, in English. */
  | 'missing';

export interface Said {
  text: string;
  status: SaidStatus;
}

export type FormTranslator = (text: string, place?: TextPlace) => Said;

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
// What a placeholder takes: numbers for counts and limits, a JSON type name for {type} (so "must be
// {type}" never swallows another "must be …" message), any text for the rest.
const NUMBER = '(-?\\d+(?:\\.\\d+)?)';
const PLACEHOLDER_PATTERNS: Readonly<Record<string, string>> = { n: NUMBER, min: NUMBER, max: NUMBER, limit: NUMBER, count: NUMBER, a: NUMBER, b: NUMBER, i: NUMBER, j: NUMBER, type: '([a-z]+(?:,[a-z]+)*)' };
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compileTemplate(english: string, translation: string): Template {
  const names: string[] = [];
  const source = normalizeText(english)
    .split(PLACEHOLDER)
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return PLACEHOLDER_PATTERNS[part] ?? '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`, 'iu'), names, translation };
}

interface Compiled {
  phrases: Map<string, string>;
  templates: Template[];
}

function compile(entries: Readonly<Record<string, string>>, templates: Readonly<Record<string, string>> = {}): Compiled {
  const phrases = new Map<string, string>();
  const compiled: Template[] = [];
  for (const [english, translation] of Object.entries(templates)) compiled.push(compileTemplate(english, translation));
  for (const [english, translation] of Object.entries(entries)) {
    if (/\{\w+\}/.test(english)) compiled.push(compileTemplate(english, translation));
    else phrases.set(normalizeText(english), translation);
  }
  return { phrases, templates: compiled };
}

const compiledVocabularies = new WeakMap<FormVocabulary, Compiled>();
const compiledOf = (vocabulary: FormVocabulary): Compiled => {
  let found = compiledVocabularies.get(vocabulary);
  if (!found) compiledVocabularies.set(vocabulary, (found = compile(vocabulary.phrases, vocabulary.templates)));
  return found;
};

/**
 * Says the service's English texts in `locale`. `vocabulary` is the locale's (undefined for English,
 * the source); `host` holds the host's entries for the locale, which win over the vocabulary's.
 */
export function createFormTranslator(locale: string, vocabulary: FormVocabulary | undefined, host: FormMessages = {}): FormTranslator {
  const sources = [compile(host), ...(vocabulary ? [compiledOf(vocabulary)] : [])];
  const english = locale === 'en';
  const say: FormTranslator = (text, place = {}) => {
    const key = normalizeText(text);
    if (key === '') return { text, status: 'as-is' };
    for (const source of sources) {
      const phrase = source.phrases.get(key);
      if (phrase !== undefined) return { text: phrase, status: 'translated' };
    }
    const flat = text.trim().replace(/\s+/g, ' ');
    // Templates are messages' (a choice is a name, never a sentence with numbers in it).
    for (const source of place.choice ? [] : sources) {
      for (const template of source.templates) {
        const match = template.pattern.exec(flat);
        if (!match) continue;
        const values = new Map(template.names.map((name, i) => [name, match[i + 1] ?? '']));
        // A name inside the message (the field it speaks of) is said in the locale too, or the whole
        // message is not known.
        let known = true;
        const out = template.translation.replace(PLACEHOLDER, (_, name: string) => {
          const value = values.get(name) ?? '';
          if (!name.startsWith('field')) return value;
          const inner = say(value);
          if (inner.status === 'missing') known = false;
          return inner.text;
        });
        if (known) return { text: out, status: 'translated' };
      }
    }
    if (english || isProperNoun(text, place)) return { text, status: 'as-is' };
    return { text, status: 'missing' };
  };
  return say;
}
