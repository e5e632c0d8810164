// Which findings fail a run and which are only reported. Every finding is reported (the run's
// report lists them per component) and every finding fails the run (ADR 0123): WCAG's rules (24×24
// targets, axe in both themes, no sideways scroll at 320 px with and without text spacing), values
// broken inside, the design system's own rules (44×44 targets, the payout at 1.5× the body text, no
// word broken inside itself at 320 px) and the language checks. The two groups beyond WCAG can be
// set back to report-only for one local run, to see a whole list at once while restyling or
// translating: RAMPKIT_STRICT_DESIGN=0, RAMPKIT_STRICT_I18N=0. A story's known problem is its own
// `parameters.kitChecks.known` (with the reason), never a switch.
import type { CheckId, Finding } from './dom';

export interface CheckPolicy {
  /** The design's 44×44 targets, 1.5× payout and unbroken words fail (else reported only). Default on. */
  strictDesign: boolean;
  /** English text in German, raw codes, the sandbox's English titles, pseudo-locale leaks, overflow and cut placeholders fail. Default on. */
  strictI18n: boolean;
}

const DESIGN_CHECKS: ReadonlySet<CheckId> = new Set(['target-44', 'payout-size', 'word-broken']);
const LANGUAGE_CHECKS: ReadonlySet<CheckId> = new Set(['english-text', 'raw-code', 'sandbox-form-title', 'pseudo-leak', 'text-overflow', 'placeholder-cut']);

export function policyFromEnv(env: Record<string, string | undefined>): CheckPolicy {
  return { strictDesign: env.RAMPKIT_STRICT_DESIGN !== '0', strictI18n: env.RAMPKIT_STRICT_I18N !== '0' };
}

/** The findings that fail under the policy. */
export function failingFindings(findings: readonly Finding[], policy: CheckPolicy): Finding[] {
  return findings.filter((f) => (DESIGN_CHECKS.has(f.check) ? policy.strictDesign : LANGUAGE_CHECKS.has(f.check) ? policy.strictI18n : true));
}
