// One demo instance of a cluster (a child process of cluster.ts): the proxy and the demo routes on
// a free loopback port, its state in Redis, the upstream at PAYMENTS_BASE_URL. Tells its parent
// its URL, and stops when the parent goes away; on SIGTERM it shuts down gracefully (its readiness
// fails, its streams reconnect to another instance, requests in flight finish).
import { pino } from 'pino';
import { startDemoServer } from '../main';

// LOG_REQUESTS=1 (start:cluster's default): one JSON line per request and webhook on stdout.
const demo = await startDemoServer({ port: 0, buildWeb: false, logger: process.env.LOG_REQUESTS === '1' ? pino() : undefined });
process.send?.({ url: demo.url });
const stop = (how: 'close' | 'shutdown') => async () => {
  await demo[how]();
  process.exit(0);
};
process.on('disconnect', stop('close'));
process.on('SIGTERM', stop('shutdown'));
process.on('SIGINT', stop('close'));
