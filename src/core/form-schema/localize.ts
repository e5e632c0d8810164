// A form schema with every text a customer reads said in their locale: titles, descriptions, the
// labels of choices (a labelled `oneOf`, or the values of a plain `enum`, which the layout turns
// into labelled choices), placeholders that are words, and the messages (errorMessage, string or
// per keyword, x-validation-message, x-validation.message). Rules are not touched, and neither is
// anything under `if` (a condition, never shown). A list of countries (choices whose values are
// ISO 3166 codes) is named by Intl in the locale and sorted in its order. The result lists every
// text it met with how it was said, so a form can mark and report what stayed English and a script
// can measure the vocabulary over any set of schemas.
import type { FormTranslator, Said } from './vocabulary';
import type { TextPlace } from './proper-nouns';
import { isJsonObject } from './merge';

type Json = Record<string, unknown>;

export type FormTextKind = 'title' | 'description' | 'choice' | 'placeholder' | 'message';

export interface FormText {
  /** As the schema has it. */
  text: string;
  kind: FormTextKind;
  said: Said;
}

export interface LocalizedForm {
  schema: Json;
  /** Every text met, in schema order (each occurrence). */
  texts: FormText[];
  /** The texts shown as they came because the vocabulary does not know them (shown in English). */
  english: ReadonlySet<string>;
}

export interface LocalizeOptions {
  locale: string;
  /**
   * Turn a plain `enum` of strings into labelled choices (`oneOf` of `{ const, title }`) so its
   * values are shown in the locale: for the layout, not for validation (the rules stay the same,
   * but a validator's messages about an enum and a oneOf differ).
   */
  choicesFromEnums?: boolean;
}

const SUBSCHEMAS = new Set(['then', 'else', 'allOf', 'additionalProperties']);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['patternProperties', 'dependencies', 'definitions', '$defs']);

/** Placeholders are mostly examples (DE89 3704…, +254712345678): only words are said. */
const isWords = (text: string) => !/\d/.test(text) && /\p{Ll}{3,}/u.test(text);

const REGION = /^[A-Z]{2}$/;
const englishRegions = /* @__PURE__ */ (() => {
  let names: Intl.DisplayNames | undefined;
  return () => (names ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }));
})();
const isRegionList = (values: readonly unknown[]) => values.length > 1 && values.every((v) => typeof v === 'string' && REGION.test(v) && englishRegions().of(v) !== undefined);

/** Every text of `schema` said by `say` (see above). */
export function localizeFormSchema(schema: Json, say: FormTranslator, { locale, choicesFromEnums = false }: LocalizeOptions): LocalizedForm {
  const texts: FormText[] = [];
  const regions = locale === 'en' ? undefined : new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(locale);
  const record = (text: string, kind: FormTextKind, place?: TextPlace): string => {
    const said = say(text, place);
    texts.push({ text, kind, said });
    return said.text;
  };

  /** Labelled choices: the title of each option said (a country by Intl), countries in the locale's order. */
  const choices = (options: Json[], place: TextPlace): Json[] => {
    const values = options.map((o) => o.const);
    const countries = regions && isRegionList(values);
    const out = options.map((option) => {
      if (typeof option.title !== 'string') return option;
      if (countries) {
        const name = regions.of(option.const as string) ?? option.title;
        texts.push({ text: option.title, kind: 'choice', said: { text: name, status: 'translated' } });
        return { ...option, title: name };
      }
      return { ...option, title: record(option.title, 'choice', { ...place, choice: true }) };
    });
    return countries ? out.sort((a, b) => collator.compare(String(a.title), String(b.title))) : out;
  };

  const message = (value: unknown): unknown => {
    if (typeof value === 'string') return value.trim() ? record(value, 'message') : value;
    if (isJsonObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, message(v)]));
    return value;
  };

  const walk = (node: unknown, place: TextPlace): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, place));
    if (!isJsonObject(node)) return node;
    const out: Json = {};
    const listed = (Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : undefined) as unknown[] | undefined;
    const labelled = listed?.every((o) => isJsonObject(o) && 'const' in o) ?? false;
    const here: TextPlace = { ...place, fieldTitle: typeof node.title === 'string' ? node.title : place.fieldTitle };
    for (const [key, value] of Object.entries(node)) {
      switch (key) {
        case 'if':
        case 'not':
          out[key] = value;
          break;
        case 'title':
        case 'description':
          out[key] = typeof value === 'string' && value.trim() ? record(value, key) : value;
          break;
        case 'placeholder':
          out[key] = typeof value === 'string' && isWords(value) ? record(value, 'placeholder') : value;
          break;
        case 'errorMessage':
        case 'x-validation-message':
          out[key] = message(value);
          break;
        case 'x-validation':
          out[key] = isJsonObject(value) && 'message' in value ? { ...value, message: message(value.message) } : value;
          break;
        case 'properties':
          out[key] = isJsonObject(value) ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, walk(sub, { field: name })])) : value;
          break;
        case 'oneOf':
        case 'anyOf':
          out[key] = labelled && Array.isArray(value) ? choices(value as Json[], here) : walk(value, place);
          break;
        case 'enum':
          out[key] = value;
          if (Array.isArray(value) && !listed) {
            const strings = value.every((v) => typeof v === 'string');
            const options = value.map((v) => (typeof v === 'string' ? { const: v, title: v } : { const: v }));
            if (strings && choicesFromEnums) {
              delete out.enum;
              out.oneOf = choices(options, here);
            } else if (strings) {
              choices(options, here);
            }
          }
          break;
        case 'items':
        case 'additionalItems':
        case 'contains':
          out[key] = walk(value, here);
          break;
        default:
          // Other schemas inside this one; data (const, default, examples, metadata) is copied.
          if (SUBSCHEMAS.has(key)) out[key] = walk(value, place);
          else if (SCHEMA_MAPS.has(key) && isJsonObject(value)) out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, walk(sub, place)]));
          else out[key] = value;
      }
    }
    return out;
  };

  const localized = walk(schema, {}) as Json;
  return { schema: localized, texts, english: new Set(texts.filter((t) => t.said.status === 'missing').map((t) => t.said.text)) };
}
