// The several-instances rows of `npm run bench:proxy`: proxies on a real Redis (started here on a
// free port) in their own processes, in front of the bench's sandbox. Figures, not pass/fail:
//  - throughput of two instances behind HAProxy vs one behind the same HAProxy configuration;
//  - the latency the Redis store adds over the memory store, one request at a time;
//  - webhook → browser latency with 2,000 open SSE streams across two instances;
//  - memory per open SSE stream on an instance.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { importPKCS8 } from 'jose';
import { generatePemKeyPair } from '../../src/wire/keys.ts';
import { signWebhookBody } from '../../src/wire/webhook-signature.ts';
import { startRedisServer } from '../../tooling/redis-server.ts';
import { median } from './rows.mjs';
import { askChild } from './ask-child.mjs';

const STREAMS = Number(process.env.BENCH_SSE_STREAMS ?? 2000);
const PER_CUSTOMER = 5;

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

export async function benchCluster({ upstreamUrl, apiKey, privateKeyPem, duration, reportRow }) {
  const procs = [];
  const spawn = (role, config) =>
    new Promise((resolve) => {
      const proc = fork(fileURLToPath(new URL('./proxy-servers.mjs', import.meta.url)), [role, JSON.stringify(config)], { execArgv: ['--import', 'tsx', '--expose-gc'] });
      procs.push(proc);
      proc.once('message', (m) => resolve({ proc, url: m.url }));
    });
  const memoryOf = (proc) => askChild(proc, 'memory');
  const redis = await startRedisServer();
  const sockets = [];
  try {
    const webhook = await generatePemKeyPair('ES384');
    const base = { upstream: `${upstreamUrl}/v1`, apiKey, privateKey: privateKeyPem, webhookPublicKey: webhook.publicKeyPem };
    const memory = await spawn('proxy', base);
    const [a, b] = [await spawn('proxy', { ...base, redisUrl: redis.url }), await spawn('proxy', { ...base, redisUrl: redis.url })];
    const one = await spawn('balancer', { instances: [a.url] });
    const two = await spawn('balancer', { instances: [a.url, b.url] });

    // Throughput: the same balancer hop in both runs, so the ratio is about the second instance.
    const load = async (url) => (await autocannon({ url, connections: 20, duration, requests: [{ method: 'GET', path: '/api/channels/sell/countries' }, { method: 'GET', path: '/api/prices?SourceCurrency=USDC_TEST&DestinationCurrency=EUR' }] })).requests.average;
    const rpsOne = await load(one.url);
    const rpsTwo = await load(two.url);
    console.log('several instances on Redis (HAProxy in its own process, 20 connections)');
    console.log(`  one instance ${rpsOne.toFixed(0)} req/s, two instances ${rpsTwo.toFixed(0)} req/s: ${(rpsTwo / rpsOne).toFixed(2)}x  (goal 1.6x; on 2 cores the sandbox, the balancer, the load generator and Redis share the CPUs the second instance would need, with other work on the machine)`);
    reportRow('two instances on Redis vs one (throughput)', `${(rpsTwo / rpsOne).toFixed(2)}x`, '1.6x, reported (2 cores)', undefined);

    // Added latency of the store: one request at a time, memory and Redis proxies alternating.
    const times = { memory: [], redis: [] };
    for (let i = 0; i < 400; i += 1) {
      for (const [name, url] of [['memory', memory.url], ['redis', a.url]]) {
        const start = performance.now();
        const r = await fetch(`${url}/api/channels/sell/countries`);
        await r.arrayBuffer();
        if (i >= 50) times[name].push(performance.now() - start);
      }
    }
    const added = median(times.redis) - median(times.memory);
    console.log(`  one request at a time: memory store p50 ${median(times.memory).toFixed(2)} ms, Redis store p50 ${median(times.redis).toFixed(2)} ms, added ${added.toFixed(2)} ms  (goal <= 1 ms)`);
    reportRow('Redis store vs memory, added p50', `${added.toFixed(2)} ms`, '<= 1 ms', added <= 1);

    // 2,000 open streams across the two instances, 5 per customer; webhooks to either instance.
    const before = await Promise.all([memoryOf(a.proc), memoryOf(b.proc)]);
    const customers = STREAMS / PER_CUSTOMER;
    const received = new Map(); // customer -> [arrival ms per stream]
    let connected = 0;
    // Opened 100 at a time, as browsers arrive; a burst of thousands in one instant would queue
    // behind Redis past the store's 1 s command timeout and be answered 503.
    const open = (i) =>
        new Promise((resolve, reject) => {
          const customer = `sse-${i % customers}`;
          const target = new URL(i % 2 ? b.url : a.url);
          const req = request({ hostname: target.hostname, port: target.port, path: '/api/events', headers: { 'x-bench-customer': customer, accept: 'text/event-stream' }, agent: false }, (res) => {
            if (res.statusCode !== 200) return reject(new Error(`stream ${i}: ${res.statusCode}`));
            res.setEncoding('utf8');
            res.on('data', (chunk) => {
              if (chunk.includes(': connected')) {
                connected += 1;
                resolve();
              }
              if (chunk.includes('event: Customer')) (received.get(customer) ?? received.set(customer, []).get(customer)).push(performance.now());
            });
          });
          req.on('error', reject);
          req.end();
          sockets.push(req);
        });
    for (let i = 0; i < STREAMS; i += 100) await Promise.all(Array.from({ length: Math.min(100, STREAMS - i) }, (_, j) => open(i + j)));
    const after = await Promise.all([memoryOf(a.proc), memoryOf(b.proc)]);
    const perStream = (key) => ((after[0][key] - before[0][key] + after[1][key] - before[1][key]) / STREAMS / 1024).toFixed(1);
    console.log(`  ${connected} open SSE streams across two instances: ${perStream('rss')} KiB RSS and ${perStream('heapUsed')} KiB heap per stream (after a full GC)`);
    reportRow('memory per open SSE stream', `${perStream('rss')} KiB RSS, ${perStream('heapUsed')} KiB heap`, 'reported', undefined);

    const key = await importPKCS8(webhook.privateKeyPem, 'ES384');
    const latencies = [];
    const EVENTS = 200;
    for (let n = 0; n < EVENTS; n += 1) {
      const customer = `sse-${(n * 7) % customers}`;
      const now = new Date().toISOString();
      const body = JSON.stringify({ EventType: 'Customer', EventVersion: n + 1, Occurred: now, UserID: 'u', Data: { Type: 'Business', CustomerID: customer, Created: now, RegisteredName: 'Acme' } });
      const signature = await signWebhookBody(body, key);
      const had = received.get(customer)?.length ?? 0;
      const sent = performance.now();
      const answer = await fetch(`${n % 2 ? b.url : a.url}/webhooks`, { method: 'POST', headers: { 'webhook-signature': signature, 'content-type': 'application/json' }, body });
      if (answer.status !== 200) throw new Error(`webhook ${n}: ${answer.status}`);
      while ((received.get(customer)?.length ?? 0) < had + PER_CUSTOMER) await new Promise((r) => setImmediate(r));
      for (const at of received.get(customer).slice(had)) latencies.push(at - sent);
    }
    const p50 = quantile(latencies, 0.5);
    const p99 = quantile(latencies, 0.99);
    console.log(`  webhook → browser with ${connected} streams open (${EVENTS} webhooks, each to ${PER_CUSTOMER} streams on both instances): p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
    reportRow(`webhook → browser, ${connected} SSE streams on two instances`, `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`, 'reported', undefined);
  } finally {
    for (const req of sockets) req.destroy();
    for (const proc of procs) proc.kill();
    await redis.close();
  }
}
