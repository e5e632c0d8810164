// Valid answers to any form schema (a channel's FormSchema, a NextStep's Schema, the onboarding
// form), derived from the schema alone: a field's const, a valid example, the first enum / oneOf
// choice, a string drawn from its pattern or made for its format, along the if/then branches the
// answers switch on. A candidate is kept only when the kit's own validator accepts it, so an answer
// is never right by luck. Used by DynamicFormPage.fillFromSchema and the project's own tests.
import RandExp from 'randexp';
import { validateFormData } from '../core/form-schema/validate';
import { activeSchema } from '../core/form-schema/stale';

type Json = Record<string, unknown>;

function seeded(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A value for each string format the validator knows (ajv-formats), as a customer would type it. */
const FORMAT_SAMPLES: Record<string, string> = {
  email: 'ana.silva@example.com',
  date: '1990-05-17',
  'date-time': '2026-01-15T10:30:00Z',
  time: '10:30:00Z',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  'uri-reference': 'https://example.com/',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  uuid: '3f2c8a9e-6b1d-4c2e-9f3a-1b2c3d4e5f60',
  duration: 'P1D',
};

function sampleString(schema: Json, rand: () => number): string {
  if (schema.const !== undefined) return String(schema.const);
  const example = Array.isArray(schema.examples) ? schema.examples.find((e) => typeof e === 'string' && validateFormData(schema, e).length === 0) : undefined;
  if (typeof example === 'string') return example;
  if (Array.isArray(schema.enum)) return String(schema.enum[0]);
  if (Array.isArray(schema.oneOf)) return String((schema.oneOf[0] as Json).const);
  const formatted = typeof schema.format === 'string' ? FORMAT_SAMPLES[schema.format] : undefined;
  if (formatted) return formatted;
  const min = Number(schema.minLength ?? 1);
  const max = Number(schema.maxLength ?? Math.max(min, 24));
  if (typeof schema.pattern === 'string' && schema.pattern) {
    // RandExp draws a class's characters from its default range too (their intersection), so a
    // pattern of letters outside ASCII only (a name in Hanzi) needs a second, wider range (tried
    // only for a pattern that names such letters: each try costs a pass over every seed).
    const beyondAscii = /[^\x20-\x7e\t\n\r]|\\u[0-9a-f]{4}|\\u\{|\\x[89a-f]/i.test(schema.pattern);
    for (const wide of beyondAscii ? [false, true] : [false]) {
      const generator = new RandExp(schema.pattern);
      generator.max = Math.min(max, 40);
      generator.randInt = (a: number, b: number) => a + Math.floor(rand() * (b - a + 1));
      // Printable ASCII letters and digits first, so a pattern's "any char" stays typeable; then
      // every printable character of the Basic Multilingual Plane, surrogates left out.
      generator.defaultRange.subtract(0, 47);
      generator.defaultRange.subtract(58, 64);
      generator.defaultRange.subtract(91, 96);
      generator.defaultRange.subtract(123, 65535);
      if (wide) generator.defaultRange.add(0xa0, 0xd7ff).add(0xf900, 0xfffd);
      for (let i = 0; i < 50; i++) {
        const text = generator.gen();
        if (text.length >= min && text.length <= max) return text;
      }
    }
  }
  const letters = 'Abcdefghij';
  let text = '';
  while (text.length < Math.max(min, Math.min(8, max))) text += letters[Math.floor(rand() * letters.length)]!;
  return text.slice(0, max);
}

function sampleValue(schema: Json, rand: () => number): unknown {
  if (schema.const !== undefined) return schema.const;
  const type = schema.type;
  if (type === 'object' || schema.properties) return sampleObject(schema, rand);
  if (type === 'array') {
    const items = (schema.items ?? {}) as Json;
    const count = Number(schema.minItems ?? 0);
    // A multiple choice: distinct choices, so uniqueItems holds.
    const offered = choicesOf(items);
    if (offered) return offered.slice(0, Math.max(count, 1));
    return Array.from({ length: count }, () => sampleValue(items, rand));
  }
  if (type === 'string' || type === undefined) return sampleString(schema, rand);
  const example = Array.isArray(schema.examples) ? schema.examples.find((e) => validateFormData(schema, e).length === 0) : undefined;
  if (example !== undefined) return example;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') {
    if (typeof schema.minimum === 'number') return type === 'integer' ? Math.ceil(schema.minimum) : schema.minimum;
    if (typeof schema.exclusiveMinimum === 'number') return Math.floor(schema.exclusiveMinimum) + 1;
    return 1;
  }
  return sampleString(schema, rand);
}

/** Branches decided by the ajv path, independently of the eval-free validator the form uses. */
export const ajvDecides = (schema: Json, data: unknown) => validateFormData(schema, data).length === 0;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function sampleObject(schema: Json, rand: () => number, existing: Json = {}): Json {
  const data: Json = { ...existing };
  // Three passes: an answer given in one pass can switch an if/then branch on (also nested ones).
  for (let pass = 0; pass < 3; pass++) {
    const active = activeSchema(schema, data, ajvDecides);
    const properties = (active.properties ?? {}) as Record<string, Json>;
    for (const name of (active.required as string[] | undefined) ?? []) {
      const sub = properties[name] ?? {};
      if (sub.type === 'object' || sub.properties) data[name] = sampleObject(sub, rand, isObject(data[name]) ? data[name] : {});
      else if (data[name] === undefined || validateFormData(sub, data[name]).length) data[name] = sampleValue(sub, rand);
    }
  }
  return data;
}

/** A valid answer to `schema` (starting from `start`), or throws saying which problems no seed could avoid. */
export function goodAnswer(schema: Json, start: Json = {}): Json {
  let problems: unknown[] = [];
  for (let seed = 1; seed <= 60; seed++) {
    const answer = sampleObject(schema, seeded(seed), structuredClone(start));
    problems = validateFormData(schema, answer);
    if (problems.length === 0) return answer;
  }
  throw new Error(`no valid sample found: ${JSON.stringify(problems)}`);
}

/** Paths (dot-joined) of required string fields in a good answer, for making bad ones. */
export function stringFields(answer: Json, prefix: string[] = []): string[][] {
  return Object.entries(answer).flatMap(([k, v]) => (typeof v === 'string' ? [[...prefix, k]] : v && typeof v === 'object' && !Array.isArray(v) ? stringFields(v as Json, [...prefix, k]) : []));
}

/** Every answered leaf (a value that is not an object) with its path; arrays count as leaves. */
export function leaves(answer: unknown, prefix: string[] = []): { path: string[]; value: unknown }[] {
  if (!isObject(answer)) return [{ path: prefix, value: answer }];
  return Object.entries(answer).flatMap(([k, v]) => leaves(v, [...prefix, k]));
}

export const valueAt = (answer: unknown, path: readonly string[]): unknown => path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Json)[key] : undefined), answer);

/** `answer` with `value` at `path`, creating the objects on the way (undefined removes it). */
export function withValue(answer: Json, path: readonly string[], value: unknown): Json {
  const copy = structuredClone(answer);
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (!isObject(node[key])) node[key] = {};
    node = node[key] as Json;
  }
  if (value === undefined) delete node[path[path.length - 1]!];
  else node[path[path.length - 1]!] = value;
  return copy;
}

/** The schema of the field at `path` as it applies to `answer` (branches merged in), if any. */
export function fieldSchemaAt(schema: Json, answer: unknown, path: readonly string[]): Json | undefined {
  let node: Json | undefined = schema;
  let data: unknown = answer;
  for (const key of path) {
    if (!node) return undefined;
    const active = activeSchema(node, data, ajvDecides);
    if (/^\d+$/.test(key) && isObject(active.items)) node = active.items;
    else node = ((active.properties ?? {}) as Record<string, Json>)[key];
    data = isObject(data) || Array.isArray(data) ? (data as Json)[key] : undefined;
  }
  return node ? activeSchema(node, data, ajvDecides) : undefined;
}

/** The values a choice field offers (enum, or a oneOf of consts), in the order it shows them. */
export function choicesOf(field: Json | undefined): unknown[] | undefined {
  if (!field) return undefined;
  if (Array.isArray(field.enum)) return field.enum;
  const options = Array.isArray(field.oneOf) ? (field.oneOf as unknown[]) : [];
  return options.length && options.every((o) => isObject(o) && 'const' in o) ? options.map((o) => (o as Json).const) : undefined;
}

/** Every `const` an `if` compares with, by property name: the values that switch a branch. */
function branchValues(schema: unknown, into = new Map<string, Set<unknown>>()): Map<string, Set<unknown>> {
  if (Array.isArray(schema)) schema.forEach((s) => branchValues(s, into));
  else if (isObject(schema)) {
    if (isObject(schema.if) && isObject(schema.if.properties)) {
      for (const [name, rule] of Object.entries(schema.if.properties)) {
        if (isObject(rule) && 'const' in rule) into.set(name, (into.get(name) ?? new Set()).add(rule.const));
      }
    }
    Object.values(schema).forEach((v) => branchValues(v, into));
  }
  return into;
}

export interface BranchAnswer {
  /** The discriminator that was switched, and the value it took. */
  path: string[];
  value: unknown;
  answer: Json;
}

/**
 * For each discriminator in a good answer (a choice an `if` compares with), a good answer for each
 * other value it can take: the answers a customer who changes their mind ends with.
 */
export function branchAnswers(schema: Json, good: Json = goodAnswer(schema)): BranchAnswer[] {
  const switches = branchValues(schema);
  const out: BranchAnswer[] = [];
  for (const { path, value } of leaves(good)) {
    const values = switches.get(path[path.length - 1]!);
    const offered = choicesOf(fieldSchemaAt(schema, good, path));
    if (!values || !offered) continue;
    for (const other of offered) {
      if (other === value || !values.has(other)) continue;
      try {
        out.push({ path, value: other, answer: goodAnswer(schema, withValue({}, path, other)) });
      } catch {
        // A value no complete answer can go with (the schema contradicts itself there): not a branch.
      }
    }
  }
  return out;
}

/** A NextStep (a step the service asks for before a quote) carries its form in `Schema`. */
export interface SchemaCarrier {
  Schema: Json | unknown;
}

/** Field-by-field overrides: a nested object (`{ BankDetails: { IBAN } }`) or dotted paths (`{ 'BankDetails.IBAN': … }`); `undefined` leaves a field empty. */
export type FormOverrides = Record<string, unknown>;

const schemaOf = (form: Json | SchemaCarrier): Json => (isObject(form) && 'Schema' in form && isObject(form.Schema) && !('properties' in form) ? form.Schema : form) as Json;

/** The overrides as path → value, each leaf of a nested object its own field. */
export function overridePaths(overrides: FormOverrides = {}): { path: string[]; value: unknown }[] {
  return Object.entries(overrides).flatMap(([key, value]) => {
    const path = key.split('.');
    return isObject(value) ? overridePaths(value).map((o) => ({ path: [...path, ...o.path], value: o.value })) : [{ path, value }];
  });
}

/**
 * A valid answer to a form schema or NextStep, with the overrides put in as given (so an override
 * may be wrong on purpose: the answer is then the one a customer who typed it would send). Valid
 * overrides steer the rest: a discriminator chosen by an override gets its branch's fields.
 */
export function answersFromSchema(form: Json | SchemaCarrier, overrides: FormOverrides = {}): Json {
  const schema = schemaOf(form);
  const given = overridePaths(overrides);
  const start = given.reduce<Json>((answer, { path, value }) => withValue(answer, path, value), {});
  let answer: Json;
  try {
    answer = goodAnswer(schema, start);
  } catch {
    // An override no valid answer can go with (a wrong value on purpose): the rest valid without it.
    answer = goodAnswer(schema);
  }
  return given.reduce<Json>((result, { path, value }) => withValue(result, path, value), answer);
}
