// The ordering of schemas and JSON values that @x0k/json-schema-merge deduplicates and intersects
// with (all-of-merge.ts, its stand-in, rests on it): the same order, so merged enums, allOf lists
// and required lists come out in the library's order (all-of-merge.test.ts holds them equal).

// Schemas and JSON values of any shape, read the way the library reads them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any shape, as the library reads it
export type Loose = any;
export type Schema = Record<string, Loose>;
export type Def = Schema | boolean;
type Cmp<T = Loose> = (a: T, b: T) => number;

const isRecordEmpty = (record: object) => {
  for (const key in record) if (Object.prototype.hasOwnProperty.call(record, key)) return false;
  return true;
};
const isObject = (def: unknown): def is Schema => typeof def === 'object';
export const isAllowAny = (def: unknown) => (isObject(def) ? isRecordEmpty(def as object) : def === true);

// ---- The library's ordering of schemas and JSON values (its deduplicating and intersecting rest on it).
const asc: Cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const zero: Cmp = () => 0;
/** Empty values first (equal among themselves by `empty`), then `compare` on the rest. */
const matcher = (isEmpty: (v: Loose) => boolean, compare: Cmp, empty: Cmp = zero): Cmp => (a, b) =>
  isEmpty(a) ? (isEmpty(b) ? empty(a, b) : -1) : isEmpty(b) ? 1 : compare(a, b);
const optional = (compare: Cmp) => matcher((v) => v === undefined, compare);
const narrowing = (isEmpty: (v: Loose) => boolean, compare: Cmp) => matcher((v) => v === undefined || isEmpty(v), compare);
const arrayOrItem = (compare: Cmp, compareArrays: Cmp) => matcher(Array.isArray, compare, compareArrays);
const arrays = (compare: Cmp): Cmp<Loose[]> => (a, b) => {
  if (a.length !== b.length) return a.length - b.length;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) {
    const d = compare(a[i], b[i]);
    if (d !== 0) return d;
  }
  return 0;
};
const records = (compare: Cmp): Cmp<Schema> => (a, b) => {
  const ak = Object.keys(a).sort();
  const bk = Object.keys(b).sort();
  const l = Math.min(ak.length, bk.length);
  for (let i = 0; i < l; i++) if (ak[i] !== bk[i]) return asc(ak[i], bk[i]);
  if (ak.length !== bk.length) return ak.length - bk.length;
  for (const key of ak.slice(0, l)) {
    const d = compare(a[key], b[key]);
    if (d !== 0) return d;
  }
  return 0;
};
/** Sorted by `compare`, equal neighbours dropped; up to `threshold` items keep their order instead. */
const deduplicator = <T>(compare: Cmp<T>, threshold = 12) => (list: T[]): T[] => {
  if (list.length === 0) return list;
  const out: T[] = [];
  if (list.length <= threshold) {
    for (const item of list) if (!out.some((kept) => compare(item, kept) === 0)) out.push(item);
    return out;
  }
  for (const item of list.slice().sort(compare)) if (!out.length || compare(out[out.length - 1]!, item) !== 0) out.push(item);
  return out;
};
const dedupArrays = (compare: Cmp) => {
  const cmp = arrays(compare);
  const dedup = deduplicator(compare, 0);
  return (a: Loose[], b: Loose[]) => cmp(dedup(a), dedup(b));
};

const TYPE_ORDER: Record<string, number> = { boolean: 0, number: 1, string: 2 };
const primitives: Cmp = (a, b) => (typeof a === typeof b ? asc(a, b) : TYPE_ORDER[typeof a]! - TYPE_ORDER[typeof b]!);
function compareValues(a: unknown, b: unknown): number {
  if (a === null) return -1;
  if (b === null) return 1;
  return nonNullValues(a, b);
}
const optionalValues = optional(compareValues);
const nonNullValues = matcher((v) => typeof v !== 'object', arrayOrItem(records(optionalValues), arrays(compareValues)), primitives);

function compareDefs(a: Def, b: Def): number {
  if (isObject(a)) {
    if (!isObject(b)) return b === true && isRecordEmpty(a) ? 0 : 1;
    let keys = Object.keys(a);
    let other = Object.keys(b);
    // The longer key list first, then the other's own keys: the first differing keyword decides.
    if (keys.length === 0) keys = other;
    else if (other.length > keys.length) [keys, other] = [other, keys];
    const all = [...keys, ...other.filter((k) => !keys.includes(k))];
    for (const key of all) {
      if (a[key] === b[key]) continue;
      const d = ((COMPARATORS as Schema)[key] ?? optionalValues)(a[key], b[key]);
      if (d !== 0) return d;
    }
    return 0;
  }
  if (isObject(b)) return a === true && isRecordEmpty(b) ? 0 : -1;
  return asc(a, b);
}
const optionalDefs = optional(compareDefs);
const recordsOfDefs = narrowing(isRecordEmpty, records(optionalDefs));
const listsOfDefs = optional(dedupArrays(compareDefs));
const optionalAsc = optional(asc);
const ascLists = dedupArrays(asc);
const zeroDefault = narrowing((v) => v === 0, (a, b) => a - b);
const COMPARATORS: Record<string, Cmp> = {
  const: optionalValues, default: optionalValues, examples: optionalValues,
  contains: optionalDefs, else: optionalDefs, if: optionalDefs, not: optionalDefs, propertyNames: optionalDefs, then: optionalDefs,
  $defs: recordsOfDefs, definitions: recordsOfDefs, properties: recordsOfDefs, patternProperties: recordsOfDefs,
  uniqueItems: narrowing((v) => v === false, zero),
  minLength: zeroDefault, minItems: zeroDefault, minProperties: zeroDefault,
  required: narrowing((v) => v.length === 0, ascLists),
  enum: narrowing((v) => v.length === 0, dedupArrays(compareValues)),
  type: optional((a, b) => (!Array.isArray(a) && !Array.isArray(b) ? asc(a, b) : ascLists(Array.isArray(a) ? a : [a], Array.isArray(b) ? b : [b]))),
  items: narrowing((v) => !Array.isArray(v) && isAllowAny(v), arrayOrItem(compareDefs, arrays(compareDefs))),
  anyOf: listsOfDefs, allOf: listsOfDefs, oneOf: listsOfDefs,
  additionalProperties: narrowing(isAllowAny, compareDefs), additionalItems: narrowing(isAllowAny, compareDefs),
  dependencies: narrowing(isRecordEmpty, records(optional(arrayOrItem(compareDefs, ascLists)))),
};
for (const key of ['$id', '$comment', '$ref', '$schema', 'contentEncoding', 'contentMediaType', 'description', 'exclusiveMaximum', 'exclusiveMinimum', 'format', 'maximum', 'maxItems', 'maxLength', 'maxProperties', 'minimum', 'multipleOf', 'pattern', 'readOnly', 'title', 'writeOnly']) COMPARATORS[key] = optionalAsc;

export const dedupDefs = deduplicator(compareDefs);
/** Values in both lists (by the library's ordering, sorted by it), each once. */
export function intersectValues(a: unknown[], b: unknown[]): unknown[] {
  if (a.length > b.length) [a, b] = [b, a];
  const as = [...a].sort(compareValues);
  const bs = [...b].sort(compareValues);
  const out: unknown[] = [];
  for (let i = 0, j = 0; i < as.length && j < bs.length;) {
    const d = compareValues(as[i], bs[j]);
    if (d === 0) {
      if (!out.length || compareValues(out[out.length - 1], as[i]) !== 0) out.push(as[i]);
      i++;
      j++;
    } else if (d < 0) i++;
    else j++;
  }
  return out;
}
export function union<T>(larger: T[], smaller: T[]): T[] {
  if (!larger.length) return smaller;
  if (!smaller.length) return larger;
  if (larger.length < smaller.length) [larger, smaller] = [smaller, larger];
  return [...new Set([...larger, ...smaller])];
}
