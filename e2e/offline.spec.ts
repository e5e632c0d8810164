import { test, expect, expectNoA11yViolations } from './fixtures';

// The network goes away as a phone's does (the browser goes offline and fires its events, which
// TanStack Query's onlineManager follows): the channel step says the customer is offline instead of
// going blank, and lists the channels by itself once the network is back; a prepare sent while
// offline gets no answer, says the connection was lost (not that the service had a problem) where
// the customer sees it, and is sent again by itself once the network is back.
const IBAN = 'DE89370400440532013000';
/** As the field shows it: in groups of four. */
const IBAN_SHOWN = 'DE89 3704 0044 0532 0130 00';

test('offline at the channel step, back online without a click, then a prepare with no answer', async ({ page, context, kit, signIn }) => {
  const flow = kit.sellFlow;
  const channels = kit.channelPicker;
  await signIn();
  await page.goto('/');
  await expect(flow.country).toBeEnabled();

  await context.setOffline(true);
  await flow.enterAmount({ country: 'DE', amount: '150' });
  await expect(channels.root).toHaveAttribute('data-state', 'offline');
  const notice = channels.slot('offline-notice');
  await expect(notice).toHaveAttribute('data-state', 'open');
  await expect(notice).toHaveText('You are offline. We will try again as soon as you are back online.');
  await expect(channels.channels).toHaveCount(0);
  await expectNoA11yViolations(page);

  await context.setOffline(false);
  await expect(channels.channels.first()).toBeVisible();
  await expect(notice).toHaveAttribute('data-state', 'closed');

  await flow.chooseChannel({ methodType: 'BankSepa' });
  await flow.choosePaymentMethod('new');
  await flow.form.root.waitFor();
  await context.setOffline(true);
  // The page object's fillForm says the submit was refused: that refusal is what this test is about.
  await expect(flow.fillForm({ 'BankDetails.IBAN': IBAN })).rejects.toThrow(/refused \(Unexpected\)/);
  await expect(flow.errors.alert).toContainText('No answer came back: the connection may have dropped.');
  await expect(flow.errors.alert).not.toContainText('The service had a problem');
  await expect(flow.errors.alert).toHaveAttribute('data-network-error', 'true');
  // In sight, not only heard: the panel above the form is brought into view.
  await expect(flow.errors.alert).toBeInViewport();
  // Everything typed is still there.
  await expect(flow.form.control('BankDetails.IBAN')).toHaveValue(IBAN_SHOWN);

  // Back online, the price is asked for again by itself, as the other steps' reads are.
  await context.setOffline(false);
  await expect(flow.offer).toContainText('€150.00');
});

// Sell now pressed offline: the browser fails the request (net::ERR_INTERNET_DISCONNECTED) and
// nothing reaches the service. The flow says the customer is offline and that the sale is checked
// once they are back, never that it "may have gone through"; it keeps the attempt unresolved (no
// Sell, no new price) and, the network back, checks it by itself with the same Nonce: one sale.
test('Sell now offline: said so, kept unresolved, checked by itself once back online, sold once', async ({ page, context, kit, signIn, sandbox }) => {
  const flow = kit.sellFlow;
  const customerId = await signIn();
  await page.goto('/');
  await flow.prepareSale({ country: 'DE', amount: '60', channel: { methodType: 'BankSepa' } });
  await context.setOffline(true);
  await flow.sell();
  await expect(flow.unresolvedSell).toHaveAttribute('data-state', 'offline');
  await expect(flow.unresolvedSell).toHaveText('We will check on your sale as soon as you are back online, and it is sold at most once. If its price runs out first, nothing is sold and you confirm a new price.');
  await expect(flow.unresolvedSell.getByRole('button')).toHaveCount(0);
  await expect(flow.root).not.toContainText('may have gone through');
  const notice = flow.slot('offline-notice');
  await expect(notice).toHaveAttribute('data-state', 'open');
  await expect(notice).toHaveText('You are offline. We will try again as soon as you are back online.');
  await expect(flow.offer).toHaveCount(0);
  await expectNoA11yViolations(page);
  expect(await sandbox.transactions(customerId)).toHaveLength(0);

  await context.setOffline(false);
  await expect(flow.transaction.summary).toHaveAttribute('data-status', /^(Pending|Settled)$/, { timeout: 15_000 });
  await expect(flow.unresolvedSell).toHaveCount(0);
  // The receipt brings offline notices of its own: none is open.
  await expect(flow.root.locator('[data-slot=offline-notice][data-state=open]')).toHaveCount(0);
  const sells = (await sandbox.requests()).filter((r) => r.method === 'POST' && r.path.endsWith('/transactions/sell') && r.customerId === customerId);
  expect(sells).toHaveLength(1);
  expect(await sandbox.transactions(customerId)).toHaveLength(1);
});
