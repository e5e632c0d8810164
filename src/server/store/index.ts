// The proxy's stores: memoryStore (default, one instance) and redisStore (several instances).
export { memoryStore, type MemoryStoreOptions } from './memory';
export { redisStore, type RedisStoreOptions } from './redis';
export { StoreUnavailableError, type ProxyStore, type StoredEvent, type EventLogLimits } from './types';
