// A child process of bench-proxy: serves either the sandbox or the proxy on a free loopback port
// and reports the URL to its parent, so load generator, proxy and upstream each get a process.
// The proxy reaches its upstream the way it does in production on Node (node:http, keep-alive),
// or through global fetch when the config says so (the path browsers and Workers take).
import { serve } from '@hono/node-server';

const [role, arg] = process.argv.slice(2);
/** The site the bench's POSTs come from: the proxy's CSRF check lets it through, as a host's own site. */
const BENCH_ORIGIN = 'http://wallet.bench.test';
const config = JSON.parse(arg);
let fetch;
if (role === 'sandbox') {
  const { createSandbox } = await import('../../src/sandbox/index.ts');
  fetch = (await createSandbox({ apiKey: config.apiKey, signingPublicKeyPem: config.publicKey, seed: 'bench', stepSeconds: 3600 })).fetch;
} else if (role === 'balancer') {
  const { startBalancer } = await import('../../demo-server/cluster/balancer.ts');
  const balancer = await startBalancer({ host: '127.0.0.1', port: 0, instances: config.instances });
  process.send?.({ url: balancer.url });
} else {
  const { createRampkitProxy } = await import('../../src/server/proxy.ts');
  // With a Redis URL the proxy keeps its state there (several instances share it); the customer
  // comes from a bench header, so the live-event rows can act for many customers.
  const { redisStore } = await import('../../src/server/store/redis.ts');
  const store = config.redisUrl ? redisStore({ url: config.redisUrl }) : undefined;
  await store?.ready();
  fetch = createRampkitProxy({
    baseUrl: config.upstream, apiKey: config.apiKey, signingKey: config.privateKey, resolveCustomer: (r) => r.headers.get('x-bench-customer') ?? 'bench-customer', limits: { requestsPerMinute: 1e9 },
    webhookPublicKey: config.webhookPublicKey, store, allowedOrigins: [BENCH_ORIGIN],
    ...(config.viaFetch ? { fetch: (input, init) => globalThis.fetch(input, init) } : {}),
  }).fetch;
}
// Asked by the parent: this process's memory after a full collection (when run with --expose-gc).
process.on('message', (m) => {
  if (m !== 'memory') return;
  globalThis.gc?.();
  process.send?.({ memory: process.memoryUsage() });
});
if (fetch) serve({ fetch, hostname: '127.0.0.1', port: 0 }, (info) => process.send?.({ url: `http://127.0.0.1:${info.port}` }));
process.on('disconnect', () => process.exit(0));
