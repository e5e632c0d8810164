// Fault injection for QA: a share of answers on matching routes become 500, 409 or 429, and
// answers can be slowed down. Deterministic under a seed so a failing run can be repeated.
import { SandboxError } from './envelope';
import type { IdSource } from './ids';

export interface FaultRule {
  /** A path prefix or a regular expression source, matched against the path under /v1. */
  Route: string;
  Rate500?: number;
  Rate409?: number;
  Rate429?: number;
  LatencyMs?: number;
}

export function createFaults(ids: IdSource) {
  let rules: FaultRule[] = [];
  const matches = (rule: FaultRule, path: string) => {
    if (path.startsWith(rule.Route)) return true;
    try {
      return new RegExp(rule.Route).test(path);
    } catch {
      return false;
    }
  };
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
