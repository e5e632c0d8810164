// `npm run start:cluster` as an operator runs it: the control token it is given is the one the
// sandbox takes, and SIGTERM stops everything it started even after an instance died from a signal.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it, onTestFinished } from 'vitest';
import { createSandboxControl } from '../../src/sandbox/control-client';
import { freePort } from '../../tooling/redis-server';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('honours SANDBOX_CONTROL_TOKEN and exits on SIGTERM after an instance was killed with -9', { timeout: 120_000 }, async () => {
  const port = await freePort();
  const token = `operator-${crypto.randomUUID()}`;
  const script = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./cluster.ts', import.meta.url))], {
    env: { ...process.env, PORT: String(port), DEMO_BUILD_WEB: '0', SANDBOX_CONTROL_TOKEN: token },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let exitCode: number | null | undefined;
  script.once('exit', (code) => (exitCode = code));
  let output = '';
  script.stdout.on('data', (d: Buffer) => (output += d.toString()));
  await expect.poll(() => output, { timeout: 90_000 }).toMatch(/not for the open internet/);
  const pids = [...output.matchAll(/\(pid (\d+)\)/g)].map((m) => Number(m[1]));
  expect(pids).toHaveLength(3); // HAProxy and two instances
  onTestFinished(() => void [script.pid!, ...pids].filter(alive).forEach((pid) => process.kill(pid, 'SIGKILL')));

  const url = `http://127.0.0.1:${port}`;
  expect(await createSandboxControl({ url, controlToken: token }).now()).toMatch(/^\d{4}-/);
  expect((await fetch(`${url}/_sandbox/clock`, { headers: { authorization: 'Bearer not-the-token' } })).status).toBe(401);

  process.kill(pids[1]!, 'SIGKILL');
  await expect.poll(() => alive(pids[1]!)).toBe(false);
  script.kill('SIGTERM');
  await expect.poll(() => exitCode, { timeout: 30_000 }).toBe(0);
  // Nothing it started is left behind.
  expect(pids.filter(alive)).toEqual([]);
});
