// One Nonce per attempt, the kit's one rule for every write the service deduplicates by Nonce (a
// sell, a deposit rule): an attempt is one request body. Sending that body again (a retry, a check
// after a lost answer) reuses its Nonce, so the service applies it at most once; any other body is
// a new attempt with a new Nonce. Both flow controllers (sell, deposit rule) keep their attempts by it.
import type { ApiError } from '../api/errors';

/** A request body and the Nonce it went out with. */
export interface Attempt<B> {
  readonly body: B;
  readonly nonce: string;
}

/** The attempt to send `body` as: the current one when the body is the same (its Nonce again), else a new one. */
export function attemptFor<B>(current: Attempt<B> | undefined, body: B, createNonce: () => string): Attempt<B> {
  return current && sameBody(current.body, body) ? current : { body, nonce: createNonce() };
}

/** No answer, or a server-side failure: the request may or may not have been carried out. */
export function outcomeUnknown(error: ApiError): boolean {
  return error.status === 0 || error.status >= 500;
}

/**
 * After a failure, may the same attempt go out again with its Nonce? While repeating it can help (a
 * retryable refusal, or no answer at all). A Duplicate says the Nonce is spent on another body, and
 * any other definite refusal means it never applied: the next send is a new attempt.
 */
export function keepsAttempt(error: ApiError): boolean {
  return error.nextAction.kind !== 'change-request' && (error.retryable || outcomeUnknown(error));
}

/** The same JSON value: objects by their keys whatever their order, arrays in order. */
function sameBody(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysOf = (value: object) => Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);
  const [ka, kb] = [keysOf(a), keysOf(b)];
  return ka.length === kb.length && ka.every((key) => sameBody((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
