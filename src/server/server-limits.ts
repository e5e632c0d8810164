// applyServerLimits(): the connection limits a Node server facing browsers needs, set on the
// `node:http(s)` server that carries the proxy (Express's app.listen(), @hono/node-server's serve(),
// createServer()). Node's defaults let one client hold as many idle connections as the process has
// file descriptors: a connection that never sends a byte is never timed out, and nothing counts
// connections per client. Here: a cap in all, a cap per client address, a deadline for a new
// connection's first request, and timeouts for slow headers, slow bodies and idle connections.
// Typed structurally, so the published declarations need no @types/node (a Workers host has none).
import { addressKey, trustedProxies } from './client-address';
import { HARDENING_HEADERS } from './header-record';

export interface ServerLimits {
  /**
   * Connections open at once; beyond it Node closes new ones as they arrive. Keep it under the
   * process's file-descriptor limit (`ulimit -n`), with room for upstream and store connections.
   * Default 10,000 (one per live-update stream, and the proxy's cap on streams is 10,000).
   */
  maxConnections?: number;
  /**
   * Connections one client address (an IPv6 /64) may hold open; beyond it a new one is closed at
   * once. A browser uses 6 or so per site; an office behind one NAT address shares this. Default 256.
   */
  connectionsPerAddress?: number;
  /** Time for a request's headers to arrive, counted for a new connection from when it opens. Default 10 s. */
  headersTimeoutMs?: number;
  /** Time for a whole request, headers and body, to arrive. Default 30 s. */
  requestTimeoutMs?: number;
  /**
   * How long a connection waits idle for its next request. Default 5 s; behind a balancer, longer
   * than the balancer's own idle timeout (e.g. 65 s behind one that keeps 60 s).
   */
  keepAliveTimeoutMs?: number;
  /**
   * A connection with no traffic either way for this long is closed. Default 60 s: a live-update
   * stream sends a ping every 15 s, an upstream call is bounded by the proxy's 15 s timeout.
   */
  idleTimeoutMs?: number;
  /**
   * Addresses of the business's own balancers: their connections carry every client's, so they are
   * not capped per address (the proxy counts their clients by X-Forwarded-For instead).
   */
  trustedProxies?: string[];
}

export const DEFAULT_SERVER_LIMITS: Readonly<Required<Omit<ServerLimits, 'trustedProxies'>>> = {
  maxConnections: 10_000,
  connectionsPerAddress: 256,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
};

interface Socket {
  remoteAddress?: string;
  remotePort?: number;
  destroy(): void;
  once(event: 'close', listener: () => void): unknown;
}

/** The socket of a request Node's HTTP parser refused before any handler saw it. */
interface RefusedSocket {
  writable: boolean;
  end(data: string): void;
  destroy(): void;
}

/** The parts of a `node:http` or `node:https` Server these limits set. */
export interface LimitableServer {
  maxConnections: number;
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  timeout: number;
  on(event: 'connection', listener: (socket: Socket) => void): unknown;
  on(event: 'request', listener: (request: { socket: Socket }) => void): unknown;
  on(event: 'clientError', listener: (error: { code?: string }, socket: RefusedSocket) => void): unknown;
}

/**
 * What Node's parser refuses (headers too large, a malformed request line, too slow) is answered in
 * the error envelope, as everything the proxy refuses, instead of Node's bare status line.
 */
function refusedByParser(error: { code?: string }): { status: number; reason: string; detail: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, reason: 'Request Header Fields Too Large', detail: 'The request headers (or the URL) are too large.' };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, reason: 'Request Timeout', detail: 'The request did not arrive in time.' };
  return { status: 400, reason: 'Bad Request', detail: 'The request is not valid HTTP.' };
}

function answerRefused(error: { code?: string }, socket: RefusedSocket) {
  // A connection the client reset, or one already answered, gets nothing more.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, reason, detail } = refusedByParser(error);
  const instance = globalThis.crypto.randomUUID();
  const body = JSON.stringify({ Type: 'InvalidMessage', Action: 'Proxy', Detail: detail, Instance: instance });
  const headers = [
    `HTTP/1.1 ${status} ${reason}`, 'content-type: application/json', `content-length: ${new TextEncoder().encode(body).byteLength}`,
    ...Object.entries(HARDENING_HEADERS).map(([name, value]) => `${name}: ${value}`), `x-request-id: ${instance}`, 'connection: close',
  ];
  socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`);
}

/** What applyServerLimits set, and how many connections each address holds now (for tests and metrics). */
export interface AppliedServerLimits {
  readonly limits: Readonly<Required<Omit<ServerLimits, 'trustedProxies'>>>;
  connectionsOf(address: string): number;
}

export function applyServerLimits(server: LimitableServer, limits: ServerLimits = {}): AppliedServerLimits {
  const applied = { ...DEFAULT_SERVER_LIMITS, ...definedOnly(limits) };
  server.maxConnections = applied.maxConnections;
  server.headersTimeout = applied.headersTimeoutMs;
  server.requestTimeout = applied.requestTimeoutMs;
  server.keepAliveTimeout = applied.keepAliveTimeoutMs;
  server.timeout = applied.idleTimeoutMs;
  const trusted = trustedProxies(limits.trustedProxies);
  const perAddress = new Map<string, number>();
  // Node times out headers only once their first byte has come: a connection that sends nothing
  // would stay open until the idle timeout. Keyed by address and port, which a TLS socket shares
  // with the TCP connection under it.
  const awaitingFirstRequest = new Map<string, ReturnType<typeof setTimeout>>();
  const peer = (socket: Socket) => `${socket.remoteAddress}|${socket.remotePort}`;

  server.on('connection', (socket) => {
    const key = addressKey(socket.remoteAddress ?? '');
    if (!trusted.has(key)) {
      const held = (perAddress.get(key) ?? 0) + 1;
      if (held > applied.connectionsPerAddress) {
        socket.destroy();
        return;
      }
      perAddress.set(key, held);
      socket.once('close', () => {
        const left = (perAddress.get(key) ?? 1) - 1;
        if (left > 0) perAddress.set(key, left);
        else perAddress.delete(key);
      });
    }
    const id = peer(socket);
    const deadline = setTimeout(() => {
      awaitingFirstRequest.delete(id);
      socket.destroy();
    }, applied.headersTimeoutMs);
    (deadline as { unref?: () => void }).unref?.();
    awaitingFirstRequest.set(id, deadline);
    socket.once('close', () => {
      clearTimeout(deadline);
      if (awaitingFirstRequest.get(id) === deadline) awaitingFirstRequest.delete(id);
    });
  });
  server.on('clientError', answerRefused);
  server.on('request', (request) => {
    const id = peer(request.socket);
    const deadline = awaitingFirstRequest.get(id);
    if (deadline === undefined) return;
    clearTimeout(deadline);
    awaitingFirstRequest.delete(id);
  });
  return { limits: applied, connectionsOf: (address) => perAddress.get(addressKey(address)) ?? 0 };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
