// One structured line per request the proxy answers and per webhook it receives, for the business's
// own logger (pino, or anything with `info(fields)`). Only what cannot identify a person or open an
// account: the request id (also in the answer's X-Request-ID), method, operation name, status,
// duration, and a webhook's outcome. Never a path (it carries customer ids), a query, a header, a
// body, a cookie or a client address.
import { answerRequestId, requestOperation, webhookOutcome } from './answer-labels';
import { observationBatch } from './observation-batch';
import type { RampkitProxy } from './proxy-options';

export interface RequestLogger {
  info(fields: Record<string, unknown>, message?: string): void;
}

export type RequestLogFields = {
  requestId: string | null;
  method: string;
  operation: string;
  status: number;
  ms: number;
  /** Webhooks only: verified, duplicate, rejected or unavailable. */
  outcome?: string;
};

export interface RequestLogOptions {
  /**
   * Lines written together: up to this many wait, at most `maxDelayMs`, and are then logged in one
   * go. Default 1: each line at once. An instance that is not saturated meets each request with
   * cold caches, where a line's JSON costs several times what it costs in a loop (docs/adr/0163);
   * with a batch, lines still waiting when the process dies are lost, as with pino's own buffering.
   * `flush()` (called by shutdownGracefully) writes them.
   */
  batch?: number;
  /** How long the first line of a batch waits at most. Default 200 ms. */
  maxDelayMs?: number;
}

/** The same proxy, each answer logged once its headers are ready. */
export function logRequests(proxy: RampkitProxy, logger: RequestLogger, options: RequestLogOptions = {}): RampkitProxy {
  const batch = options.batch ?? 1;
  // A waiting line keeps the process alive until written: the last lines before an exit are the ones wanted.
  const lines = observationBatch<RequestLogFields, string>((_kind, fields, message) => logger.info(fields, message), { size: batch, maxDelayMs: options.maxDelayMs, keepAlive: true });
  const log = (fields: RequestLogFields, message: string) => (batch <= 1 ? logger.info(fields, message) : lines.add(0, fields, message, 0));
  return {
    closeStreams: proxy.closeStreams,
    flush: () => {
      lines.drain();
      proxy.flush?.();
    },
    // Every argument passed on as it came (the server's bindings carry the client's address).
    // A promise chain, not an async function: one promise fewer on every request's way.
    fetch: (...args: Parameters<RampkitProxy['fetch']>) => {
      const [request] = args;
      const start = performance.now();
      return proxy.fetch(...args).then((response) => {
        const operation = requestOperation(request);
        const fields: RequestLogFields = {
          requestId: answerRequestId(response),
          method: request.method.slice(0, 16),
          operation,
          status: response.status,
          ms: Math.round((performance.now() - start) * 100) / 100,
        };
        if (operation !== 'webhook') {
          log(fields, 'request');
          return response;
        }
        return webhookOutcome(response).then((outcome) => {
          log({ ...fields, outcome }, 'webhook');
          return response;
        });
      });
    },
  };
}
