// A real redis-server for tests and the cluster demo: Debian's binary, on 127.0.0.1 and a port
// chosen free at run time, its data (append-only file, as production should run it) in a temporary
// folder that is removed when it stops. stop() and start() again keep the port and the data, so a
// test can take Redis away mid-run and bring it back.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const redisServerPath = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export function redisServerAvailable(): boolean {
  return existsSync(redisServerPath);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export interface RedisServer {
  url: string;
  port: number;
  /** Stops the process (data stays on disk). */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  close(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'rampkit-redis-'));
  let proc: ChildProcess | undefined;
  const start = async () => {
    const child = spawn(redisServerPath, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', '', '--protected-mode', 'yes', '--loglevel', 'warning'], { stdio: 'ignore' });
    proc = child;
    let exited = false;
    child.once('exit', () => {
      exited = true;
    });
    const deadline = Date.now() + 20_000;
    while (!(await answersPing(port))) {
      if (exited) throw new Error(`redis-server exited before answering on port ${port}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port} within 20 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const child = proc;
      proc = undefined;
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  await start();
  // Never outlive the test process.
  const onExit = () => proc?.kill('SIGKILL');
  process.once('exit', onExit);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    async close() {
      await stop();
      process.off('exit', onExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
