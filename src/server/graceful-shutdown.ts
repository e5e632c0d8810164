// Stopping an instance without dropping customers (on SIGTERM: a deploy, a scale-down). In order:
// readiness fails, so the balancer stops sending new work; the server stops accepting connections
// (one the balancer still opens is refused and tried on another instance); live-update streams are
// told to reconnect elsewhere and closed; requests in flight finish, up to a deadline; then the
// store is closed. Node's http server (what @hono/node-server and Express listen with).
import type { Server } from 'node:http';
import type { Health } from './health';
import type { RampkitProxy } from './proxy-options';
import type { ProxyStore } from './store/types';

export interface GracefulShutdownOptions {
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>;
  /** Its readiness fails from the first moment. */
  health?: Health;
  /** Its live-update streams are told to reconnect elsewhere; what its wrappers hold is flushed last. */
  proxy?: Pick<RampkitProxy, 'closeStreams' | 'flush'>;
  /** Closed last, once no request needs it. */
  store?: Pick<ProxyStore, 'close'>;
  /** How long requests in flight may take to finish; then their connections are cut. Default 10 s. */
  deadlineMs?: number;
  /** When browsers reconnect their streams (to another instance). Default 500 ms. */
  retryMs?: number;
}

/** Resolves once the server has stopped, every connection is gone and the store is closed. */
export async function shutdownGracefully(options: GracefulShutdownOptions): Promise<{ cut: boolean }> {
  const { server } = options;
  options.health?.drain();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  options.proxy?.closeStreams({ retryMs: options.retryMs ?? 500 });
  // Kept-alive connections with no request on them close now, and each as its request finishes.
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  server.closeIdleConnections();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cut = await Promise.race([
    closed.then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), options.deadlineMs ?? 10_000))),
  ]);
  clearInterval(idle);
  clearTimeout(timer);
  if (cut) {
    server.closeAllConnections();
    await closed;
  }
  // The request log's last batch, the requests that finished just now included.
  options.proxy?.flush?.();
  await options.store?.close();
  return { cut };
}
