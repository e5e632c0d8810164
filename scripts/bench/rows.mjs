// The summary rows a bench reports to `npm run bench`, which prints them together as the issue's
// table (what, now, target, met). A bench run on its own prints only its own lines.
import { appendFileSync } from 'node:fs';

/**
 * @param {string} what  the row, as the table names it
 * @param {string} now   the figure measured in this run
 * @param {string} target
 * @param {boolean | undefined} met  undefined: reported, no pass/fail
 */
export function reportRow(what, now, target, met) {
  const file = process.env.BENCH_ROWS_FILE;
  if (file) appendFileSync(file, `${JSON.stringify({ what, now, target, met })}\n`);
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
