import { describe, expect, it } from 'vitest';
import { createSandboxBackend } from '../testing/sandbox-backend';
import { eventSourceOver } from './fetch-event-source';

describe('eventSourceOver', () => {
  it('streams the proxy’s live events through the given fetch, where no network could reach it', async () => {
    const backend = await createSandboxBackend({ customerId: 'stream-customer' });
    const requested: string[] = [];
    const fetch: typeof backend.fetch = (input, init) => {
      requested.push(String(input instanceof Request ? input.url : input));
      return backend.fetch(input, init);
    };
    const FetchEventSource = eventSourceOver(fetch);
    const source = new FetchEventSource(`${backend.proxyUrl}/events`);
    const opened = new Promise<void>((resolve) => (source.onopen = () => resolve()));
    const customerEvent = new Promise<string>((resolve) => source.addEventListener('Customer', (event) => resolve(String((event as MessageEvent).data))));
    await opened;
    expect(source.readyState).toBe(1);

    await backend.createApprovedCustomer();
    const data = JSON.parse(await customerEvent) as { EventType: string; ID: string };
    expect(data).toMatchObject({ EventType: 'Customer', ID: 'stream-customer' });
    expect(requested).toEqual([`${backend.proxyUrl}/events`]);

    source.close();
    expect(source.readyState).toBe(2);
    backend.close();
  });

  it('is closed, not left connecting, when it is closed before the module has loaded', async () => {
    const FetchEventSource = eventSourceOver(() => Promise.reject(new Error('never called')));
    const source = new FetchEventSource('http://kit.local/api/events');
    source.close();
    expect(source.readyState).toBe(2);
    // The module arriving later opens nothing (the constructor's own import settles first).
    await import('eventsource');
    expect(source.readyState).toBe(2);
  });
});
