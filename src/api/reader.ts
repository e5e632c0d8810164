// The tolerant reader: from a strict answer schema, the schema the kit reads answers with. The
// strict schemas stay the contract (the sandbox answers by them, requests are checked by them);
// this walks one and loosens what a newer or older service may answer differently without
// breaking a screen:
// - an enum (status, currency, country, network...) accepts any string, shown as it is, and so does
//   a string literal (AccountType 'Current'), except a discriminated union's discriminator, which
//   picks the shape to read by;
// - JSON null for an optional field (`PageToken: null`) is read as the field absent, unless the
//   field may be null;
// - a decimal accepts the published PositiveDecimal pattern too (`.5`, `5.`), normalised to `0.5`, `5`;
// - lengths, patterns, formats and number bounds are not checked (date-times still are: the kit
//   counts down to them), though a date-time may take any ISO 8601 form with a zone
//   (`2026-01-31T10:00Z`, `+0100`), rewritten in the RFC 3339 form the kit's code reads;
// - a strict object tolerates extra keys; refinements across fields are not re-run.
// Which fields may be absent is not decided here: that is the `reads` schema of an operation
// (operations.ts), built from the same parts with the fields the published description omits
// made optional, so the types say so too.
import { z } from 'zod/mini';
import { DateTimeSchema, PositiveDecimalSchema, TransactionAmountSchema } from './common';

/** The published PositiveDecimal: also `.5` and `5.`. */
const PUBLISHED_DECIMAL = /^\+?(\d+(\.\d*)?|\.\d+)$/;

/** `.5` → `0.5`, `5.` → `5`, `+3` stays `+3`: the kit's decimal code then sees its own form. */
export function normaliseDecimal(value: string): string {
  const sign = value.startsWith('+') ? '+' : '';
  let digits = sign ? value.slice(1) : value;
  if (digits.startsWith('.')) digits = `0${digits}`;
  if (digits.endsWith('.')) digits = digits.slice(0, -1);
  return sign + digits;
}

export const ReaderDecimalSchema = z.pipe(z
  .string().check(z.regex(PUBLISHED_DECIMAL, 'must be a non-negative decimal number as a string')), z.transform(normaliseDecimal));

/**
 * ISO 8601 date-times with a zone that RFC 3339 (the kit's DateTimeSchema) leaves out: no seconds,
 * a basic-format offset (`+0100`), an hour-only offset (`+01`), a comma before the fraction, a
 * space or lower-case `t`/`z`. A date-time without a zone is still refused: which instant it means
 * depends on where it is read, and the kit counts down to it.
 */
const ISO_8601_ZONED = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}:\d{2})(:\d{2}(?:[.,]\d+)?)?([Zz]|[+-]\d{2}(?::?\d{2})?)$/;

/** `2026-01-31 10:00+0100` → `2026-01-31T10:00:00+01:00`: the same instant, in the kit's form; an RFC 3339 one as it came. */
export function normaliseDateTime(value: string): string {
  const parts = ISO_8601_ZONED.exec(value);
  if (!parts || DateTimeSchema.safeParse(value).success) return value;
  const [, date, hoursMinutes, seconds = ':00'] = parts;
  const zone = parts[4]!; // the pattern requires a zone
  const offset = /^[Zz]$/.test(zone) ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(3).replace(':', '') || '00'}`;
  return `${date}T${hoursMinutes}${seconds.replace(',', '.')}${offset}`;
}

/** Any ISO 8601 date-time with a zone, read as its RFC 3339 form (and still checked as one: no month 13). */
export const ReaderDateTimeSchema = z.pipe(z.pipe(z.string(), z.transform(normaliseDateTime)), DateTimeSchema);

type Def = {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  catchall?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  discriminator?: string;
  left?: z.ZodMiniType;
  right?: z.ZodMiniType;
  keyType?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  format?: string;
  values?: unknown[];
};

const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Schemas replaced as a whole wherever they appear. */
const replacements = new Map<z.ZodMiniType, z.ZodMiniType>([
  [PositiveDecimalSchema, ReaderDecimalSchema],
  [TransactionAmountSchema, ReaderDecimalSchema],
  [DateTimeSchema, ReaderDateTimeSchema],
]);
/** Readers that wrap the relaxed strict schema (a renamed field), registered by resource modules. */
const wrappers = new Map<z.ZodMiniType, (relaxed: z.ZodMiniType) => z.ZodMiniType>();

/**
 * Registers how one strict schema is read, for a difference the generic walk cannot see (a field
 * the published description names differently): `wrap` gets the relaxed strict schema.
 */
export function readAs(strict: z.ZodMiniType, wrap: (relaxed: z.ZodMiniType) => z.ZodMiniType): void {
  wrappers.set(strict, wrap);
}

const cache = new WeakMap<z.ZodMiniType, z.ZodMiniType>();
/** Options of a discriminated union, relaxed with their discriminator kept (one discriminator per option). */
const optionCache = new WeakMap<z.ZodMiniType, z.ZodMiniType>();

/** The tolerant reader of a strict schema; its output type is the strict one's. */
export function readerOf<T extends z.ZodMiniType>(strict: T): z.ZodMiniType<z.output<T>> {
  return relax(strict) as unknown as z.ZodMiniType<z.output<T>>;
}

/** `discriminator`: the key a discriminated union tells this option by, kept as it is. */
function relax(schema: z.ZodMiniType, discriminator?: string): z.ZodMiniType {
  const replaced = replacements.get(schema);
  if (replaced) return replaced;
  const store = discriminator === undefined ? cache : optionCache;
  const cached = store.get(schema);
  if (cached) return cached;
  const relaxed = relaxDef(schema, defOf(schema), discriminator);
  const result = wrappers.get(schema)?.(relaxed) ?? relaxed;
  store.set(schema, result);
  return result;
}

const nullAsAbsent = (value: unknown) => (value === null ? undefined : value);

function relaxDef(schema: z.ZodMiniType, def: Def, discriminator?: string): z.ZodMiniType {
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, key === discriminator ? value : relax(value)]));
      // A loose object (a FormSchema document) keeps its extra keys; a strict one stops being strict.
      return defOf(def.catchall ?? z.never()).type === 'unknown' ? z.looseObject(shape) : z.object(shape);
    }
    case 'optional': {
      const inner = def.innerType as z.ZodMiniType;
      // Some servers write null for "none": read as absent, not as a wrong type failing the whole answer.
      return defOf(inner).type === 'nullable' ? z.optional(relax(inner)) : z.optional(z.pipe(z.transform(nullAsAbsent) as z.ZodMiniType, z.optional(relax(inner))));
    }
    case 'nullable':
      return z.nullable(relax(def.innerType as z.ZodMiniType));
    case 'array':
      return z.array(relax(def.element as z.ZodMiniType));
    case 'enum':
      return z.string();
    case 'union': {
      const options = (def.options ?? []).map((option) => relax(option, def.discriminator)) as [z.ZodMiniType, z.ZodMiniType, ...z.ZodMiniType[]];
      return def.discriminator
        ? z.discriminatedUnion(def.discriminator, options as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]])
        : z.union(options);
    }
    case 'intersection':
      return z.intersection(relax(def.left as z.ZodMiniType), relax(def.right as z.ZodMiniType));
    case 'record':
      return z.record(z.string(), relax(def.valueType as z.ZodMiniType));
    case 'pipe':
      // A preprocess step (a rename) stays; what it feeds is relaxed.
      return defOf(def.in as z.ZodMiniType).type === 'transform' ? z.pipe(def.in as z.ZodMiniType, relax(def.out as z.ZodMiniType)) : schema;
    case 'string':
      return def.format === 'datetime' ? schema : z.string();
    case 'number':
      return z.number();
    case 'literal':
      // A fixed text is an enum of one value, relaxed as enums are (a discriminator is kept above).
      return (def.values ?? []).every((value) => typeof value === 'string') ? z.string() : schema;
    default:
      // boolean, unknown, undefined, transform: as they are.
      return schema;
  }
}
