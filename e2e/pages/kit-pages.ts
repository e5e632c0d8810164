// The stories' design and language checks and pictures, on a real page (the demo): the checks of
// tooling/kit-checks bundled into one script the page runs, axe in the night theme, and pictures
// at 360 and 1280 px in the default and night themes held against visual/demo/ by the same
// comparer and tolerance as the stories' (tooling/visual/baselines.ts).
import { appendFileSync, mkdirSync, writeFileSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { axeOn } from '../axe';
import { build } from 'vite';
import type { CheckSet, Finding, WordData } from '../../tooling/kit-checks';
import type * as KitChecks from '../../tooling/kit-checks';
import { buildWordData } from '../../tooling/kit-checks/word-data';
import { findingCounts, findingsReport, type SeenFinding } from '../../tooling/kit-checks/report';
import { checkAgainstBaseline, REPO, updatingBaselines } from '../../tooling/visual/baselines';
import { THEMES } from '../../src/theme/tokens';
import { STORY_EPOCH } from '../../tooling/story-clock';

export const WIDTHS = [360, 1280] as const;
export const HEIGHT = 800;
/** Parts whose look follows the clock or the sandbox's random ids (the demo's server is not on the stories' clock). */
export const VOLATILE_PARTS = [
  '[data-slot=countdown-time]', '[data-slot=countdown-bar]', '[data-slot=countdown]:not(:has([data-slot=countdown-time]))',
  '[data-slot=public-id]', '[data-slot=transaction-id]', 'time', '[data-slot=created]', '[data-slot=address]', '[data-slot=qr]', 'canvas',
  // What e2e/kit-pages.spec.ts marks as decided by the server on every run: a time of day, an id.
  '[data-rk-volatile]',
];

let bundle: Promise<string> | undefined;
/** tooling/kit-checks as one script that sets `window.rampkitChecks` (built once per worker). */
function checksScript(): Promise<string> {
  bundle ??= build({
    configFile: false,
    logLevel: 'warn',
    build: { write: false, minify: false, lib: { entry: fileURLToPath(new URL('../../tooling/kit-checks/index.ts', import.meta.url)), formats: ['iife'], name: 'rampkitChecks' } },
  }).then((result) => {
    const output = Array.isArray(result) ? result[0]! : result;
    if (!('output' in output)) throw new Error('vite build returned a watcher');
    // An init script runs inside a function: the bundle's top-level var is set on window by hand.
    return `${(output.output.find((chunk) => chunk.type === 'chunk') as { code: string }).code}\nwindow.rampkitChecks = rampkitChecks;`;
  });
  return bundle;
}

let words: WordData | undefined;

/** Gives the page the checks (on every document it loads) and a fixed clock for the kit's own countdowns and dates. */
export async function prepareKitPage(page: Page): Promise<void> {
  await page.addInitScript({ content: await checksScript() });
  await page.clock.setFixedTime(STORY_EPOCH);
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/** The findings of one set of checks on what the page shows now. */
export async function kitFindings(page: Page, set: CheckSet): Promise<Finding[]> {
  words ??= buildWordData();
  return page.evaluate(([which, data]) => (window as unknown as { rampkitChecks: typeof KitChecks }).rampkitChecks.runKitChecks(document, which, data), [set, words] as const);
}

/** axe's theme-dependent rules inside the kit's roots (the night theme's contrast). */
export async function themedAxeFindings(page: Page): Promise<Finding[]> {
  if (!(await page.locator('[data-rampkit-root]').count())) return [];
  const results = await axeOn(page).include('[data-rampkit-root]').withRules(['color-contrast', 'link-in-text-block']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((node) => ({ check: 'axe-night' as const, component: '(demo page)', element: node.target.join(' '), detail: `${v.id}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() || v.help}` })));
}

/** The kit's roots in the default theme switched to night (or back), and the page behind them dark. */
export async function setKitTheme(page: Page, theme: 'default' | 'night'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme === 'night' ? 'dark' : 'light' });
  await page.evaluate(
    ([to, night]) => {
      for (const root of document.querySelectorAll<HTMLElement>('[data-rampkit-root]')) {
        if (root.parentElement?.closest('[data-rampkit-root]')) continue;
        const was = root.dataset.rkShotTheme ?? root.getAttribute('data-theme');
        if (was !== 'default') continue;
        root.dataset.rkShotTheme = 'default';
        root.setAttribute('data-theme', to);
      }
      document.documentElement.style.background = to === 'night' ? night.background : '';
    },
    [theme, { background: THEMES.night.colorBackground }] as const,
  );
}

/** The whole page against visual/demo/<name>.png: taken until two pictures agree when it differs. */
/** Taller pages are photographed whole at their own scroll (a bound on the window's size). */
const MAX_PICTURE_HEIGHT = 6000;

export async function photographPage(page: Page, name: string): Promise<string | undefined> {
  // The window as tall as the page: a sticky action bar then sits where the page ends, as a customer
  // scrolled to the bottom sees it, not over the middle of a long form in a full-page picture.
  const take = async () => {
    const size = page.viewportSize()!;
    const height = Math.min(MAX_PICTURE_HEIGHT, await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight)));
    if (height > size.height) await page.setViewportSize({ width: size.width, height });
    try {
      // Only what shows is masked: a part inside a closed disclosure still has a box, and its mask
      // would float over whatever the page draws there.
      const mask = VOLATILE_PARTS.map((s) => page.locator(s).filter({ visible: true }));
      return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', mask, maskColor: '#ff00ff' });
    } finally {
      if (height > size.height) await page.setViewportSize(size);
    }
  };
  let picture = await take();
  if (!updatingBaselines()) {
    const verdict = checkAgainstBaseline(`demo/${name}.png`, picture);
    if (verdict.ok) return undefined;
  }
  for (let i = 0; i < 4; i++) {
    await page.waitForTimeout(200);
    const again = await take();
    // Chromium writes the same bytes for the same pixels.
    const settled = again.equals(picture);
    picture = again;
    if (settled) break;
  }
  const verdict = checkAgainstBaseline(`demo/${name}.png`, picture);
  return verdict.ok ? undefined : verdict.message;
}

const DIR = join(REPO, 'test-results', 'kit-checks');

/** Keeps a page's findings (JSON lines, then a report per run: `report`). */
export function recordFindings(run: string, page: string, findings: readonly Finding[]): void {
  if (!findings.length) return;
  const file = join(DIR, `${run}.jsonl`);
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, findings.map((f) => `${JSON.stringify({ story: page, ...f })}\n`).join(''));
}

export function startFindings(run: string): void {
  rmSync(join(DIR, `${run}.jsonl`), { force: true });
}

/** Writes the run's report; returns a one-line count. */
export function reportFindings(run: string, title: string): string {
  const file = join(DIR, `${run}.jsonl`);
  const rows = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as SeenFinding) : [];
  mkdirSync(DIR, { recursive: true });
  writeFileSync(file.replace(/\.jsonl$/, '.md'), findingsReport(title, rows));
  return `${rows.length} findings (${findingCounts(rows)}): test-results/kit-checks/${run}.md`;
}
