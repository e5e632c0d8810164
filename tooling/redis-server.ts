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

/** The process id of the redis-server answering on this port, or null while none answers. */
function answeringPid(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('INFO server\r\n'));
    socket.on('data', (data) => {
      text += data.toString();
      const pid = /process_id:(\d+)\r\n/.exec(text);
      if (!pid && !text.startsWith('-')) return;
      socket.destroy();
      resolve(pid ? Number(pid[1]) : null);
    });
    socket.once('error', () => resolve(null));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(null);
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
    // Ours, not whichever redis-server answers there: between stop() and start() the port is free,
    // and another test's server may have been given it (its clients would then be talking to
    // a server that stops when that test stops it).
    for (;;) {
      const pid = await answeringPid(port);
      if (pid === child.pid) break;
      if (pid !== null || exited) {
        child.kill('SIGKILL');
        throw new Error(`redis-server could not listen on port ${port}: ${pid === null ? 'it exited' : `another redis-server (pid ${pid}) took the port`}`);
      }
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
