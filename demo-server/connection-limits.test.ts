// The demo ships with connection limits (issue 29, finding 1): one client holding thousands of idle
// connections once kept it at its file-descriptor limit and refused every new visitor. Here the
// attacker is 127.0.0.1 and the visitors 127.0.0.2 and 127.0.0.3 (Linux routes 127/8 to lo), with
// the demo's connection cap lowered so a few thousand connections reach it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from './main';
import { holdIdleConnections, requestFrom, type HeldConnections } from '../tooling/from-address';

let demo: DemoServer;
let held: HeldConnections | undefined;
beforeAll(async () => {
  demo = await startDemoServer({ port: 0, buildWeb: false, env: { MAX_CONNECTIONS: '400', PROXY_EVENT_STREAMS: '300', CONNECTIONS_PER_ADDRESS: '50' } });
});
afterAll(async () => {
  held?.close();
  await demo.close();
});

it('serves new visitors while one client holds (and reopens) as many idle connections as it can', { timeout: 120_000 }, async () => {
  held = await holdIdleConnections('127.0.0.1', demo.url, 2_500);
  // The attacker reopens what was dropped: a second wave, while the first is held.
  const again = await holdIdleConnections('127.0.0.1', demo.url, 500);
  await expect.poll(() => held!.open() + again.open(), { timeout: 30_000 }).toBeLessThanOrEqual(50);
  const visits = await Promise.all(['127.0.0.2', '127.0.0.3'].flatMap((address) => Array.from({ length: 5 }, () => requestFrom(address, `${demo.url}/demo/session`))));
  again.close();
  expect(visits.map((v) => v.status)).toEqual(Array(10).fill(200));
});
