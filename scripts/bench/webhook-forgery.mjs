// What a forged webhook costs the proxy (issue 29, finding 2): anyone can post to /webhooks, so the
// CPU spent on each rejected forgery is what an attacker buys for free. Forgeries of the service's
// shape (an ES384 header, 96 bytes of signature) pass every cheap check and cost a full
// verification; one over the webhook size limit is refused while it streams in. Measured as the
// proxy process's CPU over many requests on 10 connections, per request: with the per-address
// budget of rejected webhooks lifted (what each verification costs), then as shipped (one address
// gets 30 checks a minute, then 429 without a check).
import autocannon from 'autocannon';
import { generatePemKeyPair } from '../../src/wire/keys.ts';
import { FORGED_WEBHOOK_SIGNATURE } from '../../tooling/forged-webhook.ts';

const event = (bytes) => {
  const base = { EventType: 'Transaction', EventVersion: 1, Occurred: new Date().toISOString(), UserID: 'u', Data: { ID: 'tx', Note: '' } };
  const padding = bytes - JSON.stringify(base).length;
  return JSON.stringify({ ...base, Data: { ...base.Data, Note: 'x'.repeat(Math.max(0, padding)) } });
};

/**
 * @param {{ child: Function, cpuOf: Function, upstreamUrl: string, apiKey: string, privateKeyPem: string, duration: number, reportRow: Function }} bench
 */
export async function benchWebhookForgery({ child, cpuOf, upstreamUrl, apiKey, privateKeyPem, duration, reportRow }) {
  const { publicKeyPem } = await generatePemKeyPair('ES384');
  const config = { upstream: upstreamUrl, apiKey, privateKey: privateKeyPem, webhookPublicKey: publicKeyPem };
  const unbudgeted = await child('proxy', { ...config, limits: { rejectedWebhooksPerAddress: 1e9 } });
  const shipped = await child('proxy', config);
  const run = async (bytes, proxy = unbudgeted) => {
    const body = event(bytes);
    const before = await cpuOf(proxy.proc);
    const result = await autocannon({
      url: proxy.url, connections: 10, duration,
      requests: [{ method: 'POST', path: '/webhooks', headers: { 'content-type': 'application/json', 'webhook-signature': FORGED_WEBHOOK_SIGNATURE }, body }],
    });
    const cpu = (await cpuOf(proxy.proc)) - before;
    const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${code} × ${count}`).join(', ');
    return { cpuMs: cpu / Math.max(1, result.requests.total), rps: result.requests.average, statuses };
  };
  const sizes = [['1 KiB', 1024], ['64 KiB', 64 * 1024 - 64], ['1 MiB (over the limit)', 1024 * 1024]];
  const results = [];
  console.log('rejected webhook forgeries (the service\'s signature shape, a wrong signature; 10 connections)');
  for (const [name, bytes] of sizes) {
    const r = await run(bytes);
    results.push(r);
    console.log(`  ${name.padEnd(24)} ${r.rps.toFixed(0).padStart(7)} req/s   proxy CPU ${r.cpuMs.toFixed(3)} ms per forgery   (${r.statuses})`);
  }
  const budgeted = await run(1024, shipped);
  console.log(`  ${'1 KiB, as shipped'.padEnd(24)} ${budgeted.rps.toFixed(0).padStart(7)} req/s   proxy CPU ${budgeted.cpuMs.toFixed(3)} ms per forgery   (${budgeted.statuses}: 30 checked a minute, the rest 429)`);
  reportRow(
    'proxy CPU per rejected webhook forgery',
    `verified and refused: 1 KiB ${results[0].cpuMs.toFixed(2)} ms, 64 KiB ${results[1].cpuMs.toFixed(2)} ms; 1 MiB refused at the size limit ${results[2].cpuMs.toFixed(2)} ms; as shipped (one address) ${budgeted.cpuMs.toFixed(3)} ms`,
    'reported (was ≈ 1 ms / 27 ms per 1 KiB / 1 MiB)',
    undefined,
  );
}
