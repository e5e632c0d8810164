// One in-memory backend (the real sandbox behind the real proxy) per browser tab: stories get live
// data with no network and no hand-written fixtures.
import { createInMemoryBackend, type InMemoryBackend } from '../tooling/in-memory-backend';

let backend: Promise<InMemoryBackend> | undefined;

export function getBackend(): Promise<InMemoryBackend> {
  backend ??= createInMemoryBackend({ customerId: 'storybook-customer' }).then(async (b) => {
    await b.createApprovedCustomer();
    return b;
  });
  return backend;
}

export const FAULTS = {
  none: [],
  '20% 500': [{ Route: '/', Rate500: 0.2 }],
  '409 always': [{ Route: '/', Rate409: 1 }],
  '429 always': [{ Route: '/', Rate429: 1 }],
  'latency 800 ms': [{ Route: '/', LatencyMs: 800 }],
} as const;
export type FaultPreset = keyof typeof FAULTS;
