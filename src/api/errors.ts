// The error envelope every failed request returns (its schemas in envelope.ts) and ApiError
// (api-error.ts, zod-free, so the client raises it on a host's first paint), with what reads an
// error answer by the envelope's schema: apiErrorFromResponse, a plain function of this module.
import { z } from 'zod/mini';
import { en } from 'zod/locales';
import { ApiError, errorTypeOfStatus, localInstance, parseRetryAfter } from './api-error';
import {
  DENY_REASONS, DenyItemSchema, DenyPrincipalSchema, DenyResourceSchema, ErrorEnvelopeSchema, FieldProblemSchema,
  type DenyItem, type ErrorEnvelope, type FieldProblem,
} from './envelope';
import { readerOf } from './reader';
import { ERROR_TYPES, type ErrorType } from './values';

// English messages for what zod words itself (see common.ts).
z.config(en());

export { ApiError, errorTypeOfStatus, hasNoCustomerDetails, isApiError, statusOfErrorType, type FieldError, type NextAction } from './api-error';
export {
  DENY_REASONS, DenyItemSchema, DenyPrincipalSchema, DenyReasonSchema, DenyResourceSchema, ERROR_REASONS, ErrorEnvelopeSchema, ErrorReasonSchema, ErrorTypeSchema, FieldProblemSchema,
  type DenyItem, type DenyReason, type ErrorEnvelope, type ErrorReason, type FieldProblem,
} from './envelope';
export { ERROR_TYPES, type ErrorType } from './values';

/**
 * Builds an ApiError from any HTTP error answer, envelope or not: the body is read part by part
 * (readEnvelope), as tolerantly as a success answer.
 */
export function apiErrorFromResponse(status: number, body: unknown, options: { action?: string; retryAfter?: string | null } = {}): ApiError {
  return new ApiError(status, readEnvelope(status, body, options.action), { retryAfterMs: parseRetryAfter(options.retryAfter) });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of `value` that read by their schema in `shape` (relaxed, reader.ts); one that does not is left out, not the whole. */
function readFields(shape: Record<string, z.ZodMiniType>, value: unknown): Record<string, unknown> {
  const read: Record<string, unknown> = {};
  if (!isRecord(value)) return read;
  for (const [key, schema] of Object.entries(shape)) {
    const field = readerOf(schema).safeParse(value[key]);
    if (field.success && field.data !== undefined) read[key] = field.data;
  }
  return read;
}

// Each part on its own: an envelope without Instance or Action, or with a denial the contract
// words differently, still says what the customer must do (VerificationRequired) and what to fix.
function readEnvelope(status: number, body: unknown, action: string | undefined): ErrorEnvelope {
  const { RequestExtension: _problems, DenyExtension: _denials, ...head } = ErrorEnvelopeSchema.shape;
  const read = readFields(head, body) as Partial<Record<'Type' | 'Action' | 'Detail' | 'Instance', string>>;
  // A Type this contract does not know is read by its status; on a 409 it can only be the
  // duplicate-resource condition (its Type is not shown), which must not be retried as a Conflict.
  const known = (ERROR_TYPES as readonly string[]).includes(read.Type ?? '');
  const type = known ? (read.Type as ErrorType) : status === 409 && read.Type !== undefined ? 'Duplicate' : errorTypeOfStatus(status);
  const record = isRecord(body) ? body : {};
  const problems = isRecord(record.RequestExtension) ? record.RequestExtension.Body : undefined;
  return {
    Type: type,
    Action: read.Action ?? action ?? 'Unknown',
    Detail: read.Detail ?? `The server answered ${status} without an error description.`,
    Instance: read.Instance ?? localInstance(),
    ...(Array.isArray(problems) ? { RequestExtension: { Body: problems.flatMap(readProblem) } } : {}),
    ...(Array.isArray(record.DenyExtension) ? { DenyExtension: record.DenyExtension.flatMap(readDenial) } : {}),
  };
}

/**
 * A field problem read on its own. Without a Description the kit's own words for the Reason say it;
 * without a Field (the prefill's problems may have none) it is the request's as a whole. A Reason this
 * contract does not know (or none) is read as SchemaValidation, the spec's "fails a rule" on that
 * field: its Field and the service's Description still tell the customer what to fix, where leaving
 * it out showed nothing at the field. One with neither Field nor Description says nothing: left out.
 */
function readProblem(problem: unknown): FieldProblem[] {
  if (!isRecord(problem)) return [];
  const { Field, Reason, Description } = FieldProblemSchema.shape;
  const field = Field.safeParse(problem.Field).data ?? '';
  const description = Description.safeParse(problem.Description).data ?? '';
  const reason = Reason.safeParse(problem.Reason);
  if (!reason.success && !field && !description) return [];
  return [{ Field: field, Reason: reason.success ? reason.data : 'SchemaValidation', Description: description }];
}

/**
 * A denial of a known Reason (one the kit has words for), its Principal and Resource each read on
 * their own: a value the contract does not list (a new Subtype) is kept as it came, an unreadable
 * part left out, so the Reason still decides the next action.
 */
function readDenial(item: unknown): DenyItem[] {
  const { Principal: _principal, Resource: _resource, ...head } = DenyItemSchema.shape;
  const denial = readFields(head, item);
  if (!(DENY_REASONS as readonly string[]).includes(denial.Reason as string) || !isRecord(item)) return [];
  for (const [key, schema] of [['Principal', DenyPrincipalSchema], ['Resource', DenyResourceSchema]] as const) {
    const part = readFields(schema.shape, item[key]);
    if (Object.keys(part).length) denial[key] = part;
  }
  return [denial as DenyItem];
}

/** zod issues → envelope field problems with dot paths, e.g. `Form.BankDetails.AccountNumber`. */
export function zodIssuesToFieldProblems(issues: readonly z.core.$ZodIssue[], prefix?: string, input?: unknown): FieldProblem[] {
  return flattenUnions(issues).map((issue) => {
    const path = issue.path.map(String).join('.');
    const Field = [prefix, path].filter(Boolean).join('.');
    // A custom message replaces zod's "received undefined", so absence is read from the input.
    const absent = input !== undefined && issue.path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k as PropertyKey] : undefined), input) === undefined;
    // An absent enum or union member is just as missing as an absent string.
    const shapeIssue = issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union';
    const missing = shapeIssue && (absent || /received undefined/.test(issue.message));
    return { Field, Reason: 'SchemaValidation' as const, Description: missing ? 'is required' : describe(issue) };
  });
}

// zod words an unknown discriminator in its own style; say it the way every other enum says it.
function describe(issue: z.core.$ZodIssue): string {
  const options = (issue as { options?: unknown }).options;
  if (issue.code === 'invalid_union' && Array.isArray(options) && options.length) return `must be one of ${options.join(', ')}`;
  return issue.message;
}

/** A failed union says "no option matched"; the option that came closest says which field is wrong. */
function flattenUnions(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || !('errors' in issue) || !issue.errors?.length) return [issue];
    const closest = [...issue.errors].sort((a, b) => score(a) - score(b))[0] ?? [];
    if (closest.length === 0) return [issue];
    return flattenUnions(closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as z.core.$ZodIssue));
  });
}
// Fewer problems is closer; an unknown key means the wrong shape was chosen, so it weighs more.
const score = (branch: readonly z.core.$ZodIssue[]) => branch.reduce((n, i) => n + (i.code === 'unrecognized_keys' ? 3 : 1), 0);
