// Fault injection for QA: a share of answers on matching routes become 500, 409 or 429, and
// answers can be slowed down. Deterministic under a seed so a failing run can be repeated.
import { SandboxError } from './envelope';
import type { IdSource } from './ids';

export interface FaultRule {
  // A path under /v1, matched as a prefix segment by segment: `/` is every route, `/transactions`
  // every transactions route, a `*` segment any one segment (`/onboarding/*` then `/prefill`); the
  // last segment may be the start of a segment (`/workflows/bank-deposit`). Never a regular
  // expression: a user's pattern must not be able to block the event loop (ReDoS).
  Route: string;
  Rate500?: number;
  Rate409?: number;
  Rate429?: number;
  LatencyMs?: number;
}

/** Whether a fault route covers this path; linear in the number of segments. */
export function routeMatches(route: string, path: string): boolean {
  const want = route.split('/').slice(1);
  const have = path.split('/').slice(1);
  if (want.length === 1 && want[0] === '') return true;
  if (want.length > have.length) return false;
  return want.every((segment, i) => segment === '*' || (i === want.length - 1 ? (have[i] as string).startsWith(segment) : have[i] === segment));
}

export function createFaults(ids: IdSource) {
  let rules: FaultRule[] = [];
  const matches = (rule: FaultRule, path: string) => routeMatches(rule.Route, path);
  return {
    get rules() {
      return rules;
    },
    set(next: FaultRule[]) {
      rules = next;
    },
    /** Waits for any latency, then throws the injected error, if one is drawn. */
    async apply(path: string, sleep: (ms: number) => Promise<void>): Promise<void> {
      for (const rule of rules.filter((r) => matches(r, path))) {
        if (rule.LatencyMs) await sleep(rule.LatencyMs);
        const draw = ids.random();
        const r500 = rule.Rate500 ?? 0;
        const r409 = r500 + (rule.Rate409 ?? 0);
        const r429 = r409 + (rule.Rate429 ?? 0);
        if (draw < r500) throw new SandboxError('Unexpected', 'Injected fault: the sandbox answered 500 on purpose.');
        if (draw < r409) throw new SandboxError('Conflict', 'Injected fault: this attempt did not apply; retry the same request after a short delay.');
        if (draw < r429) throw new SandboxError('RateLimited', 'Injected fault: too many requests.', { retryAfterSeconds: 1 });
      }
    },
  };
}
export type Faults = ReturnType<typeof createFaults>;
