// The whole backend in memory, for component tests and Storybook: the real sandbox behind the real
// proxy, bound to one signed-in customer. The kit's client talks to it through an injected fetch,
// so nothing listens on a port and no request leaves the process (or the browser tab). It lives in
// testing/, which knows both sides, because the sandbox (the upstream) must not compose the proxy
// that calls it. Web APIs only: Storybook runs it in a browser tab (rampkit/testing/backend).
import { createSandbox, type Sandbox, type SandboxOptions } from '../sandbox/index';
import { createRampkitProxy } from '../server/proxy';
import { generatePemKeyPair } from '../wire/keys';
import { createRampkitClient, type RampkitClient } from '../api/client';
import { createSandboxControl, type SandboxControl } from '../sandbox/control-client';

const ORIGIN = 'http://kit.local';
const API_KEY = 'apikey_sandbox_inmemory';

export interface SandboxBackendOptions {
  /** The signed-in customer every kit call acts for. Default 'demo-customer'. */
  customerId?: string;
  /** Options of the sandbox (quote lifetime, seed, `apiVersion: '0.1.3'`, …). */
  sandbox?: SandboxOptions;
}

export interface SandboxBackend {
  sandbox: Sandbox;
  /** The proxy's fetch (what the kit's client calls): paths under /api. */
  fetch: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
  /** A kit client for `<RampkitProvider client={...}>`. */
  client: RampkitClient;
  proxyUrl: string;
  customerId: string;
  /** The typed control API: clock, settle, reviews, deposits, faults. */
  controls: SandboxControl;
  /** Calls the control API by path with a POST body (`/faults`, `{ Rules: [] }`). */
  control: (path: string, body?: unknown) => Promise<unknown>;
  /** Creates the signed-in customer through the business side (reliance: approved at once). */
  createApprovedCustomer: () => Promise<void>;
  close(): void;
}

export async function createSandboxBackend(options: SandboxBackendOptions = {}): Promise<SandboxBackend> {
  const customerId = options.customerId ?? 'demo-customer';
  const webhookKeys = await generatePemKeyPair('ES384');
  let proxyFetch: (request: Request) => Promise<Response> = async () => new Response(null, { status: 503 });
  const sandbox = await createSandbox({
    apiKey: API_KEY,
    seed: 'in-memory',
    webhookUrl: `${ORIGIN}/webhooks`,
    webhookSigningKeyPem: webhookKeys.privateKeyPem,
    fetch: async (input, init) => proxyFetch(new Request(input, init)),
    ...options.sandbox,
  });
  const proxy = createRampkitProxy({
    baseUrl: `${ORIGIN}/v1`,
    apiKey: options.sandbox?.apiKey ?? API_KEY,
    webhookPublicKey: webhookKeys.publicKeyPem,
    resolveCustomer: () => customerId,
    fetch: async (input, init) => sandbox.fetch(new Request(input, init)),
    exposeBalances: true,
    // In-process only: browsers (and happy-dom) drop a constructed Origin header, and no other
    // site can reach this proxy.
    checkOrigin: false,
    limits: { requestsPerMinute: 100_000 },
  });
  proxyFetch = async (request) => proxy.fetch(request);
  const fetch: SandboxBackend['fetch'] = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), ORIGIN);
    const request = new Request(url, input instanceof Request ? input : init);
    const headers = new Headers(request.headers);
    const body = request.method === 'GET' ? undefined : await request.text();
    return proxy.fetch(new Request(url, { method: request.method, headers, body, signal: init?.signal }));
  };
  const controls = createSandboxControl({ url: ORIGIN, controlToken: sandbox.controlToken, fetch: (request) => sandbox.fetch(request) });
  return {
    sandbox,
    fetch,
    // The kit speaks to the upstream the sandbox plays: published 0.1.3 shapes in compat mode.
    client: createRampkitClient({ baseUrl: `${ORIGIN}/api`, fetch, retry: { attempts: 3, baseDelayMs: 10 }, apiVersion: options.sandbox?.apiVersion }),
    proxyUrl: `${ORIGIN}/api`,
    customerId,
    controls,
    // The answer's JSON whatever its status: tests of refusals read the error envelope.
    control: async (path, body = {}) =>
      (await sandbox.fetch(new Request(`${ORIGIN}/_sandbox${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${sandbox.controlToken}` }, body: JSON.stringify(body) }))).json(),
    createApprovedCustomer: () => controls.createApprovedCustomer(customerId),
    close: () => sandbox.close(),
  };
}
