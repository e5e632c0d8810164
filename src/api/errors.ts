// The error envelope every failed request returns, and ApiError (api-error.ts) with fromResponse
// reading an answer by the envelope's schema.
import { z } from 'zod/mini';
import { en } from 'zod/locales';
import { ERROR_TYPES, withEnvelopeReader, type ApiError as ApiErrorClass } from './api-error';

// English messages for what zod words itself (see common.ts).
z.config(en());

export { ERROR_TYPES, errorTypeOfStatus, isApiError, statusOfErrorType, type ErrorType, type FieldError, type NextAction } from './api-error';
export const ErrorTypeSchema = z.enum(ERROR_TYPES);

export const ERROR_REASONS = ['SchemaValidation', 'IntegrityValidation', 'NotSupported', 'SelfReference'] as const;
export const ErrorReasonSchema = z.enum(ERROR_REASONS);
export type ErrorReason = z.infer<typeof ErrorReasonSchema>;

export const DENY_REASONS = ['Compliance', 'VerificationRequired', 'InsufficientPermissions', 'AccountStatus'] as const;
export const DenyReasonSchema = z.enum(DENY_REASONS);
export type DenyReason = z.infer<typeof DenyReasonSchema>;

export const FieldProblemSchema = z.object({ Field: z.string(), Reason: ErrorReasonSchema, Description: z.string() });
export type FieldProblem = z.infer<typeof FieldProblemSchema>;

export const DenyItemSchema = z.object({
  Reason: DenyReasonSchema,
  Description: z.optional(z.string()),
  Principal: z.optional(z.object({ ID: z.optional(z.string()), Type: z.enum(['Customer', 'User']), Subtype: z.optional(z.enum(['Individual', 'Business'])) })),
  Resource: z.optional(z.object({ ID: z.optional(z.string()), Type: z.optional(z.string()) })),
});
export type DenyItem = z.infer<typeof DenyItemSchema>;

export const ErrorEnvelopeSchema = z.object({
  Type: ErrorTypeSchema,
  Action: z.string(),
  Detail: z.string(),
  Instance: z.string(),
  RequestExtension: z.optional(z.object({ Body: z.array(FieldProblemSchema) })),
  DenyExtension: z.optional(z.array(DenyItemSchema)),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

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

/**
 * ApiError as the entries export it: the class itself (one class, whoever created the error),
 * with fromResponse checking a body against ErrorEnvelopeSchema. A value of this module rather than
 * a re-export, so importing ApiError always brings the check along.
 */
export const ApiError = withEnvelopeReader((body) => {
  const parsed = ErrorEnvelopeSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  // Read as tolerantly as a success answer: a field problem or denial of a kind this contract does
  // not know yet is left out, the envelope and every problem it does know are kept.
  const known = ErrorEnvelopeSchema.safeParse(withKnownItems(body));
  return known.success ? known.data : undefined;
});

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
export type ApiError = ApiErrorClass;
