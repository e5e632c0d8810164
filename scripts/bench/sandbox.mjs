// `npm run bench` part: how the in-memory sandbox scales. `GET /transactions` with 100k stored
// (one customer's page and the unfiltered page), and `GET /channels/sell` for a customer before
// and after 3,000 sells to the same account, each through the sandbox's whole HTTP dispatch.
import { performance } from 'node:perf_hooks';
import { createApp } from '../../src/sandbox/app.ts';
import { createClock } from '../../src/sandbox/clock.ts';
import { createFaults } from '../../src/sandbox/faults.ts';
import { createIds } from '../../src/sandbox/ids.ts';
import { createState } from '../../src/sandbox/store.ts';
import { createSandbox } from '../../src/sandbox/index.ts';
import { median, reportRow } from './rows.mjs';

const API_KEY = 'apikey_sandbox_bench';
const RUNS = 25;
const WARMUP = 5;

async function time(fetchOnce) {
  const samples = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    const response = await fetchOnce();
    const text = await response.text();
    samples.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`answer ${response.status}: ${text.slice(0, 300)}`);
    bytes = Buffer.byteLength(text);
  }
  return { ms: median(samples.slice(WARMUP)), bytes };
}

/** 100k transactions put straight into the store (a sell per record over HTTP would take minutes). */
async function transactionsWith(count) {
  const clock = createClock();
  const ids = createIds('bench');
  const webhooks = { send() {}, log: [], setUrl() {} };
  const ctx = { state: createState(), clock, ids, webhooks, config: { quoteTtlSeconds: 60, stepSeconds: 2, reviewSeconds: 3, formSessionSeconds: 900, hostedSessionSeconds: 1800, testMode: true }, quoteKey: undefined };
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < count; i += 1) {
    const tx = {
      ID: ids.uuid(), Network: 'OffNetwork', Created: new Date(start + i * 1000).toISOString(), Status: 'Settled', Direction: 'Out',
      CustomerID: `cust-${i % 100}`, Amount: '10.5', CryptoCurrency: 'USDC_TEST',
      FiatPayment: { Amount: '9', FeeAmount: '1.5', Rate: '0.92', FiatCurrency: 'EUR' },
      Breakdown: [{ Type: 'ChannelFee', Amount: '1.5' }, { Type: 'Remaining', Amount: '9' }],
    };
    ctx.state.transactions.set(tx.ID, { tx, version: 1 });
  }
  const app = createApp({ ctx, auth: { apiKey: API_KEY, signingKey: undefined, audiences: [] }, faults: createFaults(ids), requestLog: [], mount: () => {} });
  const get = (path) => () => app.fetch(new Request(`http://sandbox.bench/v1${path}`, { headers: { 'x-api-key': API_KEY } }));
  const result = { customer: await time(get('/transactions?CustomerID=cust-7')), all: await time(get('/transactions')) };
  clock.close();
  return result;
}

async function channelsAfterSells(sells) {
  const sandbox = await createSandbox({ apiKey: API_KEY, seed: 'bench', stepSeconds: 3600 });
  const call = async (method, path, body) => {
    const response = await sandbox.fetch(new Request(`http://sandbox.bench/v1${path}`, { method, headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' }, body: body && JSON.stringify(body) }));
    const json = await response.json();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  await call('PUT', '/customers/bench-customer', {
    Type: 'Individual', FullName: { FirstName: 'Ana', LastName: 'Silva' }, DateOfBirth: '1990-05-17',
    Identities: [{ IssuingCountry: 'DE', IDNumber: 'C01X00T47', IDType: 'Passport' }],
    PrimaryResidence: { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' },
  });
  const get = () => sandbox.fetch(new Request('http://sandbox.bench/v1/channels/sell?CryptoCurrency=USDC_TEST&CustomerID=bench-customer&PageSize=100', { headers: { 'x-api-key': API_KEY } }));
  const before = await time(get);
  const Form = { BankDetails: { IBAN: 'DE89370400440532013000' }, AccountHolder: { AccountHolderType: 'Individual', Name: { FirstName: 'Ana', LastName: 'Silva' } } };
  for (let i = 0; i < sells; i += 1) {
    const prepared = await call('POST', '/transactions/sell/prepare', { ChannelID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a01', CryptoCurrency: 'USDC_TEST', FiatAmount: '20', CustomerID: 'bench-customer', Form });
    await call('POST', '/transactions/sell', { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: prepared.CryptoAuthorizedAmount, FormSessionID: prepared.FormSessionID, FiatAmount: '20', Nonce: `bench-${i}` });
  }
  const after = await time(get);
  sandbox.close();
  return { before, after };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(2)} ms`;
const small = await transactionsWith(1000);
const large = await transactionsWith(100_000);
console.log(`GET /transactions, medians of ${RUNS - WARMUP}, whole dispatch in-process`);
console.log(`  one customer's page:  1k stored ${ms(small.customer.ms)}   100k stored ${ms(large.customer.ms)}   ratio ${(large.customer.ms / small.customer.ms).toFixed(2)}x`);
console.log(`  unfiltered page:      1k stored ${ms(small.all.ms)}   100k stored ${ms(large.all.ms)}   ratio ${(large.all.ms / small.all.ms).toFixed(2)}x`);
const worst = Math.max(large.customer.ms, large.all.ms);
reportRow('sandbox GET /transactions with 100k stored', `${ms(large.customer.ms)} (customer), ${ms(large.all.ms)} (all)`, '<= 5 ms', worst <= 5);

const SELLS = Number(process.env.BENCH_SELLS ?? 3000);
const channels = await channelsAfterSells(SELLS);
console.log(`GET /channels/sell for a customer (all channels), medians of ${RUNS - WARMUP}`);
console.log(`  before any sell:         ${ms(channels.before.ms)}  ${kb(channels.before.bytes)}`);
console.log(`  after ${SELLS} sells:       ${ms(channels.after.ms)}  ${kb(channels.after.bytes)}   ratio ${(channels.after.ms / channels.before.ms).toFixed(2)}x time, ${(channels.after.bytes / channels.before.bytes).toFixed(2)}x bytes`);
const flat = channels.after.bytes <= channels.before.bytes * 1.1 && channels.after.ms <= channels.before.ms * 1.5 + 0.5;
reportRow(`sandbox GET /channels/sell after ${SELLS} sells`, `${ms(channels.after.ms)}, ${kb(channels.after.bytes)} (before any sell: ${ms(channels.before.ms)}, ${kb(channels.before.bytes)})`, 'flat in the number of sells', flat);
