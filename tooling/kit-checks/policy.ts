// Which findings fail a run and which are only reported. Every finding is reported (the run's
// report lists them per component); a finding fails the run unless its check is still report-only:
// the 44×44 targets until RAMPKIT_STRICT_TARGETS=1, the language checks until RAMPKIT_STRICT_I18N=1
// (both switched on once the components' restyling and translations have landed).
import type { CheckId, Finding } from './dom';

export interface CheckPolicy {
  /** The design's 44×44 minimum fails (else reported only); WCAG's 24×24 always fails. */
  strictTargets: boolean;
  /** English text in German, raw codes, the sandbox's English titles, pseudo-locale leaks and overflow fail. */
  strictI18n: boolean;
}

const LANGUAGE_CHECKS: ReadonlySet<CheckId> = new Set(['english-text', 'raw-code', 'sandbox-form-title', 'pseudo-leak', 'text-overflow']);

export function policyFromEnv(env: Record<string, string | undefined>): CheckPolicy {
  return { strictTargets: env.RAMPKIT_STRICT_TARGETS === '1', strictI18n: env.RAMPKIT_STRICT_I18N === '1' };
}

/** The findings that fail under the policy. */
export function failingFindings(findings: readonly Finding[], policy: CheckPolicy): Finding[] {
  return findings.filter((f) => (f.check === 'target-44' ? policy.strictTargets : LANGUAGE_CHECKS.has(f.check) ? policy.strictI18n : true));
}
