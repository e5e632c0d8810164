// `npm run bench` part: SellFlow in Chromium (production build) against the real sandbox behind the
// real proxy, in memory, as an approved customer. Three figures of the table:
//  - a click on a channel to the first form field on screen (fresh page, so the form's code loads);
//  - sequential waits from the amount to a visible quote: the flow is run with no added latency
//    and with every API call and every lazily loaded script delayed by L ms; the difference over L
//    is the number of waits a user sits through one after another (median over paired runs, L
//    large against the run-to-run noise of a loaded machine). The slow run's own log of calls and
//    scripts is printed as the chain it waited on (overlapping waits are one link);
//  - React commits and component renders per keystroke in a form field inside SellFlow.
import { build, preview } from 'vite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { chromiumAvailable, chromiumLaunchOptions } from '../../tooling/chromium.mjs';
import { median, reportRow } from './rows.mjs';

const RUNS = 3;
const WAIT_PAIRS = 5;
const LATENCY_MS = 400;
const KEYS = 12;

if (!chromiumAvailable()) {
  console.log('Chromium is not installed: skipped');
  process.exit(0);
}
const outDir = mkdtempSync(join(tmpdir(), 'rampkit-sellflow-'));
await build({ configFile: false, root: 'scripts/bench/sellflow', plugins: [react()], logLevel: 'silent', build: { outDir, emptyOutDir: true, target: 'esnext' } });
const server = await preview({ configFile: false, root: 'scripts/bench/sellflow', logLevel: 'silent', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
const { port } = server.httpServer.address();
const browser = await chromium.launch(chromiumLaunchOptions);

async function freshPage(latency = 0) {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/?latency=${latency}`);
  await page.locator('body[data-ready=true]').waitFor();
  await page.getByRole('combobox', { name: 'Country' }).waitFor();
  // From here on every script the page loads (the lazy form) waits L ms too.
  if (latency) await page.route('**/*.js', async (route) => setTimeout(() => route.continue().catch(() => {}), latency));
  return page;
}

async function enterAmount(page) {
  await page.getByRole('combobox', { name: 'Country' }).selectOption('DE');
  await page.getByRole('textbox', { name: /Amount in/ }).fill('100');
}

/**
 * Waits for what the page shows, checked every frame: a locator's own waiting retries at growing
 * intervals (up to 500 ms apart), which would count part of a wait twice.
 */
const shown = (page, test, arg) => page.waitForFunction(test, arg, { polling: 'raf', timeout: 60_000 });
const groupShown = (page, legend) => shown(page, (name) => [...document.querySelectorAll('fieldset legend')].some((l) => l.textContent?.includes(name)), legend);

/** Amount submitted → quote on screen, with the bench answering as fast as Playwright can. */
async function amountToQuote(latency) {
  const page = await freshPage(latency);
  try {
    await enterAmount(page);
    const start = Date.now();
    await page.getByRole('button', { name: 'Continue' }).click();
    await groupShown(page, 'How do you want to be paid?');
    await page.getByRole('group', { name: 'How do you want to be paid?' }).getByRole('radio').first().click();
    await groupShown(page, 'Pay out to');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page, () => !!document.querySelector('[id^="rk-field-Form-"]'));
    await page.getByRole('textbox', { name: /IBAN/ }).fill('DE89370400440532013000');
    await page.getByRole('combobox', { name: /Account holder type/ }).selectOption('Individual');
    await page.getByRole('textbox', { name: /First name/ }).fill('Ana');
    await page.getByRole('textbox', { name: /Last name/ }).fill('Silva');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page, () => !!document.querySelector('[data-slot=price-quote]'));
    const took = Date.now() - start;
    return { took, chain: await page.evaluate(() => window.__bench.chain()) };
  } finally {
    await page.close();
  }
}

/** A fresh page taken to the first form field (timed in the page), then handed to `then`. */
async function toForm(then) {
  const page = await freshPage();
  try {
    await enterAmount(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    const timing = await page.evaluate(() => window.__bench.channelToField());
    return await then(page, timing);
  } finally {
    await page.close();
  }
}

const channelToField = () => toForm((_page, timing) => timing);

const keystrokes = () =>
  toForm(async (page) => {
    const field = page.getByRole('textbox', { name: /IBAN/ });
    await field.click();
    // Let the focus's own commits settle, so the first sample counts only its keystroke.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    const samples = [];
    for (const ch of 'DE8937040044'.slice(0, KEYS)) {
      await page.evaluate(() => (window.__commits.length = 0));
      await page.keyboard.type(ch);
      // Everything a keystroke sets off: its commit and any effect-driven ones after it.
      await page.evaluate(() => new Promise((r) => setTimeout(() => requestAnimationFrame(() => r()), 50)));
      samples.push(await page.evaluate(() => ({ commits: window.__commits.length, rendered: window.__commits.reduce((t, c) => t + c.rendered, 0) })));
    }
    return { commits: median(samples.map((s) => s.commits)), rendered: median(samples.map((s) => s.rendered)), max: Math.max(...samples.map((s) => s.rendered)) };
  });

try {
  const toField = [];
  for (let i = 0; i < RUNS; i += 1) toField.push(await channelToField());
  const clickToField = median(toField.map((r) => r.toField));
  console.log('SellFlow in Chromium (production build, in-memory sandbox behind the proxy)');
  console.log(`  click on a channel -> first form field: median ${clickToField.toFixed(0)} ms of ${toField.map((r) => r.toField.toFixed(0)).join(', ')} (payment methods shown after ${median(toField.map((r) => r.toPaymentMethods)).toFixed(0)} ms)  (target <= 120 ms)`);
  reportRow('click on a channel -> first form field visible', `${clickToField.toFixed(0)} ms`, '<= 120 ms', clickToField <= 120);

  const base = [];
  const slow = [];
  for (let i = 0; i < WAIT_PAIRS; i += 1) {
    base.push(await amountToQuote(0));
    slow.push(await amountToQuote(LATENCY_MS));
  }
  const waits = median(slow.map((s, i) => (s.took - base[i].took) / LATENCY_MS));
  console.log(`  amount -> quote: ${median(base.map((r) => r.took)).toFixed(0)} ms as is, ${median(slow.map((r) => r.took)).toFixed(0)} ms with ${LATENCY_MS} ms on every call and script: ${waits.toFixed(1)} sequential waits (median of ${WAIT_PAIRS} pairs)  (target <= 3)`);
  console.log(`    waited on, one after another: ${slow.at(-1).chain.map((link) => link.join(' + ')).join(' -> ')}`);
  reportRow('sequential waits from amount entry to a visible quote', waits.toFixed(1), '<= 3', Math.round(waits) <= 3);

  const keys = await keystrokes();
  console.log(`  per keystroke in the IBAN field: ${keys.commits} commits, ${keys.rendered} component renders (median of ${KEYS}; most ${keys.max})  (target 1 / <= 10)`);
  reportRow('commits / component renders per keystroke in a form field inside SellFlow', `${keys.commits} / ${keys.rendered}`, '1 / <= 10', keys.commits <= 1 && keys.rendered <= 10);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  rmSync(outDir, { recursive: true, force: true });
}
