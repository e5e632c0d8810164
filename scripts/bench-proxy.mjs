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
import { generatePemKeyPair } from '../src/server/signing/keys.ts';
import { importSigningKey, signApiRequest } from '../src/server/signing/api-signature.ts';
import { median, reportRow } from './bench/rows.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const API_KEY = 'apikey_sandbox_bench';
const DE_SEPA = '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a01';
const children = [];
const child = (role, config) =>
  new Promise((resolve) => {
    // BENCH_CPU_PROF=dir: each proxy writes a V8 CPU profile there when it stops (open in DevTools).
    const profile = role === 'proxy' && process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    const proc = fork(fileURLToPath(new URL('./bench/proxy-servers.mjs', import.meta.url)), [role, JSON.stringify(config)], { execArgv: ['--import', 'tsx', ...profile] });
    children.push(proc);
    proc.once('message', (m) => resolve({ proc, url: m.url }));
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

const summary = (result) => ({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx });

const GET_MIX = ['/channels/sell/countries', '/channels/sell?CryptoCurrency=USDC_TEST&Country=DE', '/prices?SourceCurrency=USDC_TEST&DestinationCurrency=EUR'];
async function gets(side, base, direct, connections = 10, duration = DURATION_S) {
  // Direct calls carry a signature made once per path (the sandbox requires one).
  const requests = await Promise.all(GET_MIX.map(async (path) => {
    const url = `${base}${direct ? '/v1' : '/api'}${path}${direct && path.includes('channels/sell?') ? '&CustomerID=bench-customer' : ''}`;
    return { method: 'GET', path: url.slice(base.length), headers: direct ? await side.signedHeaders('GET', url) : {} };
  }));
  return summary(await autocannon({ url: base, connections, duration, requests }));
}

// Every request a different body (a different amount): the proxy can never reuse a signature.
// Direct requests take their signed bodies from a pool signed beforehand (signing is the proxy's
// cost, not the load generator's); the sandbox checks each signature all the same.
const FORM = { BankDetails: { IBAN: 'DE89370400440532013000' }, AccountHolder: { AccountHolderType: 'Individual', Name: { FirstName: 'Ana', LastName: 'Silva' } } };
const prepareBody = (n) => JSON.stringify({ ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: (20 + (n % 900_000) / 100).toFixed(2), DelayedSell: true, CustomerID: 'bench-customer', Form: FORM });
let counter = 0;
async function posts(side, base, direct) {
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
    setupRequest = (request) => ({ ...request, body: prepareBody((counter += 1)), headers: { 'content-type': 'application/json', origin: 'http://wallet.bench.test' } });
  }
  return summary(await autocannon({ url: base, connections: 10, duration: DURATION_S, requests: [{ method: 'POST', path, setupRequest }] }));
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

const row = (name, r) => `  ${name.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   non-2xx/errors ${r.errors}`;
const ratio = (a, b) => (a.rps / b.rps).toFixed(2);
try {
  const es384 = await setup('ES384', { node: false, fetch: true });
  const es256 = await setup('ES256', { node: false });

  const direct = await gets(es384, es384.upstream.url, true);
  const proxied = await gets(es384, es384.fronts.node.url, false);
  const viaFetch = await gets(es384, es384.fronts.fetch.url, false);
  // Latency one request at a time, so queueing under load does not hide what the hop itself adds.
  const directAlone = await gets(es384, es384.upstream.url, true, 1, 3);
  const proxiedAlone = await gets(es384, es384.fronts.node.url, false, 1, 3);
  console.log(`proxy overhead: ${DURATION_S} s each, 10 connections, loopback`);
  console.log('identical GETs (the proxy reuses a fresh signature)');
  console.log(row('direct', direct));
  console.log(row('proxy (node:http upstream)', proxied));
  console.log(row('proxy (fetch upstream)', viaFetch));
  console.log(`  ratio proxy / direct: ${ratio(proxied, direct)} (node:http), ${ratio(viaFetch, direct)} (fetch)   (target >= 0.9)`);
  console.log(`  one connection: direct p50 ${directAlone.p50} ms, through proxy p50 ${proxiedAlone.p50} ms, added p50 ${proxiedAlone.p50 - directAlone.p50} ms  (target <= 1 ms)`);
  reportRow('proxy vs direct, identical GETs (signature reused)', `${ratio(proxied, direct)}x (fetch upstream: ${ratio(viaFetch, direct)}x)`, '>= 0.9x', proxied.rps / direct.rps >= 0.9);

  const postDirect384 = await posts(es384, es384.upstream.url, true);
  const postProxy384 = await posts(es384, es384.fronts.node.url, false);
  const postDirect256 = await posts(es256, es256.upstream.url, true);
  const postProxy256 = await posts(es256, es256.fronts.node.url, false);
  const [cost384, cost256] = [await signCost(es384.key), await signCost(es256.key)];
  console.log('distinct POST /transactions/sell/prepare (the proxy signs every request)');
  console.log(row('direct, ES384 sandbox', postDirect384));
  console.log(row('proxy, ES384 key', postProxy384));
  console.log(row('direct, ES256 sandbox', postDirect256));
  console.log(row('proxy, ES256 key', postProxy256));
  console.log(`  ratio proxy / direct: ES384 ${ratio(postProxy384, postDirect384)}, ES256 ${ratio(postProxy256, postDirect256)}   (target >= 0.8)`);
  console.log(`  one Api-Signature in this process: ES384 ${cost384.toFixed(3)} ms, ES256 ${cost256.toFixed(3)} ms (${(cost384 / cost256).toFixed(1)}x)`);
  reportRow('proxy vs direct, distinct POSTs (every request signed)', `ES384 ${ratio(postProxy384, postDirect384)}x, ES256 ${ratio(postProxy256, postDirect256)}x (signing ${cost384.toFixed(2)} / ${cost256.toFixed(2)} ms)`, '>= 0.8x, reported', postProxy384.rps / postDirect384.rps >= 0.8);

  // Several instances on Redis (issue 19), against the same ES384 sandbox.
  // BENCH_PROXY_CLUSTER=0 leaves these out (when iterating on the single-instance rows).
  const { benchCluster } = await import('./bench/proxy-cluster.mjs');
  if (process.env.BENCH_PROXY_CLUSTER !== '0') await benchCluster({ upstreamUrl: es384.upstream.url, apiKey: API_KEY, privateKeyPem: es384.privateKeyPem, duration: DURATION_S, reportRow });
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
