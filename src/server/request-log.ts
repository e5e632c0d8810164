// One structured line per request the proxy answers and per webhook it receives, for the business's
// own logger (pino, or anything with `info(fields)`). Only what cannot identify a person or open an
// account: the request id (also in the answer's X-Request-ID), method, operation name, status,
// duration, and a webhook's outcome. Never a path (it carries customer ids), a query, a header, a
// body, a cookie or a client address.
import { answerRequestId, requestOperation, webhookOutcome } from './answer-labels';
import type { RampkitProxy } from './proxy';

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

/** The same proxy, each answer logged once its headers are ready. */
export function logRequests(proxy: RampkitProxy, logger: RequestLogger): RampkitProxy {
  return {
    closeStreams: proxy.closeStreams,
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
          logger.info(fields, 'request');
          return response;
        }
        return webhookOutcome(response).then((outcome) => {
          logger.info({ ...fields, outcome }, 'webhook');
          return response;
        });
      });
    },
  };
}
