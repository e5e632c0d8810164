// Every failure leaves the sandbox as the spec's error envelope, with a unique Instance.
import type { DenyItem, ErrorType, FieldProblem } from '../api/errors';
import { statusOfErrorType } from '../api/errors';

export class SandboxError extends Error {
  constructor(
    readonly type: ErrorType,
    readonly detail: string,
    readonly extra: { problems?: FieldProblem[]; denials?: DenyItem[]; status?: number; retryAfterSeconds?: number } = {},
  ) {
    super(detail);
  }
  get status(): number {
    return this.extra.status ?? statusOfErrorType(this.type);
  }
}

export const fieldError = (Field: string, Description: string, Reason: FieldProblem['Reason'] = 'SchemaValidation', type: ErrorType = 'InvalidMessage') =>
  new SandboxError(type, `${Field}: ${Description}`, { problems: [{ Field, Reason, Description }] });

export const invalid = (problems: FieldProblem[], detail = 'The request is not valid.') => new SandboxError('InvalidMessage', detail, { problems });

export const notFound = (Field: string, what: string) =>
  new SandboxError('ResourceNotFound', `${what} does not exist.`, { problems: [{ Field, Reason: 'IntegrityValidation', Description: `${what} does not exist` }] });

export function envelopeResponse(error: SandboxError, action: string, instance: string): Response {
  const body = {
    Type: error.type,
    Action: action,
    Detail: error.detail,
    Instance: instance,
    ...(error.extra.problems?.length ? { RequestExtension: { Body: error.extra.problems } } : {}),
    ...(error.extra.denials?.length ? { DenyExtension: error.extra.denials } : {}),
  };
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (error.extra.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.extra.retryAfterSeconds);
  return new Response(JSON.stringify(body), { status: error.status, headers });
}
