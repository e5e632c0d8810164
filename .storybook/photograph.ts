// The story test runs' pictures (vitest.setup.ts, never Storybook's UI): after its play, every
// story is photographed four times where it stands — 360 and 1280 px wide, the default and the
// night theme — and each picture held against its baseline in visual/stories/<story-id>/
// <locale>-<width>-<theme>.png (tooling/visual/baselines.ts). Night is the kit's own: each kit root
// the story left in the default theme is switched to data-theme="night" (the presets are keyed by
// that attribute alone), and the page behind it goes dark as a dark host's would. While it is
// night, axe checks what a theme changes (contrast) inside the kit. The clock stands still and
// nothing moves while the pictures are taken.
import type { AfterEach } from '@storybook/react-vite';
import axe from 'axe-core';
import { commands, page } from 'vitest/browser';
import { appearanceId, THEMES } from '../src/theme/tokens';
import { freezeClock, resumeClock } from '../tooling/story-clock';
import { componentOf, kitRoots, type Finding } from '../tooling/kit-checks/dom';
import { currentStory, failLater, frame, isCurrentStory, settleFindings } from './checks';
import { PINNED_FONTS } from './check-settings';

export const STORY_WIDTHS = [360, 1280] as const;
/** The runs' phone (vitest.setup.ts): the viewport every story plays in and is left in. */
export const PHONE = { width: 360, height: 800 } as const;
/** Taller stories are cut here (none comes near). */
const MAX_HEIGHT = 8000;
/**
 * Parts whose look follows the clock, painted over: a countdown's time and progress bar (their
 * seconds depend on how fast the play ran), or the whole countdown when its time has no part of its own.
 */
export const CLOCK_PARTS = ['[data-slot=countdown-time]', '[data-slot=countdown-bar]', '[data-slot=countdown]:not(:has([data-slot=countdown-time]))'];
/** The rules a theme changes: axe's others do not depend on colours. */
const THEMED_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * No caret, no transition, no animation: the same pixels however long a frame took. The clock's
 * parts painted over in one colour, their text hidden.
 */
const STILL = [
  '*,*::before,*::after{caret-color:transparent!important;transition:none!important;animation:none!important}',
  `:is(${CLOCK_PARTS.join(',')}){background:#ff00ff!important;color:transparent!important;border-color:#ff00ff!important}`,
  `:is(${CLOCK_PARTS.join(',')}) *{visibility:hidden!important}`,
].join('\n');

type Theme = 'default' | 'night';

/** The look of the runs' pinned fonts: fonts only, so the night preset under it is the night a host gets. */
const PINNED_LOOK = appearanceId({ theme: 'default', variables: PINNED_FONTS });

/** Marks what the photographs add to the page, so a story's start can take away any an abandoned story left. */
const ADDED = 'data-rk-photograph';

/** The page behind the kit at night, as a dark host's (a sheet of its own: taken away whole, whatever else the page has). */
const nightPage = (doc: Document) => {
  const sheet = doc.createElement('style');
  sheet.setAttribute(ADDED, 'night');
  sheet.textContent = `html{color-scheme:dark!important;background:${THEMES.night.colorBackground}!important;color:${THEMES.night.colorText}!important}`;
  return sheet;
};

/**
 * Switches the kit roots that were in the default theme and the page behind. A root with a look of
 * its own (a story's brand colours, resolved for the default theme's background) keeps its theme:
 * switching its attribute would not be the night a host with that appearance gets.
 */
function themeSwitcher(doc: Document) {
  const roots = kitRoots(doc).filter((root) => root.getAttribute('data-theme') === 'default' && [null, PINNED_LOOK].includes(root.getAttribute('data-rk-look')));
  const night = nightPage(doc);
  return (theme: Theme) => {
    for (const root of roots) root.setAttribute('data-theme', theme);
    if (theme === 'night') doc.head.appendChild(night);
    else night.remove();
  };
}

/** The frame's size now (the runs start every story on the phone and leave it there). */
let frameSize: { width: number; height: number } = { ...PHONE };

/** The frame at this size; every check that resizes it goes through here, so `frameSize` stays true. */
export async function resizeFrame(width: number, height: number): Promise<void> {
  if (frameSize.width === width && frameSize.height === height) return;
  if (width > frameSize.width || height > frameSize.height) await commands.fitStoryPage(width, height);
  await page.viewport(width, height);
  frameSize = { width, height };
  await frame();
}

/** How tall the story is: the lowest edge of what the page shows. */
const contentHeight = (doc: Document) => Math.ceil(Math.max(1, ...[...doc.body.children].map((el) => el.getBoundingClientRect().bottom + doc.defaultView!.scrollY)));

/**
 * The story's frame `width` wide and at least as tall as the phone; taller when the story is (so
 * the picture holds all of it, drawn at scale 1). Returns the height of what the story shows.
 */
async function frameTo(doc: Document, width: number): Promise<number> {
  await resizeFrame(width, Math.max(PHONE.height, frameSize.width === width ? frameSize.height : PHONE.height));
  const height = Math.min(MAX_HEIGHT, contentHeight(doc));
  if (height > frameSize.height) {
    await resizeFrame(width, height);
    return Math.min(MAX_HEIGHT, contentHeight(doc));
  }
  return height;
}

async function nightAxe(doc: Document): Promise<Finding[]> {
  if (!kitRoots(doc).length) return [];
  const result = await axe.run({ include: [['[data-rampkit-root]']] }, { runOnly: { type: 'rule', values: THEMED_RULES }, resultTypes: ['violations'] });
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const target = String(node.target[0] ?? '');
      const el = doc.querySelector(target);
      return { check: 'axe-night' as const, component: el ? componentOf(el) : '(kit)', element: target, detail: `${violation.id}: ${(node.failureSummary ?? violation.help).split('\n').slice(1).join(' ').trim() || violation.help}` };
    }),
  );
}

/**
 * A story begins on the stage every story gets: the phone's frame, the default theme's page, no
 * sheet of the photographs'. Only a story abandoned mid-photograph (timed out) leaves anything.
 */
export async function resetStage(doc: Document): Promise<void> {
  for (const added of doc.querySelectorAll(`[${ADDED}]`)) added.remove();
  await resizeFrame(PHONE.width, PHONE.height);
}

/** The afterEach that photographs a story in the run's locale (`en`, `de`). */
export function photographStory(locale: string): AfterEach {
  return async ({ canvasElement, viewMode, id, parameters }) => {
    if (viewMode === 'docs') return;
    const turn = currentStory();
    const doc = canvasElement.ownerDocument;
    freezeClock();
    const still = doc.head.appendChild(doc.createElement('style'));
    still.setAttribute(ADDED, 'still');
    still.textContent = STILL;
    const setTheme = themeSwitcher(doc);
    const findings: Finding[] = [];
    try {
      await doc.fonts.ready;
      // One resize for four pictures (two for a story taller than the phone): default and night
      // at 360, then night and default at 1280.
      for (const [theme, width] of [['default', 360], ['night', 360], ['night', 1280], ['default', 1280]] as const) {
        if (!isCurrentStory(turn)) return;
        setTheme(theme);
        let height = await frameTo(doc, width);
        await frame();
        if (theme === 'night' && width === PHONE.width) findings.push(...(await nightAxe(doc)));
        if (!isCurrentStory(turn)) return;
        let verdict = await commands.shootStory({ name: `stories/${id}/${locale}-${width}-${theme}.png`, height });
        // A story still laying out (an answer that came while it was measured or shot) is taller or
        // shorter afterwards: the picture cut what came (a sell error's step was once shot without
        // its Continue). Shot again, at most twice, once its height holds.
        for (let again = 0; again < 2 && isCurrentStory(turn); again += 1) {
          await frame();
          const now = await frameTo(doc, width);
          if (now === height) break;
          height = now;
          await frame();
          verdict = await commands.shootStory({ name: `stories/${id}/${locale}-${width}-${theme}.png`, height });
        }
        if (!verdict.ok) failLater(`${verdict.message}\nIf the change is meant: npm run test:visual:update, look at the pictures, commit visual/.`, turn);
      }
    } finally {
      // An abandoned story leaves the stage to the one now running (resetStage took its sheets away).
      if (isCurrentStory(turn)) {
        setTheme('default');
        still.remove();
        await resizeFrame(PHONE.width, PHONE.height);
        resumeClock();
      }
    }
    await settleFindings({ id, parameters }, findings, turn);
  };
}
