// The error envelope every failed request returns (its schemas in envelope.ts) and ApiError
// (api-error.ts, zod-free, so the client raises it on a host's first paint), with what reads an
// error answer by the envelope's schema: apiErrorFromResponse, a plain function of this module.
import { z } from 'zod/mini';
import { en } from 'zod/locales';
import { ApiError, errorTypeOfStatus, localInstance, parseRetryAfter } from './api-error';
import { DenyItemSchema, ErrorEnvelopeSchema, FieldProblemSchema, type ErrorEnvelope, type FieldProblem } from './envelope';
import { ERROR_TYPES } from './values';

// English messages for what zod words itself (see common.ts).
z.config(en());

export { ApiError, errorTypeOfStatus, hasNoCustomerDetails, isApiError, statusOfErrorType, type FieldError, type NextAction } from './api-error';
export {
  DENY_REASONS, DenyItemSchema, DenyReasonSchema, ERROR_REASONS, ErrorEnvelopeSchema, ErrorReasonSchema, ErrorTypeSchema, FieldProblemSchema,
  type DenyItem, type DenyReason, type ErrorEnvelope, type ErrorReason, type FieldProblem,
} from './envelope';
export { ERROR_TYPES, type ErrorType } from './values';

/**
 * Builds an ApiError from any HTTP error answer, envelope or not: the body is read by the
 * envelope's schema, as tolerantly as a success answer.
 */
export function apiErrorFromResponse(status: number, body: unknown, options: { action?: string; retryAfter?: string | null } = {}): ApiError {
  const retryAfterMs = parseRetryAfter(options.retryAfter);
  // A Type this contract does not know is read by its status; on a 409 it can only be the
  // duplicate-resource condition (its Type is not shown), which must not be retried as a Conflict.
  const unknownType = typeof body === 'object' && body !== null && 'Type' in body && typeof body.Type === 'string' && !(ERROR_TYPES as readonly string[]).includes(body.Type);
  const envelope = readEnvelope(unknownType ? { ...body, Type: status === 409 ? 'Duplicate' : errorTypeOfStatus(status) } : body);
  if (envelope) return new ApiError(status, envelope, { retryAfterMs });
  const detail =
    typeof body === 'object' && body !== null && 'Detail' in body && typeof body.Detail === 'string'
      ? body.Detail
      : `The server answered ${status} without an error description.`;
  return new ApiError(status, { Type: errorTypeOfStatus(status), Action: options.action ?? 'Unknown', Detail: detail, Instance: localInstance() }, { retryAfterMs });
}

function readEnvelope(body: unknown): ErrorEnvelope | undefined {
  const parsed = ErrorEnvelopeSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  // Read as tolerantly as a success answer: a field problem or denial of a kind this contract does
  // not know yet is left out, the envelope and every problem it does know are kept.
  const known = ErrorEnvelopeSchema.safeParse(withKnownItems(body));
  return known.success ? known.data : undefined;
}

function withKnownItems(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const { RequestExtension, DenyExtension, ...rest } = body as Record<string, unknown>;
  const problems = (RequestExtension as { Body?: unknown } | undefined)?.Body;
  return {
    ...rest,
    ...(Array.isArray(problems) ? { RequestExtension: { Body: problems.filter((p) => FieldProblemSchema.safeParse(p).success) } } : {}),
    ...(Array.isArray(DenyExtension) ? { DenyExtension: DenyExtension.filter((d) => DenyItemSchema.safeParse(d).success) } : {}),
  };
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
