// `npm run bench:flood`: starts the demo (`npm start`) as its own process on a free 127.0.0.1 port,
// floods it with unauthenticated junk for FLOOD_SECONDS (default 180) from FLOOD_CONNECTIONS (10)
// connections, at most FLOOD_MAX_REQUESTS (2 000 000) requests, and prints the demo's RSS before,
// every 15 s during, and after. Figures, not pass/fail: memory should stay flat. Only ever 127.0.0.1.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'node:http';

const seconds = Number(process.env.FLOOD_SECONDS ?? 180);
const connections = Number(process.env.FLOOD_CONNECTIONS ?? 10);
const maxRequests = Number(process.env.FLOOD_MAX_REQUESTS ?? 2_000_000);
const root = fileURLToPath(new URL('..', import.meta.url));

const child = spawn(process.execPath, ['--import', 'tsx', 'demo-server/main.ts'], { cwd: root, env: { ...process.env, PORT: '0', HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'inherit'] });
const stop = () => child.kill('SIGTERM');
process.on('exit', stop);
const url = await new Promise((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
    const m = /Rampkit demo: (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
    if (m) resolve(m[1]);
  });
  child.on('exit', (code) => reject(new Error(`the demo exited (${code}) before it listened`)));
});
const { hostname, port } = new URL(url);
if (hostname !== '127.0.0.1') throw new Error('the flood only ever targets 127.0.0.1');

const rssMiB = () => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const big = 'x'.repeat(15_000);
const chunk = Buffer.alloc(64 * 1024, 0x20);

/** One junk request; resolves with its status (0 when the connection was cut). */
function junk(i) {
  const kind = i % 8;
  const send = (method, path, headers = {}, body, streamBytes = 0) =>
    new Promise((resolve) => {
      const req = request({ host: hostname, port, method, path, agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
      if (streamBytes) {
        // A chunked body with no Content-Length, far over every limit.
        let sent = 0;
        const pump = () => {
          while (sent < streamBytes) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      } else req.end(body);
    });
  switch (kind) {
    case 0: return send('GET', `/v1/nope?q=${big}&i=${i}`);
    case 1: return send('GET', `/api/channels/sell/countries?i=${i}`);
    case 2: return send('POST', '/webhooks', { 'content-type': 'application/json' }, JSON.stringify({ junk: big, i }));
    case 3: return send('POST', '/demo/session', { 'content-type': 'application/json' }, `{"CustomerID":${'['.repeat(5000)}`);
    case 4: return send('GET', `/_sandbox/requests?i=${i}`);
    case 5: return send('GET', `/hosted/en/onboarding/${crypto.randomUUID()}`);
    case 6: return send('GET', '/%E0%A4%A');
    default: return i % 64 === 7 ? send('POST', '/v1/transactions/sell/prepare', { 'content-type': 'application/json' }, undefined, 4 * 1024 * 1024) : send('GET', `/api/events?i=${i}`);
  }
}

const figures = [];
const sample = (label) => {
  const line = `${label.padEnd(10)} RSS ${rssMiB().toFixed(1)} MiB`;
  figures.push(line);
  console.log(line);
};
await new Promise((r) => setTimeout(r, 2000));
sample('before');
let sent = 0;
const statuses = new Map();
// Ten seconds of the same junk first, so the figures after it compare a warmed-up process (JIT,
// heap sized for the load) with itself rather than with one that has never served a request.
const warmUntil = Date.now() + 10_000;
await Promise.all(Array.from({ length: connections }, async () => { while (Date.now() < warmUntil) await junk(sent++); }));
sample('warmed up');
sent = 0;
const started = Date.now();
const deadline = started + seconds * 1000;
const ticker = setInterval(() => sample(`${Math.round((Date.now() - started) / 1000)} s`), 15_000);
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (Date.now() < deadline && sent < maxRequests) {
      const status = await junk(sent++);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }),
);
clearInterval(ticker);
sample('after');
await new Promise((r) => setTimeout(r, 10_000));
sample('idle 10 s');
console.log(`${sent} requests in ${((Date.now() - started) / 1000 - 10).toFixed(0)} s from ${connections} connections; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
const ok = await fetch(`${url}/v1/openapi.json`).then((r) => r.status).catch(() => 0);
console.log(`the demo still answers after the flood: ${ok === 200 ? 'yes' : `no (${ok})`}`);
agent.destroy();
stop();
process.exit(0);
