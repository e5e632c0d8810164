// A child process of bench-proxy: serves either the sandbox or the proxy on a free loopback port
// and reports the URL to its parent, so load generator, proxy and upstream each get a process.
// The proxy reaches its upstream the way it does in production on Node (node:http, keep-alive),
// or through global fetch when the config says so (the path browsers and Workers take).
import { serve } from '@hono/node-server';

const [role, arg] = process.argv.slice(2);
const config = JSON.parse(arg);
let fetch;
if (role === 'sandbox') {
  const { createSandbox } = await import('../../src/sandbox/index.ts');
  fetch = (await createSandbox({ apiKey: config.apiKey, signingPublicKeyPem: config.publicKey, seed: 'bench', stepSeconds: 3600 })).fetch;
} else {
  const { createRampkitProxy } = await import('../../src/server/proxy.ts');
  fetch = createRampkitProxy({
    baseUrl: config.upstream, apiKey: config.apiKey, signingKey: config.privateKey, resolveCustomer: () => 'bench-customer', limits: { requestsPerMinute: 1e9 },
    ...(config.viaFetch ? { fetch: (input, init) => globalThis.fetch(input, init) } : {}),
  }).fetch;
}
serve({ fetch, hostname: '127.0.0.1', port: 0 }, (info) => process.send?.({ url: `http://127.0.0.1:${info.port}` }));
process.on('disconnect', () => process.exit(0));
