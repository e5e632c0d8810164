// `npm run sandbox`: the sandbox alone, as a Node server on 127.0.0.1.
import { serve } from '@hono/node-server';
import { createSandbox } from '../src/sandbox/index';
import { applyServerLimits } from '../src/server/server-limits';
import { readDemoLimits } from './limits';

const port = Number(process.env.SANDBOX_PORT ?? 4010);
// The same limits as the demo's (SANDBOX_MAX_CUSTOMERS, MAX_CONNECTIONS, ...).
const limits = readDemoLimits(process.env);
const sandbox = await createSandbox({
  apiKey: process.env.SANDBOX_API_KEY,
  signingPublicKeyPem: process.env.SANDBOX_SIGNING_PUBLIC_KEY,
  webhookUrl: process.env.SANDBOX_WEBHOOK_URL,
  webhookSigningKeyPem: process.env.SANDBOX_WEBHOOK_SIGNING_KEY,
  quoteTtlSeconds: process.env.SANDBOX_QUOTE_TTL_S ? Number(process.env.SANDBOX_QUOTE_TTL_S) : undefined,
  stepSeconds: process.env.SANDBOX_STEP_S ? Number(process.env.SANDBOX_STEP_S) : undefined,
  reviewSeconds: process.env.SANDBOX_REVIEW_S ? Number(process.env.SANDBOX_REVIEW_S) : undefined,
  seed: process.env.SANDBOX_SEED,
  testMode: process.env.SANDBOX_TEST_MODE !== 'false',
  controlToken: process.env.SANDBOX_CONTROL_TOKEN || undefined,
  // 0.1.3: the compat mode, answering in the published description's shapes.
  apiVersion: process.env.SANDBOX_API_VERSION === '0.1.3' ? '0.1.3' : 'seed',
  limits: { customers: limits.sandboxCustomers },
});
const server = serve({ fetch: sandbox.fetch, hostname: '127.0.0.1', port }, (info) => {
  console.log(`Business Payments API sandbox: http://127.0.0.1:${info.port}/v1  (API key: ${sandbox.apiKey})`);
  console.log(`Control API: http://127.0.0.1:${info.port}/_sandbox  (Authorization: Bearer ${sandbox.controlToken})  — see src/sandbox/README.md`);
});
applyServerLimits(server as Parameters<typeof applyServerLimits>[0], limits.server);
const stop = () => {
  sandbox.close();
  server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
