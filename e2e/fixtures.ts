// The project's e2e fixtures: rampkit/testing's own (sandbox control, page objects, signIn through
// the host's route), pointed at the demo app. Each Playwright worker starts its own demo server
// (sandbox + proxy + web app) in-process on a free 127.0.0.1 port, with per-file options, and
// closes it when done; the kit's fixtures connect to the sandbox embedded in it.
import { test as kitTest, expect } from '../src/testing';
import type { Page } from '@playwright/test';
import { axeOn } from './axe';
import { startDemoServer } from '../demo-server/main';
import type { ApiVersion } from '../src/api/published';

export interface DemoOptions {
  /** Lifetime of a quote in the embedded sandbox, in seconds (SANDBOX_QUOTE_TTL_S). */
  quoteTtlSeconds?: number;
}

export interface Demo {
  url: string;
  /** The description the embedded sandbox answers by: `seed`, or `0.1.3` (compat mode, the published shapes). */
  apiVersion: ApiVersion;
}

/** Worker options a Playwright project sets: `demoApiVersion: '0.1.3'` runs the specs against the compat sandbox. */
export interface DemoWorkerOptions {
  demoApiVersion: ApiVersion;
}

/**
 * The embedded sandbox at twice its demo pace: a sale settles 3 s after it is sold (not 6 s), a
 * review decides after 1.5 s (not 3 s). The waits a journey has are the same, only shorter: no spec
 * reads a state between Pending and Settled, and the page objects wait for the state they need.
 */
const E2E_PACE = { stepSeconds: 1, reviewSeconds: 1.5 };

export const test = kitTest.extend<object, DemoWorkerOptions & { demoOptions: DemoOptions; demo: Demo & { controlToken: string } }>({
  demoOptions: [{}, { scope: 'worker', option: true }],
  demoApiVersion: ['seed', { scope: 'worker', option: true }],
  demo: [
    async ({ demoOptions, demoApiVersion }, provide) => {
      const server = await startDemoServer({ port: 0, quoteTtlSeconds: demoOptions.quoteTtlSeconds, apiVersion: demoApiVersion, pace: E2E_PACE });
      await provide({ url: server.url, apiVersion: demoApiVersion, controlToken: server.controlToken! });
      await server.close();
    },
    { scope: 'worker' },
  ],
  // The kit's fixtures, on the demo: its embedded sandbox, its address, its sign-in route.
  sandboxConnection: [async ({ demo }, provide) => provide({ url: demo.url, controlToken: demo.controlToken }), { scope: 'worker' }],
  baseURL: async ({ demo }, provide) => provide(demo.url),
  signInRoute: { path: '/demo/session' },
});

export { expect };

/** Fails the test with the list of axe violations on the current page, if there are any. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await axeOn(page).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}
