// Browser commands of the story test runs (vite.config.ts registers them; the story's tab calls
// them through `commands` from vitest/browser): sizing the runner's page so a story's frame is
// drawn at scale 1, photographing that frame against its baseline, and keeping the design and
// language checks' findings for the report (tooling/visual/story-findings.ts).
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BrowserCommand } from 'vitest/node';
import type { Finding } from '../kit-checks/dom';
import { checkAgainstBaseline, updatingBaselines, type Verdict } from './baselines.ts';
import { findingsFile } from './story-findings.ts';

export interface StoryShot {
  /** The baseline's path under visual/ ("stories/sell-pricequote--active/en-360-default.png"). */
  name: string;
  /** The height of what the story shows, from the frame's top (the frame may be taller). */
  height: number;
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Makes the runner's page at least this large, so the story's frame is not scaled down to fit. */
    fitStoryPage: (width: number, height: number) => Promise<void>;
    /** Photographs the story's frame and holds it against its baseline. */
    shootStory: (shot: StoryShot) => Promise<Verdict>;
    /** Keeps a story's findings for the run's report. */
    recordStoryFindings: (story: string, findings: Finding[]) => Promise<void>;
  }
}

const MARGIN = 16;

export const fitStoryPage: BrowserCommand<[number, number]> = async ({ page }, width, height) => {
  const current = page.viewportSize();
  if (current && current.width >= width + MARGIN && current.height >= height + MARGIN) return;
  await page.setViewportSize({ width: Math.max(width + MARGIN, current?.width ?? 0), height: Math.max(height + MARGIN, current?.height ?? 0) });
};

const SETTLE_TRIES = 4;

export const shootStory: BrowserCommand<[StoryShot]> = async (context, shot) => {
  const box = await (await (await context.frame()).frameElement()).boundingBox();
  if (!box) throw new Error("The story's frame is not on the runner's page");
  // The page, clipped to the frame's width and the story's height: the frame stands still (the
  // story's own CSS stops motion and the caret, .storybook/photograph.ts), so no more is needed.
  const take = () => context.page.screenshot({ clip: { x: box.x, y: box.y, width: box.width, height: Math.min(shot.height, box.height) }, scale: 'css' });
  let picture = await take();
  if (!updatingBaselines()) {
    const verdict = checkAgainstBaseline(shot.name, picture);
    if (verdict.ok) return verdict;
  }
  // A picture that differs (or one about to become a baseline) may have caught the page mid-change:
  // taken again until two in a row agree.
  for (let i = 0; i < SETTLE_TRIES; i++) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const again = await take();
    // Chromium writes the same bytes for the same pixels.
    const settled = again.equals(picture);
    picture = again;
    if (settled) break;
  }
  return checkAgainstBaseline(shot.name, picture);
};

export const recordStoryFindings: BrowserCommand<[string, Finding[]]> = async ({ project }, story, findings) => {
  if (!findings.length) return;
  const file = findingsFile(project.name);
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, findings.map((finding) => `${JSON.stringify({ story, ...finding })}\n`).join(''));
};
