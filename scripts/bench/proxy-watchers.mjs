// What watches a bench proxy, switched on part by part as a business does in production:
//  - 'metrics': createProxyMetrics (prom-client), around the proxy and as its observer;
//  - 'logs': logRequests with pino writing JSON lines to /dev/null, buffered as the README advises,
//    so the cost is the logging, not a terminal;
//  - 'context': the OpenTelemetry SDK's context manager alone (AsyncLocalStorage), no spans;
//  - 'tracing': createProxyTracing with the OpenTelemetry SDK registered (AsyncLocalStorage
//    context, a batch processor, an exporter that drops the batches: the cost of making spans,
//    not of shipping them, which depends on the business's collector).
//  - 'hooks' (switchable only): the SDK's AsyncLocalStorage switched on, no spans. On Node 20 an
//    AsyncLocalStorage, once run (the batch processor's first export runs one), calls a hook for
//    every promise and every async resource of the process for as long as it lives: a cost the
//    SDK brings to every request, the proxy's or not, apart from the spans.

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
          return { closeStreams: inner.closeStreams, flush: wrapped.flush, fetch: (...args) => (on[part] ? wrapped.fetch(...args) : inner.fetch(...args)) };
        }
      : wrap;
  const api = await import('@opentelemetry/api');
  // 'context' alone: only the SDK's context manager (AsyncLocalStorage), which every Node SDK
  // registers; on Node 20 it hooks every promise of the process, spans or not.
  let manager;
  let processor;
  if (parts.includes('context') || parts.includes('tracing')) {
    const { AsyncLocalStorageContextManager } = await import('@opentelemetry/context-async-hooks');
    manager = new AsyncLocalStorageContextManager().enable();
    api.context.setGlobalContextManager(manager);
  }
  if (parts.includes('tracing')) {
    const { BasicTracerProvider, BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-base');
    const dropping = { export: (_spans, done) => done({ code: 0 }), shutdown: async () => {} };
    processor = new BatchSpanProcessor(dropping);
    api.trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [processor] }));
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
    // And lines formatted in batches of 32 (at most 200 ms late), as the README advises too.
    wraps.push(gateWrap('logs', (proxy) => logRequests(proxy, logger, { batch: Number(process.env.BENCH_LOG_BATCH ?? 32) })));
  }
  // The tracing span innermost, the log line outermost (it times the whole answer).
  return {
    observers,
    around: (proxy) => wraps.reduce((inner, wrap) => wrap(inner), proxy),
    /**
     * Switchable only: exactly these parts on from now. The SDK's AsyncLocalStorage hooks are on
     * with spans or 'hooks' (on at once, not at the first export), else off: the spans waiting for
     * export are flushed first, so no export turns them on again while other parts are measured.
     */
    switchTo: async (wanted) => {
      for (const part of Object.keys(on)) on[part] = wanted.includes(part);
      if (!manager) return;
      if (wanted.includes('tracing') || wanted.includes('hooks')) {
        api.context.with(api.ROOT_CONTEXT, () => {});
        return;
      }
      await processor?.forceFlush();
      manager.disable();
    },
  };
}
