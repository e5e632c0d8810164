// Starts the built shop (`npm run build` first) with `next start` on 127.0.0.1, and stops it.
// `npm start` runs it from the command line: PORT (default 3000, 0 for a free one), HOST, and for
// a real upstream UPSTREAM (base URL ending in /v1) with PAYMENTS_API_KEY, PAYMENTS_SIGNING_KEY,
// PAYMENTS_WEBHOOK_PUBLIC_KEY. From a script or test: `const shop = await start(); … shop.close()`.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');

/** A port nothing listens on now (next start needs a number, so the port is asked of the OS first). */
const freePort = (host) =>
  new Promise((resolvePort, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });

/**
 * @param {{ port?: number, host?: string, env?: Record<string, string> }} [options]
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function start(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const port = options.port || (await freePort(host));
  const url = `http://${host}:${port}`;
  const child = spawn(process.execPath, [nextBin, 'start', '--port', String(port), '--hostname', host], {
    cwd: appDir,
    env: { ...process.env, ...options.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit(`next start exited (${code ?? signal})`)));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  // Ready when the server answers: as long as that takes, unless next start has ended.
  for (;;) {
    const outcome = await Promise.race([exited, fetch(`${url}/de`, { redirect: 'manual' }).then((r) => r.status, () => null)]);
    if (typeof outcome === 'string') throw new Error(outcome);
    if (outcome === 200) return { url, close };
    await new Promise((r) => setTimeout(r, 200));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const shop = await start({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST });
  console.log(`shop: ${shop.url}  (German: ${shop.url}/de, English: ${shop.url}/en)`);
  const stop = () => void shop.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
