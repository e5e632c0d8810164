import { afterEach, describe, expect, it, vi } from 'vitest';
import { logRequests, type RequestLogFields } from './request-log';
import { shutdownGracefully } from './graceful-shutdown';
import type { RampkitProxy } from './proxy';

afterEach(() => vi.useRealTimers());

const answering: RampkitProxy = {
  fetch: async () => new Response('{}', { status: 200, headers: { 'x-request-id': '9b2f6c1e-0000-4000-8000-000000000001' } }),
  closeStreams: () => {},
};
const lines = () => {
  const logged: (RequestLogFields & { message?: string })[] = [];
  return { logged, logger: { info: (fields: Record<string, unknown>, message?: string) => void logged.push({ ...(fields as RequestLogFields), message }) } };
};
const get = (path: string) => new Request(`https://wallet.example${path}`);

describe('logRequests', () => {
  it('writes each line at once by default', async () => {
    const { logged, logger } = lines();
    await logRequests(answering, logger).fetch(get('/api/channels/sell/countries'));
    expect(logged).toEqual([expect.objectContaining({ operation: 'listSellCountries', status: 200, method: 'GET', message: 'request' })]);
  });

  it('with a batch, writes the lines together once the batch is full, in the order the answers came', async () => {
    const { logged, logger } = lines();
    const proxy = logRequests(answering, logger, { batch: 3, maxDelayMs: 60_000 });
    await proxy.fetch(get('/api/channels/sell/countries'));
    await proxy.fetch(get('/api/customers/alice'));
    expect(logged).toEqual([]);
    await proxy.fetch(get('/api/transactions'));
    expect(logged.map((line) => line.operation)).toEqual(['listSellCountries', 'getCustomer', 'listTransactions']);
  });

  it('with a batch, writes what waits after maxDelayMs, or when flushed', async () => {
    vi.useFakeTimers();
    const { logged, logger } = lines();
    const proxy = logRequests(answering, logger, { batch: 32, maxDelayMs: 200 });
    await proxy.fetch(get('/api/customers/alice'));
    vi.advanceTimersByTime(199);
    expect(logged).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(logged).toHaveLength(1);
    await proxy.fetch(get('/api/customers/alice'));
    proxy.flush?.();
    expect(logged).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is flushed when the instance shuts down gracefully, the requests that finished last included', async () => {
    const { logged, logger } = lines();
    const proxy = logRequests(answering, logger, { batch: 32, maxDelayMs: 60_000 });
    await proxy.fetch(get('/api/customers/alice'));
    const server = { close: (done: () => void) => (done(), server), closeIdleConnections: () => {}, closeAllConnections: () => {} };
    await shutdownGracefully({ server: server as never, proxy });
    expect(logged.map((line) => line.operation)).toEqual(['getCustomer']);
  });
});
