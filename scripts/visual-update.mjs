#!/usr/bin/env node
// `npm run test:visual:update`: every baseline picture made anew — each story in English and German
// at 360 and 1280 px, default and night (visual/stories/), and the demo's first-hour pages
// (visual/demo/) — after the old ones are removed, so a renamed or deleted story leaves none behind.
// The runs' checks still report (a failing check does not keep a picture from being written);
// look at the pictures (git diff shows which changed) before committing visual/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';

const env = { ...process.env, RAMPKIT_VISUAL_UPDATE: '1', FORCE_COLOR: '0' };
rmSync('visual', { recursive: true, force: true });

const runs = [
  { name: 'stories (English and German)', cmd: 'npx', args: ['vitest', 'run', '--project', 'storybook', '--project', 'storybook-de'] },
  { name: "the demo's first-hour pages", cmd: 'npx', args: ['playwright', 'test', 'e2e/kit-pages.spec.ts'] },
];
const failed = [];
for (const run of runs) {
  console.log(`\n=== pictures of ${run.name}`);
  const result = spawnSync(run.cmd, run.args, { stdio: 'inherit', env });
  if (result.status !== 0) failed.push(run.name);
}

const count = (dir) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.png')).length : 0);
console.log(`\n=== ${count('visual/stories')} story pictures and ${count('visual/demo')} demo pictures written to visual/`);
if (failed.length) {
  console.log(`Some tests failed in: ${failed.join(', ')}. A story or page whose play failed has no picture: fix it and run this again. Failing design or language checks alone do not keep pictures from being written.`);
}
process.exit(count('visual/stories') && count('visual/demo') ? 0 : 1);
