// The one Nonce rule (not-shown.md, "Sell execution"; deposit rules take "Nonce as for sell"): the
// same Nonce with the same body answers the first result again, with another body 409 Duplicate,
// for 24 hours. Sell and deposit rules share it, so a Nonce reused across the two is a Duplicate too.
import { sha256Hex } from '../wire/hash';
import type { HandlerResult, SandboxContext } from './context';
import { SandboxError } from './envelope';

const NONCE_MEMORY_MS = 24 * 3600 * 1000;

export interface NonceClaim {
  /** The first answer to this Nonce and body, to be sent again unchanged. */
  replay?: HandlerResult;
  /** Records a success under the Nonce; a refused request leaves the Nonce free. */
  remember(result: HandlerResult): HandlerResult;
}

export async function claimNonce(ctx: SandboxContext, operation: string, nonce: string, request: unknown, field: string): Promise<NonceClaim> {
  const now = ctx.clock.now();
  const hash = await sha256Hex(`${operation}\n${JSON.stringify(request)}`);
  const seen = ctx.state.nonces.get(nonce);
  if (seen && now - seen.at < NONCE_MEMORY_MS) {
    if (seen.hash !== hash) {
      throw new SandboxError('Duplicate', `Nonce ${nonce} was already used with a different request body.`, {
        problems: [{ Field: field, Reason: 'IntegrityValidation', Description: 'this Nonce was used for another request: create a new Nonce for a new attempt' }],
      });
    }
    return { replay: { status: seen.status, body: seen.body }, remember: (result) => result };
  }
  return {
    remember(result) {
      ctx.state.nonces.set(nonce, { hash, at: now, status: result.status, body: result.body });
      return result;
    },
  };
}
