// The HAProxy configuration in front of several rampkit/server instances, written once: the demo
// cluster and its test render it with the ports they chose, and examples/production/haproxy.cfg is
// the same text rendered for example addresses (haproxy-config.test.ts holds the two equal), so the
// configuration a business copies is the one the tests run.

export interface HaproxyConfigInput {
  /** Where browsers connect, e.g. `:80` or `127.0.0.1:8787`. TLS is ended in front of this, or add `ssl crt`. */
  bind: string;
  /** The instances, each `host:port`. */
  instances: string[];
  /** Where the upstream's own paths (/v1, /_sandbox, /hosted) go: the demo's sandbox. Not in production. */
  sandbox?: string;
  /** Connections HAProxy holds at once (it needs about two file descriptors for each). */
  maxConnections: number;
  /** Health check interval in ms (a dead or draining instance is out after two failed checks). */
  checkIntervalMs: number;
  /** A stats socket, for tests and operators (`show stat`). */
  statsSocket?: string;
  /** Add `X-Served-By: <instance>` to answers (the demo, so people and tests see the rotation). */
  servedBy?: boolean;
}

export const READINESS_PATH = '/readyz';
export const LIVENESS_PATH = '/livez';

/** The configuration text for these instances. */
export function haproxyConfig(input: HaproxyConfigInput): string {
  const inter = `${input.checkIntervalMs}ms`;
  const lines = [
    '# HAProxy in front of several rampkit/server instances sharing one Redis (README, "Running in production").',
    '# No stickiness: every instance reads the same sessions, form sessions and event logs from Redis, and',
    '# a live-update stream on one instance receives webhooks delivered to any other.',
    'global',
    '  # Each connection takes two file descriptors (client and instance): raise the service\'s LimitNOFILE to match.',
    `  maxconn ${input.maxConnections}`,
    ...(input.statsSocket ? [`  stats socket ${input.statsSocket} mode 600 level admin`] : []),
    '',
    'defaults',
    '  mode http',
    '  # The client\'s address for the instances\' per-address limits: list this balancer in their',
    '  # trustedProxies (TRUSTED_PROXIES for the demo), and they read X-Forwarded-For from it alone.',
    '  option forwardfor',
    '  timeout connect 5s',
    '  # Headers of a request within 10 s (slow clients hold no connection for long).',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 5s',
    '  # Inactivity on either side: above the proxy\'s 15 s upstream timeout and the live-update',
    '  # streams\' 15 s ping, so an idle stream is never cut by the balancer.',
    '  timeout client 65s',
    '  timeout server 65s',
    '  # A connection that became a tunnel (an upgraded or long streamed exchange) may stay this long.',
    '  timeout tunnel 1h',
    '  # Live-update streams reach the browser as they are written: HAProxy forwards a streamed answer',
    '  # without buffering it (never enable compression for text/event-stream here).',
    '  # A connection refused by an instance (dead, or draining and no longer listening) is tried again on',
    '  # another; a request that reached an instance is never sent twice, except reads cut off with no',
    '  # answer at all.',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    '',
    'frontend rampkit',
    `  bind ${input.bind}`,
    '  # Metrics and health are for the balancer and the monitoring system, which reach the instances directly.',
    `  http-request deny deny_status 404 if { path /metrics } || { path ${READINESS_PATH} } || { path ${LIVENESS_PATH} }`,
    ...(input.sandbox ? ['  # The demo only: the sandbox standing in for the payments service.', '  use_backend sandbox if { path /v1 /_sandbox /hosted } || { path_beg /v1/ /_sandbox/ /hosted/ }'] : []),
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    '  # Readiness: 503 while an instance cannot reach its store or is shutting down, so it leaves the',
    '  # rotation before it stops listening; it comes back after two good checks.',
    `  option httpchk GET ${READINESS_PATH}`,
    '  http-check expect status 200',
    `  default-server check inter ${inter} fall 2 rise 2`,
    '  # A write that reached an instance is never sent again by the balancer (the kit resends a sell itself).',
    '  http-request disable-l7-retry unless METH_GET || METH_HEAD',
    ...(input.servedBy ? ['  http-response set-header X-Served-By %[srv_name]'] : []),
    ...input.instances.map((address, i) => `  server instance-${i + 1} ${address}`),
    ...(input.sandbox ? ['', 'backend sandbox', `  server sandbox ${input.sandbox}`] : []),
    '',
  ];
  return lines.join('\n');
}

/** The addresses examples/production/haproxy.cfg is rendered for. */
export const EXAMPLE_HAPROXY_INPUT: HaproxyConfigInput = {
  bind: ':8080',
  instances: ['10.0.0.11:8787', '10.0.0.12:8787', '10.0.0.13:8787'],
  maxConnections: 20000,
  checkIntervalMs: 2000,
};
