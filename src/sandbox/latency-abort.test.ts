// Injected latency obeys the caller's abort: a request whose caller gave up (a proxy's timeout) is
// never carried out, so the sandbox does not create what the caller was told failed.
import { describe, expect, it } from 'vitest';
import { API_KEY, BASE, individual, startSandbox } from './test-helpers';

describe('sandbox latency faults', () => {
  it('drop a request whose caller gave up during the latency', async () => {
    const { sandbox, call, control } = await startSandbox();
    await control('/faults', { Rules: [{ Route: '/customers', LatencyMs: 300 }] });
    const caller = new AbortController();
    const pending = sandbox.fetch(
      new Request(`${BASE}/v1/customers/late-1`, { method: 'PUT', headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' }, body: JSON.stringify(individual), signal: caller.signal }),
    );
    caller.abort(new DOMException('The proxy timed out', 'TimeoutError'));
    await pending.catch(() => undefined);
    // A read sent after it under the same latency is answered after the given-up request's latency
    // ran out, when that request would have been carried out: the customer was never created.
    expect((await call('GET', '/v1/customers/late-1')).status).toBe(404);
    await control('/faults', { Rules: [] });

    // The same request with a patient caller is carried out.
    await control('/faults', { Rules: [{ Route: '/customers', LatencyMs: 50 }] });
    expect((await call('PUT', '/v1/customers/late-1', individual)).status).toBeLessThan(300);
    expect((await call('GET', '/v1/customers/late-1')).status).toBe(200);
  });
});
