// The steps of a sell in the demo app, as a customer does them, shared by the sell specs.
import { expect, type Page } from '@playwright/test';
import type { Demo } from './fixtures';

export async function signInApproved(page: Page, demo: Demo, prefix = 'seller'): Promise<string> {
  const id = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await demo.createApprovedCustomer(id);
  await demo.signIn(page, id);
  await page.goto(demo.url);
  await expect(page.getByRole('region', { name: 'Sell crypto' })).toBeVisible();
  return id;
}

export async function chooseAmountAndChannel(page: Page, country: string, amount: string, channel?: RegExp) {
  const flow = page.getByRole('region', { name: 'Sell crypto' });
  await flow.getByRole('combobox', { name: 'Country' }).selectOption(country);
  await flow.getByRole('textbox', { name: /Amount in/ }).fill(amount);
  await flow.getByRole('button', { name: 'Continue' }).click();
  const group = flow.getByRole('group', { name: 'How do you want to be paid?' });
  await expect(group).toBeVisible();
  const option = channel ? group.locator('[data-slot=channel]', { hasText: channel }).getByRole('radio') : group.getByRole('radio').first();
  // Choosing a channel moves the flow on at once (the radio leaves the page), so click, not check.
  await option.click();
  await expect(flow.getByRole('group', { name: 'Pay out to' })).toBeVisible();
  await flow.getByRole('button', { name: 'Continue' }).click();
}

export async function fillHolder(page: Page) {
  await page.getByRole('combobox', { name: /Account holder type/ }).selectOption({ label: 'Individual' });
  await page.getByRole('textbox', { name: /First name/ }).fill('Ana');
  await page.getByRole('textbox', { name: /Last name/ }).fill('Silva');
}

export async function fillSepa(page: Page, iban = 'DE89370400440532013000') {
  await page.getByRole('textbox', { name: /IBAN/ }).fill(iban);
  await fillHolder(page);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The confirm step: a quote, or (no quote from a 0.1.3 upstream) the estimate of an unquoted sell. */
export function quote(page: Page) {
  return page.getByRole('region', { name: /^Your (quote|estimate)$/ });
}
