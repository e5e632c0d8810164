// The demo's request log over a whole sale (sign-in, customer, live stream, prepare, sell, the
// sandbox's webhooks): one JSON line per proxied request and per webhook, and nothing in it that is
// a secret or a person's data.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, expect, it } from 'vitest';
import { DE_SEPA, individual, sepaForm } from '../src/sandbox/test-helpers';
import { startDemoServer, type DemoServer } from './main';

let demo: DemoServer | undefined;
afterAll(() => demo?.close());

/** Every string value inside a value: the personal data a customer or a form carries. */
const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []);

it('logs one line per request and webhook of a whole sale, with no secret and no personal data', { timeout: 60_000 }, async () => {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _, done) => (lines.push(...chunk.toString().split('\n').filter(Boolean)), done()) });
  demo = await startDemoServer({ port: 0, buildWeb: false, logger: pino({}, sink) });
  const url = demo.url;
  const id = 'log-sale';
  const json = { origin: url, 'content-type': 'application/json' };
  expect((await fetch(`${url}/demo/back-office/customers/${id}`, { method: 'POST', headers: json, body: JSON.stringify(individual) })).status).toBe(201);
  const signIn = await fetch(`${url}/demo/session`, { method: 'POST', headers: json, body: JSON.stringify({ CustomerID: id }) });
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  const call = (method: string, path: string, body?: unknown) => fetch(`${url}${path}`, { method, headers: { cookie, ...(body ? json : {}) }, body: body ? JSON.stringify(body) : undefined });

  expect((await call('GET', `/api/customers/${id}`)).status).toBe(200);
  const stream = (await call('GET', '/api/events')).body!.getReader();
  const prepared = (await (await call('POST', '/api/transactions/sell/prepare', { ChannelID: DE_SEPA, CryptoCurrency: 'USDC_TEST', FiatAmount: '100', Form: sepaForm, Quoted: true })).json()) as { FormSessionID: string; CryptoAuthorizedAmount: string };
  const sold = await call('POST', '/api/transactions/sell', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: prepared.CryptoAuthorizedAmount, FormSessionID: prepared.FormSessionID, Nonce: 'n-log-sale' });
  expect(sold.status).toBe(202);
  let text = '';
  while (!text.includes('event: Transaction')) text += new TextDecoder().decode((await stream.read()).value);
  await stream.cancel();

  const entries = lines.map((line) => JSON.parse(line) as { operation: string; status: number; requestId: string; outcome?: string; msg: string });
  expect(entries.filter((e) => e.msg === 'request').map((e) => `${e.operation} ${e.status}`)).toEqual(expect.arrayContaining(['getCustomer 200', 'events 200', 'prepareSell 200', 'sell 202']));
  expect(entries.some((e) => e.msg === 'webhook' && e.outcome === 'verified')).toBe(true);
  expect(entries.every((e) => /^[0-9a-f-]{36}$/.test(e.requestId))).toBe(true);

  const log = lines.join('\n');
  // The API key (apikey_…), PEM keys, the session cookie's value, the sandbox's control token.
  const secrets = [cookie.split('=')[1]!, demo.controlToken!, 'apikey_', 'PRIVATE KEY', 'BEGIN'];
  const personal = [...strings(individual), ...strings(sepaForm)].filter((s) => s.length >= 4 && !/^(Individual|Passport|Berlin|true|false)$/.test(s));
  expect(personal).toEqual(expect.arrayContaining(['DE89370400440532013000', 'Hauptstr. 5']));
  for (const value of [...secrets, ...personal, id]) expect(log, value).not.toContain(value);
});
