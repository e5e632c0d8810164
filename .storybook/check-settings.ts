// How the stories' design and language checks behave where they run. In Storybook's own UI they
// report to the console and fail nothing; the test runs (vitest.setup.ts) set the policy from the
// environment, keep every finding for the run's report and pin the kit's fonts.
import type { Finding } from '../tooling/kit-checks/dom';
import { formatFinding } from '../tooling/kit-checks';
import type { CheckPolicy } from '../tooling/kit-checks/policy';

export interface CheckSettings {
  /** Failing findings fail the story (the test runs); else they are only reported. */
  enforce: boolean;
  policy: CheckPolicy;
  /** Keeps a story's findings (all of them, failing or not). */
  record: (story: string, findings: Finding[]) => Promise<void>;
  /** The kit's fonts set to installed families (Noto Sans, DejaVu Sans Mono), so pictures do not follow system-ui. */
  pinFonts: boolean;
}

export const checkSettings: CheckSettings = {
  enforce: false,
  policy: { strictDesign: false, strictI18n: false },
  record: async (story, findings) => {
    for (const finding of findings) console.warn(`${story}: ${formatFinding(finding)}`);
  },
  pinFonts: false,
};

/** Installed by .ci/run from Debian's fonts-noto-core and fonts-dejavu-core. */
export const PINNED_FONTS = { fontFamily: '"Noto Sans", "DejaVu Sans", sans-serif', fontFamilyMono: '"DejaVu Sans Mono", monospace' };
