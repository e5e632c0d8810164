// `npm run start:cluster`: the demo as a business would run it on several instances. The sandbox
// runs as its own service; INSTANCES (default 2) demo instances, each a process with its proxy's
// state in Redis (REDIS_URL, or a redis-server started here), sit behind HAProxy on the demo port
// (Debian's haproxy, configured by haproxy-config.ts: health checks on each instance's readiness,
// no stickiness). Webhooks from the sandbox reach whichever instance HAProxy picks, and still reach
// the browser on any instance.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createSandbox } from '../../src/sandbox/index';
import { generateApiKey, generatePemKeyPair } from '../../src/wire/keys';
import { freePort, startRedisServer, type RedisServer } from '../../tooling/redis-server';
import { ensureWebBuilt } from '../web-assets';
import { readDemoLimits } from '../limits';
import { startHaproxy, type Haproxy } from './haproxy';

export interface ClusterOptions {
  instances?: number;
  host?: string;
  port?: number;
  /** An existing Redis; without it a redis-server is started (and stopped) here. */
  redisUrl?: string;
  /** Extra environment for every instance (e.g. PROXY_REQUESTS_PER_MINUTE). */
  env?: Record<string, string>;
  buildWeb?: boolean;
  /** The sandbox's control API token (SANDBOX_CONTROL_TOKEN); random when absent. */
  sandboxControlToken?: string;
  /** How often HAProxy checks each instance's readiness, in ms. Default 1000. */
  checkIntervalMs?: number;
}

export interface Cluster {
  url: string;
  instanceUrls: string[];
  /** Each instance's process id, in the order of instanceUrls. */
  instancePids: number[];
  balancer: Haproxy;
  sandboxUrl: string;
  redis?: RedisServer;
  redisUrl: string;
  apiKey: string;
  signing: { privateKeyPem: string; publicKeyPem: string };
  webhook: { privateKeyPem: string; publicKeyPem: string };
  sandboxControlToken: string;
  close(): Promise<void>;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const host = options.host ?? '127.0.0.1';
  const count = options.instances ?? 2;
  if (options.buildWeb !== false) await ensureWebBuilt();
  const redis = options.redisUrl ? undefined : await startRedisServer();
  const redisUrl = options.redisUrl ?? redis!.url;
  const [signing, webhook] = await Promise.all([generatePemKeyPair('ES384'), generatePemKeyPair('ES384')]);
  const apiKey = generateApiKey('sandbox');
  // The balancer's port is fixed first: the sandbox sends its webhooks there.
  const port = options.port || (await freePort());
  const publicUrl = `http://${host}:${port}`;

  const sandbox = await createSandbox({
    apiKey,
    signingPublicKeyPem: signing.publicKeyPem,
    webhookSigningKeyPem: webhook.privateKeyPem,
    webhookUrl: `${publicUrl}/webhooks`,
    controlToken: options.sandboxControlToken,
    limits: { customers: readDemoLimits({ ...process.env, ...options.env }).sandboxCustomers },
  });
  const sandboxServer = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: sandbox.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const sandboxAddress = sandboxServer.address();
  const sandboxUrl = `http://127.0.0.1:${typeof sandboxAddress === 'object' && sandboxAddress ? sandboxAddress.port : 0}`;

  const env = {
    ...process.env,
    PAYMENTS_BASE_URL: `${sandboxUrl}/v1`,
    PAYMENTS_API_KEY: apiKey,
    PAYMENTS_SIGNING_KEY: signing.privateKeyPem,
    PAYMENTS_WEBHOOK_PUBLIC_KEY: webhook.publicKeyPem,
    REDIS_URL: redisUrl,
    // The balancer's origin is the one browsers use: CSRF checks and cookies are pinned to it.
    PUBLIC_URL: publicUrl,
    // Every connection an instance gets is the balancer's: its X-Forwarded-For names the client, and
    // its connections are not capped per address (each client's are, by that header).
    TRUSTED_PROXIES: '127.0.0.1',
    DEMO_SESSION_SECRET: process.env.DEMO_SESSION_SECRET ?? crypto.randomUUID() + crypto.randomUUID(),
    ...options.env,
  };
  const children: ChildProcess[] = [];
  const instanceUrls = await Promise.all(
    Array.from({ length: count }, () =>
      new Promise<string>((resolve, reject) => {
        const child = fork(fileURLToPath(new URL('./instance.ts', import.meta.url)), [], { env, execArgv: ['--import', 'tsx'] });
        children.push(child);
        child.once('message', (m) => resolve((m as { url: string }).url));
        child.once('exit', (code) => reject(new Error(`a demo instance exited (${code}) before it was ready`)));
      }),
    ),
  );
  const hostPort = (url: string) => new URL(url).host;
  const balancer = await startHaproxy({ host, port, bind: `${host}:${port}`, instances: instanceUrls.map(hostPort), sandbox: hostPort(sandboxUrl), maxConnections: 4000, checkIntervalMs: options.checkIntervalMs ?? 1000, servedBy: true });

  return {
    url: balancer.url,
    instanceUrls,
    instancePids: children.map((child) => child.pid!),
    balancer,
    sandboxUrl,
    redis,
    redisUrl,
    apiKey,
    signing,
    webhook,
    sandboxControlToken: sandbox.controlToken,
    async close() {
      await balancer.close();
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              // Gone already, by exiting or by a signal (kill -9: exitCode stays null, signalCode is set).
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      sandbox.close();
      sandboxServer.close();
      await redis?.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startCluster({
    instances: Number(process.env.INSTANCES ?? 2),
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 8787),
    redisUrl: process.env.REDIS_URL || undefined,
    sandboxControlToken: process.env.SANDBOX_CONTROL_TOKEN || undefined,
    buildWeb: process.env.DEMO_BUILD_WEB !== '0',
    env: { LOG_REQUESTS: process.env.LOG_REQUESTS ?? '1' },
  });
  console.log(`Rampkit demo on ${cluster.instanceUrls.length} instances behind HAProxy (pid ${cluster.balancer.pid}): ${cluster.url}`);
  for (const [i, url] of cluster.instanceUrls.entries()) console.log(`  instance-${i + 1}: ${url} (pid ${cluster.instancePids[i]})`);
  console.log(`  state in Redis: ${cluster.redisUrl}${cluster.redis ? ' (started here, stopped on exit)' : ''}`);
  console.log(`  sandbox: ${cluster.sandboxUrl}/v1  (control API: ${cluster.url}/_sandbox, Authorization: Bearer ${cluster.sandboxControlToken})`);
  console.log('  for trying the kit on your own machine only: not for the open internet (README, "Security").');
  const stop = async () => {
    await cluster.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
