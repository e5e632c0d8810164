// Issue 15's double sale, reproduced: the upstream (the sandbox on its own port) carries the sell
// out but its answer arrives after the proxy's timeout, three times over. The kit must not let the
// quote renew or a new Nonce sell again: it waits for "Check again", which resends the same request
// and shows the one transaction.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from '@playwright/test';
import { startDemoServer, type DemoServer } from '../demo-server/main';
import { createSandbox, type Sandbox } from '../src/sandbox/index';
import { createServerClient } from '../src/server/server-client';
import { generateApiKey, generatePemKeyPair } from '../src/wire/keys';
import { rampkit } from '../src/testing';
import { readBody } from '../src/testing/read-body';

const PROXY_TIMEOUT_MS = 1500;
const SLOW_ANSWER_MS = 2500;
const QUOTE_TTL_S = 4;

interface SlowUpstream {
  url: string;
  sandbox: Sandbox;
  /** While on, answers to POST /v1/transactions/sell leave only SLOW_ANSWER_MS after the sell was carried out. */
  slowSells: boolean;
  close(): Promise<void>;
}

/** The sandbox behind a plain Node server on 127.0.0.1 whose sell answers can be held back. */
async function startSlowUpstream(options: { apiKey: string; signingPublicKeyPem: string; webhooks: () => string | undefined }): Promise<SlowUpstream> {
  const sandbox = await createSandbox({
    apiKey: options.apiKey,
    signingPublicKeyPem: options.signingPublicKeyPem,
    quoteTtlSeconds: QUOTE_TTL_S,
    webhookUrl: 'http://webhooks.invalid/webhooks',
    // Webhooks go to the demo server once it listens.
    fetch: async (input, init) => {
      const target = options.webhooks();
      if (!target) return new Response(null, { status: 503 });
      return fetch(new URL(new URL(String(input instanceof Request ? input.url : input)).pathname, target), init);
    },
  });
  const upstream = { slowSells: false } as SlowUpstream;
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${req.url}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    // Carried out at once, whatever the caller does next: the way a remote service commits.
    const answer = await sandbox.fetch(new Request(url, { method: req.method, headers, body: body.length ? new Uint8Array(body) : undefined }));
    const text = await answer.text();
    if (upstream.slowSells && req.method === 'POST' && req.url === '/v1/transactions/sell') await new Promise((r) => setTimeout(r, SLOW_ANSWER_MS));
    if (res.destroyed) return;
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(upstream, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sandbox,
    close: () =>
      new Promise<void>((resolve) => {
        sandbox.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

let upstream: SlowUpstream;
let demo: DemoServer;
const apiKey = generateApiKey('sandbox');

test.beforeAll(async () => {
  const keys = await generatePemKeyPair('ES384');
  const webhookTarget: { url?: string } = {};
  upstream = await startSlowUpstream({ apiKey, signingPublicKeyPem: keys.publicKeyPem, webhooks: () => webhookTarget.url });
  demo = await startDemoServer({
    port: 0,
    env: {
      PAYMENTS_BASE_URL: `${upstream.url}/v1`,
      PAYMENTS_API_KEY: apiKey,
      PAYMENTS_SIGNING_KEY: keys.privateKeyPem,
      PAYMENTS_SIGNING_PUBLIC_KEY: keys.publicKeyPem,
      PAYMENTS_WEBHOOK_PUBLIC_KEY: upstream.sandbox.webhookPublicKeyPem,
      PROXY_UPSTREAM_TIMEOUT_MS: String(PROXY_TIMEOUT_MS),
    },
  });
  webhookTarget.url = demo.url;
  business = createServerClient({ baseUrl: `${upstream.url}/v1`, apiKey, signingKey: keys.privateKeyPem });
});

test.afterAll(async () => {
  await demo?.close();
  await upstream?.close();
});

let business: ReturnType<typeof createServerClient>;

test('a sell whose answer comes after the proxy gave up is sold once, never twice', async ({ page }) => {
  test.setTimeout(90_000);
  const customerId = `slow-${Date.now()}`;
  await business.putCustomer({
    params: { CustomerID: customerId },
    body: {
      Type: 'Individual', FullName: { FirstName: 'Ana', LastName: 'Silva' }, DateOfBirth: '1990-05-17',
      Identities: [{ IssuingCountry: 'DE', IDNumber: 'C01X00T47', IDType: 'Passport' }],
      PrimaryResidence: { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' },
    },
  });
  const session = await page.request.post(`${demo.url}/demo/session`, { data: { CustomerID: customerId }, headers: { origin: demo.url } });
  expect(session.ok(), await session.text()).toBe(true);
  const flow = rampkit(page).sellFlow;
  // The Expiry of the last quote the page received, and every prepare the page starts.
  let expiry: number | undefined;
  const startedPrepares: string[] = [];
  const isPrepare = (method: string, url: string) => method === 'POST' && new URL(url).pathname.endsWith('/transactions/sell/prepare');
  page.on('request', (request) => {
    if (isPrepare(request.method(), request.url())) startedPrepares.push(request.url());
  });
  page.on('response', async (response) => {
    if (!isPrepare(response.request().method(), response.url()) || !response.ok()) return;
    const quote = ((await response.json()) as { SellQuote?: { Expiry: string } }).SellQuote;
    if (quote) expiry = Date.parse(quote.Expiry);
  });
  await page.goto(demo.url);
  await flow.prepareSale({ country: 'DE', amount: '100', channel: { methodType: 'BankSepa' } });
  await expect(flow.quote.root).toHaveAttribute('data-state', 'active');
  await expect.poll(() => expiry).toBeDefined();
  const prepares = () => upstream.sandbox.requestLog.filter((r) => r.method === 'POST' && r.path === '/v1/transactions/sell/prepare').length;
  const sells = () => upstream.sandbox.requestLog.filter((r) => r.method === 'POST' && r.path === '/v1/transactions/sell').length;

  upstream.slowSells = true;
  await flow.sell();
  // The proxy answers 504 to every try while the upstream sells: the kit calls the sale unresolved.
  await expect(flow.unresolvedSell).toHaveAttribute('data-state', 'open', { timeout: 30_000 });
  expect(sells()).toBeGreaterThanOrEqual(1);
  const preparesWhenUnresolved = prepares();
  const startedWhenUnresolved = startedPrepares.length;
  await expect(flow.offer).toHaveCount(0);
  // Past the quote's lifetime: nothing may renew it (a renewed quote is how the second sale began).
  // A timer of the page's own, due a second after the quote's Expiry, fires after every timer the
  // kit set for that instant or earlier, however late under load; a frame and a turn later, what
  // those started has rendered and sent its request, which the page reports as it starts.
  await page.evaluate((at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now()))), expiry! + 1000);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(startedPrepares.length).toBe(startedWhenUnresolved);
  expect(prepares()).toBe(preparesWhenUnresolved);
  await expect(flow.root.locator('[data-slot=accept]')).toHaveCount(0);

  upstream.slowSells = false;
  await flow.checkSell();
  await expect(flow.transaction.root).toBeVisible({ timeout: 15_000 });
  // Resolved: the "we couldn't confirm your sale" panel (and its Check again) is gone.
  await expect(flow.unresolvedSell).toHaveCount(0);
  const list = await business.listTransactions({ query: { CustomerID: customerId } });
  expect(list.Items).toHaveLength(1);
  expect(list.Items[0]!.FiatPayment?.Amount).toBe('100');
});
