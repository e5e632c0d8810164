// The proxy's webhook intake and the live streams it relays to browsers, against the real sandbox.
import { describe, expect, it } from 'vitest';
import { importPKCS8 } from 'jose';
import { signWebhookBody } from '../wire/webhook-signature';
import { ORIGIN, individual, json, proxyFixture } from '../../tooling/proxy-fixture';

const fx = proxyFixture();

describe('webhooks to server-sent events', () => {
  const event = (version: number, occurred = new Date().toISOString(), customer = 'alice') =>
    JSON.stringify({ EventType: 'Customer', EventVersion: version, Occurred: occurred, UserID: 'u', Data: { Type: 'Business', CustomerID: customer, Created: occurred, RegisteredName: 'Acme' } });
  const post = async (body: string, signature?: string) => {
    const key = await importPKCS8(fx.keys.webhook.privateKeyPem, 'ES384');
    return fx.proxy.fetch(new Request(`${ORIGIN}/webhooks`, { method: 'POST', headers: { 'webhook-signature': signature ?? (await signWebhookBody(body, key)) }, body }));
  };
  it('verifies, deduplicates and refuses stale or tampered events', async () => {
    expect((await post(event(1))).status).toBe(200);
    expect(await json(await post(event(1)))).toMatchObject({ Duplicate: true });
    expect((await post(event(2, new Date(Date.now() - 10 * 60_000).toISOString()))).status).toBe(400);
    const key = await importPKCS8(fx.keys.webhook.privateKeyPem, 'ES384');
    const signed = await signWebhookBody(event(3), key);
    expect((await post(event(3).replace('Acme', 'Evil'), signed)).status).toBe(401);
  });
  it('acknowledges and drops the events it does not relay (CheckoutSession), but only when signed', async () => {
    const checkout = JSON.stringify({ EventType: 'CheckoutSession', EventVersion: 0, Occurred: new Date().toISOString(), UserID: 'u', Data: { ID: 'cs_1', Status: 'Open' } });
    const answer = await post(checkout);
    expect(answer.status).toBe(200);
    expect(await json(answer)).toEqual({ Received: true, Ignored: true });
    expect((await post(checkout, 'bogus..sig')).status).toBe(401);
  });
  it('relays published 0.1.3 events: EventVersion 0, a FiatDeposit with Sender and Refunds in a new currency', async () => {
    expect(await json(await post(event(0, new Date().toISOString(), 'zoe')))).toEqual({ Received: true });
    const deposit = JSON.stringify({
      EventType: 'FiatDeposit', EventVersion: 0, Occurred: new Date().toISOString(), UserID: 'u',
      Data: { ID: 'fd_published', Created: new Date().toISOString(), FiatAmount: '.5', FiatCurrency: 'XCG', Status: 'Pending', PaymentMethodID: 'pm_1', PaymentMethodType: 'BankAch', CustomerID: 'zoe', Sender: { Name: 'Ana' }, Refunds: [] },
    });
    const answer = await post(deposit);
    expect(answer.status).toBe(200);
    expect(await json(answer)).toEqual({ Received: true });
  });
  const read = async (reader: ReadableStreamDefaultReader<Uint8Array>, until: string) => {
    let text = '';
    while (!text.includes(until)) text += new TextDecoder().decode((await reader.read()).value);
    return text;
  };
  const openStream = (customer: string, lastEventId?: string, signal?: AbortSignal) =>
    fx.proxy.fetch(new Request(`${ORIGIN}/api/events`, { headers: { 'x-test-customer': customer, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) }, signal }));

  it('streams an event to its customer only, and replays after Last-Event-ID', async () => {
    const controller = new AbortController();
    const stream = await openStream('alice', undefined, controller.signal);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    await post(event(1, undefined, 'bob'));
    await post(event(1));
    const text = await read(stream.body!.getReader(), '"ID":"alice"');
    expect(text).not.toContain('"ID":"bob"');
    const id = /id: (\d+-\d+)/.exec(text)![1];
    controller.abort();
    await post(event(2));
    const replay = await read((await openStream('alice', id)).body!.getReader(), 'EventVersion');
    expect(replay).toContain('"EventVersion":2');
    expect(replay).not.toContain('"EventVersion":1');
  });
  it('answers a HEAD to /events (the kit asking why it was refused) without opening a stream', async () => {
    const head = (customer?: string) => fx.proxy.fetch(new Request(`${ORIGIN}/api/events`, { method: 'HEAD', headers: customer ? { 'x-test-customer': customer } : {} }));
    expect((await head()).status).toBe(401);
    const streams = Array.from({ length: 4 }, () => new AbortController());
    for (const s of streams) expect((await openStream('carol', undefined, s.signal)).status).toBe(200);
    // One slot left: asking twice takes none of it, and the stream that follows opens.
    expect((await head('carol')).status).toBe(204);
    expect((await head('carol')).status).toBe(204);
    const fifth = new AbortController();
    expect((await openStream('carol', undefined, fifth.signal)).status).toBe(200);
    const full = await head('carol');
    expect(full.status).toBe(429);
    expect(full.headers.get('retry-after')).toBeTruthy();
    for (const s of [...streams, fifth]) s.abort();
    expect((await head('carol')).status).toBe(204);
  });
  it('starts a new stream from now: what happened before it was opened is not replayed', async () => {
    await post(event(1));
    await post(event(2));
    const controller = new AbortController();
    const reader = (await openStream('alice', undefined, controller.signal)).body!.getReader();
    await read(reader, ': connected');
    await post(event(3));
    const text = await read(reader, '"EventVersion":3');
    expect(text).not.toMatch(/"EventVersion":[12]/);
    controller.abort();
  });
  it('relays only type, id, status and version: no personal data reaches the browser', async () => {
    const controller = new AbortController();
    const reader = (await openStream('alice', undefined, controller.signal)).body!.getReader();
    const occurred = new Date().toISOString();
    const body = JSON.stringify({ EventType: 'Customer', EventVersion: 4, Occurred: occurred, UserID: 'u', Data: { ...individual, CustomerID: 'alice', Created: occurred, OnboardingStatus: 'ReviewPending', Verifications: { Type: 'Individual', Status: 'Approved', EntityVerifications: [] } } });
    expect((await post(body)).status).toBe(200);
    const text = await read(reader, '"EventVersion":4');
    const data = JSON.parse(/data: (.*)/.exec(text)![1]!);
    expect(data).toEqual({ EventType: 'Customer', ID: 'alice', EventVersion: 4, Occurred: occurred, Status: 'ReviewPending' });
    for (const secret of ['Silva', '1990-05-17', 'C01X00T47', 'Hauptstr']) expect(text).not.toContain(secret);
    controller.abort();
  });
  it('refuses an event dated more than five minutes ahead', async () => {
    const r = await post(event(1, new Date(Date.now() + 60 * 60_000).toISOString()));
    expect(r.status).toBe(400);
    expect((await json(r)).RequestExtension.Body[0].Field).toBe('Occurred');
    expect((await post(event(1, new Date(Date.now() + 60_000).toISOString()))).status).toBe(200);
  });
  it('caps live streams per customer with a 429 envelope, and frees a slot when a stream closes', async () => {
    const controllers = Array.from({ length: 5 }, () => new AbortController());
    const streams = await Promise.all(controllers.map((ctl) => openStream('alice', undefined, ctl.signal)));
    expect(streams.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const refused = await openStream('alice');
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ Type: 'RateLimited', Action: 'Events' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await openStream('bob', undefined, AbortSignal.timeout(60_000))).status).toBe(200);
    controllers[0]!.abort();
    await expect.poll(async () => {
      const r = await openStream('alice', undefined, AbortSignal.timeout(60_000));
      return r.status;
    }).toBe(200);
    for (const ctl of controllers) ctl.abort();
  });
  it('gives event ids per customer: another customer’s activity does not show in my ids', async () => {
    const controller = new AbortController();
    const reader = (await openStream('alice', undefined, controller.signal)).body!.getReader();
    await read(reader, ': connected');
    await post(event(1));
    const first = /id: (\S+)/.exec(await read(reader, '"EventVersion":1'))![1]!;
    for (let v = 1; v <= 5; v += 1) await post(event(v, undefined, 'bob'));
    await post(event(2));
    const second = /id: (\S+)\nevent: Customer\ndata: .*"EventVersion":2/.exec(await read(reader, '"EventVersion":2'))![1]!;
    const [m1, s1] = first.split('-').map(Number);
    const [m2, s2] = second.split('-').map(Number);
    // Within one millisecond the sequence would count only alice's own events.
    expect(m2! > m1! || s2 === s1! + 1).toBe(true);
    controller.abort();
  });
});
