// rampkit/server: what a business mounts in its own backend. Never imported by browser code.
export { createRampkitProxy, type RampkitProxy, type RampkitProxyOptions } from './proxy';
export type { BusinessFees } from './business-fees';
export type { ProxyConnectionInfo } from './client-address';
export { createServerClient } from './server-client';
export type { SigningFetchOptions } from './signing-fetch';
export { createHealth, type Health, type HealthOptions } from './health';
export { createProxyMetrics, type ProxyMetrics, type ProxyMetricsOptions } from './metrics';
export { createProxyTracing, type ProxyTracing, type ProxyTracingOptions } from './tracing';
export type { ProxyObserver, ProxyStep, StoreOperation } from './observe';
export { logRequests, type RequestLogger, type RequestLogFields, type RequestLogOptions } from './request-log';
export { shutdownGracefully, type GracefulShutdownOptions } from './graceful-shutdown';
export { verifyWebhook, type WebhookKey } from './verify-webhook';
export { applyServerLimits, type ServerLimits, type LimitableServer, type AppliedServerLimits } from './server-limits';
export { generatePemKeyPair, generateApiKey, type PemKeyPair } from '../wire/keys';
export { memoryStore, redisStore, StoreUnavailableError, type ProxyStore, type RedisStoreOptions, type MemoryStoreOptions } from './store/index';
