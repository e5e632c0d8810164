// The committed screenshots (visual/) and how a new one is held against them: byte for byte first
// (Chromium writes the same PNG for the same pixels, and decoding two PNGs costs more than taking
// them), then pixel by pixel (pixelmatch), a small share of pixels allowed to differ. Stored as
// Chromium wrote them. Node only (the story runs' browser commands and the demo spec use it).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** Where the baselines live: visual/stories/<story-id>/…, visual/demo/… */
export const VISUAL_DIR = join(REPO, 'visual');
/** What a failed comparison leaves for a person to look at: the new picture and the difference. */
export const VISUAL_RESULTS_DIR = join(REPO, 'test-results', 'visual');

/** At most this share of a picture's pixels may differ (0.05 %: a caret or a glyph's edge, never a changed word). */
export const MAX_DIFF_RATIO = 0.0005;
/** pixelmatch's per-pixel colour threshold (0 to 1). */
export const PIXEL_THRESHOLD = 0.1;

/** `RAMPKIT_VISUAL_UPDATE=1` (npm run test:visual:update) writes new baselines instead of comparing. */
export const updatingBaselines = (): boolean => process.env.RAMPKIT_VISUAL_UPDATE === '1';

export interface Comparison {
  /** Within the tolerance. */
  same: boolean;
  differing: number;
  total: number;
  /** Both sizes, when they differ (nothing else is compared then). */
  sizes?: [string, string];
  /** The difference drawn (differing pixels in red over a faded copy), when any differ. */
  diff?: PNG;
}

export function comparePictures(actual: PNG, expected: PNG): Comparison {
  const total = actual.width * actual.height;
  if (actual.width !== expected.width || actual.height !== expected.height) {
    return { same: false, differing: total, total, sizes: [`${actual.width}×${actual.height}`, `${expected.width}×${expected.height}`] };
  }
  if (actual.data.equals(expected.data)) return { same: true, differing: 0, total };
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, { threshold: PIXEL_THRESHOLD });
  return { same: differing <= total * MAX_DIFF_RATIO, differing, total, diff };
}

const write = (file: string, png: Buffer | PNG) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, png instanceof PNG ? PNG.sync.write(png) : png);
};

export type Verdict = { ok: true; written?: boolean } | { ok: false; message: string };

/**
 * A new screenshot against its baseline (a path under visual/). Updating: written when missing or
 * different. Comparing: a
 * missing or different baseline fails, leaving the new picture and the difference in test-results.
 */
export function checkAgainstBaseline(name: string, screenshot: Buffer): Verdict {
  const file = join(VISUAL_DIR, name);
  const stored = existsSync(file) ? readFileSync(file) : undefined;
  if (stored?.equals(screenshot)) return { ok: true };
  const comparison = stored ? comparePictures(PNG.sync.read(screenshot), PNG.sync.read(stored)) : undefined;
  if (updatingBaselines()) {
    // An unchanged picture keeps its file (git shows only what changed).
    if (comparison?.differing === 0) return { ok: true };
    write(file, screenshot);
    return { ok: true, written: true };
  }
  const results = join(VISUAL_RESULTS_DIR, name.replace(/\.png$/, ''));
  if (!comparison) {
    write(`${results}-actual.png`, screenshot);
    return { ok: false, message: `${name}: no baseline (run \`npm run test:visual:update\`); the new picture is ${relative(REPO, results)}-actual.png` };
  }
  if (comparison.same) return { ok: true };
  write(`${results}-actual.png`, screenshot);
  if (comparison.diff) write(`${results}-diff.png`, comparison.diff);
  const what = comparison.sizes ? `the size changed from ${comparison.sizes[1]} to ${comparison.sizes[0]}` : `${comparison.differing} of ${comparison.total} pixels differ (${((comparison.differing / comparison.total) * 100).toFixed(3)} %)`;
  return { ok: false, message: `${name}: ${what}; see ${relative(REPO, results)}-{actual,diff}.png` };
}
