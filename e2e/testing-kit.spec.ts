// rampkit/testing's own promises to a QA team, on the demo: a page object that cannot do what it is
// asked says so at once, naming why, and one test's faults, clock and balances do not reach the next.
import { errors } from '@playwright/test';
import { test, expect } from './fixtures';

test('completeSale refuses at once a channel the amount does not fit, naming the channel and its limit state', async ({ page, kit, signIn }) => {
  await signIn();
  await page.goto('/');
  // Mexico's one channel pays out from 200 MXN: the kit lists it disabled, data-limit="below".
  const refused = await kit.sellFlow.completeSale({ country: 'MX', amount: '150' }).then(() => undefined, (error: Error) => error);
  expect(refused).toBeInstanceOf(Error);
  expect(refused).not.toBeInstanceOf(errors.TimeoutError);
  expect(refused!.message).toMatch(/channel BankLocal \(0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a07, data-limit="below", disabled, limits [^)]*200[^)]*\) is disabled \(data-disabled\): the amount is below its limits/);
  await expect(kit.sellFlow.channels.channels.first()).toHaveAttribute('data-limit', 'below');
  // A channel that is not offered at all is named with what is.
  await expect(kit.sellFlow.chooseChannel({ methodType: 'Pix' })).rejects.toThrow(/no channel \{"methodType":"Pix"\}; offered: BankLocal \(/);
});

test('chooseChannel says at once that the channels could not be read', async ({ page, kit, signIn, sandbox }) => {
  await signIn();
  await page.goto('/');
  await expect(kit.sellFlow.country).toBeEnabled();
  await sandbox.injectFaults([{ Route: '/channels/sell', Rate500: 1 }]);
  await kit.sellFlow.enterAmount({ country: 'DE', amount: '150' });
  await expect(kit.sellFlow.chooseChannel({ methodType: 'BankSepa' })).rejects.toThrow(/no channel to choose, the picker is error \(Unexpected\): /);
});

test.describe('after each test, the sandbox is put back', () => {
  test.describe.configure({ mode: 'serial' });
  let sandboxOfTheFailingTest: string | undefined;
  let customerOfTheFailingTest: string | undefined;
  // Set only once every change is made: test.fail would pass a test that failed before making them.
  let changesMade = false;

  test('a test that fails with faults injected, the clock moved and a balance set', async ({ page, kit, signIn, sandbox }) => {
    test.fail(true, 'it fails on purpose: its changes must not reach the next test');
    sandboxOfTheFailingTest = sandbox.url;
    customerOfTheFailingTest = await signIn();
    await sandbox.injectFaults([{ Route: '/channels/sell', Rate500: 1 }]);
    await page.goto('/');
    // The flow's first read (the countries it sells to) fails: the error panel, no amount step.
    await expect(kit.sellFlow.errors.alert).toHaveAttribute('data-error-type', 'Unexpected');
    await sandbox.advanceClock(3 * 3600);
    await sandbox.setBalance('BTC_TEST', '0.001');
    changesMade = true;
    throw new Error('failing with the faults, the clock and the balance still changed');
  });

  test('the next test sees no faults, the real time and the seeded balances, and its customers stay', async ({ page, kit, signIn, sandbox }) => {
    expect(changesMade).toBe(true);
    // The same worker and sandbox as the failing test (an expected failure keeps the worker).
    expect(sandbox.url).toBe(sandboxOfTheFailingTest);
    expect(await sandbox.call('/faults')).toEqual({ Rules: [] });
    expect(Math.abs(Date.parse(await sandbox.now()) - Date.now())).toBeLessThan(10 * 60_000);
    await signIn();
    const balances = (await (await page.request.get('/api/balances')).json()) as { Items: { CryptoCurrency: string; Available: string }[] };
    expect(balances.Items.find((b) => b.CryptoCurrency === 'BTC_TEST')?.Available).toBe('2.5');
    await page.goto('/');
    await kit.sellFlow.enterAmount({ country: 'DE', amount: '150' });
    await expect(kit.sellFlow.channels.channel({ methodType: 'BankSepa' })).toHaveAttribute('data-limit', 'within');
    // Customers are the worker's to share: the sandbox still knows the failing test's (a taken id is refused).
    await expect(sandbox.createApprovedCustomer(customerOfTheFailingTest!)).rejects.toThrow(/409/);
  });
});
