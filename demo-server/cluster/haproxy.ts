// A real HAProxy (Debian's haproxy package) in front of the demo cluster: its configuration rendered
// by haproxy-config.ts for the ports chosen at run time, in a temporary folder removed when it stops.
// `.ci/run` installs the package where it is missing.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haproxyConfig, type HaproxyConfigInput } from './haproxy-config';

export const haproxyPath = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

export function haproxyAvailable(): boolean {
  return existsSync(haproxyPath);
}

export interface Haproxy {
  url: string;
  pid: number;
  /** Each instance as HAProxy sees it, by server name: its state (`UP`, `DOWN`, ...) and its open sessions. */
  servers(): Promise<Record<string, { status: string; sessions: number }>>;
  /** Takes an instance out of rotation or puts it back, as an operator would (`disable server`). */
  setServer(name: string, state: 'enable' | 'disable'): Promise<void>;
  close(): Promise<void>;
}

/** Checks a configuration with `haproxy -c`; rejects with HAProxy's own words when it is not valid. */
export function checkHaproxyConfig(text: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'rampkit-haproxy-check-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, text);
  return new Promise((resolve, reject) => {
    const child = spawn(haproxyPath, ['-c', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code === 0) resolve();
      else reject(new Error(`haproxy -c refused the configuration (${code}):\n${output}`));
    });
  });
}

export async function startHaproxy(input: Omit<HaproxyConfigInput, 'statsSocket'> & { host: string; port: number }): Promise<Haproxy> {
  const dir = mkdtempSync(join(tmpdir(), 'rampkit-haproxy-'));
  const statsSocket = join(dir, 'stats.sock');
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig({ ...input, statsSocket }));
  // -db: stay in the foreground, so it stops with this process and its exit is seen.
  const child = spawn(haproxyPath, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (d: Buffer) => (errors = (errors + d.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  const deadline = Date.now() + 20_000;
  while (!(await answers(input.host, input.port))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`haproxy exited before listening:\n${errors}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`haproxy did not listen on ${input.host}:${input.port} within 20 s:\n${errors}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://${input.host}:${input.port}`,
    pid: child.pid!,
    servers: async () => {
      const csv = await statsCommand(statsSocket, 'show stat\n');
      const [header, ...rows] = csv.split('\n').filter(Boolean);
      const columns = (header ?? '').replace(/^# /, '').split(',');
      const at = (name: string) => columns.indexOf(name);
      const servers: Record<string, { status: string; sessions: number }> = {};
      for (const row of rows) {
        const cells = row.split(',');
        const name = cells[at('svname')] ?? '';
        if (cells[at('pxname')] === 'instances' && !['FRONTEND', 'BACKEND'].includes(name)) servers[name] = { status: (cells[at('status')] ?? '').split(' ')[0]!, sessions: Number(cells[at('scur')]) };
      }
      return servers;
    },
    setServer: async (name, state) => {
      const answer = await statsCommand(statsSocket, `${state} server instances/${name}\n`);
      if (answer.trim()) throw new Error(`haproxy: ${answer.trim()}`);
    },
    async close() {
      process.off('exit', onExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function statsCommand(path: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let text = '';
    socket.once('connect', () => socket.write(command));
    socket.on('data', (d) => (text += d.toString()));
    socket.once('end', () => resolve(text));
    socket.once('error', reject);
  });
}
