// The same validation as validate.ts without generating code: @cfworker/json-schema interprets the
// schema, so it runs under a Content-Security-Policy without 'unsafe-eval'. The service's own
// keywords (errorMessage, x-total-max-length, x-validation) are applied here, and problems come out
// with the same fields and messages as the ajv path (a test holds the two together).
import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import type { FieldProblem } from '../../api/errors';
import { assertSafeSchema } from './guard';
import { toFormAnswers } from './json-data';
import { customMessage, ruleMessage } from './messages';

type Json = Record<string, unknown>;

const validators = new WeakMap<object, Validator>();
function validatorFor(schema: Json): Validator {
  let v = validators.get(schema);
  if (!v) {
    const { $schema: _ignored, ...rest } = schema;
    v = new Validator(rest as Schema, '7', false);
    validators.set(schema, v);
  }
  return v;
}

/**
 * True when `data` satisfies `schema` (draft-07 keywords only; used to pick if/then branches).
 * `data` is read as JSON (a cleared field is absent); a schema the validator cannot run throws.
 */
export function isValidEvalFree(schema: Json, data: unknown): boolean {
  return validatorFor(schema).validate(toFormAnswers(data)).valid;
}

const unescape = (p: string) => decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~');
const pointerParts = (location: string) => location.replace(/^#/, '').split('/').slice(1).map(unescape);

function resolve(root: Json, parts: string[]): Json | undefined {
  let node: unknown = root;
  for (const part of parts) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'object' && node !== null ? (node as Json) : undefined;
}

// Keywords that only say "a sub-schema failed": the sub-schema's own errors name the field.
const WRAPPERS = new Set(['properties', 'allOf', 'anyOf', 'if', 'then', 'else', 'items', 'additionalItems', '$ref', 'dependencies', 'patternProperties', 'propertyNames', 'contains', 'not']);
const PRIORITY: Record<string, number> = { errorMessage: 0, 'x-validation': 0, 'x-total-max-length': 0, required: 1 };

function message(keyword: string, schema: Json, inChoice: boolean): string {
  const value = schema[keyword];
  switch (keyword) {
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minItems':
    case 'maxItems':
      return ruleMessage(keyword, { limit: value });
    case 'pattern':
      return ruleMessage('pattern', { pattern: value });
    case 'format':
      return ruleMessage('format', { format: value });
    case 'type':
      return ruleMessage('type', { type: Array.isArray(value) ? value.join(',') : value });
    case 'additionalProperties':
      return ruleMessage('additionalProperties');
    case 'oneOf':
    case 'enum':
      return ruleMessage('choice');
    case 'const':
      return ruleMessage(inChoice ? 'choice' : 'const');
    default:
      return ruleMessage('invalid');
  }
}

function fromUnit(root: Json, unit: OutputUnit): { problem: FieldProblem; rank: number } | undefined {
  if (WRAPPERS.has(unit.keyword)) return undefined;
  const keywordParts = pointerParts(unit.keywordLocation);
  const schemaParts = keywordParts.slice(0, -1);
  const schema = resolve(root, schemaParts) ?? {};
  let field = pointerParts(unit.instanceLocation).join('.');
  if (unit.keyword === 'required') {
    const missing = /"([^"]+)"/.exec(unit.error)?.[1];
    if (missing) field = [field, missing].filter(Boolean).join('.');
  }
  const inChoice = schemaParts.includes('oneOf');
  const custom = customMessage(schema.errorMessage);
  if (custom) return { problem: { Field: field, Reason: 'SchemaValidation', Description: custom }, rank: PRIORITY.errorMessage! };
  const description = unit.keyword === 'required' ? ruleMessage('required') : message(unit.keyword, schema, inChoice);
  return { problem: { Field: field, Reason: 'SchemaValidation', Description: description }, rank: PRIORITY[unit.keyword] ?? 2 };
}

/** The service's own keywords, checked along the branches that apply to `data`. */
function customKeywords(node: Json, data: unknown, path: string[], out: { problem: FieldProblem; rank: number }[]): void {
  const field = path.join('.');
  const total = node['x-total-max-length'];
  if (typeof total === 'number' && typeof data === 'object' && data !== null) {
    const length = Object.values(data).reduce<number>((sum, v) => sum + (typeof v === 'string' ? v.length : 0), 0);
    if (length > total) out.push({ problem: { Field: field, Reason: 'SchemaValidation', Description: customMessage(node['x-validation-message']) ?? ruleMessage('totalMaxLength', { limit: total }) }, rank: 0 });
  }
  const rule = node['x-validation'] as { minDistinctChars?: number; message?: string } | undefined;
  if (rule?.minDistinctChars !== undefined && typeof data === 'string' && new Set(data).size < rule.minDistinctChars) {
    out.push({ problem: { Field: field, Reason: 'SchemaValidation', Description: customMessage(rule.message) ?? ruleMessage('minDistinctChars', { count: rule.minDistinctChars }) }, rank: 0 });
  }
  const properties = node.properties as Record<string, Json> | undefined;
  if (properties && typeof data === 'object' && data !== null && !Array.isArray(data)) {
    for (const [key, sub] of Object.entries(properties)) {
      const value = (data as Record<string, unknown>)[key];
      if (value !== undefined) customKeywords(sub, value, [...path, key], out);
    }
  }
  for (const sub of (node.allOf as Json[] | undefined) ?? []) customKeywords(sub, data, path, out);
  if (node.if && typeof node.if === 'object') {
    const branch = isValidEvalFree(node.if as Json, data) ? node.then : node.else;
    if (branch && typeof branch === 'object') customKeywords(branch as Json, data, path, out);
  }
}

/** Problems with `data` as answers to `schema`, one per field, as validateFormData gives them. */
export function validateFormDataEvalFree(schema: Json, answers: unknown): FieldProblem[] {
  assertSafeSchema(schema);
  const data = toFormAnswers(answers);
  const found: { problem: FieldProblem; rank: number }[] = [];
  const result = validatorFor(schema).validate(data);
  if (!result.valid) for (const unit of result.errors) {
    const entry = fromUnit(schema, unit);
    if (entry) found.push(entry);
  }
  customKeywords(schema, data, [], found);
  const byField = new Map<string, { problem: FieldProblem; rank: number }>();
  for (const entry of found) {
    const seen = byField.get(entry.problem.Field);
    if (!seen || entry.rank < seen.rank) byField.set(entry.problem.Field, entry);
  }
  return [...byField.values()].map((v) => v.problem);
}
