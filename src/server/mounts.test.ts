// The proxy mounted the ways the README says a business mounts it: as a Web-standard fetch handler
// (Workers, Deno, Bun), inside a Hono app, as Next.js App Router route handlers, and on plain
// node:http through @hono/node-server. Each goes through the public entries, against the sandbox.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { getRequestListener } from '@hono/node-server';
import { createRampkitProxy, type RampkitProxy } from './index';
import { createSandbox, type Sandbox } from '../sandbox/entry';

const COUNTRIES = '/api/channels/sell/countries?CryptoCurrency=USDC_TEST';
let sandbox: Sandbox;
let proxy: RampkitProxy;

beforeEach(async () => {
  sandbox = await createSandbox();
  proxy = createRampkitProxy({
    baseUrl: 'http://sandbox.invalid/v1',
    apiKey: sandbox.apiKey,
    fetch: (input, init) => sandbox.fetch(new Request(input, init)),
    webhookPublicKey: sandbox.webhookPublicKeyPem,
    resolveCustomer: (request) => request.headers.get('x-customer'),
  });
});
afterEach(() => sandbox.close());

const countriesOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return Object.keys((await response.json()) as Record<string, unknown>);
};
const unsignedWebhook = (url: string) => new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'webhook-signature': 'x..y' }, body: '{}' });

describe('mounting rampkit/server', () => {
  it('is a Web-standard fetch handler (Workers, Deno, Bun)', async () => {
    const handler = { fetch: (request: Request) => proxy.fetch(request) };
    expect(await countriesOf(await handler.fetch(new Request(`http://shop.test${COUNTRIES}`, { headers: { 'x-customer': 'c-1' } })))).toContain('DE');
    const refused = await handler.fetch(new Request('http://shop.test/api/balances', { headers: { 'x-customer': 'c-1' } }));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await refused.json()).toMatchObject({ Type: expect.any(String), Action: expect.any(String), Detail: expect.any(String) });
  });

  it('mounts in a Hono app beside the host’s own routes', async () => {
    const app = new Hono();
    app.get('/account', (c) => c.text('the host’s page'));
    app.all('/api/*', (c) => proxy.fetch(c.req.raw));
    app.post('/webhooks', (c) => proxy.fetch(c.req.raw));
    expect(await (await app.request('/account')).text()).toBe('the host’s page');
    expect(await countriesOf(await app.request(COUNTRIES, { headers: { 'x-customer': 'c-1' } }))).toContain('DE');
    expect((await app.request(unsignedWebhook('http://shop.test/webhooks'))).status).toBe(401);
    // The host's own 404 stays the host's: the proxy answers only its own paths.
    expect(await (await app.request('/nowhere')).text()).toBe('404 Not Found');
  });

  it('serves as Next.js App Router route handlers (app/api/[...path]/route.ts, app/webhooks/route.ts)', async () => {
    const apiRoute = { GET: (request: Request) => proxy.fetch(request), POST: (request: Request) => proxy.fetch(request) };
    const webhooksRoute = { POST: (request: Request) => proxy.fetch(request) };
    expect(await countriesOf(await apiRoute.GET(new Request(`http://localhost:3000${COUNTRIES}`, { headers: { 'x-customer': 'c-1' } })))).toContain('DE');
    // A webhook without a valid signature reaches the proxy's verification and is refused there.
    const webhook = await webhooksRoute.POST(unsignedWebhook('http://localhost:3000/webhooks'));
    expect(webhook.status).toBe(401);
  });

  it('runs on plain node:http (and so under Express) through getRequestListener', async () => {
    const server: Server = createServer(getRequestListener(proxy.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      expect(await countriesOf(await fetch(`http://127.0.0.1:${port}${COUNTRIES}`, { headers: { 'x-customer': 'c-1' } }))).toContain('DE');
      const missing = await fetch(`http://127.0.0.1:${port}/api/nothing-here`, { headers: { 'x-customer': 'c-1' } });
      expect(missing.status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
