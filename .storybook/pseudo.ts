// The pseudo-locale in Storybook (src/i18n/pseudo.ts): a toolbar choice ("pseudo"), and the German
// test run's last look at every story: once its play and checks are done, the provider switches
// to the pseudo-locale in place (the story keeps its state: the step it reached, what was typed)
// and the screen is checked for words from no catalogue and for text that no longer fits.
import type { AfterEach } from '@storybook/react-vite';
import { loadPseudoLocaleProps, type PseudoLocaleProps } from '../src/i18n/pseudo';
import { runKitChecks } from '../tooling/kit-checks';
import { kitRoots } from '../tooling/kit-checks/dom';
import { currentStory, frame, isCurrentStory, settleFindings, wordData } from './checks';

let props: PseudoLocaleProps | undefined;
let shown = false;
const listeners = new Set<() => void>();

export const pseudoLocale = {
  /** Loads the pseudo catalogue and form words (once). */
  load: async (): Promise<PseudoLocaleProps> => (props ??= await loadPseudoLocaleProps()),
  props: (): PseudoLocaleProps | undefined => props,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Shown over the story's own locale (the German run's last look). */
  shown: (): boolean => shown,
  show: (on: boolean): void => {
    if (shown === on) return;
    shown = on;
    for (const listener of listeners) listener();
  },
};

const hasWords = (root: Element) => /\p{L}/u.test(root.textContent ?? '');

/** The German run's last check of a story: the same screen in the pseudo-locale. */
export const pseudoLook: AfterEach = async ({ canvasElement, viewMode, id, parameters }) => {
  if (viewMode === 'docs') return;
  const turn = currentStory();
  const doc = canvasElement.ownerDocument;
  await pseudoLocale.load();
  pseudoLocale.show(true);
  // The provider re-renders with the pseudo words: wait until they are drawn (a root without
  // words, a skeleton, has nothing to wait for).
  for (let tries = 0; tries < 50; tries++) {
    await frame();
    if (!isCurrentStory(turn)) return;
    const roots = kitRoots(doc).filter(hasWords);
    if (roots.every((root) => root.textContent!.includes('⟦'))) break;
  }
  await settleFindings({ id, parameters }, runKitChecks(doc, 'pseudo', wordData()), turn);
};
