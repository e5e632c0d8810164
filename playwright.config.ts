import { defineConfig } from '@playwright/test';
import { testLaunchOptions } from './tooling/chromium.mjs';
import type { DemoWorkerOptions } from './e2e/fixtures';

// Each worker starts its own demo server (proxy + sandbox + web app) in-process on a free
// loopback port: see e2e/fixtures.ts. Nothing listens beyond 127.0.0.1 and nothing outlives the run.
export default defineConfig<object, DemoWorkerOptions>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two workers, each with its own demo server: one test waits on the sandbox's timers and the
  // network while the other renders (README "Testing").
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    // The browser's languages, and so locale="auto", the same on every machine; a spec about
    // another language sets its own (e2e/language.spec.ts).
    locale: 'en-US',
    launchOptions: testLaunchOptions,
    // Recorded only when a failed test runs again (CI retries once): recording every test's
    // screencast and snapshots cost a fifth of the e2e step's time on a 2-core machine.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'seed' },
    // The sell, deposit, onboarding and webhook flows again, against the compat sandbox that answers
    // in the service's published 0.1.3 shapes (SANDBOX_API_VERSION=0.1.3).
    { name: 'compat-0.1.3', testMatch: ['**/sell.spec.ts', '**/account.spec.ts', '**/onboarding.spec.ts'], use: { demoApiVersion: '0.1.3' } },
  ],
});
