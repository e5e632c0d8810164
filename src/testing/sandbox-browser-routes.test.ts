// The embedded-sandbox recipe of the README, as a host mounts it: the proxy calls the sandbox's API
// in-process at an address no browser can reach, and the host's own server serves what a browser
// needs of the sandbox (sandboxBrowserRoutes): the hosted onboarding pages its HostedURLs point to,
// and the control API rampkit/testing's `sandbox` fixture drives at the host's URL. In a Hono app
// and on plain node:http (so under Express) through @hono/node-server, through the public entries.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { getRequestListener } from '@hono/node-server';
import { createRampkitProxy, type RampkitProxy } from '../server/index';
import { createSandbox, createSandboxControl, sandboxBrowserRoutes, type Sandbox } from '../sandbox/entry';

const HOST = 'http://127.0.0.1:3000';
let sandbox: Sandbox;
let proxy: RampkitProxy;

beforeEach(async () => {
  sandbox = await createSandbox({ controlToken: 'sbx_ctl_recipe' });
  proxy = createRampkitProxy({
    baseUrl: 'http://sandbox.internal/v1',
    apiKey: sandbox.apiKey,
    fetch: (input, init) => sandbox.fetch(new Request(input, init)),
    webhookPublicKey: sandbox.webhookPublicKeyPem,
    resolveCustomer: (request) => request.headers.get('x-customer'),
    allowedOrigins: [HOST],
  });
});
afterEach(() => sandbox.close());

/** The customer starts onboarding through the host's proxy, as OnboardingLauncher does. */
async function hostedUrlThrough(fetchHost: (request: Request) => Promise<Response>, origin: string): Promise<string> {
  const started = await fetchHost(
    new Request(`${origin}/api/onboarding/ana-1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: HOST, 'x-customer': 'ana-1' },
      body: JSON.stringify({ ReturnURL: `${HOST}/verify` }),
    }),
  );
  expect(started.status).toBe(201);
  return ((await started.json()) as { HostedURL: string }).HostedURL;
}

describe('sandboxBrowserRoutes', () => {
  it('without it, a HostedURL points at the address only the proxy knows', async () => {
    const app = new Hono();
    app.all('/api/*', (c) => proxy.fetch(c.req.raw));
    expect(await hostedUrlThrough(async (r) => app.fetch(r), HOST)).toMatch(/^http:\/\/sandbox\.internal\/hosted\/en\/onboarding\//);
  });

  it('in a Hono app: HostedURLs point at the host, which serves the hosted page and the control API', async () => {
    const app = new Hono();
    const sandboxRoutes = sandboxBrowserRoutes(sandbox, { publicUrl: HOST });
    app.all('/api/*', (c) => proxy.fetch(c.req.raw));
    for (const path of sandboxRoutes.paths) app.all(path, (c) => sandboxRoutes.fetch(c.req.raw));
    app.get('/verify', (c) => c.text('the host’s page'));

    const hostedUrl = await hostedUrlThrough(async (r) => app.fetch(r), HOST);
    expect(hostedUrl).toMatch(/^http:\/\/127\.0\.0\.1:3000\/hosted\/en\/onboarding\/[0-9a-f-]+$/);
    const page = await app.request(new URL(hostedUrl).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form');
    // The control API at the host's URL, as the `sandbox` fixture reaches it.
    const control = createSandboxControl({ url: HOST, controlToken: 'sbx_ctl_recipe', fetch: async (r) => app.fetch(r) });
    await control.createApprovedCustomer('bea-1');
    expect((await control.requests()).some((r) => r.path === '/v1/onboarding/ana-1')).toBe(true);
    // The API itself is not a browser's: it stays behind the proxy.
    expect(sandboxRoutes.handles('/v1/channels/sell')).toBe(false);
    expect((await sandboxRoutes.fetch(new Request(`${HOST}/v1/channels/sell?CryptoCurrency=USDC_TEST`))).status).toBe(404);
    expect(await (await app.request('/verify')).text()).toBe('the host’s page');
  });

  it('on node:http (and so Express) through getRequestListener: a browser opens the HostedURL on the host', async () => {
    const sandboxRoutes = sandboxBrowserRoutes(sandbox, { publicUrl: HOST });
    const toProxy = getRequestListener(proxy.fetch);
    const toSandbox = getRequestListener(sandboxRoutes.fetch);
    const server: Server = createServer((req, res) => {
      const path = req.url ?? '/';
      if (path.startsWith('/api/')) return void toProxy(req, res);
      if (sandboxRoutes.handles(path)) return void toSandbox(req, res);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // The host's address is known once it listens: the routes are told again, as a host started on a free port does.
      sandboxBrowserRoutes(sandbox, { publicUrl: `${origin}/any/path` });
      const hostedUrl = await hostedUrlThrough(fetch, origin);
      expect(hostedUrl.startsWith(`${origin}/hosted/`)).toBe(true);
      const page = await fetch(hostedUrl);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const control = createSandboxControl({ url: origin, controlToken: 'sbx_ctl_recipe' });
      expect(Date.parse(await control.now())).toBeGreaterThan(0);
      expect((await fetch(`${origin}/_sandbox/requests`)).status).toBe(401);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
