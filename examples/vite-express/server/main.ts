// `npm start`: the shop on PORT (default 3000, 0 for a free one) and HOST (default 127.0.0.1).
// UPSTREAM (a base URL ending in /v1) with PAYMENTS_API_KEY, PAYMENTS_SIGNING_KEY and
// PAYMENTS_WEBHOOK_PUBLIC_KEY replaces the embedded sandbox.
import { start } from './app.js';

const env = process.env;
if (env.UPSTREAM && !env.PAYMENTS_API_KEY) throw new Error('UPSTREAM needs PAYMENTS_API_KEY (and PAYMENTS_SIGNING_KEY, PAYMENTS_WEBHOOK_PUBLIC_KEY)');
const shop = await start({
  port: Number(env.PORT ?? 3000),
  host: env.HOST,
  upstream: env.UPSTREAM
    ? { baseUrl: env.UPSTREAM, apiKey: env.PAYMENTS_API_KEY!, signingKey: env.PAYMENTS_SIGNING_KEY, webhookPublicKey: env.PAYMENTS_WEBHOOK_PUBLIC_KEY }
    : undefined,
});
console.log(`shop: ${shop.url}`);
if (shop.controlToken) console.log(`embedded sandbox control API: ${shop.url}/_sandbox (Authorization: Bearer ${shop.controlToken})`);
const stop = () => void shop.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
