// Playwright fixtures for a host's QA suite: a sandbox per worker (started here, or the one the
// host already runs, e.g. embedded in its dev server), its control API, the kit's page objects, and
// signing a customer in through the host's own route.
import {
  test as base,
  type Page, type PlaywrightTestArgs, type PlaywrightTestOptions, type PlaywrightWorkerArgs, type PlaywrightWorkerOptions, type TestType,
} from '@playwright/test';
import type { CustomerInput } from '../api/customers';
import type { SandboxOptions } from '../sandbox/index';
import { createSandboxControl, type SandboxControl } from '../sandbox/control-client';
import { rampkit, type Kit } from './kit';
import { startSandboxServer } from './sandbox-server';

/** A running sandbox: where it answers (/v1, /_sandbox) and its control token. */
export interface SandboxConnection {
  url: string;
  controlToken: string;
}

/** The sandbox of the run: its control API, and where it answers. */
export interface SandboxHandle extends SandboxControl, SandboxConnection {}

/** How the host signs a customer in (its own route: the host's auth, not the kit's). */
export interface SignInRoute {
  /** The route's path on the host (baseURL), e.g. '/session'. */
  path: string;
  method?: 'POST' | 'PUT';
  /** The JSON body for a customer (default `{ CustomerID }`). */
  body?: (customerId: string) => unknown;
}

export interface SignInOptions {
  /** Create the customer verified first (default true); false signs in someone who must onboard. */
  approved?: boolean;
  profile?: CustomerInput;
}

export interface RampkitWorkerOptions {
  /** Connect to this sandbox instead of starting one (default: RAMPKIT_SANDBOX_URL and RAMPKIT_SANDBOX_CONTROL_TOKEN when set). */
  sandboxConnection: SandboxConnection | undefined;
  /** Options of the sandbox started for the worker (quote lifetime, apiVersion, …). */
  sandboxOptions: SandboxOptions;
}

export interface RampkitTestOptions {
  signInRoute: SignInRoute | undefined;
  /**
   * After each test that changed them through the `sandbox` fixture: faults cleared, the sandbox
   * clock back to real time, the seeded balances (`sandbox.resetTestState`). Default true.
   */
  resetSandboxAfterEach: boolean;
}

export interface RampkitTestFixtures {
  /** Every page object of the kit on this page (see rampkit()). */
  kit: Kit;
  /** Signs a customer in through the host's route (after creating them verified); returns the CustomerID. */
  signIn: (customerId?: string, options?: SignInOptions) => Promise<string>;
}

export interface RampkitWorkerFixtures {
  sandbox: SandboxHandle;
}

const fromEnvironment = (): SandboxConnection | undefined =>
  process.env.RAMPKIT_SANDBOX_URL && process.env.RAMPKIT_SANDBOX_CONTROL_TOKEN ? { url: process.env.RAMPKIT_SANDBOX_URL, controlToken: process.env.RAMPKIT_SANDBOX_CONTROL_TOKEN } : undefined;

export const connectSandbox = (connection: SandboxConnection): SandboxHandle => ({ ...createSandboxControl(connection), ...connection });

type TestStatePart = 'faults' | 'clock' | 'balances';
/** The control calls that change what a test leaves behind, by the path after /_sandbox. */
const CHANGES: Record<string, TestStatePart> = { '/faults': 'faults', '/clock/advance': 'clock', '/balances': 'balances' };

/**
 * This worker's sandbox and what its current test changed on it, seen in the control calls made
 * through the fixture (the named methods and `call` alike). Only what a test changed is undone, so
 * a sandbox several workers share is not reset under another worker's test that did not ask for it.
 */
let workerSandbox: { handle: SandboxHandle; changed: Set<TestStatePart> } | undefined;

function connectTracked(connection: SandboxConnection): SandboxHandle {
  const changed = new Set<TestStatePart>();
  const send = (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^.*?\/_sandbox/, '');
    const part = request.method === 'POST' ? CHANGES[path] : undefined;
    if (part) changed.add(part);
    return fetch(request);
  };
  const handle = { ...createSandboxControl({ ...connection, fetch: send }), ...connection };
  workerSandbox = { handle, changed };
  return handle;
}

/** A fresh CustomerID for a test: unique per run and worker. */
export const newCustomerId = (prefix = 'qa') => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;

/** Signs `customerId` in through the host's route with the page's cookies (the page is then signed in). */
export async function signInThroughHost(page: Page, route: SignInRoute, customerId: string, baseURL?: string): Promise<void> {
  const target = new URL(route.path, baseURL ?? page.url());
  const response = await page.request.fetch(target.href, {
    method: route.method ?? 'POST',
    data: route.body ? route.body(customerId) : { CustomerID: customerId },
    // A same-origin call, as the host's own page makes it (hosts check Origin against CSRF).
    headers: { origin: target.origin },
  });
  if (!response.ok()) throw new Error(`sign-in through ${target.href} failed: ${response.status()} ${await response.text()}`);
}

/** Playwright's test with the kit's fixtures (typed by name, so declarations name only @playwright/test). */
export const test: TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & RampkitTestFixtures & RampkitTestOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions & RampkitWorkerFixtures & RampkitWorkerOptions
> = base.extend<RampkitTestFixtures & RampkitTestOptions & { _resetSandbox: void }, RampkitWorkerFixtures & RampkitWorkerOptions>({
  sandboxConnection: [fromEnvironment(), { scope: 'worker', option: true }],
  sandboxOptions: [{}, { scope: 'worker', option: true }],
  sandbox: [
    async ({ sandboxConnection, sandboxOptions }, provide) => {
      if (sandboxConnection) {
        await provide(connectTracked(sandboxConnection));
        workerSandbox = undefined;
        return;
      }
      const server = await startSandboxServer(sandboxOptions);
      await provide(connectTracked(server));
      workerSandbox = undefined;
      await server.close();
    },
    { scope: 'worker' },
  ],
  // Automatic and without the sandbox as a dependency: a test that never uses the sandbox starts none.
  // After the test (its page closed, afterEach hooks run), passed or failed.
  resetSandboxAfterEach: [true, { option: true }],
  _resetSandbox: [
    async ({ resetSandboxAfterEach }, provide) => {
      workerSandbox?.changed.clear();
      await provide();
      const current = workerSandbox;
      if (!resetSandboxAfterEach || !current?.changed.size) return;
      const { changed, handle } = current;
      await handle.resetTestState({ faults: changed.has('faults'), clock: changed.has('clock'), balances: changed.has('balances') });
      changed.clear();
    },
    { auto: true },
  ],
  signInRoute: [undefined, { option: true }],
  kit: async ({ page }, provide) => {
    await provide(rampkit(page));
  },
  signIn: async ({ page, sandbox, signInRoute, baseURL }, provide) => {
    await provide(async (customerId = newCustomerId(), { approved = true, profile } = {}) => {
      if (!signInRoute) throw new Error('signIn needs the host\'s sign-in route: test.use({ signInRoute: { path: "/session" } })');
      if (approved) await sandbox.createApprovedCustomer(customerId, profile);
      await signInThroughHost(page, signInRoute, customerId, baseURL);
      return customerId;
    });
  },
});

export { expect } from '@playwright/test';
