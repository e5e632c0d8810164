// The checks' findings as a report a component's engineer works from: per check, per component,
// each element once with the stories or pages that show it.
import type { Finding } from './dom';

/** A finding and where it was seen (a story id, a demo page). */
export type SeenFinding = Finding & { story: string };

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** Markdown: a section per check, a list per component. */
export function findingsReport(title: string, rows: readonly SeenFinding[]): string {
  const lines = [`# ${title}`, '', `${rows.length} findings.`, ''];
  for (const [check, checkRows] of [...groupBy(rows, (r) => r.check)].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`## ${check} (${checkRows.length})`, '');
    for (const [component, componentRows] of [...groupBy(checkRows, (r) => r.component)].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`### ${component}`, '');
      for (const [what, same] of groupBy(componentRows, (r) => `${r.element}: ${r.detail}`)) {
        const seen = [...new Set(same.map((r) => r.story))];
        lines.push(`- ${what} — ${seen.length > 3 ? `${seen.slice(0, 3).join(', ')} and ${seen.length - 3} more` : seen.join(', ')}`);
      }
      lines.push('');
    }
  }
  return lines.join('\n');
}

/** "target-44 27, raw-code 9": how many of each. */
export const findingCounts = (rows: readonly Finding[]): string =>
  [...groupBy(rows, (r) => r.check)].map(([check, list]) => `${check} ${list.length}`).join(', ');
