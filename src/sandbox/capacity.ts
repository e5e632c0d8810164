// What the sandbox keeps at most. It runs in one process's memory and may face anonymous traffic
// (the demo's back office creates customers for anyone): past its capacity a creation is refused in
// the spec's envelope, 429 RateLimited, and nothing already stored is dropped (a test's customer
// must not vanish under it). Transactions need no cap of their own: each sell spends the business's
// balance, which only the control API or a deposit refills. See docs/adr/0135.
import type { SandboxContext } from './context';
import { SandboxError } from './envelope';

/** Customers a sandbox keeps unless told otherwise: about 60 MB of records at most. */
export const DEFAULT_MAX_CUSTOMERS = 10_000;

/** The Retry-After of a full sandbox's 429. */
export const CAPACITY_RETRY_AFTER_S = 60;

/** Throws the sandbox's "full" answer when one more customer would exceed its capacity. */
export function admitCustomer(ctx: SandboxContext): void {
  const max = ctx.config.maxCustomers;
  if (ctx.state.customers.size < max) return;
  // Every 429 says when to try again (not-shown.md). Waiting alone frees nothing here, so the answer
  // is a minute: time for whoever runs the sandbox to reset it, and no client retrying in a loop.
  throw new SandboxError('RateLimited', `This sandbox keeps at most ${max} customers and holds that many: no customer can be created until it is reset (POST /_sandbox/reset) or given a larger capacity (limits.customers).`, { retryAfterSeconds: CAPACITY_RETRY_AFTER_S });
}
