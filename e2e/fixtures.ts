// The `demo` fixture: each Playwright worker starts its own demo server (sandbox + proxy + web
// app) in-process on a free 127.0.0.1 port, with per-file options, and closes it when done.
// `demo.control()` drives the sandbox's /_sandbox control API, as QA does by hand.
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
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
  /** POST (or GET when body is undefined) to the sandbox control API, e.g. control('/clock/advance', { Seconds: 30 }). */
  control<T = unknown>(path: string, body?: unknown): Promise<T>;
  /** Signs the browser in as a customer of the demo business (the demo's stand-in for real auth). */
  signIn(page: Page, customerId: string): Promise<void>;
  /** Creates a reliance customer (approved at once) through the business's own server route. */
  createApprovedCustomer(customerId: string): Promise<void>;
}

/** Worker options a Playwright project sets: `demoApiVersion: '0.1.3'` runs the specs against the compat sandbox. */
export interface DemoWorkerOptions {
  demoApiVersion: ApiVersion;
}

export const test = base.extend<object, DemoWorkerOptions & { demoOptions: DemoOptions; demo: Demo }>({
  demoOptions: [{}, { scope: 'worker', option: true }],
  demoApiVersion: ['seed', { scope: 'worker', option: true }],
  demo: [
    async ({ demoOptions, demoApiVersion }, use) => {
      const server = await startDemoServer({ port: 0, quoteTtlSeconds: demoOptions.quoteTtlSeconds, apiVersion: demoApiVersion });
      const control: Demo['control'] = async (path, body) => {
        const response = await fetch(`${server.url}/_sandbox${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${server.controlToken}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`control ${path}: ${response.status} ${text}`);
        return (text ? JSON.parse(text) : undefined) as never;
      };
      const signIn: Demo['signIn'] = async (page, customerId) => {
        const response = await page.request.post(`${server.url}/demo/session`, {
          data: { CustomerID: customerId },
          headers: { origin: server.url },
        });
        expect(response.ok(), await response.text()).toBe(true);
      };
      const createApprovedCustomer: Demo['createApprovedCustomer'] = async (customerId) => {
        // The business's route acts only for the signed-in customer, so sign in as them first.
        const session = await fetch(`${server.url}/demo/session`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: JSON.stringify({ CustomerID: customerId }) });
        expect(session.ok, await session.clone().text()).toBe(true);
        const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
        const response = await fetch(`${server.url}/demo/customers/${encodeURIComponent(customerId)}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', origin: server.url, cookie },
          body: JSON.stringify({
            Type: 'Individual', FullName: { FirstName: 'Ana', LastName: 'Silva' }, DateOfBirth: '1990-05-17',
            Identities: [{ IssuingCountry: 'DE', IDNumber: 'C01X00T47', IDType: 'Passport' }],
            PrimaryResidence: { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' },
          }),
        });
        expect(response.ok, await response.text()).toBe(true);
      };
      await use({ url: server.url, apiVersion: demoApiVersion, control, signIn, createApprovedCustomer });
      await server.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** Fails the test with the list of axe violations on the current page, if there are any. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}
