// The proxy as it runs in production against a bare forwarder (issue 29, "watching must not cost"):
// the proxy's own CPU per request with everything on (a Redis store holding the sign-in sessions
// it reads on every request, Prometheus metrics, a pino request log, OpenTelemetry tracing with an
// SDK registered) over a bare node:http forwarder's CPU per request in front of the same sandbox,
// for identical GETs and for distinct signed POSTs (ES256: every request signed), every variant
// (the POSTs also beside a forwarder that signs each request, as the spec makes any hop do: the
// proxy's ratio over it is reported, what its checks and watching cost beyond the signature),
// offered the same request rate on 10 connections: CPU per request at full load depends on how far
// each process got (a saturated one batches its work), on a shared machine above all, so they are
// compared doing the same work per second. Two rates (BENCH_WATCHED_RATES, default 150 and 800/s):
// a lightly loaded instance, where each request wakes an idle core, and one near half of what a
// core carries, as an instance sized by the table below runs. The parts are switched on one at a
// time, so each row's step up is what that part costs. Then the sizing figures the README's
// "Running in production" table points at: requests per second an instance carries, Redis
// commands per sale, memory per 1,000 sign-in sessions (memory store and Redis).
//
// Every process is first warmed up at full speed (its code optimised, as in an instance that has
// run for a while), and, where `taskset` exists, the process measured runs alone on the second CPU
// while the load generator, the sandbox and Redis share the first: one process's CPU time then
// does not depend on which of them the scheduler put beside it.
import { performance } from 'node:perf_hooks';
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Redis } from 'ioredis';
import { startRedisServer } from '../../tooling/redis-server.ts';
import { memoryStore } from '../../src/server/store/memory.ts';
import { redisStore } from '../../src/server/store/redis.ts';
import { median } from './rows.mjs';
import { PROXY_CPU_TARGETS as WATCHED_TARGETS } from './budgets.mjs';
import { askChild } from './ask-child.mjs';
const ALL = ['metrics', 'logs', 'tracing'];
/** The forwarder that also signs each request (POST rows only). */
const SIGNING = 'signing forwarder';
/** A forwarder's row: the floor a ratio is taken over, never a step of the proxy's parts. */
const isFloor = (name) => name === 'bare forwarder' || name === SIGNING;
const RATES = (process.env.BENCH_WATCHED_RATES ?? '150,800').split(',').map(Number);
const WARMUP_S = Number(process.env.BENCH_WATCHED_WARMUP ?? 5);
// BENCH_WATCHED_ONLY=paired: only the one-process part table and its paired ratios (docs/adr/0183),
// not the separate-process rows, the async counts or the sizing: for iterating on the proxy's CPU.
const PAIRED_ONLY = process.env.BENCH_WATCHED_ONLY === 'paired';
// BENCH_PART_SETS=all: of the part sets only "none" and "all on" (the ratio's rows), each round shorter.
const ALL_SETS_ONLY = process.env.BENCH_PART_SETS === 'all';
// BENCH_COMPARE_MODULE=path: another build of rampkit/server served in the same process as the
// measured one, all on, measured in the same rounds: its row and the two builds' ratio paired by
// round (an A/B of a change, where separate runs differ by more than the change on this VM).
const COMPARE_MODULE = process.env.BENCH_COMPARE_MODULE;

const pinning = process.env.BENCH_PIN !== '0' && availableParallelism() >= 2 && spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' }).status === 0;
/** Every thread of a process onto these CPUs (a no-op without taskset). */
const pin = (pid, cpus) => pinning && spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });

/**
 * @param {{ side: any, child: Function, measured: Function, gets: Function, posts: Function, rounds: number, reportRow: Function }} bench
 */
export async function benchWatched({ side, child: start, measured, gets, posts, rounds, reportRow }) {
  // This process (the load generator) and the sandbox on CPU 0, Redis too (it inherits it); each
  // proxy and the forwarder on CPU 1.
  pin(process.pid, '0');
  pin(side.upstream.proc.pid, '0');
  const child = async (role, config) => {
    const made = await start(role, config);
    pin(made.proc.pid, '1');
    return made;
  };
  if (pinning) console.log('measured processes on CPU 1, load generator, sandbox and Redis on CPU 0');
  const redis = await startRedisServer();
  const client = new Redis(redis.url, { lazyConnect: true });
  await client.connect();
  try {
    const base = { upstream: `${side.upstream.url}/v1`, apiKey: side.apiKey, privateKey: side.privateKeyPem };
    // Each a step up from the one before: its CPU over the previous row's is what the part costs.
    const steps = [
      ['proxy, memory store, nothing on', {}],
      ['+ Redis store and sessions', { redisUrl: redis.url, sessions: true }],
      ['+ metrics (prom-client)', { redisUrl: redis.url, sessions: true, watch: ['metrics'] }],
      ['+ request log (pino)', { redisUrl: redis.url, sessions: true, watch: ['metrics', 'logs'] }],
      ['+ OTel context manager, no spans', { redisUrl: redis.url, sessions: true, watch: ['metrics', 'logs', 'context'] }],
      ['+ tracing (OTel SDK): all on', { redisUrl: redis.url, sessions: true, watch: ALL }],
    ];
    const forwarder = await child('forwarder', { upstream: side.upstream.url });
    // For the signed POSTs: the same forwarder signing each request, what the spec makes any hop pay.
    const signingForwarder = await child('forwarder', { upstream: side.upstream.url, signingKey: side.privateKeyPem });
    const proxies = [];
    for (const [name, config] of PAIRED_ONLY ? [] : steps) proxies.push({ name, ...(await child('proxy', { ...base, ...config })) });
    const all = proxies.at(-1) ?? { name: 'all on' };

    /**
     * Every variant in turns, `rounds` times; medians per variant. Each is first warmed up for
     * WARMUP_S unmeasured (its code compiled, its connections and caches made), the forwarder too.
     */
    const compare = async (load, { signing = false } = {}) => {
      const floors = signing ? [['bare forwarder', forwarder], [SIGNING, signingForwarder]] : [['bare forwarder', forwarder]];
      for (const [, { url }] of floors) await load(url, true, WARMUP_S, 0);
      for (const { url } of proxies) await load(url, false, WARMUP_S, 0);
      const runs = new Map([...floors.map(([name]) => [name, []]), ...proxies.map((p) => [p.name, []])]);
      for (let round = 0; round < rounds; round += 1) {
        for (const [name, made] of floors) runs.get(name).push(await measured({ proxy: made.proc }, () => load(made.url, true)));
        for (const p of proxies) runs.get(p.name).push(await measured({ proxy: p.proc }, () => load(p.url, false)));
      }
      // Each round's all-on / forwarder ratio too: the spread says how far one run's figure can be trusted.
      const spreadOver = (floor) => {
        const perRound = runs.get(all.name).map((r, i) => r.cpu.proxy / floor[i].cpu.proxy);
        return [Math.min(...perRound), Math.max(...perRound)];
      };
      const results = new Map([...runs].map(([name, list]) => [name, { rps: median(list.map((r) => r.rps)), p50: median(list.map((r) => r.p50)), p99: median(list.map((r) => r.p99)), cpu: median(list.map((r) => r.cpu.proxy)), user: median(list.map((r) => r.cpuUser.proxy)) }]));
      results.spread = spreadOver(runs.get('bare forwarder'));
      if (signing) results.signingSpread = spreadOver(runs.get(SIGNING));
      return results;
    };
    const print = (title, results, target) => {
      const floor = results.get('bare forwarder').cpu;
      console.log(title);
      let previous;
      for (const [name, r] of results) {
        const step = previous === undefined || isFloor(name) ? '' : `   (${r.cpu - previous >= 0 ? '+' : ''}${(r.cpu - previous).toFixed(3)} ms)`;
        console.log(`  ${name.padEnd(32)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(4)} ms   proxy CPU ${r.cpu.toFixed(3)} ms/request (user ${r.user.toFixed(3)}) = ${(r.cpu / floor).toFixed(2)}x forwarder${step}`);
        if (!isFloor(name)) previous = r.cpu;
      }
      const ratio = results.get(all.name).cpu / floor;
      console.log(`  all on / bare forwarder, proxy CPU per request: ${ratio.toFixed(2)}x, ${results.spread.map((x) => x.toFixed(2)).join('-')}x across ${rounds} rounds   (target <= ${target}x)`);
      if (results.has(SIGNING)) {
        const signing = results.get(all.name).cpu / results.get(SIGNING).cpu;
        console.log(`  all on / signing forwarder: ${signing.toFixed(2)}x, ${results.signingSpread.map((x) => x.toFixed(2)).join('-')}x across ${rounds} rounds   (reported: the proxy's checks and watching over what signing costs any hop)`);
        results.signingRatio = signing;
      }
      return ratio;
    };

    // rate 0: unthrottled (the warm-up).
    const getsAt = (rate) => (url, direct, seconds, at = rate) => gets(side, url, direct, 10, seconds, at || undefined);
    const postsAt = (rate) => (url, direct, seconds, at = rate) => posts(side, url, direct, at || undefined, seconds);
    let allGet;
    let allPost;
    for (const rate of PAIRED_ONLY ? [] : RATES) {
      const get = await compare(getsAt(rate));
      const getRatio = print(`proxy CPU per request, everything on vs a bare forwarder, each offered ${rate} req/s: identical GETs (10 connections)`, get, WATCHED_TARGETS.get);
      const post = await compare(postsAt(rate), { signing: true });
      const postRatio = print(`… distinct POST /transactions/sell/prepare at ${rate} req/s, each signed (${side.alg})`, post, WATCHED_TARGETS.signedPost);
      allGet = get.get(all.name);
      allPost = post.get(all.name);
      reportRow(`proxy CPU per request at ${rate} req/s, all on (Redis, metrics, logs, tracing) vs bare forwarder, GET`, `${getRatio.toFixed(2)}x (${allGet.cpu.toFixed(3)} vs ${get.get('bare forwarder').cpu.toFixed(3)} ms)`, `<= ${WATCHED_TARGETS.get}x`, getRatio <= WATCHED_TARGETS.get);
      reportRow(`proxy CPU per request at ${rate} req/s, all on vs bare forwarder, signed POST (${side.alg})`, `${postRatio.toFixed(2)}x (${allPost.cpu.toFixed(3)} vs ${post.get('bare forwarder').cpu.toFixed(3)} ms)`, `<= ${WATCHED_TARGETS.signedPost}x`, postRatio <= WATCHED_TARGETS.signedPost);
      reportRow(`proxy CPU per request at ${rate} req/s, all on vs signing forwarder, signed POST (${side.alg})`, `${post.signingRatio.toFixed(2)}x (${allPost.cpu.toFixed(3)} vs ${post.get(SIGNING).cpu.toFixed(3)} ms)`, 'reported', undefined);
    }

    // What each part costs, measured in one process: the rows above are separate processes, so a
    // step between two of them also holds how much two processes differ. Here one proxy with
    // everything registered switches its parts off and on between runs (the OTel context manager,
    // once registered, stays: it is in every run), and each part's cost is its run's CPU less the
    // same round's run with no part on.
    // The same process also serves a bare and a signing forwarder, measured in the same rounds with
    // every part (the SDK's hooks too) off: the ratio paired by round in one process (docs/adr/0183).
    const switchable = await child('proxy', { ...base, redisUrl: redis.url, sessions: true, watch: ALL, switchable: true, floors: { upstream: side.upstream.url, signingKey: side.privateKeyPem }, ...(COMPARE_MODULE ? { compareModule: COMPARE_MODULE } : {}) });
    const switchTo = (parts) => askChild(switchable.proc, { parts }, 'switched');
    // The SDK's AsyncLocalStorage hooks (Node 20) apart from the spans: off in the rows without
    // spans, on alone in their own row, and on (as the SDK turns them on) with spans, so the spans'
    // own cost is their row less the hooks' row.
    const EVERY_SET = [['none (Redis, sessions, OTel context)', []], ['+ metrics only', ['metrics']], ['+ request log only', ['logs']], ['+ OTel SDK async hooks only', ['hooks']], ['+ spans only (with the hooks)', ['tracing']], ['all on', ALL]];
    const COMPARED = 'all on, compared build';
    // POSTs only: all on with the prepare's form-session bind skipped (the bench's switch), its
    // step below all on being what that Redis write costs (its share of a grouped round trip,
    // docs/adr/0197; reported, not the target).
    const UNBOUND = ['all on less the form-session bind', [...ALL, 'no-bind']];
    const PART_SETS = [...(ALL_SETS_ONLY ? [EVERY_SET[0], EVERY_SET[5]] : EVERY_SET), ...(COMPARE_MODULE ? [[COMPARED, ALL, switchable.compareUrl]] : [])];
    const partCosts = async (title, load, { signing = false, target, label }) => {
      const sets = signing ? [...PART_SETS, UNBOUND] : PART_SETS;
      const floors = [['bare forwarder, same process', switchable.floors.bare], ...(signing ? [['signing forwarder, same process', switchable.floors.signing]] : [])];
      await switchTo([]);
      for (const [, url] of floors) await load(url, true, WARMUP_S, 0);
      for (const [, parts, url = switchable.url] of sets) {
        await switchTo(parts);
        await load(url, false, WARMUP_S, 0);
      }
      const cpu = new Map([...floors, ...sets].map(([name]) => [name, []]));
      for (let round = 0; round < rounds; round += 1) {
        await switchTo([]);
        for (const [name, url] of floors) cpu.get(name).push((await measured({ proxy: switchable.proc }, () => load(url, true))).cpu.proxy);
        for (const [name, parts, url = switchable.url] of sets) {
          await switchTo(parts);
          cpu.get(name).push((await measured({ proxy: switchable.proc }, () => load(url, false))).cpu.proxy);
        }
      }
      const none = cpu.get(PART_SETS[0][0]);
      console.log(title);
      for (const [name] of floors) console.log(`  ${name.padEnd(38)} proxy CPU ${median(cpu.get(name)).toFixed(3)} ms/request`);
      for (const [name] of sets) {
        const list = cpu.get(name);
        const step = name === PART_SETS[0][0] ? '' : `   (${median(list.map((c, i) => c - none[i])) >= 0 ? '+' : ''}${median(list.map((c, i) => c - none[i])).toFixed(3)} ms, paired by round)`;
        console.log(`  ${name.padEnd(38)} proxy CPU ${median(list).toFixed(3)} ms/request${step}`);
      }
      const hooks = cpu.get(EVERY_SET[3][0]);
      const spans = hooks && median(cpu.get(EVERY_SET[4][0]).map((c, i) => c - hooks[i]));
      if (hooks) console.log(`  the spans' own cost, less the hooks: ${spans >= 0 ? '+' : ''}${spans.toFixed(3)} ms (Node ${process.versions.node}; AsyncLocalStorage without async hooks: Node 22 with --experimental-async-context-frame, Node 24 by default)`);
      // The ratio the target is checked on (docs/adr/0183): all on over the floor of the same
      // process, each round's pair, median and range.
      const allOn = cpu.get('all on');
      const ratioOver = (floorName) => {
        const perRound = allOn.map((c, i) => c / cpu.get(floorName)[i]);
        return { ratio: median(perRound), low: Math.min(...perRound), high: Math.max(...perRound), floor: median(cpu.get(floorName)) };
      };
      const bare = ratioOver(floors[0][0]);
      if (COMPARE_MODULE) {
        const perRound = allOn.map((c, i) => c / cpu.get(COMPARED)[i]);
        console.log(`  all on / all on of the compared build, paired by round: ${median(perRound).toFixed(3)}x (${Math.min(...perRound).toFixed(3)}-${Math.max(...perRound).toFixed(3)}x across ${rounds} rounds; ${median(allOn.map((c, i) => c - cpu.get(COMPARED)[i])) >= 0 ? '+' : ''}${(1000 * median(allOn.map((c, i) => c - cpu.get(COMPARED)[i]))).toFixed(1)} µs per request)`);
      }
      const range = (r) => `${r.ratio.toFixed(2)}x (${r.low.toFixed(2)}-${r.high.toFixed(2)}x across ${rounds} rounds)`;
      console.log(`  all on / bare forwarder, one process, paired by round: ${range(bare)}   (target <= ${target}x)`);
      reportRow(`proxy CPU per request at ${partRate} req/s, all on vs bare forwarder in one process (paired by round), ${label}`, `${range(bare)}, ${median(allOn).toFixed(3)} vs ${bare.floor.toFixed(3)} ms`, `<= ${target}x`, bare.ratio <= target);
      if (signing) {
        const unbound = cpu.get(UNBOUND[0]);
        const perRound = unbound.map((c, i) => c / cpu.get(floors[0][0])[i]);
        const without = `${median(perRound).toFixed(2)}x (${Math.min(...perRound).toFixed(2)}-${Math.max(...perRound).toFixed(2)}x across ${rounds} rounds)`;
        const trip = median(allOn.map((c, i) => c - unbound[i]));
        console.log(`  the form-session bind (a prepare's share of one grouped Redis write): ${(1000 * trip).toFixed(0)} µs; all on less it / bare forwarder, paired by round: ${without}   (reported)`);
        reportRow(`proxy CPU per request at ${partRate} req/s, all on less the prepare's form-session bind (its share of a grouped Redis write) vs bare forwarder, paired, ${label}`, `${without}; the bind ${(1000 * trip).toFixed(0)} µs`, 'reported', undefined);
        const signed = ratioOver(floors[1][0]);
        console.log(`  all on / signing forwarder, one process, paired by round: ${range(signed)}   (reported)`);
        reportRow(`proxy CPU per request at ${partRate} req/s, all on vs signing forwarder in one process (paired by round), ${label}`, `${range(signed)}, ${median(allOn).toFixed(3)} vs ${signed.floor.toFixed(3)} ms`, 'reported', undefined);
      }
    };
    // At the higher rate: there a request's own work, not waking an idle core, is most of its cost.
    const partRate = Math.max(...RATES);
    await partCosts(`what each part costs, one process switching its parts (and serving the forwarders), ${partRate} req/s: identical GETs`, getsAt(partRate), { target: WATCHED_TARGETS.get, label: 'GET' });
    await partCosts(`… distinct signed POSTs (${side.alg})`, postsAt(partRate), { signing: true, target: WATCHED_TARGETS.signedPost, label: `signed POST (${side.alg})` });
    if (PAIRED_ONLY) return;

    // Async resources per request, counted by Node's own hook in processes of their own (the count
    // costs CPU, so none of them is measured above): on Node 20 an OpenTelemetry SDK calls a hook
    // for each, the bare forwarder's included, so these numbers are the hooks' row above per request.
    {
      const countedForwarder = await start('forwarder', { upstream: side.upstream.url, countAsync: true });
      const countedProxy = await start('proxy', { ...base, redisUrl: redis.url, sessions: true, watch: ALL, countAsync: true });
      const asyncOf = (proc) => askChild(proc, 'async');
      const perRequest = async (made, direct, load) => {
        await load(made.url, direct, 2, 0);
        const before = await asyncOf(made.proc);
        const { total } = await load(made.url, direct, 3);
        const after = await asyncOf(made.proc);
        const of = (types) => types.reduce((sum, type) => sum + ((after[type] ?? 0) - (before[type] ?? 0)), 0) / total;
        return { promises: of(['PROMISE']), ticks: of(['TickObject']), all: of(Object.keys(after)) };
      };
      console.log(`async resources per request (Node ${process.versions.node}'s hooks count them; an OTel SDK's AsyncLocalStorage runs a hook for each on Node 20)`);
      for (const [label, load] of [['identical GETs', getsAt(partRate)], ['signed POSTs', postsAt(partRate)]]) {
        const forwarded = await perRequest(countedForwarder, true, load);
        const proxied = await perRequest(countedProxy, false, load);
        const line = (r) => `${r.all.toFixed(1)} (${r.promises.toFixed(1)} promises, ${r.ticks.toFixed(1)} nextTicks)`;
        console.log(`  ${label.padEnd(15)} all on ${line(proxied)}   bare forwarder ${line(forwarded)}`);
        reportRow(`async resources per request, all on vs bare forwarder, ${label}`, `${proxied.all.toFixed(1)} vs ${forwarded.all.toFixed(1)} (promises ${proxied.promises.toFixed(1)} vs ${forwarded.promises.toFixed(1)})`, 'reported', undefined);
      }
    }

    // Sizing (README "Running in production"): an instance is one Node process, one core.
    const perCore = (cpu) => Math.floor(1000 / cpu);
    console.log('sizing, one instance with everything on (README "Running in production")');
    console.log(`  requests/s one core carries at the proxy's own CPU: GET ${perCore(allGet.cpu)}, signed POST ${perCore(allPost.cpu)}   (measured here at 10 connections on a shared machine: GET ${allGet.rps.toFixed(0)} req/s p99 ${allGet.p99} ms, POST ${allPost.rps.toFixed(0)} req/s p99 ${allPost.p99} ms)`);
    reportRow('sizing: requests/s per instance (one core), all on', `GET ${perCore(allGet.cpu)}, signed POST ${perCore(allPost.cpu)} (10 connections here: p99 ${allGet.p99} / ${allPost.p99} ms)`, 'reported', undefined);

    const commands = async () => Number(/total_commands_processed:(\d+)/.exec(await client.info('stats'))[1]);
    const SALES = 20;
    let sold = 0;
    const before = await commands();
    for (let n = 0; n < SALES; n += 1) {
      const headers = { 'content-type': 'application/json', origin: 'http://wallet.bench.test', 'x-bench-session': 'bench-session' };
      const prepared = await (await fetch(`${all.url}/api/transactions/sell/prepare`, { method: 'POST', headers, body: JSON.stringify({ ChannelID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a01', CryptoCurrency: 'USDC_TEST', FiatAmount: '100', Quoted: true, Form: { BankDetails: { IBAN: 'DE89370400440532013000' }, AccountHolder: { AccountHolderType: 'Individual', Name: { FirstName: 'Ana', LastName: 'Silva' } } } }) })).json();
      const sell = await fetch(`${all.url}/api/transactions/sell`, { method: 'POST', headers, body: JSON.stringify({ CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: prepared.CryptoAuthorizedAmount, FormSessionID: prepared.FormSessionID, Nonce: `bench-sale-${n}-${performance.now()}` }) });
      await sell.arrayBuffer();
      if (sell.status === 202) sold += 1;
    }
    // Less the INFO calls themselves (each counted when it runs).
    const perSale = (await commands()) - before - 1;
    console.log(`  Redis commands per sale (prepare + sell through the proxy, ${sold}/${SALES} sold): ${(perSale / SALES).toFixed(1)}`);
    reportRow('sizing: Redis commands per sale (prepare + sell)', `${(perSale / SALES).toFixed(1)} (${sold}/${SALES} sold)`, 'reported', undefined);

    // Memory per 1,000 sign-in sessions: this process's heap for the memory store, Redis's own
    // accounting (used_memory) for the Redis store.
    const SESSIONS = 20_000;
    const gc = globalThis.gc ?? (await import('node:v8')).setFlagsFromString('--expose-gc') ?? (await import('node:vm')).runInNewContext('gc');
    const mem = memoryStore();
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    for (let i = 0; i < SESSIONS; i += 1) await mem.createSession(`${crypto.randomUUID()}`, `customer-${i}`, 3_600_000);
    gc();
    const memoryKib = ((process.memoryUsage().heapUsed - heapBefore) / (SESSIONS / 1000) / 1024).toFixed(0);
    await mem.close();
    const store = redisStore({ url: redis.url });
    await store.ready();
    const used = async () => Number(/used_memory:(\d+)/.exec(await client.info('memory'))[1]);
    const redisBefore = await used();
    for (let i = 0; i < SESSIONS; i += 500) await Promise.all(Array.from({ length: 500 }, (_, j) => store.createSession(crypto.randomUUID(), `customer-${i + j}`, 3_600_000)));
    const redisKib = (((await used()) - redisBefore) / (SESSIONS / 1000) / 1024).toFixed(0);
    await store.close();
    console.log(`  memory per 1,000 sign-in sessions (${SESSIONS} created): memory store ${memoryKib} KiB heap, Redis ${redisKib} KiB used_memory`);
    reportRow('sizing: memory per 1,000 sign-in sessions', `memory store ${memoryKib} KiB, Redis ${redisKib} KiB`, 'reported', undefined);
  } finally {
    client.disconnect();
    await redis.close();
    pin(process.pid, '0-1');
    pin(side.upstream.proc.pid, '0-1');
  }
}
