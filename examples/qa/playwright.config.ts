import { defineConfig } from '@playwright/test';
import type { ShopOptions } from './e2e/fixtures.js';

// The same suite in English and in German: the page objects find the kit by data-slot and role,
// never by its words. Debian's Chromium, never a downloaded browser, kept off the network.
export default defineConfig<ShopOptions>({
  testDir: 'e2e',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
    },
  },
  projects: [
    { name: 'en', use: { shopLocale: 'en' } },
    { name: 'de', use: { shopLocale: 'de' } },
  ],
});
