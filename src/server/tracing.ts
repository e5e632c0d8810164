// OpenTelemetry traces of the proxy, through @opentelemetry/api only (an optional peer): the
// business registers its own SDK and exporter; without one the API hands out no-op spans and this
// costs next to nothing. One server span per proxied request, named by its route template; as its
// children the signing, the upstream call (W3C traceparent sent upstream) and each store operation.
// Attributes say what ran and how it ended, never for whom: no path, query, header, body, key,
// customer id or client address (docs/adr/0143, the same rule as the request log).
import type * as OtelApi from '@opentelemetry/api';
import { operations, type OperationName } from '../api/operations';
import { answerRequestId, requestOperation } from './answer-labels';
import { started, type ProxyObserver, type ProxyStep } from './observe';
import type { RampkitProxy } from './proxy-options';

export interface ProxyTracingOptions {
  /** The tracer's name. Default `rampkit/server`. */
  name?: string;
  /** The tracer's version, if the business wants one. */
  version?: string;
  /**
   * A span for each store operation (a session read, a rate-limit window, a form session's owner)
   * under its request. Default false: they are the most frequent and least telling spans, and each
   * costs CPU on every request (docs/adr/0147); a failed store call still marks its request's span.
   * With them, each request runs with its span active (AsyncLocalStorage), which costs more again
   * (docs/adr/0162).
   */
  storeSpans?: boolean;
  /**
   * A span for making each Api-Signature. Default false: its time is the metrics' signing
   * histogram, and a span for it costs CPU on every write; it shows as the gap before the upstream call's span.
   */
  signingSpans?: boolean;
}

export interface ProxyTracing extends ProxyObserver {
  /** The same proxy, each request in a server span that its steps' spans (observers) are children of. */
  instrument(proxy: RampkitProxy): RampkitProxy;
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A store operation that runs on a timer, not for a request: never a span (it would hang under a long-ended one). */
const UNTRACED_STORE = new Set(['renewSlot']);

/** The route template of a proxy operation (`/api/customers/{CustomerID}`), or undefined. */
function routeOf(operation: string): string | undefined {
  if (operation === 'webhook') return '/webhooks';
  if (operation === 'events') return '/api/events';
  const def = operations[operation as OperationName] as { path: string } | undefined;
  return def ? `/api${def.path}` : undefined;
}

/** traceparent of a span context (W3C Trace Context, version 00). */
const traceparent = (c: OtelApi.SpanContext) => `00-${c.traceId}-${c.spanId}-${(c.traceFlags & 1).toString(16).padStart(2, '0')}`;

export async function createProxyTracing(options: ProxyTracingOptions = {}): Promise<ProxyTracing> {
  // Bundlers leave it alone: a host without tracing never needs the API installed.
  const api: typeof OtelApi = await import(/* webpackIgnore: true */ /* @vite-ignore */ '@opentelemetry/api');
  const { trace, context, propagation, SpanKind, SpanStatusCode } = api;
  const tracer = trace.getTracer(options.name ?? 'rampkit/server', options.version);
  const storeSpans = options.storeSpans ?? false;
  const signingSpans = options.signingSpans ?? false;
  const failed = (span: OtelApi.Span, error: unknown) => {
    // The error's type only: a message may quote an upstream answer or a store key.
    span.setAttribute('error.type', (error as Error)?.name ?? 'Error');
    span.setStatus({ code: SpanStatusCode.ERROR });
  };

  const answered = (span: OtelApi.Span, response: Response) => {
    span.setAttribute('http.response.status_code', response.status);
    const id = answerRequestId(response);
    if (id) span.setAttribute('rampkit.request_id', id);
    if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
    return response;
  };
  // Each request's server span, kept on the request for the steps that name it (signing, the
  // upstream call): a symbol of this tracing's own, not a WeakMap entry per request (docs/adr/0164).
  const SERVER_SPAN = Symbol('rampkit.serverSpan');
  type Spanned = { [SERVER_SPAN]?: OtelApi.Span };

  return {
    instrument(proxy) {
      return {
        closeStreams: proxy.closeStreams,
        flush: proxy.flush,
        fetch: (...args: Parameters<RampkitProxy['fetch']>) => {
          const [request] = args;
          const method = KNOWN_METHODS.has(request.method) ? request.method : '_OTHER';
          const operation = requestOperation(request);
          const route = routeOf(operation);
          const attributes: OtelApi.Attributes = { 'http.request.method': method, 'rampkit.operation': operation };
          if (route) attributes['http.route'] = route;
          const name = route ? `${method} ${route}` : method;
          const options = { kind: SpanKind.SERVER, attributes };
          const settle = (span: OtelApi.Span) =>
            proxy.fetch(...args).then(
              (response) => answered(span, response),
              (error: unknown) => {
                failed(span, error);
                span.end();
                throw error;
              },
            );
          // Store calls do not name their request: with store spans, they find it as the active span.
          if (storeSpans) return tracer.startActiveSpan(name, options, settle);
          // Not made active: no AsyncLocalStorage run of ours per request (docs/adr/0162). Its steps
          // find it by their request; it is a child of whatever span was active (a business's HTTP span).
          const span = tracer.startSpan(name, options, context.active());
          if (Object.isExtensible(request)) (request as Spanned)[SERVER_SPAN] = span;
          return settle(span);
        },
      };
    },

    // Not an async function: a step that is no span passes its run's promise on as it is, and a
    // span ends in one chain (under an OpenTelemetry SDK on Node 20 each promise costs a hook call).
    step<T>(step: ProxyStep, run: () => Promise<T>): Promise<T> {
      // Steps are spans only inside a traced request: a store call of a timer or a background
      // resync would otherwise start traces of its own (or hang under a long-ended request).
      if (step.kind === 'store' && (!storeSpans || UNTRACED_STORE.has(step.operation))) return started(run);
      if (step.kind === 'sign' && !signingSpans) return started(run);
      const own = step.kind === 'store' ? undefined : (step.request as Spanned | undefined)?.[SERVER_SPAN];
      const active = context.active();
      const parent = own ?? trace.getSpan(active);
      if (!parent?.isRecording()) return started(run);
      let name: string;
      let kind: OtelApi.SpanKind = SpanKind.INTERNAL;
      const attributes: OtelApi.Attributes = {};
      if (step.kind === 'sign') name = 'rampkit.sign';
      else if (step.kind === 'store') {
        name = `rampkit.store ${step.operation}`;
        attributes['rampkit.store.operation'] = step.operation;
      } else {
        name = `${step.method} ${step.route}`;
        kind = SpanKind.CLIENT;
        Object.assign(attributes, { 'http.request.method': step.method, 'url.template': step.route, 'rampkit.operation': step.operation });
      }
      // Not made the active span: nothing runs under a step, so no context switch is needed.
      const span = tracer.startSpan(name, { kind, attributes }, own ? trace.setSpan(active, own) : active);
      if (step.kind === 'upstream') {
        // The SDK's propagators (W3C by default) when one is registered; traceparent at least, whatever is.
        if (propagation.fields().length) propagation.inject(trace.setSpan(active, span), step.headers);
        // Sent sampled or not (flags say which), never with the no-op tracer's all-zero ids.
        const ids = span.spanContext();
        if (!step.headers.traceparent && ids.traceId !== api.INVALID_TRACEID && ids.spanId !== api.INVALID_SPANID) step.headers.traceparent = traceparent(ids);
      }
      return started(run).then(
        (result) => {
          const status = step.kind === 'upstream' ? (result as { status?: number }).status : undefined;
          if (status !== undefined) {
            span.setAttribute('http.response.status_code', status);
            if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          }
          span.end();
          return result;
        },
        (error: unknown) => {
          failed(span, error);
          span.end();
          throw error;
        },
      );
    },
  };
}
