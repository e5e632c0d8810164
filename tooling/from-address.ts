// Clients at distinct addresses on one machine, for tests of per-address limits: Linux routes the
// whole of 127.0.0.0/8 to the loopback interface, so a socket bound to 127.0.0.2 reaches a server
// on 127.0.0.1 and the server sees it come from 127.0.0.2.
import { connect, type Socket } from 'node:net';
import { request as httpRequest } from 'node:http';

/** An HTTP request made from `localAddress` on a connection of its own. */
export function requestFrom(
  localAddress: string,
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method, headers, localAddress, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface HeldConnections {
  /** Connections the server has not closed (yet). */
  open(): number;
  /** Closes every one of them. */
  close(): void;
}

/**
 * Opens `count` TCP connections from `localAddress` that never send a byte, `batch` at a time,
 * each counted open until the server closes it.
 */
export async function holdIdleConnections(localAddress: string, url: string, count: number, batch = 200): Promise<HeldConnections> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  for (let opened = 0; opened < count; opened += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, count - opened) }, () =>
        new Promise<void>((resolve) => {
          const socket = connect({ host: target.hostname, port: Number(target.port), localAddress });
          sockets.add(socket);
          socket.once('connect', () => resolve());
          socket.once('error', () => resolve());
          socket.once('close', () => {
            sockets.delete(socket);
            resolve();
          });
        }),
      ),
    );
  }
  return {
    open: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
  };
}

/** A request from `localAddress` whose answer is left open (a live-update stream): its status, and a way to close it. */
export function openFrom(localAddress: string, url: string, headers: Record<string, string> = {}): Promise<{ status: number; close(): void }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers, localAddress, agent: false }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}
