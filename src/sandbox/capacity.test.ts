// The sandbox keeps at most `limits.customers` customers (issue 29, finding 6): one more, by any
// route that creates one, is refused with 429 in the spec's envelope, and nothing stored is dropped.
import { afterEach, expect, it } from 'vitest';
import { CAPACITY_RETRY_AFTER_S } from './capacity';
import { individual, startSandbox, type Harness } from './test-helpers';

let h: Harness | undefined;
afterEach(() => {
  h?.sandbox.close();
  h = undefined;
});

it('refuses a customer past its capacity by every creating route, keeps those it has, and takes new ones after a reset', async () => {
  h = await startSandbox({ limits: { customers: 3 } });
  for (const id of ['c-1', 'c-2', 'c-3']) expect((await h.call('PUT', `/v1/customers/${id}`, individual)).status).toBe(201);
  const full = await h.call('PUT', '/v1/customers/c-4', individual);
  expect(full.status).toBe(429);
  expect(full.body).toMatchObject({ Type: 'RateLimited', Action: expect.any(String), Detail: expect.stringContaining('at most 3 customers'), Instance: expect.any(String) });
  // Every throttled answer says when to try again (not-shown.md: 429 with a Retry-After in seconds).
  expect(full.headers.get('retry-after')).toBe(String(CAPACITY_RETRY_AFTER_S));
  // Hosted onboarding and prefill create standard customers: refused the same way.
  expect((await h.call('POST', '/v1/onboarding/c-5', { ReturnURL: 'https://shop.example/back' })).status).toBe(429);
  expect((await h.call('POST', '/v1/onboarding/c-6/prefill', { Type: 'IndividualCustomerPrefill', FullName: { FirstName: 'Lea', LastName: 'Roth' } })).status).toBe(429);
  expect((await h.control('/customers/c-7')).status).toBe(429);
  // What it holds stays, and can still change.
  expect((await h.call('GET', '/v1/customers/c-1')).status).toBe(200);
  expect((await h.call('PUT', '/v1/customers/c-1', individual)).status).toBe(204);
  await h.control('/reset');
  expect((await h.call('PUT', '/v1/customers/c-4', individual)).status).toBe(201);
});
