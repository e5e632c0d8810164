// Deterministic sample answers for a form schema, for tests: a good answer (every required field
// filled along the if/then branches that apply, strings drawn from their pattern) and bad answers.
// A candidate is kept only when the real validator accepts it, so a sample is never wrong by luck.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import RandExp from 'randexp';
import { validateFormData } from '../src/core/form-schema/validate';
import { activeSchema } from '../src/core/form-schema/stale';

type Json = Record<string, unknown>;

export interface NamedFormSchema {
  name: string;
  schema: Json;
}

const readSchemas = (dir: string): NamedFormSchema[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f, schema: JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as Json }));

/** The project's own form schemas in the service's published format (every clone has them). */
// vitest's DOM environments give modules a non-file import.meta.url, but define __dirname.
const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
export const fixtureDir = join(here, '..', 'src', 'core', 'form-schema', 'fixtures');
export const fixtureFormSchemas = (): NamedFormSchema[] => readSchemas(fixtureDir);

/**
 * The service's published samples beside the project (../shared/form-schemas, found from the
 * project or any folder above it, so a git worktree finds them too; RAMPKIT_FORM_SCHEMAS overrides):
 * engineers' machines and CI only, never a user's clone. Tests over them are an extra run that says
 * how many it saw. Nothing from there is ever copied into the project.
 */
function findSharedDir(): string {
  if (process.env.RAMPKIT_FORM_SCHEMAS) return process.env.RAMPKIT_FORM_SCHEMAS;
  const project = join(here, '..');
  for (let dir = dirname(project); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'form-schemas');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return join(dirname(project), 'shared', 'form-schemas');
  }
}
export const sharedDir = findSharedDir();
export function sharedFormSchemas(): NamedFormSchema[] {
  return existsSync(sharedDir) ? readSchemas(sharedDir) : [];
}

/** One line in the test output saying what the extra run over ../shared covered. */
export function reportSharedRun(what: string, count: number): void {
  console.log(count ? `${what}: checked ${count} published form schemas from ${sharedDir}` : `${what}: no published form schemas at ${sharedDir}; ran on the project's own fixtures only`);
}

function seeded(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function sampleString(schema: Json, rand: () => number): string {
  if (schema.const !== undefined) return String(schema.const);
  const example = Array.isArray(schema.examples) ? schema.examples.find((e) => typeof e === 'string' && validateFormData(schema, e).length === 0) : undefined;
  if (typeof example === 'string') return example;
  if (Array.isArray(schema.enum)) return String(schema.enum[0]);
  if (Array.isArray(schema.oneOf)) return String((schema.oneOf[0] as Json).const);
  if (schema.format === 'email') return 'ana.silva@example.com';
  const min = Number(schema.minLength ?? 1);
  const max = Number(schema.maxLength ?? Math.max(min, 24));
  if (typeof schema.pattern === 'string' && schema.pattern) {
    const generator = new RandExp(schema.pattern);
    generator.max = Math.min(max, 40);
    generator.randInt = (a: number, b: number) => a + Math.floor(rand() * (b - a + 1));
    // Printable ASCII letters and digits, so a pattern's "any char" stays typeable.
    generator.defaultRange.subtract(0, 47);
    generator.defaultRange.subtract(58, 64);
    generator.defaultRange.subtract(91, 96);
    generator.defaultRange.subtract(123, 65535);
    for (let i = 0; i < 50; i++) {
      const text = generator.gen();
      if (text.length >= min && text.length <= max) return text;
    }
  }
  const letters = 'Abcdefghij';
  let text = '';
  while (text.length < Math.max(min, Math.min(8, max))) text += letters[Math.floor(rand() * letters.length)]!;
  return text.slice(0, max);
}

function sampleValue(schema: Json, rand: () => number): unknown {
  const type = schema.type;
  if (type === 'object' || schema.properties) return sampleObject(schema, rand);
  if (type === 'boolean') return schema.const ?? true;
  if (type === 'integer' || type === 'number') return schema.const ?? schema.minimum ?? 1;
  if (type === 'array') {
    const items = (schema.items ?? {}) as Json;
    return Array.from({ length: Number(schema.minItems ?? 0) }, () => sampleValue(items, rand));
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
