// POST /_sandbox/test-state/reset undoes what one test changes about the world (faults, the clock,
// balances) and keeps what a worker's tests share (customers, transactions, logs).
import { afterEach, describe, expect, it } from 'vitest';
import { createClock } from './clock';
import { startSandbox, type Harness } from './test-helpers';

let h: Harness | undefined;
afterEach(() => {
  h?.sandbox.close();
  h = undefined;
});

const balance = async (code: string) => ((await h!.call('GET', '/v1/balances')).body.Items as { CryptoCurrency: string; Available: string }[]).find((b) => b.CryptoCurrency === code)?.Available;

describe('POST /_sandbox/test-state/reset', () => {
  it('clears the faults, puts the clock back to real time and the balances back to the seeded ones, and keeps customers and logs', async () => {
    h = await startSandbox();
    const seeded = await balance('BTC_TEST');
    await h.control('/customers/kept-1');
    await h.control('/faults', { Rules: [{ Route: '/channels', Rate500: 1 }] });
    await h.control('/clock/advance', { Seconds: 3 * 3600 });
    await h.control('/balances', { CryptoCurrency: 'BTC_TEST', Available: '0.001' });
    expect((await h.call('GET', '/v1/channels/sell?Country=DE&CryptoCurrency=BTC_TEST&FiatAmount=150')).status).toBe(500);
    const logged = (await h.call('GET', '/_sandbox/requests')).body.length;

    expect(await h.control('/test-state/reset')).toMatchObject({ status: 200, body: { Faults: true, Clock: true, Balances: true } });
    expect((await h.call('GET', '/_sandbox/faults')).body).toEqual({ Rules: [] });
    expect(Math.abs(Date.parse((await h.call('GET', '/_sandbox/clock')).body.Now) - Date.now())).toBeLessThan(60_000);
    expect(await balance('BTC_TEST')).toBe(seeded);
    expect((await h.call('GET', '/v1/customers/kept-1')).status).toBe(200);
    expect((await h.call('GET', '/_sandbox/requests')).body.length).toBeGreaterThanOrEqual(logged);
  });

  it('leaves a part asked to stay as it is', async () => {
    h = await startSandbox();
    const rules = [{ Route: '/channels', Rate500: 1 }];
    await h.control('/faults', { Rules: rules });
    await h.control('/balances', { CryptoCurrency: 'BTC_TEST', Available: '0.001' });
    expect(await h.control('/test-state/reset', { Faults: false })).toMatchObject({ status: 200, body: { Faults: false, Balances: true } });
    expect((await h.call('GET', '/_sandbox/faults')).body).toEqual({ Rules: rules });
    expect(await balance('BTC_TEST')).not.toBe('0.001');
  });

  it('refuses a part that is not a boolean, in the error envelope', async () => {
    h = await startSandbox();
    const refused = await h.control('/test-state/reset', { Clock: 'yes' });
    expect(refused).toMatchObject({ status: 400, body: { Type: 'InvalidMessage', RequestExtension: { Body: [{ Field: 'Clock', Reason: 'SchemaValidation' }] } } });
  });
});

describe('the sandbox clock rewound', () => {
  it('is back to real time with what is pending still due as far ahead as it was', async () => {
    const clock = createClock();
    const ran: string[] = [];
    clock.schedule(3600_000, () => void ran.push('in an hour'));
    await clock.advance(1800_000);
    clock.rewind();
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(60_000);
    await clock.advance(1790_000);
    expect(ran).toEqual([]);
    await clock.advance(20_000);
    expect(ran).toEqual(['in an hour']);
    clock.close();
  });
});
