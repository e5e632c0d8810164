// ApiError, the one error the client raises, without zod: the client throws it on a host's first
// paint (a network failure, a contract chunk that did not load) before the contract's checks have
// loaded. Reading an answer's body as the error envelope needs the envelope's schema, so that is
// errors.ts's plain function apiErrorFromResponse, which the contract chunk calls.
import type { DenyItem, ErrorEnvelope, ErrorReason, FieldProblem } from './envelope';
import type { ErrorType } from './values';

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
  /**
   * A 409 Conflict that came back each time the client repeated the request: the spec's "repeated
   * 409", meaning the stored state cannot accept the change and the request must change.
   */
  readonly repeatedConflict: boolean;
  readonly retryAfterMs: number | undefined;
  readonly envelope: ErrorEnvelope;

  constructor(status: number, envelope: ErrorEnvelope, options: { retryAfterMs?: number; cause?: unknown; repeatedConflict?: boolean } = {}) {
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
    this.repeatedConflict = this.type === 'Conflict' && options.repeatedConflict === true;
    this.retryable = (this.type === 'Conflict' && !this.repeatedConflict) || this.type === 'RateLimited' || status >= 500 || status === 0;
  }

  /** This Conflict as the repeated one: what the client throws when every attempt of a request got it. */
  asRepeatedConflict(): ApiError {
    return this.type === 'Conflict' ? new ApiError(this.status, this.envelope, { retryAfterMs: this.retryAfterMs, repeatedConflict: true }) : this;
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

/**
 * Whether the error of a customer read (GET /customers/{CustomerID}) says the customer has no
 * details yet: the spec's 404, for a customer with no record or one whose onboarding has not sent
 * details in. An expected state (the customer is sent to verification), never a failure: the one
 * rule the kit's flows, its live stream and a host's own pages read it by (docs/adr/0172, 0174).
 */
export function hasNoCustomerDetails(error: unknown): boolean {
  return (error as ApiError | null | undefined)?.type === 'ResourceNotFound';
}

function nextActionOf(error: ApiError): NextAction {
  const fields = Object.entries(error.fieldErrors);
  const notSupported = fields.find(([, errs]) => errs.some((e) => e.reason === 'NotSupported'));
  switch (error.type) {
    case 'InsufficientBalance':
      return { kind: 'reduce-amount-or-fund', canDelaySell: error.action === 'PrepareSell' };
    case 'Forbidden': {
      // A customer who must resume onboarding can act now, whatever else is denied beside it; a
      // review or restriction listed first would have them wait for nothing (spec, DenyExtension).
      const denial = error.denials.find((d) => d.Reason === 'VerificationRequired' && d.Principal?.Type === 'Customer') ?? error.denials[0];
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
      if (error.repeatedConflict) return { kind: 'change-request' };
      return { kind: 'retry', afterMs: error.retryAfterMs ?? DEFAULT_RETRY_MS };
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

/** A Retry-After header (seconds or an HTTP date) in milliseconds. */
export function parseRetryAfter(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** An Instance for an error made on this side of the wire. */
export function localInstance(): string {
  return `local-${globalThis.crypto.randomUUID()}`;
}
