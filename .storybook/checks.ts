// Checks every story gets after its play function (preview.tsx `afterEach`).
import type { AfterEach } from '@storybook/react-vite';
import { formatFinding, runKitChecks, type CheckId, type Finding, type WordData } from '../tooling/kit-checks';
import { failingFindings } from '../tooling/kit-checks/policy';
import { buildWordData } from '../tooling/kit-checks/word-data';
import { checkSettings } from './check-settings';

export const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** The elements that reach past the page's right edge, named so a failure says what to fix. */
function overflowing(doc: Document): string[] {
  const width = doc.documentElement.clientWidth;
  return [...doc.body.querySelectorAll<HTMLElement>('*')]
    .filter((el) => el.getBoundingClientRect().right > width + 0.5)
    .slice(0, 5)
    .map((el) => `${el.tagName.toLowerCase()}${el.dataset.slot ? `[data-slot=${el.dataset.slot}]` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} (right edge ${Math.round(el.getBoundingClientRect().right)} px)`);
}

/** No story scrolls sideways: the page is never wider than the window (360 px in the test runs). */
export const noSidewaysScroll: AfterEach = async ({ canvasElement, viewMode }) => {
  if (viewMode === 'docs') return;
  await frame();
  const doc = canvasElement.ownerDocument;
  const { scrollWidth, clientWidth } = doc.documentElement;
  if (scrollWidth > clientWidth) throw new Error(`The story scrolls sideways: ${scrollWidth} px of content in a ${clientWidth} px window. Widest: ${overflowing(doc).join(', ')}`);
};

/** Every docs page says what its component is for and how to use it. */
export const hasDocsDescription: AfterEach = ({ parameters, title }) => {
  const description = (parameters.docs as { description?: { component?: string } } | undefined)?.description?.component;
  if (!description?.trim()) throw new Error(`${title}: the docs page has no description (parameters.docs.description.component with a usage snippet)`);
};

let words: WordData | undefined;
/** The catalogues' word lists, built once per tab. */
export const wordData = (): WordData => (words ??= buildWordData());

/**
 * What fails the story, collected while its checks run and thrown by the last of them
 * (`failPendingChecks`), so one failing check never keeps the others (or the photographs) from running.
 */
const pending: string[] = [];
/**
 * Which story is running, counted up as each begins. A story that times out leaves its afterEach
 * running on in the tab (a promise is never cancelled), so whatever it finds or changes later must
 * not land on the story after it: it asks `isCurrentStory(turn)` after every wait.
 */
let storyTurn = 0;
export const currentStory = (): number => storyTurn;
export const isCurrentStory = (turn: number): boolean => turn === storyTurn;
/** A problem of the running story, or of `turn` while it is still the running one. */
export const failLater = (problem: string, turn = storyTurn): void => {
  if (isCurrentStory(turn)) pending.push(problem);
};
export const startStoryChecks = (): void => {
  storyTurn += 1;
  pending.length = 0;
};

/**
 * A story's known problems: `parameters.kitChecks.known`, each check with the reason and the issue
 * that fixes it. Still reported; they only do not fail that story.
 */
export interface KitCheckParameters {
  known?: Partial<Record<CheckId, string>>;
}

/** The story a finding belongs to: its id and its parameters (for `kitChecks.known`). */
export interface CheckedStory {
  id: string;
  parameters: { kitChecks?: KitCheckParameters };
}

/** Keeps a story's findings for the report; those the policy does not leave to the report fail the story. */
export async function settleFindings({ id, parameters }: CheckedStory, findings: Finding[], turn = currentStory()): Promise<void> {
  await checkSettings.record(id, findings);
  if (!isCurrentStory(turn)) return;
  const known = parameters.kitChecks?.known ?? {};
  const failing = checkSettings.enforce ? failingFindings(findings, checkSettings.policy).filter((f) => !known[f.check]) : [];
  if (failing.length) failLater(`${failing.length} design or language problem(s) (tooling/kit-checks):\n${failing.map(formatFinding).join('\n')}`, turn);
}

/** The last check of a story: fails it with everything the checks before it found. */
export const failPendingChecks: AfterEach = () => {
  const problems = pending.splice(0);
  if (problems.length) throw new Error(problems.join('\n\n'));
};

/**
 * The design's and language's rules on what the story shows (tooling/kit-checks): tap targets
 * (44×44, and WCAG's 24×24), values that break inside, the payout's size, raw codes; in German,
 * English catalogue strings and the sandbox's English form titles.
 */
export const kitChecks: AfterEach = async ({ canvasElement, viewMode, id, parameters, globals }) => {
  if (viewMode === 'docs') return;
  const turn = currentStory();
  await frame();
  if (!isCurrentStory(turn)) return;
  const doc = canvasElement.ownerDocument;
  const findings = runKitChecks(doc, 'layout', wordData());
  if (globals.locale === 'de') findings.push(...runKitChecks(doc, 'german', wordData()));
  await settleFindings({ id, parameters }, findings, turn);
};
