// `node --import tsx scripts/bench/proxy-profile.mjs [get|post|both]`: where one proxy's CPU goes.
// The proxy runs as the bench's "all on" row does (Redis store and sessions, metrics, pino log, OTel
// SDK spans; PROFILE_WATCH=metrics,logs,tracing picks the parts, empty for none), pinned to CPU 1,
// is warmed up at full speed, then profiled with V8's sampling profiler (node:inspector in the
// child, started and stopped over IPC, so only the measured stretch is in it) while offered
// PROFILE_RATE req/s (800) for PROFILE_SECONDS (15). Prints the proxy's CPU per request and the
// profile's self time by package and by function; the .cpuprofile stays in PROFILE_DIR (a temp
// dir by default) for DevTools. PROFILE_COUNT_ASYNC=1: no profile, the async resources (promises,
// ticks...) each request makes instead, by type.
import autocannon from 'autocannon';
import { fork, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatePemKeyPair } from '../../src/wire/keys.ts';
import { importSigningKey, signApiRequest } from '../../src/wire/api-signature.ts';
import { startRedisServer } from '../../tooling/redis-server.ts';
import { buildServer } from './server-build.mjs';
import { askChild } from './ask-child.mjs';

const which = process.argv[2] ?? 'both';
const RATE = Number(process.env.PROFILE_RATE ?? 800);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 15);
const WATCH = (process.env.PROFILE_WATCH ?? 'metrics,logs,tracing').split(',').filter(Boolean);
const dir = process.env.PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'rampkit-profile-'));
const API_KEY = 'apikey_sandbox_bench';
const children = [];
const pin = (pid, cpus) => spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
const child = (role, config, execArgv = []) =>
  new Promise((resolve) => {
    const proc = fork(fileURLToPath(new URL('./proxy-servers.mjs', import.meta.url)), [role, JSON.stringify(config)], { execArgv: ['--import', 'tsx', ...execArgv] });
    children.push(proc);
    proc.once('message', (m) => resolve({ proc, url: m.url }));
  });

const serverModule = await buildServer();
pin(process.pid, '0');
const pair = await generatePemKeyPair('ES256');
const key = await importSigningKey(pair.privateKeyPem);
const sandbox = await child('sandbox', { apiKey: API_KEY, publicKey: pair.publicKeyPem });
pin(sandbox.proc.pid, '0');
const customer = JSON.stringify({ Type: 'Individual', FullName: { FirstName: 'Ana', LastName: 'Silva' }, DateOfBirth: '1990-05-17', Identities: [{ IssuingCountry: 'DE', IDNumber: 'C01X00T47', IDType: 'Passport' }], PrimaryResidence: { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' } });
const putUrl = `${sandbox.url}/v1/customers/bench-customer`;
await fetch(putUrl, { method: 'PUT', headers: { 'x-api-key': API_KEY, 'content-type': 'application/json', 'api-signature': await signApiRequest({ method: 'PUT', url: putUrl, body: customer }, key) }, body: customer });
const redis = await startRedisServer();
const COUNT_ASYNC = process.env.PROFILE_COUNT_ASYNC === '1';
const proxy = await child('proxy', { serverModule, upstream: `${sandbox.url}/v1`, apiKey: API_KEY, privateKey: pair.privateKeyPem, redisUrl: redis.url, sessions: true, watch: WATCH, countAsync: COUNT_ASYNC });
pin(proxy.proc.pid, '1');

const HEADERS = { 'x-bench-session': 'bench-session' };
const GET_MIX = ['/channels/sell/countries', '/channels/sell?CryptoCurrency=USDC_TEST&Country=DE', '/prices?SourceCurrency=USDC_TEST&DestinationCurrency=EUR'];
const FORM = { BankDetails: { IBAN: 'DE89370400440532013000' }, AccountHolder: { AccountHolderType: 'Individual', Name: { FirstName: 'Ana', LastName: 'Silva' } } };
let n = 0;
const load = (kind, duration, rate) =>
  autocannon({
    url: proxy.url, connections: 10, duration, ...(rate ? { overallRate: rate } : {}),
    requests: kind === 'get'
      ? GET_MIX.map((path) => ({ method: 'GET', path: `/api${path}`, headers: HEADERS }))
      : [{ method: 'POST', path: '/api/transactions/sell/prepare', setupRequest: (r) => ({ ...r, headers: { ...HEADERS, 'content-type': 'application/json', origin: 'http://wallet.bench.test' }, body: JSON.stringify({ ChannelID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a01', CryptoCurrency: 'USDC_TEST', FiatAmount: (20 + ((n += 1) % 900_000) / 100).toFixed(2), DelayedSell: true, CustomerID: 'bench-customer', Form: FORM }) }) }],
  });

try {
  for (const kind of which === 'both' ? ['get', 'post'] : [which]) {
    await load(kind, 5, 0);
    if (COUNT_ASYNC) {
      const before = await askChild(proxy.proc, 'async');
      const { requests } = await load(kind, 3, RATE);
      const after = await askChild(proxy.proc, 'async');
      console.log(`${kind}: async resources per request`, Object.fromEntries(Object.keys(after).map((type) => [type, ((after[type] - (before[type] ?? 0)) / requests.total).toFixed(2)]).filter(([, v]) => v !== '0.00')));
      continue;
    }
    await askChild(proxy.proc, 'profile-start', 'profiling');
    const before = await askChild(proxy.proc, 'cpu');
    const result = await load(kind, SECONDS, RATE);
    const after = await askChild(proxy.proc, 'cpu');
    const profile = await askChild(proxy.proc, 'profile-stop', 'profile');
    const file = join(dir, `proxy-${kind}.cpuprofile`);
    writeFileSync(file, profile);
    const cpuMs = (after.user + after.system - before.user - before.system) / 1000 / result.requests.total;
    console.log(`${kind}: ${result.requests.total} requests (${result.non2xx} non-2xx), proxy CPU ${cpuMs.toFixed(3)} ms/request; profile ${file}`);
    summarize(JSON.parse(readFileSync(file, 'utf8')));
  }
} finally {
  for (const proc of children) proc.disconnect();
  await redis.close();
}

/** Self time by function and by package, as % of the profile's samples. */
function summarize(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  const total = profile.samples.length;
  const fn = new Map();
  const pkg = new Map();
  for (const [id, count] of counts) {
    const { callFrame: f } = byId.get(id);
    const name = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(rampkit-bench-server-[^/]+)\//, '')}:${f.lineNumber + 1}`;
    fn.set(name, (fn.get(name) ?? 0) + count);
    const where = f.url.includes('node_modules/') ? f.url.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1') : f.url.includes('rampkit-bench-server') ? 'rampkit (built)' : f.url.startsWith('node:') ? `node:${f.url.slice(5).split('/')[0]}` : f.url ? 'other' : f.functionName;
    pkg.set(where, (pkg.get(where) ?? 0) + count);
  }
  const top = (map, k) => [...map].sort((a, b) => b[1] - a[1]).slice(0, k).map(([name, c]) => `  ${((100 * c) / total).toFixed(1).padStart(5)}%  ${name}`).join('\n');
  console.log(`by package (self):\n${top(pkg, 25)}\nby function (self):\n${top(fn, 45)}`);
}
process.exit(0);
