// applyServerLimits on a real node:http server on 127.0.0.1, attacked from 127.0.0.1 and visited
// from other loopback addresses (Linux routes 127/8 to lo): idle connections are bounded per
// address and timed out, so one client cannot hold the server's every connection.
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { applyServerLimits, DEFAULT_SERVER_LIMITS, type ServerLimits } from './server-limits';
import { addressKey, clientAddressKey, trustedProxies } from './client-address';
import { holdIdleConnections, requestFrom, type HeldConnections } from '../../tooling/from-address';

let server: Server | undefined;
let held: HeldConnections | undefined;
afterEach(async () => {
  held?.close();
  held = undefined;
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function start(limits?: ServerLimits) {
  server = createServer((req, res) => res.end(`hello ${req.socket.remoteAddress}`));
  const applied = limits ? applyServerLimits(server, limits) : undefined;
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, applied };
}

describe('applyServerLimits', { timeout: 60_000 }, () => {
  it('keeps serving other addresses while one address holds as many idle connections as it can open', async () => {
    // A lowered cap in all, so the test needs a few thousand connections, not tens of thousands.
    const { url, applied } = await start({ maxConnections: 300, connectionsPerAddress: 50 });
    held = await holdIdleConnections('127.0.0.1', url, 2_000);
    // The server closed all but its per-address share of them…
    await expect.poll(() => held!.open(), { timeout: 20_000 }).toBeLessThanOrEqual(50);
    expect(applied!.connectionsOf('127.0.0.1')).toBeLessThanOrEqual(50);
    // …so visitors from other addresses are served, every one of them.
    const visits = await Promise.all(['127.0.0.2', '127.0.0.3'].flatMap((address) => Array.from({ length: 5 }, () => requestFrom(address, url))));
    expect(visits.map((v) => v.status)).toEqual(Array(10).fill(200));
  });

  it('closes a connection that sends nothing, or only part of its headers, once the headers deadline passes', async () => {
    const { url } = await start({ headersTimeoutMs: 300 });
    const { port } = new URL(url);
    const closed = (send?: string) =>
      new Promise<number>((resolve) => {
        const started = Date.now();
        const socket = connect({ host: '127.0.0.1', port: Number(port) }, () => send && socket.write(send));
        socket.on('error', () => {});
        socket.once('close', () => resolve(Date.now() - started));
      });
    // Both close by themselves (the test would time out otherwise), and not before the deadline.
    const [silent, partial] = await Promise.all([closed(), closed('GET / HTTP/1.1\r\nHost: x\r\n')]);
    expect(silent).toBeGreaterThanOrEqual(250);
    expect(partial).toBeGreaterThanOrEqual(250);
    // A connection that sends its request in time is answered.
    expect((await requestFrom('127.0.0.1', url)).status).toBe(200);
  });

  it('answers what Node’s parser refuses in the error envelope, not a bare status line', async () => {
    const { url } = await start({});
    const { port } = new URL(url);
    const raw = (request: string) =>
      new Promise<string>((resolve) => {
        let answer = '';
        const socket = connect({ host: '127.0.0.1', port: Number(port) }, () => socket.write(request));
        socket.on('data', (chunk) => (answer += chunk));
        socket.on('error', () => {});
        socket.once('close', () => resolve(answer));
      });
    const envelopeOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    const huge = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(envelopeOf(huge)).toMatchObject({ Type: 'InvalidMessage', Action: 'Proxy', Detail: expect.stringContaining('too large') });
    const garbage = await raw('FOO BAR BAZ\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbage).toMatch(/x-request-id: [0-9a-f-]{36}/);
    // The same hardening headers as every answer of the proxy's.
    expect(garbage).toMatch(/referrer-policy: no-referrer/);
    expect(envelopeOf(garbage)).toMatchObject({ Type: 'InvalidMessage', Instance: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('does not cap a trusted balancer, whose one address carries every client', async () => {
    const { url, applied } = await start({ connectionsPerAddress: 5, trustedProxies: ['127.0.0.4'] });
    held = await holdIdleConnections('127.0.0.4', url, 20, 20);
    expect(held.open()).toBe(20);
    expect(applied!.connectionsOf('127.0.0.4')).toBe(0);
    expect((await requestFrom('127.0.0.4', url)).status).toBe(200);
  });

  it('sets Node’s own timeouts and cap, with safe defaults', async () => {
    await start({});
    expect({ max: server!.maxConnections, headers: server!.headersTimeout, request: server!.requestTimeout, keepAlive: server!.keepAliveTimeout, idle: server!.timeout }).toEqual({
      max: DEFAULT_SERVER_LIMITS.maxConnections,
      headers: DEFAULT_SERVER_LIMITS.headersTimeoutMs,
      request: DEFAULT_SERVER_LIMITS.requestTimeoutMs,
      keepAlive: DEFAULT_SERVER_LIMITS.keepAliveTimeoutMs,
      idle: DEFAULT_SERVER_LIMITS.idleTimeoutMs,
    });
  });
});

describe('client addresses', () => {
  it('counts IPv4-mapped addresses as IPv4 and IPv6 by its /64', () => {
    expect(addressKey('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('believes X-Forwarded-For only from a trusted balancer, and only its rightmost untrusted hop', () => {
    const trusted = trustedProxies(['10.0.0.1', '10.0.0.2']);
    expect(clientAddressKey('203.0.113.9', '198.51.100.1', trusted)).toBe('203.0.113.9');
    expect(clientAddressKey('10.0.0.1', '198.51.100.1', trusted)).toBe('198.51.100.1');
    // The client wrote the first entry itself; the balancers appended the real one.
    expect(clientAddressKey('10.0.0.1', '1.2.3.4, 198.51.100.1, 10.0.0.2', trusted)).toBe('198.51.100.1');
    expect(clientAddressKey('10.0.0.1', null, trusted)).toBe('10.0.0.1');
    expect(clientAddressKey(undefined, '1.2.3.4', trusted)).toBeUndefined();
  });
});
