// rampkit/testing's own promises to a QA team, on the demo: a page object that cannot do what it is
// asked says so at once, naming why, and one test's faults, clock and balances do not reach the next.
import { errors, type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { startBuiltPage, type BuiltPage } from './pages/built-page-server';

test('completeSale refuses at once an amount no channel takes, with the amount step\'s words; chooseChannel names a channel not offered', async ({ page, kit, signIn }) => {
  await signIn();
  await page.goto('/');
  // Mexico's one channel pays out from 200 MXN: the amount step refuses 150 itself, naming the minimum.
  const refused = await kit.sellFlow.completeSale({ country: 'MX', amount: '150' }).then(() => undefined, (error: Error) => error);
  expect(refused).toBeInstanceOf(Error);
  expect(refused).not.toBeInstanceOf(errors.TimeoutError);
  expect(refused!.message).toMatch(/^SellFlowPage\.enterAmount: the amount step refused "150" \(limits\): .*200/);
  await expect(kit.sellFlow.amountError).toHaveAttribute('data-source', 'limits');
  await expect(kit.sellFlow.channels.root).toHaveCount(0);
  // A channel that is not offered at all is named with what is.
  await kit.sellFlow.enterAmount({ country: 'MX', amount: '250' });
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

  // Playwright's list reporter marks this test ✘ and counts it passed: it is meant to fail (test.fail),
  // and only a failure it did not expect (a pass, or a timeout) is reported as failed. Its changes
  // come first, before anything that waits on the page, so a slow page cannot keep it from making
  // them: the next test checks they were undone.
  test('a test that fails with faults injected, the clock moved and a balance set (fails on purpose)', async ({ page, kit, signIn, sandbox }) => {
    test.fail(true, 'it fails on purpose: its changes must not reach the next test');
    sandboxOfTheFailingTest = sandbox.url;
    customerOfTheFailingTest = await signIn();
    await sandbox.injectFaults([{ Route: '/channels/sell', Rate500: 1 }]);
    await sandbox.advanceClock(3 * 3600);
    await sandbox.setBalance('BTC_TEST', '0.001');
    changesMade = true;
    await page.goto('/');
    // The flow's first read (the countries it sells to) fails: the error panel, no amount step.
    await expect(kit.sellFlow.errors.alert).toHaveAttribute('data-error-type', 'Unexpected');
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

test.describe('PriceQuotePage.expire: a quote runs out on the sandbox and on the page at once', () => {
  /** Every data-state the quote on screen takes from now on (the quote may be drawn anew). */
  const recordQuoteStates = (page: Page) =>
    page.evaluate(() => {
      const seen: string[] = ((window as unknown as { __quoteStates: string[] }).__quoteStates = []);
      const look = () => {
        const state = document.querySelector('[data-slot=price-quote]')?.getAttribute('data-state') ?? 'none';
        if (seen.at(-1) !== state) seen.push(state);
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
    });
  const quoteStates = (page: Page) => page.evaluate(() => (window as unknown as { __quoteStates: string[] }).__quoteStates);

  test('the kit shows the quote expired, prices anew by itself, and sells the new quote', async ({ page, kit, signIn, sandbox }) => {
    const flow = kit.sellFlow;
    await signIn();
    await page.goto('/');
    await flow.prepareSale({ country: 'DE', amount: '100', channel: { methodType: 'BankSepa' } });
    await expect(flow.quote.root).toHaveAttribute('data-state', 'active');
    const first = { id: await flow.quote.quoteId(), expiry: await flow.quote.expiry() };
    expect(first.id).not.toBe('');
    await recordQuoteStates(page);
    await flow.quote.expire(sandbox);
    // A new quote (another SignedQuote, a later Expiry), counting down a full lifetime again.
    await expect.poll(() => flow.quote.quoteId()).not.toBe(first.id);
    await expect(flow.quote.root).toHaveAttribute('data-state', 'active');
    expect(Date.parse(await flow.quote.expiry())).toBeGreaterThan(Date.parse(first.expiry));
    await expect(flow.quote.countdown).toHaveAttribute('data-state', 'running');
    expect(await quoteStates(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^(expired|requoting)$/)]));
    // The service priced it on its moved clock, once, and sells it.
    await flow.sell();
    expect(await flow.transaction.id()).not.toBe('');
    const sells = (await sandbox.requests()).filter((r) => r.method === 'POST' && r.path === '/v1/transactions/sell');
    expect(sells.at(-1)?.status).toBe(202);
  });

  test('on a page whose clock the test set itself (two minutes fast), it moves that clock on', async ({ page, kit, signIn, sandbox }) => {
    await page.clock.install({ time: Date.now() + 120_000 });
    const flow = kit.sellFlow;
    await signIn();
    await page.goto('/');
    await flow.prepareSale({ country: 'DE', amount: '80', channel: { methodType: 'BankSepa' } });
    await expect(flow.quote.root).toHaveAttribute('data-state', 'active');
    const before = await page.evaluate(() => Date.now());
    const first = await flow.quote.quoteId();
    await flow.quote.expire(sandbox);
    await expect.poll(() => flow.quote.quoteId()).not.toBe(first);
    // Still the test's clock, moved on by what was left of the quote's minute (less the real time the
    // steps took on a loaded machine), not put back to the real time; and the new quote holds.
    const after = await page.evaluate(() => Date.now());
    expect(after - before).toBeGreaterThanOrEqual(30_000);
    expect(after - Date.now()).toBeGreaterThanOrEqual(120_000);
    await expect(flow.quote.root).toHaveAttribute('data-state', 'active');
    await expect(flow.root.locator('[data-slot=quote-stale]')).toHaveCount(0);
  });
});

test.describe('helpers for a host page of its own (e2e/pages/qa-host, served on the demo’s origin)', () => {
  let qaHost: BuiltPage | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    qaHost = await startBuiltPage('qa-host', { base: './' });
  });
  test.afterAll(async () => {
    await qaHost?.close();
  });

  test('its forms and NextSteps answered in one call, the locale, the rule’s network and a deposit to its address', async ({ page, kit, signIn, sandbox, baseURL }) => {
    const customerId = await signIn();
    // Only the page's own files come from the harness: its API calls reach the demo's real proxy.
    // Read with Node's fetch and handed over whole: a response held in the context's request store
    // was once disposed before route.fulfill read it (a late asset request while the test ended).
    await page.route(`${baseURL}/qa-host/**`, async (route) => {
      const file = new URL(route.request().url()).pathname.slice('/qa-host/'.length);
      const answer = await fetch(new URL(file, qaHost!.url));
      const contentType = answer.headers.get('content-type');
      await route.fulfill({ status: answer.status, ...(contentType ? { contentType } : {}), body: Buffer.from(await answer.arrayBuffer()) });
    });
    const channelForm = kit.schemas.waitFor('FormSchema');
    await page.goto('/qa-host/?lang=de');
    expect(await kit.channelPicker.locale()).toBe('de');
    await kit.channelPicker.choose({ methodType: 'BankAch' });
    expect(Object.keys((await channelForm).properties as object).length).toBeGreaterThan(0);

    // The channel's form, then the ACH channel's acknowledgement step, until the host shows its rule.
    expect(await kit.dynamicForm.completeSteps({ done: kit.depositRule.root })).toEqual(['FormSchema', 'Ack']);
    expect(await kit.schemas.lastNextStep()).toMatchObject({ StepType: 'Ack' });
    expect(await kit.depositRule.locale()).toBe('de');

    await kit.depositRule.chooseTrigger('single');
    await kit.depositRule.create();
    await expect(kit.depositRule.root).toHaveAttribute('data-state', 'created');
    expect(await kit.depositRule.network()).toBe('EthereumTestSepolia');
    const deposit = await kit.depositRule.deposit(sandbox, { amount: '50' });
    if (!deposit.Matched) throw new Error(`the rule did not sell the deposit: ${deposit.Reason}`);
    expect(deposit.Transaction).toMatchObject({ ID: deposit.TransactionID, CustomerID: customerId, Network: 'EthereumTestSepolia', CryptoCurrency: 'USDC_TEST' });
    expect((await sandbox.transactions(customerId)).map((t) => t.ID)).toEqual([deposit.TransactionID]);
    // An asset the page still asks for while the test ends is not this test's failure.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
