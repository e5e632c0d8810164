// A business's QA suite for its own shop, written only against rampkit/testing: page objects found
// by data-slot and role (so it runs unchanged in English and German), the sandbox driven through
// its control API, the customer signed in through the shop's own route.
import { test, expect } from './fixtures.js';

const SEPA = { methodType: 'BankSepa' } as const;

test.beforeEach(async ({ page, signIn, shopLocale }) => {
  await signIn();
  await page.goto(`/?lang=${shopLocale}`);
});

test('a customer sells by SEPA in the shop’s language, once, and sees it settle', async ({ kit, sandbox, shopLocale }) => {
  const flow = kit.sellFlow;
  // The kit speaks the shop's language (the shop's own page around it may not).
  await expect(flow.root.locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', shopLocale);
  const before = (await sandbox.requests()).length;
  const id = await flow.completeSale({ country: 'DE', amount: '150', channel: SEPA });
  const sells = (await sandbox.requests()).slice(before).filter((r) => r.method === 'POST' && r.path === '/v1/transactions/sell');
  expect(sells).toHaveLength(1);
  await expect(flow.transaction.summary).toHaveAttribute('data-status', 'Pending');
  // Settled now, on the sandbox's word: the webhook reaches the page through the shop's proxy.
  await sandbox.settle(id);
  await expect(flow.transaction.summary).toHaveAttribute('data-status', 'Settled');
  await expect(flow.transaction.summary).toHaveAttribute('data-tone', 'success');
});

test('a wrong IBAN is refused on its field, and what was typed stays', async ({ kit }) => {
  const flow = kit.sellFlow;
  await flow.enterAmount({ country: 'DE', amount: '80' });
  await flow.chooseChannel(SEPA);
  await flow.choosePaymentMethod('new');
  await flow.form.root.waitFor();
  const answers = await flow.form.fillFromSchema((await flow.formSchema())!, { 'BankDetails.IBAN': 'DE00370400440532013000' });
  await flow.form.submit();
  const iban = flow.form.control('BankDetails.IBAN');
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(flow.errors.alert).toHaveAttribute('data-error-type', 'InvalidMessage');
  await expect(iban).toHaveValue('DE00 3704 0044 0532 0130 00') // shown in groups of four;
  const holder = answers.AccountHolder as { Name: { FirstName: string } };
  await expect(flow.form.control('AccountHolder.Name.FirstName')).toHaveValue(holder.Name.FirstName);
  // Corrected on the field the error panel links to, the sale goes on to its quote.
  await flow.errors.followField('Form.BankDetails.IBAN');
  await expect(iban).toBeFocused();
  await iban.fill('DE89370400440532013000');
  await flow.form.submit();
  await expect(flow.quote.root).toHaveAttribute('data-state', 'active');
});

test('a sale whose answer is lost is checked again, never sold twice', async ({ kit, sandbox }) => {
  const flow = kit.sellFlow;
  await flow.prepareSale({ country: 'DE', amount: '60', channel: SEPA });
  const before = (await sandbox.requests()).length;
  await sandbox.injectFaults([{ Route: '/transactions/sell', Rate500: 1 }]);
  try {
    await flow.sell();
    // The service failed without saying whether it sold: the kit offers only to check again.
    await expect(flow.unresolvedSell).toHaveAttribute('data-state', 'open');
    await expect(flow.root.locator('[data-slot=accept]')).toHaveCount(0);
  } finally {
    await sandbox.clearFaults();
  }
  await flow.checkSell();
  await expect(flow.transaction.summary).toHaveAttribute('data-status', /^(Pending|Settled)$/);
  const sold = (await sandbox.requests()).slice(before).filter((r) => r.method === 'POST' && r.path === '/v1/transactions/sell' && r.status === 202);
  expect(sold).toHaveLength(1);
});
