// What watches a bench proxy, switched on part by part as a business does in production:
//  - 'metrics': createProxyMetrics (prom-client), around the proxy and as its observer;
//  - 'logs': logRequests with pino writing JSON lines to /dev/null, buffered as the README advises,
//    so the cost is the logging, not a terminal;
//  - 'context': the OpenTelemetry SDK's context manager alone (AsyncLocalStorage), no spans;
//  - 'tracing': createProxyTracing with the OpenTelemetry SDK registered (AsyncLocalStorage
//    context, a batch processor, an exporter that drops the batches: the cost of making spans,
//    not of shipping them, which depends on the business's collector).

/**
 * @param {string[]} parts
 * @param {{ switchable?: boolean, server?: Record<string, any> }} [options] switchable: each part
 *   ('metrics', 'logs', 'tracing') can be switched off and on again while the proxy runs
 *   (`switchTo(parts)`), so one process measures what each part costs (the OTel context manager,
 *   once registered, stays). server: the rampkit/server module the proxy comes from.
 */
export async function watchers(parts, options = {}) {
  const { createProxyTracing, createProxyMetrics, logRequests } = options.server ?? (await import('../../src/server/index.ts'));
  const on = Object.fromEntries(parts.map((part) => [part, true]));
  const observers = [];
  const wraps = [];
  const gate = (part, observer) => (options.switchable ? { step: (step, run) => (on[part] ? observer.step(step, run) : run()) } : observer);
  const gateWrap = (part, wrap) =>
    options.switchable
      ? (inner) => {
          const wrapped = wrap(inner);
          return { closeStreams: inner.closeStreams, fetch: (...args) => (on[part] ? wrapped.fetch(...args) : inner.fetch(...args)) };
        }
      : wrap;
  const api = await import('@opentelemetry/api');
  // 'context' alone: only the SDK's context manager (AsyncLocalStorage), which every Node SDK
  // registers; on Node 20 it hooks every promise of the process, spans or not.
  if (parts.includes('context') || parts.includes('tracing')) {
    const { AsyncLocalStorageContextManager } = await import('@opentelemetry/context-async-hooks');
    api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  }
  if (parts.includes('tracing')) {
    const { BasicTracerProvider, BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-base');
    const dropping = { export: (_spans, done) => done({ code: 0 }), shutdown: async () => {} };
    api.trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new BatchSpanProcessor(dropping)] }));
    const tracing = await createProxyTracing();
    observers.push(gate('tracing', tracing));
    wraps.push(gateWrap('tracing', (proxy) => tracing.instrument(proxy)));
  }
  if (parts.includes('metrics')) {
    const metrics = await createProxyMetrics();
    observers.push(gate('metrics', metrics));
    wraps.push(gateWrap('metrics', (proxy) => metrics.instrument(proxy)));
  }
  if (parts.includes('logs')) {
    const { pino } = await import('pino');
    // As the README's "Logs" advises: asynchronous writes of up to 4 KiB at a time, not one system
    // call per line.
    const logger = pino({}, pino.destination({ dest: '/dev/null', sync: false, minLength: 4096, periodicFlush: 1000 }));
    wraps.push(gateWrap('logs', (proxy) => logRequests(proxy, logger)));
  }
  // The tracing span innermost, the log line outermost (it times the whole answer).
  return {
    observers,
    around: (proxy) => wraps.reduce((inner, wrap) => wrap(inner), proxy),
    /** Switchable only: exactly these parts on from now. */
    switchTo: (wanted) => {
      for (const part of Object.keys(on)) on[part] = wanted.includes(part);
    },
  };
}
