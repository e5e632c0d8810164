// What a form says under a field, in the customer's locale. The validators (and the service, for
// server field errors) speak English; the schema's own messages come localized already (the form
// validates against the localized schema). Three kinds of field get the kit's own words instead of
// the rule's: a date the customer typed in their locale's order that names no day ("30.02.1990"),
// an address line the spec keeps to printable ASCII with characters no rule writes in ASCII
// ("北京"), and a missing answer. The rest is said by the form vocabulary, or shown in English.
import type { FieldProblem } from '../../api/errors';
import { dateEntryOrder, isIsoDate, parseDateEntry } from '../date-entry';
import { isAsciiOnlyPattern, toPrintableAscii } from '../printable-ascii';
import { fieldSchemas } from './field-title';
import { ruleMessage } from './messages';
import type { FormTranslator } from './vocabulary';

type Json = Record<string, unknown>;

export interface ProblemWords {
  locale: string;
  say: FormTranslator;
  /** "This field is required." */
  required: string;
  /** A typed date that is not a real day ('impossible') or not in the locale's order ('invalid'). */
  date: (kind: 'impossible' | 'invalid') => string;
  /** Characters of an ASCII-only field that cannot be written in ASCII. */
  ascii: (refused: readonly string[]) => string;
}

export interface SaidProblem extends FieldProblem {
  /** The message is the service's English, unknown to the vocabulary. */
  english: boolean;
}

const valueAt = (answers: unknown, field: string): unknown =>
  field.split('.').filter(Boolean).reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), answers);

const pathOf = (field: string) => field.split('.').filter(Boolean);

/** True when the form enters this field as a date (format: date). */
export const isDateField = (schemas: readonly Json[]) => schemas.some((s) => s.format === 'date');
/** True when the field's pattern allows ASCII only (its answers are written in ASCII as typed). */
export const isAsciiField = (schemas: readonly Json[]) => schemas.some((s) => isAsciiOnlyPattern(s.pattern));

/** Each problem's message in the locale (see above). `schema` is the form's, `answers` what was checked. */
export function sayProblems(schema: Json, answers: unknown, problems: readonly FieldProblem[], words: ProblemWords): SaidProblem[] {
  return problems.map((problem) => {
    const schemas = fieldSchemas(schema, pathOf(problem.Field));
    const value = valueAt(answers, problem.Field);
    const own = (Description: string): SaidProblem => ({ ...problem, Description, english: false });
    if (typeof value === 'string' && value.trim() !== '') {
      if (isDateField(schemas) && !isIsoDate(value)) {
        const entry = parseDateEntry(value, dateEntryOrder(words.locale));
        return own(words.date(entry.kind === 'impossible' ? 'impossible' : 'invalid'));
      }
      if (isAsciiField(schemas)) {
        const ascii = toPrintableAscii(value);
        if (!ascii.ok) return own(words.ascii(ascii.refused));
      }
    }
    if (problem.Description === ruleMessage('required')) return own(words.required);
    const said = words.say(problem.Description);
    return { ...problem, Description: said.text, english: said.status === 'missing' };
  });
}
