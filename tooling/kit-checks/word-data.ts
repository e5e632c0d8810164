// The word lists the language checks compare a screen with (words.ts), built from the catalogues
// and the contract's own lists, so they follow every change of a catalogue with no list to keep.
// Runs in the story tests' browser and in Node (e2e passes the lists to the demo's pages).
import { en } from '../../src/i18n';
import { de } from '../../src/i18n/locales/de';
import { formVocabularyDe } from '../../src/i18n/form-vocabulary/form-de';
import { METHOD_BRAND_NAMES, NETWORK_NAMES } from '../../src/i18n/proper-names';
import { createFormTranslator } from '../../src/core/form-schema/vocabulary';
import { FORM_PROPER_NOUNS, isProperNoun } from '../../src/core/form-schema/proper-nouns';
import { SANDBOX_CRYPTO_CURRENCIES } from '../../src/api/values';
import { KNOWN_PAYMENT_METHOD_TYPES } from '../../src/api/common';
import { COUNTRIES } from '../../src/api/iso';
import { seedChannels } from '../../src/sandbox/seed/channels';
import { onboardingFormSchema } from '../../src/sandbox/onboarding-form';
import { flatText } from './dom';
import type { WordData } from './words';

const PLACEHOLDER = /\{\w+\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;
const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalogue template as a pattern over flattened text: each placeholder any text. */
const templatePattern = (text: string) => `^${flatText(text).split(/\{\w+\}/).map(escape).join('.+')}$`;

/** Every `title` in a JSON schema, however deep. */
function titlesOf(schema: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) titlesOf(item, into);
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'title' && typeof value === 'string') into.add(value);
      else titlesOf(value, into);
    }
  }
  return into;
}

/** The sandbox's form titles (its channels' forms and the onboarding form), as the customer would read them. */
export function sandboxFormTitles(): string[] {
  const titles = new Set<string>();
  for (const channel of seedChannels) {
    titlesOf(channel.formSchema, titles);
    for (const step of channel.nextSteps) titlesOf(step.Schema, titles);
  }
  for (const kind of ['Individual', 'Business'] as const) titlesOf(onboardingFormSchema(kind, {}), titles);
  return [...titles];
}

export function buildWordData(): WordData {
  const germanTexts = new Set(Object.values(de).map(flatText));
  const englishTexts: string[] = [];
  const englishTemplates: string[] = [];
  for (const [key, text] of Object.entries(en)) {
    const german = de[key as keyof typeof de];
    if (!HAS_PLACEHOLDER.test(text)) {
      const flat = flatText(text);
      if (letters(flat) >= 2 && !germanTexts.has(flat)) englishTexts.push(flat);
      continue;
    }
    // A template is English only by its words: at least four letters around the placeholders.
    if (letters(text.replace(PLACEHOLDER, '')) < 4) continue;
    const source = templatePattern(text);
    if (new RegExp(source, 'u').test(flatText(german.replace(PLACEHOLDER, 'X')))) continue;
    englishTemplates.push(source);
  }
  const germanValues = Object.values(de);
  const sayGerman = createFormTranslator('de', formVocabularyDe);
  // A title German says the same way ("IBAN") is no leak; one the vocabulary lacks is.
  const sandboxTitles = sandboxFormTitles()
    .filter((title) => !isProperNoun(title) && (sayGerman(title).status === 'missing' || sayGerman(title).text !== title))
    .map((title) => flatText(title).toLowerCase());
  const networkCodes = Object.entries(NETWORK_NAMES).filter(([code, name]) => code !== name).map(([code]) => code);
  return {
    englishTexts,
    englishTemplates,
    germanTexts: germanValues.filter((text) => !HAS_PLACEHOLDER.test(text) && letters(text) >= 2).map(flatText),
    germanTemplates: germanValues.filter((text) => HAS_PLACEHOLDER.test(text) && letters(text.replace(PLACEHOLDER, '')) >= 4).map(templatePattern),
    sandboxTitles,
    rawCodes: [...SANDBOX_CRYPTO_CURRENCIES, ...networkCodes, ...KNOWN_PAYMENT_METHOD_TYPES],
    properNouns: [...Object.values(NETWORK_NAMES), ...Object.values(METHOD_BRAND_NAMES), ...FORM_PROPER_NOUNS],
    regionCodes: [...COUNTRIES],
  };
}
