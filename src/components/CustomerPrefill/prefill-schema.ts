// The form of a prefill variant, derived from the contract's zod schema (one source of truth: its
// JSON schema is generated at build time, see variants.ts) and dressed for people: localized labels where the kit has them, country names from Intl, enum
// values as labelled choices. String rules (patterns, lengths) are left to the zod schema itself, run
// by the form beside its own rules (CustomerPrefillForm's `moreRules`), so the customer reads the
// contract's own messages, with two exceptions the form acts on as
// the customer types: a date is entered in the locale's order (format: date, sent as the ISO date),
// and an address line the spec keeps to printable ASCII keeps its pattern, so what is typed there
// ("Hauptstraße 5") is sent in ASCII with a preview line ("Hauptstrasse 5").
import type { FormSchema } from '../../api/channels';
import PREFILL_JSON_SCHEMAS_TEXT from './prefill-json-schemas';
import type { PrefillVariant } from './types';

type Json = Record<string, unknown>;
const PREFILL_JSON_SCHEMAS = JSON.parse(PREFILL_JSON_SCHEMAS_TEXT) as Record<PrefillVariant, Json>;
import { isAsciiOnlyPattern } from '../../core/printable-ascii';

const STRING_RULES = ['pattern', 'format', 'minLength', 'maxLength'];
/** The contract's date strings (DateStringSchema) as z.toJSONSchema writes them. */
const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** PascalCase and camel words as a label: "MainBusinessActivity" → "Main business activity". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/(\d+)k\b/g, '$1k');
  return words.charAt(0).toUpperCase() + words.slice(1).replace(/ ([A-Z])([a-z])/g, (_, a: string, b: string) => ` ${a.toLowerCase()}${b}`);
}

export interface PrefillLabels {
  field: (name: string) => string;
  country: (code: string) => string;
  value: (value: string) => string;
  /** What one item of a list of answers is ("Identity document"), by the list's name: DynamicForm titles each "Identity document 1". */
  item?: (list: string) => string | undefined;
}

function dress(node: Json, labels: PrefillLabels, name?: string): Json {
  const out: Json = { ...node };
  if (name) out.title = labels.field(name);
  if (out.type === 'string') {
    const { pattern } = out;
    for (const rule of STRING_RULES) delete out[rule];
    if (pattern === ISO_DATE_PATTERN) out.format = 'date';
    else if (isAsciiOnlyPattern(pattern)) out.pattern = pattern;
  }
  if (Array.isArray(out.enum) && out.enum.every((v) => typeof v === 'string')) {
    const values = out.enum as string[];
    const countries = values.length > 100 && values.every((v) => /^[A-Z]{2}$/.test(v));
    const options = values.map((v) => ({ const: v, title: countries ? labels.country(v) : labels.value(v) }));
    if (countries) options.sort((a, b) => a.title.localeCompare(b.title));
    delete out.enum;
    out.oneOf = options;
  }
  if (out.properties && typeof out.properties === 'object') {
    const props: Json = {};
    for (const [key, sub] of Object.entries(out.properties as Json)) {
      // Associates are identified by a uuid the kit assigns, not by the customer.
      if (key === 'ID' && (sub as Json).format === 'uuid') continue;
      props[key] = dress(sub as Json, labels, key);
    }
    out.properties = props;
    if (Array.isArray(out.required)) out.required = (out.required as string[]).filter((r) => r in props);
  }
  if (out.items && typeof out.items === 'object') {
    const items = dress(out.items as Json, labels);
    // A list of sections (documents, associates) names each by what it is; a list of choices has no sections.
    const title = name && items.type === 'object' ? labels.item?.(name) : undefined;
    if (title) items.title = title;
    out.items = items;
    if (items.oneOf) out.uniqueItems = true;
  }
  return out;
}

export function prefillFormSchema(variant: PrefillVariant, labels: PrefillLabels): FormSchema {
  const json = PREFILL_JSON_SCHEMAS[variant];
  const { Type: _type, ...properties } = json.properties as Json;
  const dressed = dress({ ...json, properties, required: ((json.required as string[]) ?? []).filter((r) => r !== 'Type') }, labels);
  return dressed as FormSchema;
}

/** Gives every associate without an ID a fresh uuid, keeping the ones it has. */
export function withAssociateIds(data: Json, uuid: () => string = () => crypto.randomUUID()): Json {
  const fill = (list: unknown) => (Array.isArray(list) ? list.map((item) => (item && typeof item === 'object' ? { ID: uuid(), ...(item as Json) } : item)) : list);
  return { ...data, ...(data.Associates ? { Associates: fill(data.Associates) } : {}), ...(data.BusinessAssociates ? { BusinessAssociates: fill(data.BusinessAssociates) } : {}) };
}
