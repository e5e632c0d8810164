// What QA reads and does through the typed control API, as rampkit/testing's `sandbox` fixture
// does, against the real sandbox behind the real proxy: a customer's transactions, a deposit to a
// rule's address by the address alone (the answer carrying the transaction with its ID), the
// customer of each logged request, and the review outcomes the hosted page offers.
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxBackend, type SandboxBackend } from './sandbox-backend';
import { preparedSession, sellOnce } from '../../tooling/sell-fixture';
import { REVIEW_OUTCOMES } from '../sandbox/review-outcome';

let backend: SandboxBackend | undefined;
afterEach(() => {
  backend?.close();
  backend = undefined;
});

async function start(customerId = 'qa-1') {
  backend = await createSandboxBackend({ customerId });
  await backend.createApprovedCustomer();
  return backend;
}

describe('the control API for QA', { timeout: 20_000 }, () => {
  it("lists one customer's transactions, newest first, and none of another's", async () => {
    const b = await start();
    const first = await sellOnce(b, '100');
    const second = await sellOnce(b, '120');
    const listed = await b.controls.transactions(b.customerId);
    expect(listed.map((t) => t.ID)).toEqual([second.ID, first.ID]);
    expect(listed[0]).toMatchObject({ CustomerID: b.customerId, Direction: 'Out', Status: 'Pending' });
    expect(await b.controls.transactions('someone-else')).toEqual([]);
  });

  it("deposits to a rule's address by the address alone: the rule's network and currency, and the sale with its ID", async () => {
    const b = await start();
    const session = await preparedSession(b, 'ETH_TEST_SEPOLIA', '0.05');
    const rule = await b.client.createDepositRule({
      body: { CustomerID: b.customerId, CryptoCurrency: 'ETH_TEST_SEPOLIA', FormSessionID: session.FormSessionID, Trigger: { Type: 'SingleOnchainDepositSourceTriggerInput', Conditions: [{ Network: 'EthereumTestSepolia' }], Nonce: 'n-qa' } },
    });
    const deposit = await b.controls.depositOnchain({ Address: rule.Conditions[0]!.DestinationAddress.Address, Amount: '0.05' });
    if (!deposit.Matched) throw new Error(`not matched: ${deposit.Reason}`);
    expect(deposit.Transaction.ID).toBe(deposit.TransactionID);
    expect(deposit.Transaction).toMatchObject({ Network: 'EthereumTestSepolia', CryptoCurrency: 'ETH_TEST_SEPOLIA', Orchestration: { RuleID: rule.RuleID } });
    expect((await b.controls.transactions(b.customerId)).map((t) => t.ID)).toEqual([deposit.TransactionID]);
    // A currency or network given is still checked against the rule's.
    const wrong = await b.controls.depositOnchain({ Address: rule.Conditions[0]!.DestinationAddress.Address, Amount: '0.05', CryptoCurrency: 'USDC_TEST' });
    expect(wrong).toEqual({ Matched: false, Reason: expect.stringContaining('the rule sells ETH_TEST_SEPOLIA, not USDC_TEST') });
  });

  it('logs the customer of a sell, of its prepare and of a transaction read, none for a channel list', async () => {
    const b = await start('qa-log');
    const before = b.sandbox.requestLog.length;
    const sold = await sellOnce(b);
    await b.client.getTransaction({ params: { TransactionID: sold.ID } });
    await b.client.listSellCountries({ query: { CryptoCurrency: 'BTC_TEST' } });
    const logged = b.sandbox.requestLog.slice(before).map((r) => [r.method, r.path.replace(/\?.*/, ''), r.customerId]);
    expect(logged).toEqual([
      ['GET', '/v1/channels/sell', 'qa-log'],
      ['POST', '/v1/transactions/sell/prepare', 'qa-log'],
      ['POST', '/v1/transactions/sell', 'qa-log'],
      ['GET', `/v1/transactions/${sold.ID}`, 'qa-log'],
      ['GET', '/v1/channels/sell/countries', undefined],
    ]);
    // The control API's log says the same.
    expect((await b.controls.requests()).filter((r) => r.path === '/v1/transactions/sell').at(-1)?.customerId).toBe('qa-log');
  });

  it('offers on the hosted page exactly the outcomes decideVerification takes', async () => {
    const b = (backend = await createSandboxBackend({ customerId: 'qa-hosted' }));
    const session = await b.client.startOnboarding({ params: { CustomerID: b.customerId }, body: { ReturnURL: 'https://shop.example/back' } });
    const hostedUrl = session.data && 'HostedURL' in session.data ? session.data.HostedURL : undefined;
    const page = await (await b.sandbox.fetch(new Request(hostedUrl!))).text();
    const offered = [...(/<select[^>]*name="Outcome"[^>]*>([\s\S]*?)<\/select>/.exec(page)?.[1] ?? '').matchAll(/value="([^"]*)"/g)].map((m) => m[1]).filter(Boolean);
    expect(offered).toEqual([...REVIEW_OUTCOMES]);
    for (const outcome of REVIEW_OUTCOMES) await b.controls.decideVerification(b.customerId, outcome);
  });
});
