// `npm run bench:proxy`: the same request mix against the sandbox directly and through the proxy,
// in one run on loopback, printing requests/s and latency for both and their ratio. The sandbox and
// the proxy each run in a child process on 127.0.0.1 (the load generator in this one), so the
// proxied run is not slowed by sharing an event loop with its upstream; all stop when done.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { generatePemKeyPair } from '../src/server/signing/keys.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const API_KEY = 'apikey_sandbox_bench';
const signing = await generatePemKeyPair('ES384');
const child = (role, config) =>
  new Promise((resolve) => {
    const proc = fork(fileURLToPath(new URL('./bench/proxy-servers.mjs', import.meta.url)), [role, JSON.stringify(config)], { execArgv: ['--import', 'tsx'] });
    proc.once('message', (m) => resolve({ proc, url: m.url }));
  });
const upstream = await child('sandbox', { apiKey: API_KEY, publicKey: signing.publicKeyPem });
const front = await child('proxy', { upstream: `${upstream.url}/v1`, apiKey: API_KEY, privateKey: signing.privateKeyPem });

// Direct calls carry a signature made once per path (the sandbox requires one); the proxy signs
// every request afresh, as it must: that cost is part of what is measured.
const { importSigningKey, signApiRequest } = await import('../src/server/signing/api-signature.ts');
const key = await importSigningKey(signing.privateKeyPem);
const mix = ['/channels/sell/countries', '/channels/sell?CryptoCurrency=USDC_TEST&Country=DE', '/prices?SourceCurrency=USDC_TEST&DestinationCurrency=EUR'];

async function run(base, direct, connections = 10, duration = DURATION_S) {
  const requests = await Promise.all(mix.map(async (path) => {
    const url = `${base}${direct ? '/v1' : '/api'}${path}${direct && path.includes('channels/sell?') ? '&CustomerID=bench-customer' : ''}`;
    const headers = direct ? { 'x-api-key': API_KEY, 'api-signature': await signApiRequest({ method: 'GET', url }, key, { lifetimeSeconds: 900 }) } : {};
    return { method: 'GET', path: url.slice(base.length), headers };
  }));
  const result = await autocannon({ url: base, connections, duration, requests });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const direct = await run(upstream.url, true);
const proxied = await run(front.url, false);
// Latency one request at a time, so queueing under load does not hide what the hop itself adds.
const directAlone = await run(upstream.url, true, 1, 3);
const proxiedAlone = await run(front.url, false, 1, 3);
const row = (name, r) => `${name.padEnd(14)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   non-2xx/errors ${r.errors}`;
console.log(`proxy overhead: ${DURATION_S} s each, 10 connections, loopback`);
console.log(row('direct', direct));
console.log(row('through proxy', proxied));
console.log(`throughput ratio (proxy / direct): ${(proxied.rps / direct.rps).toFixed(2)}  (target >= 0.7)`);
console.log(`added p50 under load: ${proxied.p50 - direct.p50} ms`);
console.log(`one connection: direct p50 ${directAlone.p50} ms, through proxy p50 ${proxiedAlone.p50} ms, added p50 ${proxiedAlone.p50 - directAlone.p50} ms  (target <= 1 ms)`);
upstream.proc.kill();
front.proc.kill();
process.exit(0);
