// What the per-request helpers of ADR 0165 cost against the code they replaced, side by side in one
// process: a header record merged by a spread against `headerRecord`, the signature's claims spread
// into a new object against the literal, and the body's SHA-256 by createHash against crypto.hash.
// Each timed in a loop (the best of several batches, so a busy machine's pauses drop out); a loop
// keeps caches warm, so these are each helper's floor, not its cost on a cold request.
import * as nodeCrypto from 'node:crypto';
import { headerRecord } from '../../src/server/header-record.ts';
import { reportRow } from './rows.mjs';

const HARDENING = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };
const SAFE = { 'content-type': 'application/json', date: 'Fri, 27 Nov 2026 22:00:00 GMT' };
const UPSTREAM = { accept: 'application/json', 'content-type': 'application/json', 'x-api-key': 'apikey_sandbox_bench', 'api-signature': 'x'.repeat(300), traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01` };
const BODY = JSON.stringify({ ChannelID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a01', CryptoCurrency: 'USDC_TEST', FiatAmount: '20.00', CustomerID: 'bench-customer' });

let sink;
/** ns per call: the best of 15 batches of 20,000 calls. */
function time(run) {
  let best = Infinity;
  for (let batch = 0; batch < 15; batch += 1) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < 20_000; i += 1) sink = run(i);
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 20_000);
  }
  return best;
}

const pairs = [
  ['answer headers (hardening, safe, request id)', (i) => ({ ...HARDENING, ...SAFE, 'x-request-id': `rq-${i}` }), (i) => headerRecord(HARDENING, SAFE, { 'x-request-id': `rq-${i}` })],
  ['upstream headers + content-length', (i) => ({ ...UPSTREAM, 'content-length': String(100 + (i & 7)) }), (i) => headerRecord(UPSTREAM, { 'content-length': String(100 + (i & 7)) })],
  [
    'signature claims, with JSON.stringify',
    (i) => {
      const claims = { method: 'POST', path: '/v1/transactions/sell/prepare', bodyHash: 'h' };
      return JSON.stringify({ ...claims, aud: 'http://127.0.0.1', iat: i, exp: i + 300 });
    },
    (i) => JSON.stringify({ method: 'POST', path: '/v1/transactions/sell/prepare', bodyHash: 'h', aud: 'http://127.0.0.1', iat: i, exp: i + 300 }),
  ],
  // crypto.hash is Node 20.12 and later; older Nodes keep createHash (src/wire/hash.ts).
  ...(typeof nodeCrypto.hash === 'function' ? [['body SHA-256 (hex)', () => nodeCrypto.createHash('sha256').update(BODY).digest('hex'), () => nodeCrypto.hash('sha256', BODY, 'hex')]] : []),
];

console.log(`per-request helpers, ns per call in a loop (Node ${process.versions.node}; ADR 0165)`);
for (const [name, before, now] of pairs) {
  const [a, b] = [time(before), time(now)];
  console.log(`  ${name.padEnd(46)} before ${a.toFixed(0).padStart(5)} ns   now ${b.toFixed(0).padStart(5)} ns   ${(a / b).toFixed(1)}x`);
  reportRow(`per-request helper: ${name}, before vs now (ns per call in a loop)`, `${a.toFixed(0)} vs ${b.toFixed(0)} ns`, 'reported', undefined);
}
if (sink === undefined) process.exitCode = 1;
