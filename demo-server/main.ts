// `npm start`: the embedded sandbox, the proxy and the demo business web app on one port.
import { serve, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { pino } from 'pino';
import { createSandbox, type Sandbox } from '../src/sandbox/index';
import { createRampkitProxy } from '../src/server/proxy';
import { redisStore } from '../src/server/store/redis';
import { memoryStore } from '../src/server/store/memory';
import { createServerClient } from '../src/server/server-client';
import { applyServerLimits } from '../src/server/server-limits';
import { createHealth, type Health } from '../src/server/health';
import { shutdownGracefully } from '../src/server/graceful-shutdown';
import { createProxyMetrics } from '../src/server/metrics';
import { logRequests, type RequestLogger } from '../src/server/request-log';
import { loadConfig, type DemoOverrides } from './config';
import { createDemoSessions } from './demo-session';
import { createDemoRoutes } from './demo-routes';
import { ensureWebBuilt, serveWeb } from './web-assets';

export interface DemoServer {
  url: string;
  sandbox?: Sandbox;
  /** The embedded sandbox's control API token (Authorization: Bearer), for tests and QA. */
  controlToken?: string;
  /** Liveness and readiness (GET /livez, /readyz): what the cluster's balancer checks. */
  health: Health;
  /** SIGTERM: readiness fails, no new connections, streams sent elsewhere, requests in flight finished (10 s at most), store closed. */
  shutdown(): Promise<void>;
  close(): Promise<void>;
}

export async function startDemoServer(overrides: DemoOverrides & { buildWeb?: boolean; /** One JSON line per request and webhook (pino). */ logger?: RequestLogger } = {}): Promise<DemoServer> {
  const config = await loadConfig(overrides);
  if (overrides.buildWeb !== false) await ensureWebBuilt();

  // Listen first: the origin (and so the signature audience and the HostedURL) must be known
  // before the proxy and the sandbox are wired.
  const ready: { app?: Hono<{ Bindings: HttpBindings }> } = {};
  const listening = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (request, env) => (ready.app ? ready.app.fetch(request, env) : new Response('starting', { status: 503 })), hostname: config.host, port: config.port }, () => resolve(s));
  });
  // Connection caps and timeouts before the first connection is accepted (docs/adr/0130).
  applyServerLimits(listening as Parameters<typeof applyServerLimits>[0], { ...config.limits.server, trustedProxies: config.trustedProxies });
  const address = listening.address();
  const listeningOrigin = `http://${config.host}:${typeof address === 'object' && address ? address.port : config.port}`;
  // What browsers see (PUBLIC_URL behind a TLS proxy): CSRF checks, cookies and return URLs use it,
  // never the Host header of a request.
  const origin = config.publicUrl ?? listeningOrigin;
  // Without PUBLIC_URL, the address printed at start, also spelled localhost.
  const origins = config.publicUrl ? [origin] : [origin, origin.replace('//127.0.0.1:', '//localhost:')].filter((o, i, all) => all.indexOf(o) === i);

  const root = new Hono<{ Bindings: HttpBindings }>();
  // Every answer: no Referer leaks a URL (session ids in hosted-page paths), no type sniffing.
  root.use('*', async (c, next) => {
    await next();
    c.res.headers.set('referrer-policy', 'no-referrer');
    c.res.headers.set('x-content-type-options', 'nosniff');
  });
  // One store for the proxy and the sessions: Redis for a cluster, else this process's memory
  // (bounded: beyond it the oldest session is signed out).
  const store = config.redisUrl ? redisStore({ url: config.redisUrl }) : memoryStore({ maxEntries: config.limits.sessionsInMemory });
  await store.ready();
  // Sessions live in the store: a session ended on one instance is gone for all, its streams closed.
  const sessions = await createDemoSessions({ secret: config.sessionSecret, store });
  // Metrics on /metrics, as a business mounts them: the balancer keeps the path from the public.
  const metrics = await createProxyMetrics();
  let sandbox: Sandbox | undefined;
  let upstreamFetch: typeof fetch | undefined;
  let proxyFetch: typeof fetch | undefined;
  let webhookPublicKey = config.webhookPublicKeyPem;
  const baseUrl = config.upstreamBaseUrl ?? `${origin}/v1`;
  if (!config.upstreamBaseUrl) {
    // Embedded upstream: the sandbox, registered with this server's keys, called in-process, its
    // webhooks delivered in-process to the proxy's /webhooks.
    sandbox = await createSandbox({
      apiKey: config.apiKey,
      signingPublicKeyPem: config.signingPublicKeyPem,
      quoteTtlSeconds: config.quoteTtlSeconds,
      ...config.pace,
      apiVersion: config.apiVersion,
      controlToken: config.controlToken,
      returnOrigins: origins,
      limits: { customers: config.limits.sandboxCustomers },
      webhookUrl: `${origin}/webhooks`,
      fetch: async (input, init) => root.fetch(new Request(input, init)),
    });
    webhookPublicKey = sandbox.webhookPublicKeyPem;
    const embedded = sandbox;
    proxyFetch = (input, init) => embedded.fetch(new Request(input, init));
    // The server client's calls are timed by wrapping its fetch; the proxy's by metrics as its observer.
    upstreamFetch = metrics.upstreamFetch(proxyFetch);
    root.all('/v1/*', (c) => embedded.fetch(c.req.raw));
    root.all('/_sandbox/*', (c) => embedded.fetch(c.req.raw));
    root.all('/hosted/*', (c) => embedded.fetch(c.req.raw));
  }
  const bareProxy = createRampkitProxy({
    baseUrl,
    apiKey: config.apiKey,
    signingKey: config.signingKeyPem,
    webhookPublicKey,
    resolveCustomer: sessions.resolve,
    fetch: proxyFetch,
    observers: [metrics],
    exposeBalances: true,
    store,
    limits: config.limits.proxy,
    allowedOrigins: origins,
    trustedProxies: config.trustedProxies,
  });
  const measured = metrics.instrument(bareProxy);
  const proxy = overrides.logger ? logRequests(measured, overrides.logger) : measured;
  // For the balancer and the orchestrator; the balancer's configuration keeps them from the public.
  const health = createHealth({ store });
  root.get('/livez', () => health.live());
  root.get('/readyz', () => health.ready());
  root.get('/metrics', () => metrics.handler());
  // c.env: @hono/node-server's bindings, from which the proxy reads the client's address.
  root.all('/api/*', (c) => proxy.fetch(c.req.raw, c.env));
  root.post('/webhooks', (c) => proxy.fetch(c.req.raw, c.env));
  const server = createServerClient({ baseUrl, apiKey: config.apiKey, signingKey: config.signingKeyPem, fetch: upstreamFetch, apiVersion: config.apiVersion });
  root.route('/', createDemoRoutes(sessions, server, { origins, apiVersion: config.apiVersion, store, limits: config.limits, trustedProxies: config.trustedProxies }));
  root.get('*', (c) => serveWeb(new URL(c.req.url).pathname, c.req.header('accept-encoding')));
  ready.app = root;

  return {
    url: listeningOrigin,
    sandbox,
    controlToken: sandbox?.controlToken,
    health,
    async shutdown() {
      await shutdownGracefully({ server: listening as unknown as Parameters<typeof shutdownGracefully>[0]['server'], health, proxy, store, deadlineMs: 10_000 });
      sandbox?.close();
    },
    close: () =>
      new Promise<void>((resolve) => {
        sandbox?.close();
        void store.close();
        listening.close(() => resolve());
        (listening as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // One JSON line per request and webhook on stdout (LOG_REQUESTS=0: none).
  const demo = await startDemoServer({ logger: process.env.LOG_REQUESTS === '0' ? undefined : pino() });
  console.log(`Rampkit demo: ${demo.url}`);
  console.log(demo.sandbox ? `  embedded sandbox: ${demo.url}/v1  (control API: ${demo.url}/_sandbox, Authorization: Bearer ${demo.controlToken})` : `  upstream: ${process.env.PAYMENTS_BASE_URL}`);
  console.log('  for trying the kit on your own machine only: not for the open internet (README, "Security").');
  process.on('SIGINT', async () => {
    await demo.close();
    process.exit(0);
  });
  process.on('SIGTERM', async () => {
    await demo.shutdown();
    process.exit(0);
  });
}
