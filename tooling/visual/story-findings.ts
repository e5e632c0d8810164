// The design and language checks' findings of one story run, kept as JSON lines while the run goes
// (story-commands.ts) and summed up when it ends: a count per check on the console and a report
// per component (test-results/story-checks/<project>.md), the list a component's engineer works from.
// Registered as each story project's globalSetup (vite.config.ts).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findingCounts, findingsReport, type SeenFinding } from '../kit-checks/report.ts';
import { REPO } from './baselines.ts';

/** The run's findings file, named by its project ("storybook-de", without the browser instance's suffix). */
export const findingsFile = (project: string): string => join(REPO, 'test-results', 'story-checks', `${project.replace(/\s*\(.*\)$/, '')}.jsonl`);

export default function setup(project: TestProject) {
  const file = findingsFile(project.name);
  rmSync(file, { force: true });
  return () => {
    if (!existsSync(file)) return;
    const rows = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as SeenFinding);
    const report = file.replace(/\.jsonl$/, '.md');
    mkdirSync(dirname(report), { recursive: true });
    writeFileSync(report, findingsReport(`Design and language checks: ${project.name}`, rows));
    console.log(`\n[${project.name}] design and language checks: ${rows.length} findings in ${new Set(rows.map((r) => r.story)).size} stories (${findingCounts(rows)}); per component: ${relative(REPO, report)}`);
  };
}
