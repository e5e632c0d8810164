// rampkit/testing with no sandbox to connect to: the worker starts its own (startSandboxServer, a
// Node server on a free port of 127.0.0.1), as a suite that starts its host against it does. The
// packed build once swapped node:http for an empty browser stub here, so this had no server to start.
import { expect, test } from 'rampkit/testing';

test.use({ sandboxConnection: undefined });

test('a worker with no sandbox connection starts its own and drives it through the control API', async ({ sandbox, request }) => {
  expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  await sandbox.setBalance('BTC_TEST', '1.25');
  await sandbox.createApprovedCustomer('qa-own-sandbox');
  // Its control API answers on that server, with the token the fixture was given.
  const requests = await request.get(`${sandbox.url}/_sandbox/requests`, { headers: { authorization: `Bearer ${sandbox.controlToken}` } });
  expect(requests.status()).toBe(200);
});
