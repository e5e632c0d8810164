// The one Nonce rule (not-shown.md, "Sell execution"; deposit rules take "Nonce as for sell"): the
// same Nonce with the same body answers the first result again, with another body 409 Duplicate,
// for 24 hours. Sell and deposit rules share it, so a Nonce reused across the two is a Duplicate too.
// Requests with one Nonce run one at a time: a second that arrives while the first is still being
// answered (a retry overtaking its attempt, or a race on purpose) waits for it and is then answered
// by the rule, instead of acting a second time under the same Nonce.
import { sha256Hex } from '../wire/hash';
import type { HandlerResult, SandboxContext } from './context';
import { SandboxError } from './envelope';

const NONCE_MEMORY_MS = 24 * 3600 * 1000;

/** Per store, the last request of each Nonce still being answered (settled: removed). */
const inFlight = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Answers a request that carries a Nonce: `run` acts once per Nonce; the same Nonce and body again
 * get its success again, another body 409 Duplicate. A refused request leaves the Nonce free.
 */
export function oncePerNonce(ctx: SandboxContext, operation: string, nonce: string, request: unknown, field: string, run: () => HandlerResult | Promise<HandlerResult>): Promise<HandlerResult> {
  const queues = inFlight.get(ctx.state.nonces) ?? inFlight.set(ctx.state.nonces, new Map()).get(ctx.state.nonces)!;
  const before = queues.get(nonce);
  const answered = (before ? before.then(() => undefined, () => undefined) : Promise.resolve()).then(() => answer(ctx, operation, nonce, request, field, run));
  const settled = answered.then(() => undefined, () => undefined);
  queues.set(nonce, settled);
  void settled.then(() => {
    if (queues.get(nonce) === settled) queues.delete(nonce);
  });
  return answered;
}

async function answer(ctx: SandboxContext, operation: string, nonce: string, request: unknown, field: string, run: () => HandlerResult | Promise<HandlerResult>): Promise<HandlerResult> {
  const hash = await sha256Hex(`${operation}\n${JSON.stringify(request)}`);
  const now = ctx.clock.now();
  const seen = ctx.state.nonces.get(nonce);
  if (seen && now - seen.at < NONCE_MEMORY_MS) {
    if (seen.hash !== hash) {
      throw new SandboxError('Duplicate', `Nonce ${nonce} was already used with a different request body.`, {
        problems: [{ Field: field, Reason: 'IntegrityValidation', Description: 'this Nonce was used for another request: create a new Nonce for a new attempt' }],
      });
    }
    return { status: seen.status, body: seen.body };
  }
  const result = await run();
  ctx.state.nonces.set(nonce, { hash, at: now, status: result.status, body: result.body });
  return result;
}
