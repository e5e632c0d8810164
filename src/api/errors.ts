// The error envelope every failed request returns, and ApiError: the one error the client raises.
import { z } from 'zod/mini';
import { en } from 'zod/locales';

// English messages for what zod words itself (see common.ts).
z.config(en());

export const ERROR_TYPES = [
  'InvalidMessage', 'Unauthorized', 'InsufficientBalance', 'Forbidden', 'ResourceNotFound', 'Conflict', 'Duplicate', 'RateLimited', 'Unexpected',
] as const;
export const ErrorTypeSchema = z.enum(ERROR_TYPES);
export type ErrorType = z.infer<typeof ErrorTypeSchema>;

const STATUS_OF_TYPE: Record<ErrorType, number> = {
  InvalidMessage: 400,
  Unauthorized: 401,
  InsufficientBalance: 402,
  Forbidden: 403,
  ResourceNotFound: 404,
  Conflict: 409,
  Duplicate: 409,
  RateLimited: 429,
  Unexpected: 500,
};
export function statusOfErrorType(type: ErrorType): number {
  return STATUS_OF_TYPE[type];
}
export function errorTypeOfStatus(status: number): ErrorType {
  if (status === 413) return 'InvalidMessage';
  const match = (Object.entries(STATUS_OF_TYPE) as [ErrorType, number][]).find(([, s]) => s === status);
  return match?.[0] ?? (status >= 500 || status === 0 ? 'Unexpected' : 'InvalidMessage');
}

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

/** What the caller should do next: the spec's error rules 1-4 as a value an app can switch on. */
export type NextAction =
  | { kind: 'reduce-amount-or-fund'; canDelaySell: boolean }
  | { kind: 'resume-onboarding' }
  | { kind: 'business-verification' }
  | { kind: 'wait-for-approval'; resumeOnboarding: boolean }
  | { kind: 'enable-feature' }
  | { kind: 'account-restricted' }
  | { kind: 'choose-another-channel'; field: string }
  | { kind: 'fix-fields'; fields: string[] }
  | { kind: 'restart-form'; field: string }
  | { kind: 'requote' }
  | { kind: 'retry'; afterMs: number }
  | { kind: 'change-request' }
  | { kind: 'sign-in' }
  | { kind: 'not-found' }
  | { kind: 'contact-support' };

export interface FieldError {
  reason: ErrorReason;
  description: string;
}

const DEFAULT_RETRY_MS = 1000;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly type: ErrorType;
  readonly status: number;
  readonly action: string;
  readonly detail: string;
  readonly instance: string;
  readonly fieldErrors: Readonly<Record<string, FieldError[]>>;
  readonly denials: readonly DenyItem[];
  /** Whether repeating the same request later can succeed (409 Conflict, 429, 5xx, network). */
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;
  readonly envelope: ErrorEnvelope;

  constructor(status: number, envelope: ErrorEnvelope, options: { retryAfterMs?: number; cause?: unknown } = {}) {
    super(envelope.Detail, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.envelope = envelope;
    this.type = envelope.Type;
    this.action = envelope.Action;
    this.detail = envelope.Detail;
    this.instance = envelope.Instance;
    const fieldErrors: Record<string, FieldError[]> = {};
    for (const p of envelope.RequestExtension?.Body ?? []) {
      (fieldErrors[p.Field] ??= []).push({ reason: p.Reason, description: p.Description });
    }
    this.fieldErrors = fieldErrors;
    this.denials = envelope.DenyExtension ?? [];
    this.retryAfterMs = options.retryAfterMs;
    this.retryable = this.type === 'Conflict' || this.type === 'RateLimited' || status >= 500 || status === 0;
  }

  /** Builds an ApiError from any HTTP error answer, envelope or not. */
  static fromResponse(status: number, body: unknown, options: { action?: string; retryAfter?: string | null } = {}): ApiError {
    const retryAfterMs = parseRetryAfter(options.retryAfter);
    const parsed = ErrorEnvelopeSchema.safeParse(body);
    if (parsed.success) return new ApiError(status, parsed.data, { retryAfterMs });
    const type = errorTypeOfStatus(status);
    const detail =
      typeof body === 'object' && body !== null && 'Detail' in body && typeof body.Detail === 'string'
        ? body.Detail
        : `The server answered ${status} without an error description.`;
    return new ApiError(status, { Type: type, Action: options.action ?? 'Unknown', Detail: detail, Instance: localInstance() }, { retryAfterMs });
  }

  /** The request never got an answer (offline, DNS, connection reset, aborted by a timeout). */
  static network(action: string, cause: unknown): ApiError {
    const detail = `The request could not reach the server: ${cause instanceof Error ? cause.message : String(cause)}`;
    return new ApiError(0, { Type: 'Unexpected', Action: action, Detail: detail, Instance: localInstance() }, { cause });
  }

  /** A request the client refused to send because it breaks the contract: same envelope as a 400. */
  static invalidRequest(action: string, problems: FieldProblem[]): ApiError {
    const detail = `The request is not valid: ${problems.map((p) => `${p.Field} ${p.Description}`).join('; ')}`;
    return new ApiError(400, { Type: 'InvalidMessage', Action: action, Detail: detail, Instance: localInstance(), RequestExtension: { Body: problems } });
  }

  /** The server answered 2xx with a body that breaks the contract. */
  static invalidResponse(action: string, status: number, problems: FieldProblem[]): ApiError {
    const detail = `The server's ${status} answer does not match the API contract: ${problems.map((p) => `${p.Field || '(body)'} ${p.Description}`).join('; ')}`;
    return new ApiError(status, { Type: 'Unexpected', Action: action, Detail: detail, Instance: localInstance() });
  }

  get nextAction(): NextAction {
    return nextActionOf(this);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function nextActionOf(error: ApiError): NextAction {
  const fields = Object.entries(error.fieldErrors);
  const notSupported = fields.find(([, errs]) => errs.some((e) => e.reason === 'NotSupported'));
  switch (error.type) {
    case 'InsufficientBalance':
      return { kind: 'reduce-amount-or-fund', canDelaySell: error.action === 'PrepareSell' };
    case 'Forbidden': {
      const denial = error.denials[0];
      if (denial?.Reason === 'VerificationRequired') {
        return denial.Principal?.Type === 'User' ? { kind: 'business-verification' } : { kind: 'resume-onboarding' };
      }
      if (denial?.Reason === 'InsufficientPermissions') return { kind: 'enable-feature' };
      if (denial?.Reason === 'AccountStatus') return { kind: 'account-restricted' };
      return { kind: 'wait-for-approval', resumeOnboarding: false };
    }
    case 'InvalidMessage': {
      if (notSupported) return { kind: 'choose-another-channel', field: notSupported[0] };
      const integrity = fields.find(([, errs]) => errs.some((e) => e.reason === 'IntegrityValidation'));
      if (integrity && /SignedQuote/.test(integrity[0])) return { kind: 'requote' };
      if (integrity && /FormSessionID/.test(integrity[0])) return { kind: 'restart-form', field: integrity[0] };
      return { kind: 'fix-fields', fields: fields.map(([f]) => f) };
    }
    case 'Conflict':
    case 'RateLimited':
      return { kind: 'retry', afterMs: error.retryAfterMs ?? DEFAULT_RETRY_MS };
    case 'Duplicate':
      return { kind: 'change-request' };
    case 'Unauthorized':
      return { kind: 'sign-in' };
    case 'ResourceNotFound':
      return { kind: 'not-found' };
    default:
      return error.retryable ? { kind: 'retry', afterMs: error.retryAfterMs ?? DEFAULT_RETRY_MS } : { kind: 'contact-support' };
  }
}

function parseRetryAfter(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function localInstance(): string {
  return `local-${globalThis.crypto.randomUUID()}`;
}
