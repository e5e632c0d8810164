// One in-memory backend (the real sandbox behind the real proxy) per stories file (its title):
// stories get live data with no network and no hand-written fixtures, and a file's stories see the
// same data in the same order whatever file ran before it in the same tab (the story run keeps a
// tab's modules from one file to the next).
import { createSandboxBackend, type SandboxBackend } from '../src/testing/sandbox-backend';
import type { SandboxOptions } from '../src/sandbox/index';

const backends = new Map<string, Promise<SandboxBackend>>();

export function getBackend(title: string): Promise<SandboxBackend> {
  let backend = backends.get(title);
  if (!backend) {
    backend = createSandboxBackend({ customerId: 'storybook-customer' }).then(async (b) => {
      await b.createApprovedCustomer();
      return b;
    });
    backends.set(title, backend);
  }
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

/**
 * A story-level loader with its own backend (its own customer and data), for states that must not
 * see what other stories did, e.g. "no transactions yet". Story loaders run after the global one,
 * so its `backend` replaces the shared one.
 */
export const freshBackend =
  (setup?: (backend: SandboxBackend) => Promise<unknown>, options: { approved?: boolean; sandbox?: SandboxOptions } = {}) =>
  async () => {
    // A sale stays at the stage a story put it in (a control Action moves it): on the sandbox's
    // default 2 s a step, a pending receipt moved on before a loaded machine took its picture.
    const backend = await createSandboxBackend({ customerId: `story-${crypto.randomUUID().slice(0, 8)}`, sandbox: { stepSeconds: 3600, ...options.sandbox } });
    if (options.approved !== false) await backend.createApprovedCustomer();
    await setup?.(backend);
    return { backend };
  };

/**
 * A story loader whose client never answers the named operations: the component stays in its
 * loading state for as long as anyone looks (a slow network, not a fixed 800 ms that ends).
 */
export const stalled =
  (...operations: (keyof SandboxBackend['client'])[]) =>
  async ({ title }: { title: string }) => {
    const backend = await getBackend(title);
    const never = () => new Promise<never>(() => undefined);
    return { backend: { ...backend, client: { ...backend.client, ...Object.fromEntries(operations.map((name) => [name, never])) } } satisfies SandboxBackend };
  };

/** A story loader on its own customer with the client changed (failures, extra data the sandbox cannot make). */
export const withClient =
  (change: (client: SandboxBackend['client'], backend: SandboxBackend) => SandboxBackend['client'] | Promise<SandboxBackend['client']>, setup?: (backend: SandboxBackend) => Promise<unknown>) =>
  async () => {
    const { backend } = await freshBackend(setup)();
    return { backend: { ...backend, client: await change(backend.client, backend) } satisfies SandboxBackend };
  };
