// Stands in for rjsf's `shallowAllOfMerge.js` (@rjsf/utils' one use of `@x0k/json-schema-merge`)
// inside the kit's form chunk (tooling/rjsf-stand-ins.ts). The kit's forms pass their own layout
// merge (DynamicForm/merge-all-of.ts) as `experimental_customMergeAllOf`, but rjsf does not hand it
// on everywhere: `omitExtraData` (on every submit) merges with this one, as do exported helpers a
// host's own field may call (`removeOptionalEmptyObjects`, for one). The layout merge
// cannot answer there: it keeps one `if/then` and lets a later branch win, where omitExtraData
// needs every branch and the rules of both sides. So this is the library's merge as rjsf
// configures it (its ordering of schemas and values, intersecting enums, deduplicating
// subschemas), without its general machinery: the allOf members merged left to right, annotations
// kept from the left, numbers and lengths narrowed, patterns joined by lookahead, types
// intersected, properties merged under additionalProperties and patternProperties, the first
// if/then/else kept and later ones moved into allOf, and the same errors for contradictions.
// all-of-merge.test.ts holds its results (keys in the same order) and errors equal to
// @x0k/json-schema-merge's on the kit's fixtures, rjsf-style cases and generated schemas.
import { dedupDefs, intersectValues, isAllowAny, union, type Def, type Loose, type Schema } from './schema-order';

// ---- The merge.
const conflict = (message: string): never => {
  throw new Error(message);
};
const intersectType = (a: string, b: string) => (a === b ? a : (a === 'number' && b === 'integer') || (a === 'integer' && b === 'number') ? 'integer' : undefined);
function mergeTypes(a: string | string[], b: string | string[]): string | string[] {
  if (a === b) return a;
  const found = new Set<string>();
  for (const x of Array.isArray(a) ? a : [a]) for (const y of Array.isArray(b) ? b : [b]) {
    const t = intersectType(x, y);
    if (t) found.add(t);
  }
  if (!Array.isArray(a) && !Array.isArray(b) && found.size) return [...found][0]!;
  if (found.size === 1 && (Array.isArray(a) || Array.isArray(b))) return [...found][0]!;
  if (found.size > 1) return [...found];
  return conflict(`It is not possible to create an intersection of the following incompatible types: ${a.toString()}, ${b.toString()}`);
}
const recordsMerge = (merge: (l: Loose, r: Loose) => Loose) => (left: Schema, right: Schema) => {
  const out = { ...left };
  for (const key of Object.keys(right)) out[key] = left[key] === undefined ? right[key] : merge(left[key], right[key]);
  return out;
};
const gcd = (a: number, b: number): number => (a ? gcd(b % a, a) : b);
function pairs<T>(l: T[], r: T[], action: (a: T, b: T) => void) {
  for (const a of l) for (const b of r) action(a, b);
}
function mergeLists(l: Def[], r: Def[]): Def[] {
  const out: Def[] = [];
  pairs(l, r, (a, b) => {
    try {
      out.push(mergeDefs(a, b));
    } catch {
      // an impossible pair is left out
    }
  });
  if (!out.length) conflict(`No valid schema combinations could be produced for "${JSON.stringify(l)}" and "${JSON.stringify(r)}"; the merged result is empty`);
  return dedupDefs(out);
}
const either = (a: boolean, b: boolean) => a || b;
const first = (a: unknown) => a;
const mergeRecordsOfDefs = recordsMerge((a, b) => mergeDefs(a, b));
const MERGERS: Schema = {
  $defs: mergeRecordsOfDefs,
  definitions: mergeRecordsOfDefs,
  type: mergeTypes,
  not: (a: Def, b: Def) => {
    const items = dedupDefs([a, b]);
    return items.length === 1 ? items[0] : { anyOf: items };
  },
  pattern: (a: string, b: string) => (a === b ? a : `(?=.*(?:${a}))(?=.*(?:${b}))`),
  readOnly: either, writeOnly: either, uniqueItems: either,
  enum: (a: unknown[], b: unknown[]) => {
    const values = a.length && b.length ? intersectValues(a, b) : [];
    return values.length ? values : conflict(`Intersection of the following enums is empty: "${JSON.stringify(a)}", "${JSON.stringify(b)}"`);
  },
  anyOf: mergeLists,
  oneOf: mergeLists,
  allOf: (l: Def[], r: Def[]) => dedupDefs(l.concat(r)),
  propertyNames: (a: Def, b: Def) => mergeDefs(a, b),
  dependencies: recordsMerge((a, b) => {
    if (Array.isArray(a)) return Array.isArray(b) ? union(a, b) : mergeDefs(b, { required: a });
    return Array.isArray(b) ? mergeDefs(a, { required: b }) : mergeDefs(a, b);
  }),
  examples: (l: unknown, r: unknown) => {
    if (!Array.isArray(l) || !Array.isArray(r)) conflict(`Value of the 'examples' field should be an array, but got "${JSON.stringify(l)}" and "${JSON.stringify(r)}"`);
    return union(l as unknown[], r as unknown[]);
  },
  multipleOf: (a: number, b: number) => {
    let factor = 1;
    while (!Number.isInteger(a) || !Number.isInteger(b)) {
      factor *= 10;
      a *= 10;
      b *= 10;
    }
    return Math.abs(a * b) / gcd(a, b) / factor;
  },
  exclusiveMaximum: Math.min, maximum: Math.min, maxItems: Math.min, maxLength: Math.min, maxProperties: Math.min,
  exclusiveMinimum: Math.max, minimum: Math.max, minItems: Math.max, minLength: Math.max, minProperties: Math.max,
  required: union,
  // Every other keyword (title, description, default, const, $ref, format, ...): the left one stays.
};

/** Sets `key`, or removes it when the value allows anything. */
function assignDef(target: Schema, key: string, value: unknown) {
  if (value === undefined || isAllowAny(value)) delete target[key];
  else target[key] = value;
}

type Pattern = [RegExp, Def];
const compile = (patterns: Schema | undefined): [Pattern[], string[]] => {
  const keys = patterns ? Object.keys(patterns) : [];
  return [keys.map((source) => [new RegExp(source), patterns![source]]), keys];
};
/** Adds the schemas of the patterns matching `key`; true when one of them is `false`. */
function addMatching(target: Def[], key: string, patterns: Pattern[]): boolean {
  for (const [regExp, schema] of patterns) {
    if (!regExp.test(key)) continue;
    if (schema === false) return true;
    target.push(schema);
  }
  return false;
}
function property(key: string, value: Def, patterns: Pattern[], opposite: Def | undefined, oppositePatterns: Pattern[], oppositeAdditional: Def | undefined): Def | undefined {
  if (value === false) return false;
  const constraints: Def[] = [value];
  if (opposite !== undefined) {
    if (opposite === false) return false;
    constraints.push(opposite);
  }
  if (addMatching(constraints, key, oppositePatterns)) return false;
  const notYetAllowed = constraints.length < 2;
  if (oppositeAdditional === false) {
    if (notYetAllowed) return undefined;
    if (addMatching(constraints, key, patterns)) return false;
  } else if (notYetAllowed && oppositeAdditional !== undefined) constraints.push(oppositeAdditional);
  return constraints.length === 1 ? constraints[0] : mergeArray(constraints);
}
function patternsWithAdditional(target: Schema, patterns: Schema | undefined, keys: string[], matched: Set<string>, oppositeAdditional: Def, oppositeAllowsAny: boolean) {
  if (keys.length > 0 && oppositeAdditional !== false) {
    if (oppositeAllowsAny) Object.assign(target, patterns);
    else for (const pattern of keys) if (!matched.has(pattern)) target[pattern] = mergeDefs(patterns![pattern], oppositeAdditional);
  }
  return target;
}
function assignProperties(target: Schema, l: Schema, r: Schema): Schema {
  const { properties: lProps = {}, patternProperties: lPatterns, additionalProperties: lAdditional = true } = l;
  const { properties: rProps = {}, patternProperties: rPatterns, additionalProperties: rAdditional = true } = r;
  const lAny = isAllowAny(lAdditional);
  const rAny = isAllowAny(rAdditional);
  if (lAny && rAny) {
    assignDef(target, 'properties', mergeRecordsOfDefs(lProps, rProps));
    assignDef(target, 'patternProperties', lPatterns && rPatterns ? mergeRecordsOfDefs(lPatterns, rPatterns) : lPatterns ?? rPatterns);
    delete target.additionalProperties;
    return target;
  }
  assignDef(target, 'additionalProperties', mergeDefs(lAdditional, rAdditional));
  const properties: Schema = {};
  const [lCompiled, lKeys] = compile(lPatterns);
  const [rCompiled, rKeys] = compile(rPatterns);
  for (const key of Object.keys(lProps)) {
    const prop = property(key, lProps[key], lCompiled, rProps[key], rCompiled, rAny ? undefined : rAdditional);
    if (prop !== undefined) properties[key] = prop;
  }
  const lNames = new Set(Object.keys(lProps));
  for (const key of Object.keys(rProps)) {
    if (lNames.has(key)) continue;
    const prop = property(key, rProps[key], rCompiled, undefined, lCompiled, lAny ? undefined : lAdditional);
    if (prop !== undefined) properties[key] = prop;
  }
  assignDef(target, 'properties', properties);
  let patterns: Schema = {};
  const matched = new Set<string>();
  pairs(lKeys, rKeys, (lKey, rKey) => {
    if (Object.is(lKey, rKey)) matched.add(lKey).add(rKey);
    patterns[lKey === rKey ? lKey : `(?=.*(?:${lKey}))(?=.*(?:${rKey}))`] = mergeDefs(lPatterns[lKey], rPatterns[rKey]);
  });
  patterns = patternsWithAdditional(patterns, lPatterns, lKeys, matched, rAdditional, rAny);
  patterns = patternsWithAdditional(patterns, rPatterns, rKeys, matched, lAdditional, lAny);
  assignDef(target, 'patternProperties', patterns);
  return target;
}
function assignItems(target: Schema, l: Schema, r: Schema): Schema {
  const takeItems = ({ items, additionalItems }: Schema) => {
    target.items = items;
    assignDef(target, 'additionalItems', Array.isArray(items) ? additionalItems : undefined);
    return target;
  };
  if (l.items === undefined) {
    if (r.items !== undefined) return takeItems(r);
    delete target.items;
    delete target.additionalItems;
    return target;
  }
  if (r.items === undefined) return takeItems(l);
  const { items: lItems, additionalItems: lAdditional } = l;
  const { items: rItems, additionalItems: rAdditional } = r;
  const list: Def[] = [];
  target.items = list;
  if (Array.isArray(lItems) && Array.isArray(rItems)) {
    const [count, additional, tail] = lItems.length < rItems.length ? [lItems.length, lAdditional, rItems] : [rItems.length, rAdditional, lItems];
    let i = 0;
    for (; i < count; i++) list.push(mergeDefs(lItems[i], rItems[i]));
    if (additional === false) target.additionalItems = false;
    else {
      const anyMore = additional === undefined || isAllowAny(additional);
      for (; i < tail.length; i++) list.push(anyMore ? tail[i] : mergeDefs(tail[i], additional));
      assignDef(target, 'additionalItems', lAdditional !== undefined && rAdditional !== undefined ? mergeDefs(lAdditional, rAdditional) : lAdditional ?? rAdditional);
    }
  } else if (Array.isArray(lItems) || Array.isArray(rItems)) {
    const [tuple, item, additional] = Array.isArray(lItems) ? [lItems, rItems, lAdditional] : [rItems as Def[], lItems, rAdditional];
    assignDef(target, 'additionalItems', additional && mergeDefs(additional, item));
    for (const entry of tuple) list.push(mergeDefs(entry, item));
  } else {
    delete target.additionalItems;
    target.items = mergeDefs(lItems, rItems);
  }
  return target;
}
const CONDITION = ['if', 'then', 'else'];
function copyCondition(target: Schema, source: Schema) {
  for (const key of CONDITION) if (source[key] !== undefined) target[key] = source[key];
  return target;
}
function assignCondition(target: Schema, l: Schema, r: Schema): Schema {
  copyCondition(target, l);
  const branch = copyCondition({}, r);
  target.allOf = target.allOf === undefined ? [branch] : target.allOf.concat(branch);
  return target;
}
function assignContains(target: Schema, l: Schema, r: Schema): Schema {
  const { contains: a } = l;
  const { contains: b } = r;
  if (a === b) return target;
  if (a === false || b === false) target.contains = false;
  else if (isAllowAny(a)) target.contains = b;
  else if (!isAllowAny(b) && dedupDefs([a, b]).length !== 1) target.allOf = target.allOf === undefined ? [{ contains: b }] : dedupDefs(target.allOf.concat({ contains: b }));
  return target;
}
type Assigner = (target: Schema, l: Schema, r: Schema) => Schema;
const GROUPS: [string[], Assigner][] = [
  [['properties', 'patternProperties', 'additionalProperties'], assignProperties],
  [['items', 'additionalItems'], assignItems],
  [CONDITION, assignCondition],
  [['contains'], assignContains],
];
const ASSIGNERS = new Map(GROUPS.flatMap(([keys, assign]) => keys.map((key) => [key, [keys, assign] as const])));

const CHECKS: [string, string, (t: Schema) => boolean][] = [
  ['minimum', 'maximum', (t) => t.maximum >= t.minimum],
  ['exclusiveMinimum', 'maximum', (t) => t.maximum > t.exclusiveMinimum],
  ['minimum', 'exclusiveMaximum', (t) => t.exclusiveMaximum > t.minimum],
  ['exclusiveMinimum', 'exclusiveMaximum', (t) => t.exclusiveMaximum > t.exclusiveMinimum],
  ['minLength', 'maxLength', (t) => t.maxLength >= t.minLength],
  ['minItems', 'maxItems', (t) => t.maxItems >= t.minItems],
  ['minProperties', 'maxProperties', (t) => t.maxProperties >= t.minProperties],
];
const checkFor = ([a, b, holds]: (typeof CHECKS)[number]) => (t: Schema) => {
  if (!holds(t)) conflict(`Schema keys '${a}' and '${b}' are conflicting (${a}: ${JSON.stringify(t[a])}, ${b}: ${JSON.stringify(t[b])})`);
};
const CHECKS_BY_KEY = new Map<string, [string, (t: Schema) => void][]>();
for (const entry of CHECKS) {
  const check = checkFor(entry);
  for (const [key, opposite] of [[entry[0], entry[1]], [entry[1], entry[0]]] as const) CHECKS_BY_KEY.set(key, [...(CHECKS_BY_KEY.get(key) ?? []), [opposite, check]]);
}

function mergeDefs(left: Def, right: Def): Def {
  if (left === false || right === false) return false;
  if (isAllowAny(left)) return isAllowAny(right) ? true : right;
  if (isAllowAny(right)) return left;
  const l = left as Schema;
  const r = right as Schema;
  let target: Schema = { ...l };
  const assigners = new Set<Assigner>();
  const checks = new Set<(t: Schema) => void>();
  for (const key of Reflect.ownKeys(r) as string[]) {
    const value = r[key];
    if (value === undefined) continue;
    for (const [opposite, check] of CHECKS_BY_KEY.get(key) ?? []) if (l[opposite] !== undefined) checks.add(check);
    const group = ASSIGNERS.get(key);
    if (group && group[0].some((k) => l[k] !== undefined)) {
      assigners.add(group[1]);
      continue;
    }
    if (l[key] === undefined) target[key] = value;
    else target[key] = (MERGERS[key] ?? first)(l[key], value);
  }
  for (const assign of assigners) target = assign(target, l, r);
  for (const check of checks) check(target);
  return target;
}

function mergeArray(schemas: Def[]): Def {
  let result = schemas[0]!;
  for (let i = 1; i < schemas.length; i++) {
    const merged = mergeDefs(result, schemas[i]!);
    if (merged === false) return false;
    if (!isAllowAny(merged)) result = merged;
  }
  return result;
}

/** The schema with its allOf (and the allOf of its members, depth first) merged into one. */
export default function shallowAllOfMerge(schema: Def): Def {
  const members: Def[] = [];
  const stack: Def[] = [schema];
  while (stack.length) {
    const current = stack.pop()!;
    if (typeof current === 'boolean' || current.allOf === undefined) {
      members.push(current);
      continue;
    }
    const { allOf, ...rest } = current;
    members.push(rest);
    for (let i = allOf.length - 1; i >= 0; i--) stack.push(allOf[i]);
  }
  return mergeArray(members);
}
