// One client cannot take every live-update stream (issue 29, finding 5): free sign-ins once let one
// address open 2,010 sessions × 5 streams and fill an instance's cap. Sign-ins are rate limited per
// address and streams capped per address, so another address still gets its stream. The caps are
// lowered here; the attacker is 127.0.0.1, the visitor 127.0.0.2 (Linux routes 127/8 to lo).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from './main';
import { openFrom, requestFrom } from '../tooling/from-address';

let demo: DemoServer;
const streams: { close(): void }[] = [];
beforeAll(async () => {
  demo = await startDemoServer({ port: 0, buildWeb: false, env: { DEMO_SIGN_INS_PER_MINUTE: '4', PROXY_EVENT_STREAMS_PER_ADDRESS: '8', PROXY_EVENT_STREAMS: '20' } });
});
afterAll(async () => {
  for (const s of streams) s.close();
  await demo.close();
});

const signIn = async (address: string, customerId: string) => {
  const r = await requestFrom(address, `${demo.url}/demo/session`, { method: 'POST', headers: { origin: demo.url, 'content-type': 'application/json' }, body: JSON.stringify({ CustomerID: customerId }) });
  return { status: r.status, body: r.text, cookie: String(r.headers['set-cookie'] ?? '').split(';')[0]!, retryAfter: r.headers['retry-after'] };
};
const stream = async (address: string, cookie: string) => {
  const opened = await openFrom(address, `${demo.url}/api/events`, { cookie });
  streams.push(opened);
  return opened.status;
};

it('lets one address sign in only so often and hold only so many streams, and another address still streams', { timeout: 60_000 }, async () => {
  const attempts = [];
  for (let i = 0; i < 8; i += 1) attempts.push(await signIn('127.0.0.1', `flood-${i}`));
  const signedIn = attempts.filter((a) => a.status === 200);
  expect(signedIn).toHaveLength(4);
  const refused = attempts.find((a) => a.status === 429)!;
  expect(JSON.parse(refused.body)).toMatchObject({ Type: 'RateLimited', Action: 'DemoSession' });
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  // Five streams for each session it got: past the address's 8, refused however many sessions it has.
  const statuses = [];
  for (const { cookie } of signedIn) for (let i = 0; i < 5; i += 1) statuses.push(await stream('127.0.0.1', cookie));
  expect(statuses.filter((s) => s === 200)).toHaveLength(8);
  expect(statuses.filter((s) => s === 429)).toHaveLength(12);
  // A real customer elsewhere signs in and gets a stream.
  const visitor = await signIn('127.0.0.2', 'visitor');
  expect(visitor.status).toBe(200);
  expect(await stream('127.0.0.2', visitor.cookie)).toBe(200);
});
