// Prometheus metrics for the proxy, opt-in: the business creates them (prom-client, an optional
// peer it installs), wraps its proxy and the proxy's upstream fetch, and mounts the handler where
// only its monitoring system reaches it (never behind the public balancer). Answers are measured
// around the proxy (`instrument`); what only the proxy sees (signing, its upstream calls, store
// errors) is measured as an observer the proxy is given (`observers: [metrics]`).
import { matchOperation } from '../api/operations';
import { requestOperation, webhookOutcome } from './answer-labels';
import type * as PromClientModule from 'prom-client';
import { observationBatch } from './observation-batch';
import type { RampkitProxy } from './proxy-options';
import { started, type ProxyObserver, type ProxyStep } from './observe';

type Fetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
type PromClient = typeof PromClientModule;

export interface ProxyMetricsOptions {
  /** Prefix of every metric name. Default `rampkit_`. */
  prefix?: string;
  /** Also export Node's process metrics (CPU, memory, event loop lag). Default true. */
  processMetrics?: boolean;
}

export interface ProxyMetrics extends ProxyObserver {
  /** The same proxy, its answers counted: requests by operation and status, webhooks, streams. */
  instrument(proxy: RampkitProxy): RampkitProxy;
  /**
   * Wraps a fetch to the upstream: latency per operation. For a proxy given `observers: [metrics]`
   * this is measured already (on its own node:http transport): wrap only a fetch the proxy does not
   * use, such as createServerClient's, or the upstream calls are counted twice.
   */
  upstreamFetch(fetch?: Fetch): Fetch;
  /** Answers a scrape: the Prometheus text format. */
  handler(): Promise<Response>;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];

export async function createProxyMetrics(options: ProxyMetricsOptions = {}): Promise<ProxyMetrics> {
  // Bundlers leave it alone: a host without metrics never needs prom-client installed.
  const client: PromClient = await import(/* webpackIgnore: true */ /* @vite-ignore */ 'prom-client');
  const p = options.prefix ?? 'rampkit_';
  const registry = new client.Registry();
  if (options.processMetrics !== false) client.collectDefaultMetrics({ register: registry, prefix: p });
  const registers = [registry];
  const requests = new client.Counter({ name: `${p}proxy_requests_total`, help: 'Requests the proxy answered, by operation and status.', labelNames: ['operation', 'status'], registers });
  const duration = new client.Histogram({ name: `${p}proxy_request_duration_seconds`, help: 'Time to the proxy’s answer (headers), by operation.', labelNames: ['operation'], buckets: LATENCY_BUCKETS, registers });
  const upstream = new client.Histogram({ name: `${p}upstream_request_duration_seconds`, help: 'Upstream calls, by operation and status (error: no answer).', labelNames: ['operation', 'status'], buckets: LATENCY_BUCKETS, registers });
  const webhooks = new client.Counter({ name: `${p}webhooks_total`, help: 'Webhooks received, by outcome: verified, duplicate, rejected, unavailable (asked to retry).', labelNames: ['outcome'], registers });
  const rateLimited = new client.Counter({ name: `${p}rate_limited_total`, help: 'Requests refused with 429, by operation.', labelNames: ['operation'], registers });
  const openStreams = new client.Gauge({ name: `${p}open_streams`, help: 'Live-update streams open on this instance.', registers });
  const relayed = new client.Counter({ name: `${p}relayed_events_total`, help: 'Live events written to browsers’ streams.', registers });
  const lag = new client.Histogram({ name: `${p}relayed_event_lag_seconds`, help: 'From the event’s Occurred time to its write to a browser’s stream.', buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60], registers });
  const signing = new client.Histogram({ name: `${p}signing_duration_seconds`, help: 'Making one Api-Signature (reused signatures are not made again).', buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.1], registers });
  const storeErrors = new client.Counter({ name: `${p}store_errors_total`, help: 'Store operations that failed (the proxy answered 503 or retried), by operation.', labelNames: ['operation'], registers });
  const seconds = (start: number) => (performance.now() - start) / 1000;
  // prom-client hashes a label object on every call: each label set's child is looked up once,
  // then kept (labels are bounded: operations × statuses).
  const children = <C>(metric: { labels(...values: string[]): C }) => {
    const made = new Map<string, C>();
    return (...values: string[]): C => {
      const key = values.join('\0');
      let child = made.get(key);
      if (!child) made.set(key, (child = metric.labels(...values)));
      return child;
    };
  };
  const requestsOf = children(requests);
  const durationOf = children(duration);
  const upstreamOf = children(upstream);
  const storeErrorsOf = children(storeErrors);
  /** An answer's status, or 0: no answer (labelled `error`). */
  const statusOf = (answer: unknown) => (answer as { status?: number } | undefined)?.status ?? 0;
  const label = (status: number) => (status ? String(status) : 'error');
  // What every request observes waits in a batch (./observation-batch): a request only records it.
  const ANSWER = 0;
  const UPSTREAM = 1;
  const SIGNING = 2;
  const observations = observationBatch<string, number>((kind, operation, status, value) => {
    if (kind === ANSWER) {
      durationOf(operation).observe(value);
      requestsOf(operation, label(status)).inc();
    } else if (kind === UPSTREAM) upstreamOf(operation, label(status)).observe(value);
    else signing.observe(value);
  });

  /** Passes a live-update stream through, counting its events and their lag, and its life. */
  const watchStream = (body: ReadableStream<Uint8Array>) => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let open = true;
    const end = () => {
      if (open) openStreams.dec();
      open = false;
    };
    openStreams.inc();
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
        if (done) {
          end();
          return controller.close();
        }
        // The hub writes each event as one chunk: `id: …\nevent: …\ndata: {…}\n\n`.
        const text = decoder.decode(value, { stream: true });
        for (const [, data] of text.matchAll(/^data: (.*)$/gm)) {
          relayed.inc();
          const occurred = Date.parse((JSON.parse(data!) as { Occurred?: string }).Occurred ?? '');
          if (Number.isFinite(occurred)) lag.observe(Math.max(0, (Date.now() - occurred) / 1000));
        }
        controller.enqueue(value);
      },
      cancel(reason) {
        end();
        return reader.cancel(reason);
      },
    });
  };

  /**
   * Signing and upstream calls: timed. A promise chain, not an async function: under an
   * OpenTelemetry SDK on Node 20 every promise on a request's way costs a hook call.
   */
  const timed = <T>(step: Exclude<ProxyStep, { kind: 'store' }>, run: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    if (step.kind === 'sign') {
      return started(run).then((token) => {
        observations.add(SIGNING, '', 0, seconds(start));
        return token;
      });
    }
    const operation = step.operation;
    return started(run).then(
      (answer) => {
        observations.add(UPSTREAM, operation, statusOf(answer), seconds(start));
        return answer;
      },
      (error: unknown) => {
        observations.add(UPSTREAM, operation, 0, seconds(start));
        throw error;
      },
    );
  };

  return {
    step<T>(step: ProxyStep, run: () => Promise<T>): Promise<T> {
      // Store operations run on every request: counted only when they fail, with no async frame of
      // their own on the way of the ones that do not.
      if (step.kind === 'store') {
        const operation = step.operation;
        return run().catch((error: unknown) => {
          storeErrorsOf(operation).inc();
          throw error;
        });
      }
      return timed(step, run);
    },
    instrument(proxy) {
      return {
        closeStreams: proxy.closeStreams,
        flush: proxy.flush,
        // Every argument passed on as it came (the server's bindings carry the client's address).
        // A promise chain, not an async function: one promise fewer on every request's way.
        fetch: (...args: Parameters<RampkitProxy['fetch']>) => {
          const [request] = args;
          const start = performance.now();
          const operation = requestOperation(request);
          return proxy.fetch(...args).then((response) => {
            observations.add(ANSWER, operation, response.status, seconds(start));
            if (response.status === 429) rateLimited.inc({ operation });
            if (operation === 'webhook') return webhookOutcome(response).then((outcome) => (webhooks.inc({ outcome }), response));
            if (operation === 'events' && response.status === 200 && response.body) {
              return new Response(watchStream(response.body), { status: response.status, headers: response.headers });
            }
            return response;
          });
        },
      };
    },
    upstreamFetch(fetch = globalThis.fetch) {
      return async (input, init) => {
        const request = new Request(input, init);
        const path = new URL(request.url).pathname;
        // The upstream path after its /v1 base: the same operation names as the browser's.
        const operation = matchOperation(request.method, path.replace(/^.*?\/v1(?=\/)/, ''))?.name ?? 'unknown';
        const start = performance.now();
        try {
          const response = await fetch(request);
          observations.add(UPSTREAM, operation, response.status, seconds(start));
          return response;
        } catch (error) {
          observations.add(UPSTREAM, operation, 0, seconds(start));
          throw error;
        }
      };
    },
    async handler() {
      // Exact at every scrape: what waits in the batch is counted first.
      observations.drain();
      return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } });
    },
  };
}
