#!/usr/bin/env node
// The built Storybook (`npm run build-storybook`) has a docs page for every component the package
// exports, and each docs page shows its description and usage snippet. Reads what was built, not
// the source: without @storybook/addon-docs the `autodocs` tag made no docs entries at all, while
// every check of the stories' source text still passed.
//   node --import tsx scripts/storybook-docs.mjs [storybook-static]
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../tooling/chromium.mjs';
import { docsOfStoriesFile, plainText, snippet } from './storybook-docs-text.ts';

const dir = resolve(process.argv[2] ?? 'storybook-static');
const indexFile = join(dir, 'index.json');
if (!existsSync(indexFile)) {
  console.error(`${indexFile} is missing: run npm run build-storybook first`);
  process.exit(1);
}
const { entries } = JSON.parse(readFileSync(indexFile, 'utf8'));
const docsEntries = Object.values(entries).filter((entry) => entry.type === 'docs');
const docsByFile = new Map(docsEntries.map((entry) => [entry.importPath, entry]));
const storyFiles = [...new Set(Object.values(entries).map((entry) => entry.importPath))];

// The components `rampkit` exports, listed once for this check and docs-coverage.test.ts.
const { exportedComponents: components } = await import('../stories/support/exported-components.ts');

const problems = [];
const pages = [];
for (const file of storyFiles) {
  const docs = docsOfStoriesFile(readFileSync(file, 'utf8'));
  const entry = docsByFile.get(file);
  if (!entry) {
    if (docs.component) problems.push(`${file}: no docs entry in index.json for ${docs.component}`);
    continue;
  }
  if (!docs.description) problems.push(`${file}: its docs page has no description (parameters.docs.description.component)`);
  else pages.push({ entry, file, ...docs });
}
for (const name of components) {
  const page = pages.find((p) => p.component === name);
  if (!page) problems.push(`${name}: no docs page in the built Storybook (a stories file with \`component: ${name}\` and the autodocs tag)`);
  else if (!snippet(page.description)?.includes(`<${name}`)) problems.push(`${name}: its description has no usage snippet (\`\`\`tsx <${name} … />\`\`\`)`);
}

// Each docs page as a reader opens it: the description's first paragraph and snippet are on it.
const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.txt': 'text/plain' };
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
  if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  const squash = (text) => text.replace(/\s+/g, ' ').trim();
  for (const { entry, description } of pages) {
    await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=docs`);
    const lead = squash(plainText(description)).slice(0, 80);
    const code = snippet(description);
    // Waits for the page to render (docs pages load their stories first), up to a bound.
    const shown = await page
      .waitForFunction(
        ([lead, code]) => {
          const text = (document.querySelector('#storybook-docs')?.textContent ?? '').replace(/\s+/g, ' ');
          return text.includes(lead) && (!code || [...document.querySelectorAll('#storybook-docs pre')].some((pre) => (pre.textContent ?? '').replace(/\s+/g, ' ').includes(code)));
        },
        [lead, code && squash(code)],
        { timeout: 30_000 },
      )
      .then(() => true, () => false);
    if (!shown) problems.push(`${entry.title}: the docs page does not show its description ("${lead}…")${code ? ` and snippet (${code.split('\n')[0]}…)` : ''}`);
  }
} finally {
  await browser.close();
  server.close();
}

if (problems.length) {
  console.error(`Storybook docs pages: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Storybook docs pages: ${pages.length} pages render their description; every one of ${components.length} exported components has one with a usage snippet`);
