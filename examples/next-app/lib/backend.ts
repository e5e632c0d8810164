// The shop's backend, one per server process: the upstream (the embedded rampkit/sandbox unless
// UPSTREAM names a real base URL), the Rampkit proxy bound to the signed-in customer, and the
// shop's own sign-in. Route handlers and the page share it; kept on globalThis so `next dev`'s
// module reloads do not start a second sandbox.
import { createRampkitProxy, createServerClient, generatePemKeyPair, type RampkitProxy } from 'rampkit/server';
import { createSandbox, type Sandbox } from 'rampkit/sandbox';
import { createSessions, type Sessions } from './session';

export interface Backend {
  proxy: RampkitProxy;
  sessions: Sessions;
  /** The origins browsers use for this shop: the only ones allowed to change state. */
  origins: string[];
  /** Makes `customerId` a customer the shop has verified itself (a reliance customer). */
  registerCustomer(customerId: string): Promise<void>;
  /** The embedded sandbox, when there is no real upstream. */
  sandbox?: Sandbox;
}

async function createBackend(): Promise<Backend> {
  const env = process.env;
  const port = env.PORT ?? '3000';
  // ORIGIN: what browsers use (e.g. https://shop.example behind a TLS proxy); never the request's Host.
  const origins = env.ORIGIN ? [env.ORIGIN] : [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  const sessions = createSessions();
  let sandbox: Sandbox | undefined;
  let upstream = env.UPSTREAM
    ? { baseUrl: env.UPSTREAM, apiKey: env.PAYMENTS_API_KEY ?? '', signingKey: env.PAYMENTS_SIGNING_KEY, webhookPublicKey: env.PAYMENTS_WEBHOOK_PUBLIC_KEY }
    : undefined;
  let upstreamFetch: typeof fetch | undefined;
  // The embedded sandbox delivers its webhooks to the proxy in-process, once the proxy exists.
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
    allowedOrigins: origins,
  });
  webhooksTo.proxy = proxy;
  const server = createServerClient({ baseUrl: upstream.baseUrl, apiKey: upstream.apiKey, signingKey: upstream.signingKey, fetch: upstreamFetch });
  return {
    proxy,
    sessions,
    origins,
    sandbox,
    async registerCustomer(customerId) {
      // The details stand in for the shop's own KYC records of a customer it has verified.
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
  };
}

const holder = globalThis as typeof globalThis & { __shopBackend?: Promise<Backend> };
export function backend(): Promise<Backend> {
  holder.__shopBackend ??= createBackend();
  return holder.__shopBackend;
}
