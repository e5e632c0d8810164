// A child process of bench-proxy: serves either the sandbox or the proxy on a free loopback port
// and reports the URL to its parent, so load generator, proxy and upstream each get a process.
// The proxy reaches its upstream the way it does in production on Node (node:http, keep-alive),
// or through global fetch when the config says so (the path browsers and Workers take).
import { serve } from '@hono/node-server';

const [role, arg] = process.argv.slice(2);
/** The site the bench's POSTs come from: the proxy's CSRF check lets it through, as a host's own site. */
const BENCH_ORIGIN = 'http://wallet.bench.test';
const config = JSON.parse(arg);
// config.countAsync: every async resource Node makes in this process counted by type (promises,
// ticks, sockets...), asked for with 'async'. On Node 20 an OpenTelemetry SDK's AsyncLocalStorage
// calls a hook for each of them, so their number is what the SDK costs a request. The counting
// hook costs CPU itself: such a process is never one whose CPU is measured.
const asyncCounts = {};
if (config.countAsync) {
  const { createHook } = await import('node:async_hooks');
  createHook({ init: (_id, type) => void (asyncCounts[type] = (asyncCounts[type] ?? 0) + 1) }).enable();
}
/**
 * The floor of any hop: node:http in, node:http out on a keep-alive agent, no checks, no signing
 * (the load generator's requests are signed for the upstream already). What the proxy costs beyond
 * this is its own work. With `signingKey`: a signing forwarder, the bare one plus what the spec asks
 * of every caller and no proxy can skip: each request's body read whole, hashed and covered by a
 * fresh Api-Signature (node:crypto, as the proxy signs). What the proxy costs beyond it is its
 * checks and its watching. Resolves once listening on a free loopback port.
 */
async function startForwarder({ upstream: target, signingKey }) {
  const http = await import('node:http');
  const agent = new http.Agent({ keepAlive: true });
  const to = new URL(target);
  let sign;
  if (signingKey) {
    const { importSigningKey, signApiRequest } = await import('../../src/wire/api-signature.ts');
    const key = await importSigningKey(signingKey);
    sign = (method, url, body) => signApiRequest({ method, url, body }, key, { lifetimeSeconds: 300 });
  }
  const server = http.createServer((req, res) => {
    const forward = (headers, body) => {
      const upstream = http.request({ hostname: to.hostname, port: to.port, method: req.method, path: req.url, headers, agent }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      if (body === undefined) req.pipe(upstream);
      else upstream.end(body);
    };
    if (!sign) return forward(req.headers);
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      // The audience the upstream checks: the origin it is reached at, by the Host header passed on.
      // The request's own header record, changed in place: no spread (docs/adr/0165) in the floor.
      sign(req.method, `http://${req.headers.host}${req.url}`, body.toString()).then((token) => {
        req.headers['api-signature'] = token;
        forward(req.headers, body);
      }, () => res.destroy());
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

let fetch;
/** A switchable proxy's parts, switched by the parent ({ parts: [...] }). */
let switchParts;
/** The second build's URL (config.compareModule). */
let compareUrl;
if (role === 'sandbox') {
  const { createSandbox } = await import('../../src/sandbox/index.ts');
  fetch = (await createSandbox({ apiKey: config.apiKey, signingPublicKeyPem: config.publicKey, seed: 'bench', stepSeconds: 3600 })).fetch;
} else if (role === 'forwarder') {
  const server = await startForwarder(config);
  process.send?.({ url: `http://127.0.0.1:${server.address().port}` });
} else if (role === 'balancer') {
  // Debian's HAProxy with the configuration the cluster test runs (its own process; this one only
  // starts and stops it).
  const { startHaproxy } = await import('../../demo-server/cluster/haproxy.ts');
  const { freePort } = await import('../../tooling/redis-server.ts');
  const port = await freePort();
  const balancer = await startHaproxy({ host: '127.0.0.1', port, bind: `127.0.0.1:${port}`, instances: config.instances.map((url) => new URL(url).host), maxConnections: 4000, checkIntervalMs: 1000 });
  process.on('disconnect', () => void balancer.close().then(() => process.exit(0)));
  process.send?.({ url: balancer.url });
} else {
  const proxy = await startProxy(config.serverModule);
  fetch = proxy.fetch;
  // config.compareModule: a second build of rampkit/server served beside the first in this same
  // process, configured alike and switched alike, so two builds are compared paired by round
  // (BENCH_COMPARE_MODULE in ./proxy-watched.mjs): the same heap, JIT and CPU for both.
  const other = config.compareModule ? await startProxy(config.compareModule) : undefined;
  switchParts = (parts) => Promise.all([proxy.switchTo(parts), other?.switchTo(parts)]);
  if (other) compareUrl = await new Promise((resolve) => serve({ fetch: other.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve(`http://127.0.0.1:${info.port}`)));
}

/** A proxy from this build of rampkit/server, watched as config.watch says; its fetch and its parts' switch. */
async function startProxy(serverModule) {
  // config.serverModule: rampkit/server as built for the package (./server-build.mjs), as a
  // business runs it; else its TypeScript sources.
  const server = await import(serverModule ?? '../../src/server/index.ts');
  const { createRampkitProxy, redisStore, createHealth } = server;
  // With a Redis URL the proxy keeps its state there (several instances share it); the customer
  // comes from a bench header, so the live-event rows can act for many customers. Every request
  // comes from the one load generator's address: the per-customer rate and per-address stream
  // limits are lifted (the webhook-forgery row sets its own).
  const store = config.redisUrl ? redisStore({ url: config.redisUrl }) : undefined;
  await store?.ready();
  const health = createHealth({ store });
  // config.watch: what watches this proxy, as a business switches it on (./proxy-watched.mjs).
  const { watchers } = await import('./proxy-watchers.mjs');
  const watch = await watchers(config.watch ?? [], { switchable: config.switchable, server });
  // config.sessions: the customer comes from a server-side session in the store (docs/adr/0134),
  // one store read per request as in production, instead of a bench header.
  const sessions = config.sessions ? store ?? server.memoryStore() : undefined;
  if (sessions) await sessions.createSession('bench-session', 'bench-customer', 3_600_000);
  const resolveCustomer = sessions ? (r) => sessions.readSession(r.headers.get('x-bench-session') ?? '') : (r) => r.headers.get('x-bench-customer') ?? 'bench-customer';
  // Switchable only, the bench's own part 'no-bind': the store skips binding a form session to
  // its customer (a prepare's Redis write, grouped with others'), so one row measures all on without it: what
  // that store write costs, paired by round (./proxy-watched.mjs). Never a production setting: a
  // form session left unbound can never be sold (the proxy refuses it as no one's).
  const bind = { skip: false };
  const given = sessions ?? store;
  const proxyStore = config.switchable && given ? { ...given, bindFormSession: (...args) => (bind.skip ? Promise.resolve() : given.bindFormSession(...args)) } : given;
  const proxyFetch = watch.around(createRampkitProxy({
    baseUrl: config.upstream, apiKey: config.apiKey, signingKey: config.privateKey, resolveCustomer, limits: { requestsPerMinute: 1e9, eventStreamsPerAddress: 1e9, ...config.limits },
    webhookPublicKey: config.webhookPublicKey, store: proxyStore, allowedOrigins: [BENCH_ORIGIN], observers: watch.observers,
    ...(config.viaFetch ? { fetch: (input, init) => globalThis.fetch(input, init) } : {}),
  })).fetch;
  // Readiness for the balancer's health checks, as a business mounts it: told apart by its path read
  // off the string, as a router does (a URL parsed here would be charged to the proxy's CPU).
  const READINESS = /^[a-z]+:\/\/[^/]+\/readyz(?:[?#]|$)/;
  return { fetch: (request, env) => (READINESS.test(request.url) ? health.ready() : proxyFetch(request, env)), switchTo: (parts) => {
    bind.skip = parts.includes('no-bind');
    return watch.switchTo(parts);
  } };
}
// Asked by the parent: this process's memory after a full collection (when run with --expose-gc).
// Asked 'cpu': the CPU time this process has used so far (µs), so the parent can tell what one
// request costs each process whatever else the machine runs.
process.on('message', (m) => {
  if (m === 'cpu') return void process.send?.({ cpu: process.cpuUsage() });
  if (m === 'async') return void process.send?.({ async: { ...asyncCounts } });
  // Asked by ./proxy-profile.mjs: a V8 CPU profile of this process from 'profile-start' to 'profile-stop'.
  if (m === 'profile-start' || m === 'profile-stop') return void profiler(m);
  if (m?.parts) {
    return void Promise.resolve(switchParts?.(m.parts)).then(() => process.send?.({ switched: m.parts }));
  }
  if (m !== 'memory') return;
  globalThis.gc?.();
  process.send?.({ memory: process.memoryUsage() });
});
let profiling;
async function profiler(m) {
  const post = (method, params) => new Promise((resolve, reject) => profiling.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  if (m === 'profile-start') {
    const { Session } = await import('node:inspector');
    profiling = new Session();
    profiling.connect();
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 200 });
    await post('Profiler.start');
    return process.send?.({ profiling: true });
  }
  const { profile } = await post('Profiler.stop');
  profiling.disconnect();
  process.send?.({ profile: JSON.stringify(profile) });
}
// Built code runs as in production, on plain node: tsx (loaded for this file's TypeScript imports)
// turns source maps on, and with them every error stack Node reads (a browser leaving mid-request
// destroys its upstream call) is mapped through them, a cost no instance on the built package pays.
if (config.serverModule || role === 'forwarder') process.setSourceMapsEnabled(false);
// config.floors ({ upstream, signingKey }): a bare and a signing forwarder in this same process
// beside the proxy, so a ratio can be taken in one process, paired by round (./proxy-watched.mjs):
// the same heap, JIT and CPU for floor and proxy, which separate processes do not share.
const floors = role === 'proxy' && config.floors
  ? Object.fromEntries(await Promise.all([['bare', undefined], ['signing', config.floors.signingKey]].map(async ([name, signingKey]) => [name, `http://127.0.0.1:${(await startForwarder({ upstream: config.floors.upstream, signingKey })).address().port}`])))
  : undefined;
if (fetch) serve({ fetch, hostname: '127.0.0.1', port: 0 }, (info) => process.send?.({ url: `http://127.0.0.1:${info.port}`, floors, compareUrl }));
// The balancer's process stops HAProxy first (above).
if (role !== 'balancer') process.on('disconnect', () => process.exit(0));
