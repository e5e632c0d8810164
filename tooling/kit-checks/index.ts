// The kit's design and language checks, run on whatever the page shows inside the kit's roots:
// after every story (.storybook/checks.ts) and on the demo's pages (e2e/kit-pages.spec.ts, bundled).
import { kitRoots, type CheckId, type Finding } from './dom';
import { overflowFindings } from './overflow';
import { payoutFindings } from './payout';
import { placeholderFindings } from './placeholders';
import { targetFindings } from './targets';
import { valueFindings } from './values';
import { germanFindings, pseudoFindings, rawCodeFindings, type WordData } from './words';

export type { CheckId, Finding } from './dom';
export type { WordData } from './words';

/** What a screen is checked for: its layout, or its words in the language it is in. */
export type CheckSet = 'layout' | 'german' | 'pseudo';

/** The findings of one set of checks on the document's kit roots. */
export function runKitChecks(doc: Document, set: CheckSet, data: WordData): Finding[] {
  const roots = kitRoots(doc);
  switch (set) {
    case 'layout':
      return [...targetFindings(roots), ...valueFindings(roots), ...payoutFindings(roots), ...placeholderFindings(roots), ...rawCodeFindings(roots, data)];
    case 'german':
      return germanFindings(roots, data);
    case 'pseudo':
      return [...pseudoFindings(roots, data), ...overflowFindings(roots), ...placeholderFindings(roots)];
  }
}

/** One line per finding, for an error message or a report. */
export const formatFinding = (f: Finding): string => `[${f.check}] ${f.component}: ${f.element}: ${f.detail}`;

export const CHECK_IDS: readonly CheckId[] = ['target-44', 'target-24', 'value-wrap', 'payout-size', 'axe-night', 'english-text', 'raw-code', 'sandbox-form-title', 'pseudo-leak', 'text-overflow', 'placeholder-cut', 'reflow-scroll', 'word-broken'];
