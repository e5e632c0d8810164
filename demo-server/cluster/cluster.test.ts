// Two demo instances (separate processes) on one real Redis, behind a real HAProxy (Debian's, with
// the configuration shipped in examples/production), with the sandbox as their upstream: what a
// business running several instances relies on, including Redis going away and coming back mid-run
// and an instance killed in the middle of a sale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPKCS8 } from 'jose';
import { createServerClient } from '../../src/server/server-client';
import { signWebhookBody } from '../../src/wire/webhook-signature';
import { createSandboxControl } from '../../src/sandbox/control-client';
import { DE_SEPA, individual, sepaForm } from '../../src/sandbox/test-helpers';
import { startCluster, type Cluster } from './cluster';

const RATE_LIMIT = 40;

let cluster: Cluster;
let A: string;
let B: string;
beforeAll(async () => {
  cluster = await startCluster({ buildWeb: false, checkIntervalMs: 500, env: { PROXY_REQUESTS_PER_MINUTE: String(RATE_LIMIT) } });
  [A, B] = cluster.instanceUrls as [string, string];
}, 180_000);
afterAll(() => cluster?.close(), 60_000);

/** A signed-in browser: its cookie works on every instance (they share the session secret). */
async function browser(customerId: string) {
  const server = createServerClient({ baseUrl: `${cluster.sandboxUrl}/v1`, apiKey: cluster.apiKey, signingKey: cluster.signing.privateKeyPem });
  await server.putCustomer({ params: { CustomerID: customerId }, body: individual as never });
  const signIn = await fetch(`${cluster.url}/demo/session`, { method: 'POST', headers: { origin: cluster.url, 'content-type': 'application/json' }, body: JSON.stringify({ CustomerID: customerId }) });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  return (base: string, method: string, path: string, body?: unknown) =>
    // A browser's Origin is the balancer's (the public URL) whichever instance serves it.
    fetch(`${base}${path}`, { method, headers: { cookie, ...(method === 'GET' ? {} : { origin: cluster.url, 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
}

interface SseEvent {
  id: string;
  event: string;
  data: Record<string, unknown>;
}
/** An open event stream: every event it has received so far, parsed. */
async function stream(call: Awaited<ReturnType<typeof browser>>, base: string) {
  const response = await call(base, 'GET', '/api/events');
  expect(response.status).toBe(200);
  const events: SseEvent[] = [];
  const reader = response.body!.getReader();
  let buffer = '';
  let connected = false;
  let ended = false;
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return void (ended = true);
      buffer += new TextDecoder().decode(value);
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (block.includes(': connected')) connected = true;
        const field = (name: string) => /^(\w+): ?(.*)$/gm.exec(block) && [...block.matchAll(/^(\w+): ?(.*)$/gm)].find((m) => m[1] === name)?.[2];
        const data = field('data');
        if (data) events.push({ id: field('id')!, event: field('event')!, data: JSON.parse(data) as Record<string, unknown> });
      }
    }
  })();
  await expect.poll(() => connected).toBe(true);
  return { events, ended: () => ended, close: () => reader.cancel() };
}

// The sandbox sends its own Customer events (version 1, 2, ...) as customers are created; the
// test's own events use versions above 100 so the two never collide in the de-duplication.
const ours = (events: SseEvent[]) => events.filter((e) => e.event === 'Customer' && Number(e.data.EventVersion) > 100);
const versions = (events: SseEvent[]) => ours(events).map((e) => e.data.EventVersion);
const customerEvent = (customerId: string, version: number) =>
  JSON.stringify({ EventType: 'Customer', EventVersion: version, Occurred: new Date().toISOString(), UserID: 'u', Data: { Type: 'Business', CustomerID: customerId, Created: new Date().toISOString(), RegisteredName: 'Acme' } });
async function deliver(base: string, body: string) {
  const signature = await signWebhookBody(body, await importPKCS8(cluster.webhook.privateKeyPem, 'ES384'));
  return fetch(`${base}/webhooks`, { method: 'POST', headers: { 'webhook-signature': signature, 'content-type': 'application/json' }, body });
}
const prepare = (call: Awaited<ReturnType<typeof browser>>, base: string) =>
  call(base, 'POST', '/api/transactions/sell/prepare', { ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: '100', Form: sepaForm, Quoted: true });
const sell = (call: Awaited<ReturnType<typeof browser>>, base: string, prepared: { FormSessionID: string; CryptoAuthorizedAmount: string }, nonce: string) =>
  call(base, 'POST', '/api/transactions/sell', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: prepared.CryptoAuthorizedAmount, FormSessionID: prepared.FormSessionID, Nonce: nonce });

describe('two proxy instances on one Redis', { timeout: 90_000 }, () => {
  it('sells on B what was prepared on A, and the sandbox’s webhook reaches the stream on B', async () => {
    const call = await browser('multi-sell');
    const live = await stream(call, B);
    const prepared = await prepare(call, A);
    expect(prepared.status).toBe(200);
    const sold = await sell(call, B, await prepared.json(), 'n-multi-sell');
    expect(sold.status).toBe(202);
    const { Transaction } = (await sold.json()) as { Transaction: { ID: string } };
    // B's metrics show the sale it answered (A's the prepare); the balancer keeps /metrics private.
    await expect.poll(async () => (await (await fetch(`${B}/metrics`)).text())).toMatch(/rampkit_proxy_requests_total\{operation="sell",status="202"\} 1\b/);
    expect(await (await fetch(`${A}/metrics`)).text()).toMatch(/rampkit_proxy_requests_total\{operation="prepareSell",status="200"\} 1\b/);
    // The sandbox posts its Transaction webhook to the balancer, whichever instance that reaches.
    await expect.poll(() => live.events.some((e) => e.event === 'Transaction' && e.data.ID === Transaction.ID), { timeout: 30_000 }).toBe(true);
    // Another customer cannot use the form session on either instance.
    const other = await browser('multi-other');
    for (const base of [A, B]) expect((await sell(other, base, await (await prepare(call, A)).json(), `n-other-${base}`)).status).toBe(400);
    await live.close();
  });

  it('relays a webhook delivered to A to the stream on B, and deduplicates its retry to B', async () => {
    const call = await browser('multi-hook');
    const live = await stream(call, B);
    const body = customerEvent('multi-hook', 107);
    expect(await (await deliver(A, body)).json()).toEqual({ Received: true });
    expect(await (await deliver(B, body)).json()).toEqual({ Received: true, Duplicate: true });
    await deliver(B, customerEvent('multi-hook', 108));
    await expect.poll(() => versions(live.events)).toEqual([107, 108]);
    expect(ours(live.events)[0]!.data).toEqual({ EventType: 'Customer', ID: 'multi-hook', EventVersion: 107, Occurred: expect.any(String) });
    // Reconnecting to A with the last id B sent replays nothing it already had, and what came after.
    await deliver(A, customerEvent('multi-hook', 109));
    await expect.poll(() => versions(live.events)).toEqual([107, 108, 109]);
    await live.close();
    const resumed = await fetch(`${A}/api/events`, { headers: { cookie: (await loginCookie('multi-hook')), 'last-event-id': ours(live.events)[1]!.id } });
    const text = await readUntil(resumed, '"EventVersion":109');
    expect(text).not.toMatch(/"EventVersion":10[78]/);
  });

  it('shares one rate limit between the instances', async () => {
    const call = await browser('multi-limit');
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 1; i += 1) statuses.push((await call(i % 2 ? B : A, 'GET', '/api/channels/sell/countries')).status);
    // Each instance saw only half of the requests; together they crossed the limit. Each counts
    // locally and adds its counts to Redis every 250 ms (docs/adr/0146): within a few syncs both
    // refuse. The polls are few (at most 7 each) so neither instance could reach the limit alone.
    expect(statuses.slice(0, RATE_LIMIT - 1).every((s) => s === 200)).toBe(true);
    for (const base of [A, B]) await expect.poll(async () => (await call(base, 'GET', '/api/channels/sell/countries')).status, { interval: 300, timeout: 2_000 }).toBe(429);
  });

  it('refuses a signed-out session on every instance, not only the one that signed it out', async () => {
    const cookie = await loginCookie('multi-signout');
    const who = (base: string) => fetch(`${base}/api/customers/multi-signout`, { headers: { cookie } }).then((r) => r.status);
    await createServerClient({ baseUrl: `${cluster.sandboxUrl}/v1`, apiKey: cluster.apiKey, signingKey: cluster.signing.privateKeyPem }).putCustomer({ params: { CustomerID: 'multi-signout' }, body: individual as never });
    expect([await who(A), await who(B)]).toEqual([200, 200]);
    const out = await fetch(`${A}/demo/session`, { method: 'DELETE', headers: { cookie, origin: cluster.url } });
    expect(out.status).toBe(204);
    // B never saw the sign-out: it learns it from Redis.
    expect([await who(B), await who(A)]).toEqual([401, 401]);
  });

  it('closes on B the stream of a session signed out on A: no event recorded after the sign-out reaches it', async () => {
    const call = await browser('multi-stream-out');
    const live = await stream(call, B);
    expect((await deliver(A, customerEvent('multi-stream-out', 111))).status).toBe(200);
    await expect.poll(() => versions(live.events)).toEqual([111]);
    expect((await call(A, 'DELETE', '/demo/session')).status).toBe(204);
    expect((await deliver(A, customerEvent('multi-stream-out', 112))).status).toBe(200);
    expect((await deliver(B, customerEvent('multi-stream-out', 113))).status).toBe(200);
    await expect.poll(() => live.ended(), { timeout: 10_000 }).toBe(true);
    expect(versions(live.events)).toEqual([111]);
  });

  it('alternates instances behind the balancer', async () => {
    const served = [];
    for (let i = 0; i < 4; i += 1) served.push((await fetch(`${cluster.url}/demo/session`)).headers.get('x-served-by'));
    expect(new Set(served)).toEqual(new Set(['instance-1', 'instance-2']));
    expect(served[0]).not.toBe(served[1]);
  });

  it('fails closed while Redis is down, asks for webhook retries, and loses no event once it is back', async () => {
    const call = await browser('multi-outage');
    const live = await stream(call, B);
    const prepared = (await (await prepare(call, A)).json()) as { FormSessionID: string; CryptoAuthorizedAmount: string };
    expect((await deliver(A, customerEvent('multi-outage', 101))).status).toBe(200);
    await expect.poll(() => versions(live.events)).toEqual([101]);

    await cluster.redis!.stop();
    // Not ready while its store is unreachable: the balancer's health check sees it.
    expect((await fetch(`${A}/readyz`)).status).toBe(503);
    expect((await fetch(`${A}/livez`)).status).toBe(200);
    // Neither the session nor whose form session this is can be checked: nothing is forwarded.
    const refused = await sell(call, B, prepared, 'n-outage');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ Type: 'Unexpected', Action: expect.any(String), Detail: expect.stringContaining('nothing was sent') });
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Webhooks: 5xx, so the sender delivers them again later.
    const v2 = customerEvent('multi-outage', 102);
    expect((await deliver(A, v2)).status).toBe(503);
    // New streams cannot be opened; the open one stays open.
    expect((await call(A, 'GET', '/api/events')).status).toBe(503);
    // Sessions live in Redis: none can be vouched for, so a read is "try again" (503), never "signed out" (401).
    const read = await call(A, 'GET', '/api/channels/sell/countries');
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBeTruthy();

    await cluster.redis!.start();
    await expect.poll(async () => (await fetch(`${A}/readyz`)).status, { timeout: 30_000 }).toBe(200);
    // The sender's retry (to the other instance) goes through once the instance has reconnected.
    await expect.poll(async () => (await deliver(B, v2)).status, { timeout: 30_000, interval: 250 }).toBe(200);
    expect((await deliver(A, customerEvent('multi-outage', 103))).status).toBe(200);
    await expect.poll(() => versions(live.events), { timeout: 30_000 }).toEqual([101, 102, 103]);
    const ids = live.events.map((e) => e.id);
    expect([...ids].sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || Number(a.split('-')[1]) - Number(b.split('-')[1]))).toEqual(ids);
    // The sell that was refused now goes through, once.
    expect((await sell(call, B, prepared, 'n-outage')).status).toBe(202);
    await live.close();
  });
  it('keeps health and metrics from the public: the balancer answers 404 for them', async () => {
    for (const path of ['/readyz', '/livez', '/metrics']) expect((await fetch(`${cluster.url}${path}`)).status).toBe(404);
    expect((await fetch(`${A}/readyz`)).status).toBe(200);
  });

  // Last: it kills an instance.
  it('takes an instance killed mid-sale out of rotation: the sale resent makes one transaction, and no 502 once the health check has it out', async () => {
    await expect.poll(async () => Object.values(await cluster.balancer.servers()).map((s) => s.status), { timeout: 30_000 }).toEqual(['UP', 'UP']);
    const call = await browser('multi-kill');
    const prepared = (await (await prepare(call, cluster.url)).json()) as { FormSessionID: string; CryptoAuthorizedAmount: string };
    const control = createSandboxControl({ url: cluster.sandboxUrl, controlToken: cluster.sandboxControlToken });
    await control.injectFaults([{ Route: '/transactions/sell', LatencyMs: 3000 }]);
    // The sale goes to instance-1 (the other is out of rotation while it is sent), which dies holding it.
    const victim = 'instance-1';
    await cluster.balancer.setServer('instance-2', 'disable');
    const inFlight = sell(call, cluster.url, prepared, 'n-multi-kill');
    await expect.poll(async () => (await cluster.balancer.servers())[victim]!.sessions).toBeGreaterThan(0);
    await cluster.balancer.setServer('instance-2', 'enable');
    process.kill(cluster.instancePids[0]!, 'SIGKILL');
    // Its answer is lost with it and the balancer never sends a write twice: a 502, or the connection
    // closed without an answer (HAProxy's way when the browser's connection was a kept-alive one).
    expect([502, 'no answer']).toContain(await inFlight.then((r) => r.status, () => 'no answer'));
    await control.clearFaults();
    // Before the health check notices, a connection the dead instance refuses is tried on the other.
    const meanwhile = await call(cluster.url, 'GET', '/api/channels/sell/countries');
    expect([meanwhile.status, meanwhile.headers.get('x-served-by')]).toEqual([200, expect.not.stringMatching(`^${victim}$`)]);
    await expect.poll(async () => (await cluster.balancer.servers())[victim]?.status, { timeout: 20_000 }).toBe('DOWN');

    // The kit resends a sale whose answer was lost, with the same Nonce: one transaction either way.
    const resent = await sell(call, cluster.url, prepared, 'n-multi-kill');
    expect(resent.status).toBe(202);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await call(cluster.url, 'GET', '/api/channels/sell/countries')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const list = (await (await call(cluster.url, 'GET', '/api/transactions')).json()) as { Items: { ID: string }[] };
    expect(list.Items.map((t) => t.ID)).toEqual([((await resent.json()) as { Transaction: { ID: string } }).Transaction.ID]);
  });
});

async function loginCookie(customerId: string) {
  const signIn = await fetch(`${cluster.url}/demo/session`, { method: 'POST', headers: { origin: cluster.url, 'content-type': 'application/json' }, body: JSON.stringify({ CustomerID: customerId }) });
  return signIn.headers.get('set-cookie')!.split(';')[0]!;
}
async function readUntil(response: Response, marker: string) {
  const reader = response.body!.getReader();
  let text = '';
  while (!text.includes(marker)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  await reader.cancel();
  return text;
}
