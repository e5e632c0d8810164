// One demo instance of a cluster (a child process of cluster.ts): the proxy and the demo routes on
// a free loopback port, its state in Redis, the upstream at PAYMENTS_BASE_URL. Tells its parent
// its URL, and stops when the parent goes away.
import { startDemoServer } from '../main';

const demo = await startDemoServer({ port: 0, buildWeb: false });
process.send?.({ url: demo.url });
const stop = async () => {
  await demo.close();
  process.exit(0);
};
process.on('disconnect', stop);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
