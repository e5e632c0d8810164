// Validates answers against a channel's form schema: JSON Schema draft-07 plus the service's own
// keywords (not-shown.md). The sandbox checks submitted forms with it and the kit checks them
// before sending, so a form rule and its message live here once.
import Ajv, { type ErrorObject, type SchemaValidateFunction, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import ajvErrors from 'ajv-errors';
import type { FieldProblem } from '../../api/errors';
import { assertSafeSchema } from './guard';
import { toFormAnswers } from './json-data';
import { customMessage, ruleMessage, withoutEmptyErrorMessages } from './messages';

type Json = Record<string, unknown>;

const totalMaxLength: SchemaValidateFunction = (limit: number, data: unknown, parentSchema?: Json) => {
  if (typeof data !== 'object' || data === null) return true;
  const total = Object.values(data).reduce<number>((sum, v) => sum + (typeof v === 'string' ? v.length : 0), 0);
  if (total <= limit) return true;
  totalMaxLength.errors = [{ keyword: 'x-total-max-length', message: customMessage(parentSchema?.['x-validation-message']) ?? ruleMessage('totalMaxLength', { limit }), params: { limit } }];
  return false;
};

const xValidation: SchemaValidateFunction = (rule: { minDistinctChars?: number; message?: string }, data: unknown) => {
  if (typeof data !== 'string' || rule.minDistinctChars === undefined) return true;
  if (new Set(data).size >= rule.minDistinctChars) return true;
  xValidation.errors = [{ keyword: 'x-validation', message: customMessage(rule.message) ?? ruleMessage('minDistinctChars', { count: rule.minDistinctChars }), params: rule }];
  return false;
};

function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, messages: true });
  addFormats(ajv);
  ajvErrors(ajv, { singleError: true });
  ajv.addKeyword({ keyword: 'x-total-max-length', type: 'object', schemaType: 'number', validate: totalMaxLength, errors: true });
  ajv.addKeyword({ keyword: 'x-validation', schemaType: 'object', validate: xValidation, errors: true });
  // Presentation-only keywords: known, so strict users of the schema don't trip on them.
  for (const keyword of ['placeholder', 'x-symbol', 'x-scan-type', 'x-validation-message', 'metadata']) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword({ keyword });
  }
  return ajv;
}

let shared: Ajv | undefined;
const compiled = new WeakMap<object, ValidateFunction>();

function compile(schema: Json): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    assertSafeSchema(schema);
    shared ??= createAjv();
    // ajv-errors would show an empty errorMessage verbatim; empty means "use the generic message".
    // An $id would make ajv refuse a second schema with the same one: rjsf gives every oneOf option
    // it checks the same made-up $id, and each check is a new object (the guard allows no remote $id).
    const { $schema: _ignored, $id: _id, ...rest } = withoutEmptyErrorMessages(schema);
    fn = shared.compile(rest);
    compiled.set(schema, fn);
  }
  return fn;
}

const toDotPath = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

/** Keywords that only say "a branch failed": the branch's own errors say which field. */
const WRAPPERS = new Set(['if', 'allOf', 'anyOf', 'then', 'else']);

function toProblem(error: ErrorObject): FieldProblem | undefined {
  if (WRAPPERS.has(error.keyword)) return undefined;
  let path = toDotPath(error.instancePath);
  if (error.keyword === 'required') path = [path, (error.params as { missingProperty: string }).missingProperty].filter(Boolean).join('.');
  // ajv-errors wraps the original errors; a `required` message belongs to the missing field.
  if (error.keyword === 'errorMessage') {
    const inner = (error.params as { errors?: ErrorObject[] }).errors?.[0];
    if (inner?.keyword === 'required') path = [path, (inner.params as { missingProperty: string }).missingProperty].filter(Boolean).join('.');
  }
  const choice = error.keyword === 'oneOf' || error.keyword === 'enum' || (error.keyword === 'const' && error.schemaPath.includes('/oneOf/'));
  const message = error.keyword === 'required' ? ruleMessage('required') : choice ? ruleMessage('choice') : error.message ?? ruleMessage('invalid');
  return { Field: path, Reason: 'SchemaValidation', Description: message };
}

// The schema's own message beats a generic one for the same field.
const PRIORITY: Record<string, number> = { errorMessage: 0, 'x-validation': 0, 'x-total-max-length': 0, required: 1 };

/** Problems with `data` as answers to `schema`, one per field (dot paths inside the form). */
export function validateFormData(schema: Json, answers: unknown): FieldProblem[] {
  const validate = compile(schema);
  // The same JSON the eval-free validator sees: a cleared (undefined) field is an absent one.
  if (validate(toFormAnswers(answers))) return [];
  const byField = new Map<string, { problem: FieldProblem; rank: number }>();
  for (const error of validate.errors ?? []) {
    const problem = toProblem(error);
    if (!problem) continue;
    const rank = PRIORITY[error.keyword] ?? 2;
    const seen = byField.get(problem.Field);
    if (!seen || rank < seen.rank) byField.set(problem.Field, { problem, rank });
  }
  return [...byField.values()].map((v) => v.problem);
}
