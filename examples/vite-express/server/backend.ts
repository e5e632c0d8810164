// The shop's backend, apart from its web framework: the upstream (the embedded rampkit/sandbox by
// default, or a real Business Payments API base URL), the Rampkit proxy bound to the signed-in
// customer, and the shop's own sign-in. Express (app.ts) only routes requests to it.
import { createRampkitProxy, createServerClient, generatePemKeyPair, type RampkitProxy } from 'rampkit/server';
import { createSandbox, type Sandbox } from 'rampkit/sandbox';
import { createSessions, type Sessions } from './session.js';

export interface BackendOptions {
  /** The origins browsers use for this shop: the only ones allowed to change state. */
  origins: string[];
  /**
   * A real upstream base URL (ending in /v1) with its API key and signing key. Without it the shop
   * runs the embedded sandbox, as `npm start` of the Rampkit demo does.
   */
  upstream?: { baseUrl: string; apiKey: string; signingKey?: string; webhookPublicKey?: string };
}

export interface Backend {
  proxy: RampkitProxy;
  sessions: Sessions;
  /** Makes `customerId` a customer the shop has verified itself (a reliance customer). */
  registerCustomer(customerId: string): Promise<void>;
  /** The embedded sandbox, when there is no real upstream (its control API for tests). */
  sandbox?: Sandbox;
  close(): void;
}

export async function createBackend(options: BackendOptions): Promise<Backend> {
  const sessions = createSessions();
  let sandbox: Sandbox | undefined;
  let upstream = options.upstream;
  let upstreamFetch: typeof fetch | undefined;
  // The proxy receives the embedded sandbox's webhooks in-process; it exists only once the
  // sandbox does, so the sandbox's fetch looks it up when it sends.
  const webhooksTo: { proxy?: RampkitProxy } = {};
  if (!upstream) {
    const signing = await generatePemKeyPair('ES256');
    const embedded = await createSandbox({
      signingPublicKeyPem: signing.publicKeyPem,
      webhookUrl: 'http://shop.internal/webhooks',
      fetch: async (input, init) => (webhooksTo.proxy ? webhooksTo.proxy.fetch(new Request(input, init)) : new Response(null, { status: 503 })),
    });
    sandbox = embedded;
    upstream = { baseUrl: 'http://sandbox.internal/v1', apiKey: embedded.apiKey, signingKey: signing.privateKeyPem, webhookPublicKey: embedded.webhookPublicKeyPem };
    upstreamFetch = (input, init) => embedded.fetch(new Request(input, init));
  }
  const proxy = createRampkitProxy({
    baseUrl: upstream.baseUrl,
    apiKey: upstream.apiKey,
    signingKey: upstream.signingKey,
    webhookPublicKey: upstream.webhookPublicKey,
    fetch: upstreamFetch,
    // The proxy acts for whoever the shop's own session says is signed in, and for no one else.
    resolveCustomer: (request) => sessions.customerOf(request.headers.get('cookie')),
    allowedOrigins: options.origins,
  });
  webhooksTo.proxy = proxy;
  const server = createServerClient({ baseUrl: upstream.baseUrl, apiKey: upstream.apiKey, signingKey: upstream.signingKey, fetch: upstreamFetch });

  return {
    proxy,
    sessions,
    sandbox,
    async registerCustomer(customerId) {
      // A shop that has verified its customers itself registers them as reliance customers; the
      // details stand in for the shop's own KYC records.
      await server.putCustomer({
        params: { CustomerID: customerId },
        body: {
          Type: 'Individual',
          FullName: { FirstName: 'Ana', LastName: 'Silva' },
          DateOfBirth: '1990-05-17',
          Identities: [{ IssuingCountry: 'DE', IDNumber: 'C01X00T47', IDType: 'Passport' }],
          PrimaryResidence: { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' },
        },
      });
    },
    close: () => sandbox?.close(),
  };
}
