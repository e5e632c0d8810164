// `npm run bench:proxy`: the same requests against the sandbox directly and through the proxy, in
// one run on loopback, printing requests/s and latency for both and their ratio. The sandbox and
// each proxy run in child processes on 127.0.0.1 (the load generator in this one), so a proxied
// run is not slowed by sharing an event loop with its upstream; all stop when done.
//  - identical GETs: the proxy reuses a fresh signature for an identical request;
//  - distinct POSTs: every body differs, so the proxy signs every request, with an ES384 and with
//    an ES256 key (each against a sandbox that registered that key).
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { generatePemKeyPair } from '../src/wire/keys.ts';
import { importSigningKey, signApiRequest } from '../src/wire/api-signature.ts';
import { median, reportRow } from './bench/rows.mjs';
import { buildServer } from './bench/server-build.mjs';
import { askChild } from './bench/ask-child.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const API_KEY = 'apikey_sandbox_bench';
const DE_SEPA = '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a01';
const children = [];
// Every proxy runs rampkit/server as the package builds it (BENCH_FROM_SOURCE=1: its TypeScript sources through tsx).
// BENCH_SERVER_MODULE=path: that build instead (two builds compared run for run, A/B).
const serverModule = process.env.BENCH_FROM_SOURCE ? undefined : process.env.BENCH_SERVER_MODULE ?? (await buildServer());
console.log(`proxies run ${serverModule ? 'rampkit/server as built for the package' : 'rampkit/server from its TypeScript sources (tsx)'}`);
const child = (role, given) =>
  new Promise((resolve) => {
    const config = role === 'proxy' && serverModule ? { serverModule, ...given } : given;
    // BENCH_CPU_PROF=dir: each proxy writes a V8 CPU profile there when it stops (open in DevTools).
    const profile = role === 'proxy' && process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    const proc = fork(fileURLToPath(new URL('./bench/proxy-servers.mjs', import.meta.url)), [role, JSON.stringify(config)], { execArgv: ['--import', 'tsx', ...profile] });
    children.push(proc);
    proc.once('message', (m) => resolve({ proc, url: m.url, floors: m.floors, compareUrl: m.compareUrl }));
  });

/** A sandbox registering a key of this algorithm, a customer to act for, and proxies in front. */
async function setup(alg, proxies) {
  const pair = await generatePemKeyPair(alg);
  const key = await importSigningKey(pair.privateKeyPem);
  const upstream = await child('sandbox', { apiKey: API_KEY, publicKey: pair.publicKeyPem });
  const signedHeaders = async (method, url, body) => ({ 'x-api-key': API_KEY, 'api-signature': await signApiRequest({ method, url, body }, key, { lifetimeSeconds: 900 }), ...(body ? { 'content-type': 'application/json' } : {}) });
  const customer = JSON.stringify({
    Type: 'Individual', FullName: { FirstName: 'Ana', LastName: 'Silva' }, DateOfBirth: '1990-05-17',
    Identities: [{ IssuingCountry: 'DE', IDNumber: 'C01X00T47', IDType: 'Passport' }],
    PrimaryResidence: { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' },
  });
  const put = await fetch(`${upstream.url}/v1/customers/bench-customer`, { method: 'PUT', headers: await signedHeaders('PUT', `${upstream.url}/v1/customers/bench-customer`, customer), body: customer });
  if (put.status !== 201) throw new Error(`bench customer: ${put.status} ${await put.text()}`);
  const fronts = {};
  for (const [name, viaFetch] of Object.entries(proxies)) fronts[name] = await child('proxy', { upstream: `${upstream.url}/v1`, apiKey: API_KEY, privateKey: pair.privateKeyPem, viaFetch });
  return { alg, key, privateKeyPem: pair.privateKeyPem, upstream, fronts, signedHeaders };
}

const summary = (result) => ({ rps: result.requests.average, total: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx, statuses: Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${code} × ${count}`).join(', ') });

/** CPU time (ms) a child has used so far: user + system, and user alone. */
const cpuOf = (proc) => askChild(proc, 'cpu').then((cpu) => ({ all: (cpu.user + cpu.system) / 1000, user: cpu.user / 1000 }));
/**
 * One load run, with the CPU each named process spent per request during it (ms), and the part of
 * it spent in the process itself (user: its JavaScript and V8) rather than in the kernel for it.
 */
async function measured(procs, run) {
  const before = await Promise.all(Object.values(procs).map(cpuOf));
  const result = await run();
  const after = await Promise.all(Object.values(procs).map(cpuOf));
  const perRequest = (pick) => Object.fromEntries(Object.keys(procs).map((name, i) => [name, (pick(after[i]) - pick(before[i])) / Math.max(1, result.total)]));
  const cpu = perRequest((c) => c.all);
  const cpuUser = perRequest((c) => c.user);
  // Refusals mean a broken setup (the POST rows once measured 403s): stop rather than print them.
  // Timeouts and resets of a loaded machine are printed with the row.
  if (result.non2xx) throw new Error(`a bench run had ${result.non2xx} non-2xx answers (${result.statuses}): its figures would measure refusals`);
  return { ...result, cpu, cpuUser };
}

/** A proxy that reads sign-in sessions from its store (proxy-watched.mjs) finds this one; the others ignore it. */
const PROXIED_HEADERS = { 'x-bench-session': 'bench-session' };
const GET_MIX = ['/channels/sell/countries', '/channels/sell?CryptoCurrency=USDC_TEST&Country=DE', '/prices?SourceCurrency=USDC_TEST&DestinationCurrency=EUR'];
async function gets(side, base, direct, connections = 10, duration = DURATION_S, rate = undefined) {
  // Direct calls carry a signature made once per path (the sandbox requires one).
  const requests = await Promise.all(GET_MIX.map(async (path) => {
    const url = `${base}${direct ? '/v1' : '/api'}${path}${direct && path.includes('channels/sell?') ? '&CustomerID=bench-customer' : ''}`;
    return { method: 'GET', path: url.slice(base.length), headers: direct ? await side.signedHeaders('GET', url) : PROXIED_HEADERS };
  }));
  return summary(await autocannon({ url: base, connections, duration, requests, ...(rate ? { overallRate: rate } : {}) }));
}

// Every request a different body (a different amount): the proxy can never reuse a signature.
// Direct requests take their signed bodies from a pool signed beforehand (signing is the proxy's
// cost, not the load generator's); the sandbox checks each signature all the same.
const FORM = { BankDetails: { IBAN: 'DE89370400440532013000' }, AccountHolder: { AccountHolderType: 'Individual', Name: { FirstName: 'Ana', LastName: 'Silva' } } };
const prepareBody = (n) => JSON.stringify({ ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: (20 + (n % 900_000) / 100).toFixed(2), DelayedSell: true, CustomerID: 'bench-customer', Form: FORM });
let counter = 0;
async function posts(side, base, direct, rate = undefined, duration = DURATION_S) {
  const path = `${direct ? '/v1' : '/api'}/transactions/sell/prepare`;
  let setupRequest;
  if (direct) {
    const pool = await Promise.all(Array.from({ length: 300 }, async (_, i) => {
      const body = prepareBody(i);
      return { body, headers: await side.signedHeaders('POST', `${base}${path}`, body) };
    }));
    let next = 0;
    setupRequest = (request) => ({ ...request, ...pool[next++ % pool.length] });
  } else {
      setupRequest = (request) => ({ ...request, body: prepareBody((counter += 1)), headers: { ...PROXIED_HEADERS, 'content-type': 'application/json', origin: 'http://wallet.bench.test' } });
    }
    return summary(await autocannon({ url: base, connections: 10, duration, requests: [{ method: 'POST', path, setupRequest }], ...(rate ? { overallRate: rate } : {}) }));
  }

  /** One signature's cost: the median of single calls, so a busy moment does not skew it. */
  async function signCost(key, runs = 300) {
    const samples = [];
    for (let i = 0; i < runs + 20; i += 1) {
      const start = performance.now();
      await signApiRequest({ method: 'POST', url: 'http://x.test/v1/y', body: `{"n":${i}}` }, key);
      if (i >= 20) samples.push(performance.now() - start);
    }
    return median(samples);
  }

  /**
   * Direct and proxied runs taken in turns, ROUNDS times, so a busy spell of the machine hits both
   * sides alike; the figures are the medians (the ratio is the median of each round's ratio).
   */
  async function sideBySide(side, variants) {
    const runs = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, run] of Object.entries(variants)) runs[name].push(await run());
    }
    const mid = (list, pick) => median(list.map(pick));
    const out = {};
    for (const [name, list] of Object.entries(runs)) {
      out[name] = { rps: mid(list, (r) => r.rps), p50: mid(list, (r) => r.p50), p99: mid(list, (r) => r.p99), errors: list.reduce((n, r) => n + r.errors, 0), cpu: Object.fromEntries(Object.keys(list[0].cpu).map((k) => [k, mid(list, (r) => r.cpu[k])])) };
      out[name].ratio = mid(list.map((r, i) => ({ r: r.rps / runs.direct[i].rps })), (x) => x.r);
    }
    return out;
  }

  async function watchedRows(side) {
    const { benchWatched } = await import('./bench/proxy-watched.mjs');
    await benchWatched({ side: { ...side, apiKey: API_KEY }, child, measured, gets, posts, rounds: ROUNDS, reportRow });
  }

  const cpuText = (cpu) => Object.entries(cpu).map(([k, v]) => `${k} ${v.toFixed(3)}`).join(', ');
  const row = (name, r) => `  ${name.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   CPU ms/request: ${cpuText(r.cpu)}${r.errors ? `   errors ${r.errors}` : ''}`;
  const ratio = (r) => r.ratio.toFixed(2);
  try {
    // BENCH_PROXY_ONLY=watched: only the everything-on vs bare forwarder rows and the sizing figures.
    if (process.env.BENCH_PROXY_ONLY === 'watched') {
      await watchedRows(await setup('ES256', {}));
      process.exitCode = 0;
    } else {
    const es384 = await setup('ES384', { node: false, fetch: true });
    const es256 = await setup('ES256', { node: false });
    const sb384 = es384.upstream.proc;
    const sb256 = es256.upstream.proc;
    const forwarder = await child('forwarder', { upstream: es384.upstream.url });

    const get = await sideBySide(es384, {
      direct: () => measured({ sandbox: sb384 }, () => gets(es384, es384.upstream.url, true)),
      proxy: () => measured({ sandbox: sb384, proxy: es384.fronts.node.proc }, () => gets(es384, es384.fronts.node.url, false)),
      viaFetch: () => measured({ sandbox: sb384, proxy: es384.fronts.fetch.proc }, () => gets(es384, es384.fronts.fetch.url, false)),
      // The same signed requests as direct, through a bare forwarder: what any hop costs here.
      forwarder: () => measured({ sandbox: sb384, proxy: forwarder.proc }, () => gets(es384, forwarder.url, true)),
    });
    // Latency one request at a time, so queueing under load does not hide what the hop itself adds.
    const directAlone = await gets(es384, es384.upstream.url, true, 1, 3);
    const proxiedAlone = await gets(es384, es384.fronts.node.url, false, 1, 3);
    console.log(`proxy overhead: ${DURATION_S} s per run, 10 connections, loopback, medians of ${ROUNDS} rounds taken in turns`);
    console.log('identical GETs (the proxy reuses a fresh signature)');
    console.log(row('direct', get.direct));
    console.log(row('proxy (node:http upstream)', get.proxy));
    console.log(row('proxy (fetch upstream)', get.viaFetch));
    console.log(row('bare node:http forwarder', get.forwarder));
    console.log(`  ratio proxy / direct: ${ratio(get.proxy)} (node:http), ${ratio(get.viaFetch)} (fetch), bare forwarder ${ratio(get.forwarder)}   (target >= 0.9)`);
    console.log(`  one connection: direct p50 ${directAlone.p50} ms, through proxy p50 ${proxiedAlone.p50} ms, added p50 ${proxiedAlone.p50 - directAlone.p50} ms  (target <= 1 ms)`);
    reportRow('proxy vs direct, identical GETs (signature reused)', `${ratio(get.proxy)}x (bare forwarder ${ratio(get.forwarder)}x; CPU per request: proxy ${get.proxy.cpu.proxy.toFixed(2)} ms, forwarder ${get.forwarder.cpu.proxy.toFixed(2)}, sandbox ${get.direct.cpu.sandbox.toFixed(2)})`, '>= 0.9x', get.proxy.ratio >= 0.9);

    const post384 = await sideBySide(es384, {
      direct: () => measured({ sandbox: sb384 }, () => posts(es384, es384.upstream.url, true)),
      proxy: () => measured({ sandbox: sb384, proxy: es384.fronts.node.proc }, () => posts(es384, es384.fronts.node.url, false)),
    });
    const post256 = await sideBySide(es256, {
      direct: () => measured({ sandbox: sb256 }, () => posts(es256, es256.upstream.url, true)),
      proxy: () => measured({ sandbox: sb256, proxy: es256.fronts.node.proc }, () => posts(es256, es256.fronts.node.url, false)),
    });
    const [cost384, cost256] = [await signCost(es384.key), await signCost(es256.key)];
    console.log('distinct POST /transactions/sell/prepare (the proxy signs every request)');
    console.log(row('direct, ES384 sandbox', post384.direct));
    console.log(row('proxy, ES384 key', post384.proxy));
    console.log(row('direct, ES256 sandbox', post256.direct));
    console.log(row('proxy, ES256 key', post256.proxy));
    console.log(`  ratio proxy / direct: ES384 ${ratio(post384.proxy)}, ES256 ${ratio(post256.proxy)}   (target >= 0.8)`);
    console.log(`  one Api-Signature in this process: ES384 ${cost384.toFixed(3)} ms, ES256 ${cost256.toFixed(3)} ms (${(cost384 / cost256).toFixed(1)}x)`);
    reportRow(
      'proxy vs direct, distinct POSTs (every request signed)',
      `ES384 ${ratio(post384.proxy)}x, ES256 ${ratio(post256.proxy)}x (proxy CPU per request ${post384.proxy.cpu.proxy.toFixed(2)} / ${post256.proxy.cpu.proxy.toFixed(2)} ms, signing ${cost384.toFixed(2)} / ${cost256.toFixed(2)} ms)`,
      '>= 0.8x, reported',
      post256.proxy.ratio >= 0.8,
    );

    // What a forged webhook costs (issue 29).
    const { benchWebhookForgery } = await import('./bench/webhook-forgery.mjs');
    await benchWebhookForgery({ child, cpuOf, upstreamUrl: es384.upstream.url, apiKey: API_KEY, privateKeyPem: es384.privateKeyPem, duration: DURATION_S, reportRow });

    // Several instances on Redis (issue 19), against the same ES384 sandbox.
    // BENCH_PROXY_CLUSTER=0 leaves these out (when iterating on the single-instance rows).
    const { benchCluster } = await import('./bench/proxy-cluster.mjs');
    if (process.env.BENCH_PROXY_CLUSTER !== '0') await benchCluster({ upstreamUrl: es384.upstream.url, apiKey: API_KEY, privateKeyPem: es384.privateKeyPem, duration: DURATION_S, reportRow });

    // Everything on (Redis, metrics, logs, tracing) vs a bare forwarder, ES256 (issue 29).
    await watchedRows(es256);
  }
} finally {
  // Asked to leave (not killed), so a proxy run with BENCH_CPU_PROF writes its profile on the way out.
  await Promise.all(children.map((proc) => new Promise((resolve) => {
    if (proc.exitCode !== null) return resolve();
    const kill = setTimeout(() => proc.kill(), 10_000);
    proc.once('exit', () => resolve(clearTimeout(kill)));
    proc.disconnect();
  })));
}
process.exit(0);
