// Live updates stop with the session (issue 29, finding 4): two proxy instances share a real
// redis-server and keep the business's sessions there; a stream opened on B before a sign-out on A
// closes, and receives nothing recorded after the sign-out, wherever the webhook arrived.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importPKCS8 } from 'jose';
import { createRampkitProxy, type RampkitProxy } from './proxy';
import { redisStore } from './store/redis';
import type { ProxyStore } from './store/types';
import { generatePemKeyPair } from '../wire/keys';
import { signWebhookBody } from '../wire/webhook-signature';
import { startRedisServer, type RedisServer } from '../../tooling/redis-server';

let redis: RedisServer;
let stores: ProxyStore[];
let A: RampkitProxy;
let B: RampkitProxy;
let webhookKey: Awaited<ReturnType<typeof importPKCS8>>;

beforeAll(async () => {
  redis = await startRedisServer();
  const webhook = await generatePemKeyPair('ES384');
  webhookKey = await importPKCS8(webhook.privateKeyPem, 'ES384');
  stores = [redisStore({ url: redis.url }), redisStore({ url: redis.url })];
  await Promise.all(stores.map((s) => s.ready()));
  [A, B] = stores.map((store) =>
    createRampkitProxy({
      baseUrl: 'http://upstream.invalid/v1',
      apiKey: 'apikey_sandbox_sessions',
      webhookPublicKey: webhook.publicKeyPem,
      store,
      // The business's own sessions, kept in the proxy's store: a session is signed in while it is there.
      resolveCustomer: async (request) => store.readSession(request.headers.get('x-session') ?? ''),
    }),
  ) as [RampkitProxy, RampkitProxy];
}, 60_000);
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await redis.close();
});

const customerEvent = (customerId: string, version: number) =>
  JSON.stringify({ EventType: 'Customer', EventVersion: version, Occurred: new Date().toISOString(), UserID: 'u', Data: { Type: 'Business', CustomerID: customerId, Created: new Date().toISOString(), RegisteredName: 'Acme' } });
const deliver = async (proxy: RampkitProxy, body: string) =>
  proxy.fetch(new Request('http://shop.test/webhooks', { method: 'POST', headers: { 'webhook-signature': await signWebhookBody(body, webhookKey) }, body }));
const stream = async (proxy: RampkitProxy, session: string) => {
  const response = await proxy.fetch(new Request('http://shop.test/api/events', { headers: { 'x-session': session }, signal: AbortSignal.timeout(60_000) }));
  expect(response.status).toBe(200);
  return response.body!.getReader();
};
async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text;
    text += new TextDecoder().decode(value);
  }
}
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, marker: string) {
  let text = '';
  while (!text.includes(marker)) text += new TextDecoder().decode((await reader.read()).value);
  return text;
}

it('closes on B the stream of a session ended on A, which then gets no event recorded after the end', { timeout: 60_000 }, async () => {
  const [storeA] = stores as [ProxyStore];
  await storeA.createSession('laptop', 'erin', 60_000);
  await storeA.createSession('phone', 'erin', 60_000);
  const laptop = await stream(B, 'laptop');
  const phone = await stream(B, 'phone');
  expect((await deliver(A, customerEvent('erin', 101))).status).toBe(200);
  expect(await readUntil(laptop, '"EventVersion":101')).toContain('"ID":"erin"');
  // Signed out on A; the next events reach B through either instance.
  await storeA.endSession('laptop');
  expect((await deliver(A, customerEvent('erin', 102))).status).toBe(200);
  expect((await deliver(B, customerEvent('erin', 103))).status).toBe(200);
  expect(await readToEnd(laptop)).not.toMatch(/"EventVersion":10[23]/);
  // The same customer's other session is untouched.
  expect(await readUntil(phone, '"EventVersion":103')).toContain('"EventVersion":102');
  await phone.cancel();
  // And the ended session cannot open a stream again, on either instance.
  for (const proxy of [A, B]) expect((await proxy.fetch(new Request('http://shop.test/api/events', { headers: { 'x-session': 'laptop' } }))).status).toBe(401);
});
