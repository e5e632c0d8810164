// The whole backend in memory, for component tests and Storybook: the real sandbox behind the real
// proxy, bound to one signed-in customer. The kit's client talks to it through an injected fetch,
// so nothing listens on a port and no request leaves the process (or the browser tab).
import { createSandbox, type Sandbox, type SandboxOptions } from '../src/sandbox/index';
import { createRampkitProxy } from '../src/server/proxy';
import { generatePemKeyPair } from '../src/server/signing/keys';
import { createRampkitClient, type RampkitClient } from '../src/api/client';

const ORIGIN = 'http://kit.local';
const API_KEY = 'apikey_sandbox_inmemory';

export interface InMemoryBackend {
  sandbox: Sandbox;
  fetch: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
  client: RampkitClient;
  proxyUrl: string;
  customerId: string;
  /** Calls the sandbox control API (/_sandbox/...). */
  control: (path: string, body?: unknown) => Promise<unknown>;
  /** Creates the signed-in customer through the business side (reliance: approved at once). */
  createApprovedCustomer: () => Promise<void>;
}

export async function createInMemoryBackend(options: { customerId?: string; sandbox?: SandboxOptions } = {}): Promise<InMemoryBackend> {
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
    apiKey: API_KEY,
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
  const fetch: InMemoryBackend['fetch'] = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), ORIGIN);
    const request = new Request(url, input instanceof Request ? input : init);
    const headers = new Headers(request.headers);
    const body = request.method === 'GET' ? undefined : await request.text();
    return proxy.fetch(new Request(url, { method: request.method, headers, body, signal: init?.signal }));
  };
  const sandboxCall = (method: string, path: string, body?: unknown) =>
    sandbox.fetch(
      new Request(`${ORIGIN}${path}`, {
        method,
        headers: { 'x-api-key': API_KEY, authorization: `Bearer ${sandbox.controlToken}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  return {
    sandbox,
    fetch,
    // The kit speaks to the upstream the sandbox plays: published 0.1.3 shapes in compat mode.
    client: createRampkitClient({ baseUrl: `${ORIGIN}/api`, fetch, retry: { attempts: 3, baseDelayMs: 10 }, apiVersion: options.sandbox?.apiVersion }),
    proxyUrl: `${ORIGIN}/api`,
    customerId,
    control: async (path, body = {}) => (await sandboxCall('POST', `/_sandbox${path}`, body)).json(),
    createApprovedCustomer: async () => {
      const response = await sandboxCall('PUT', `/v1/customers/${encodeURIComponent(customerId)}`, {
        Type: 'Individual', FullName: { FirstName: 'Ana', LastName: 'Silva' }, DateOfBirth: '1990-05-17',
        Identities: [{ IssuingCountry: 'DE', IDNumber: 'C01X00T47', IDType: 'Passport' }],
        PrimaryResidence: { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' },
      });
      if (!response.ok) throw new Error(`could not create ${customerId}: ${await response.text()}`);
    },
  };
}
