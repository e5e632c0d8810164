// The kit's words a test run may give the demo before its page loads (e2e/kit-pages.spec.ts puts
// the pseudo-locale here with Playwright's addInitScript): so the demo renders in a language that
// ships nowhere, with no code or catalogue of it in the demo's bundle. A real visit never has it.
import type { RampkitProviderProps } from 'rampkit';

export type TestWords = Pick<RampkitProviderProps, 'locale' | 'messages' | 'formMessages'>;

declare global {
  interface Window {
    __rampkitTestWords?: TestWords;
  }
}

/** The provider props a test gave, or none. */
export const testWords = (): TestWords | undefined => window.__rampkitTestWords;
