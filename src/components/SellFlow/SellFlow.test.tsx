import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { continueFromChannels } from '../../../tooling/sell-flow-steps';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import type { SellVerificationNeed } from '../../react/useSellFlow';
import { SellFlow } from './SellFlow';

async function toForm(country = 'DE', amount = '100') {
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), country);
  await userEvent.type(screen.getByRole('textbox', { name: /^You (receive|sell)/ }), amount);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  const group = await screen.findByRole('group', { name: 'How do you want to be paid?' });
  await userEvent.click(within(group).getAllByRole('radio').find((r) => !(r as HTMLInputElement).disabled)!);
  await continueFromChannels(group);
}

async function fillSepa(iban = 'DE89370400440532013000') {
  await userEvent.type(await screen.findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 }), iban);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Account holder type/ }), 'Individual');
  // The verified customer's name may be there already (holder-name.ts): the account is Ana Silva's.
  await userEvent.clear(await screen.findByRole('textbox', { name: /First name/ }));
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ana', { initialSelectionStart: 0, initialSelectionEnd: Infinity });
  await userEvent.clear(screen.getByRole('textbox', { name: /Last name/ }));
  await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Silva', { initialSelectionStart: 0, initialSelectionEnd: Infinity });
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('SellFlow', { timeout: 30_000 }, () => {
  it('sells end to end: amount, channel, new account, form, quote, one sell on a double click, status', async () => {
    const { backend, events } = await renderKit(<SellFlow cryptoCurrency="BTC_TEST" />);
    await toForm();
    await fillSepa();
    const quote = await screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
    expect(quote.querySelector('[data-slot=fiat-amount]')).toHaveTextContent('€100.00');
    const sell = within(quote).getByRole('button', { name: 'Sell now' });
    await userEvent.dblClick(sell);
    await screen.findByRole('region', { name: 'Transaction' }, { timeout: 5000 });
    const sells = events.filter((e) => e.type === 'sell.completed');
    expect(sells).toHaveLength(1);
    const list = await backend.client.listTransactions({ query: { CustomerID: backend.customerId } });
    expect(list.Items).toHaveLength(1);
    expect(list.Items[0]!.FiatPayment?.Amount).toBe('100');
  });

  it('puts the server field error on its field and keeps every answer', async () => {
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" />);
    await toForm();
    // Right shape, wrong check digits: only the server knows.
    await fillSepa('DE00370400440532013000');
    const iban = await screen.findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 });
    await waitFor(() => expect(iban).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById('rk-field-Form-BankDetails-IBAN__error')).toHaveTextContent('The IBAN check digits do not match');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Some details are not valid.');
    // The panel names the field as the form labelled it, not by its path.
    expect(within(alert).getByRole('link', { name: 'IBAN' })).toHaveAttribute('href', '#rk-field-Form-BankDetails-IBAN');
    // The field says the service's sentence (in the customer's language where the form knows it): the list leads there, without it again.
    expect(alert).toHaveTextContent('IBAN: Check the format of this value.');
    expect(alert).not.toHaveTextContent('check digits');
    expect(alert).not.toHaveTextContent('Form.BankDetails.IBAN');
    expect(iban).toHaveValue('DE00 3704 0044 0532 0130 00');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ana');
    // Corrected after following the error's link, the new IBAN is what the field shows and sends.
    await userEvent.click(within(alert).getByRole('link', { name: 'IBAN' }));
    await userEvent.tripleClick(iban);
    await userEvent.paste('DE89370400440532013000');
    expect(screen.getByRole('textbox', { name: /IBAN/ })).toHaveValue('DE89 3704 0044 0532 0130 00');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('tidies an IBAN typed with spaces and in lower case when the customer leaves it, and sells with it', async () => {
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" />);
    await toForm();
    const iban = await screen.findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 });
    await userEvent.type(iban, 'de89 3704 0044 0532 0130 00');
    expect(iban).toHaveValue('de89 3704 0044 0532 0130 00'); // as typed while typing
    await userEvent.tab();
    await waitFor(() => expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00'));
    expect(iban).not.toHaveAttribute('aria-invalid', 'true');
    // An IBAN is no QR code's text: no hint about pasting one.
    expect(iban.closest('[data-slot=field]')!.querySelector('[data-slot=scan-hint]')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Account holder type/ }), 'Individual');
    await userEvent.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ana', { initialSelectionStart: 0, initialSelectionEnd: Infinity });
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Silva', { initialSelectionStart: 0, initialSelectionEnd: Infinity });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const quote = await screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
    expect(quote).toHaveTextContent('3000');
  });

  it('loops on a NextStep (US ACH authorization) and sells', async () => {
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'US');
    await userEvent.type(screen.getByRole('textbox', { name: /^You (receive|sell)/ }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const group = await screen.findByRole('group', { name: 'How do you want to be paid?' });
    await userEvent.click(within(group).getAllByRole('radio').find((r) => r.closest('[data-slot=channel]')?.querySelector('[data-method-type=BankAch]'))!);
    await continueFromChannels(group);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Routing number/ }, { timeout: 5000 }), '011000015');
    await userEvent.type(screen.getByRole('textbox', { name: /Account number/ }), '000123456789');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Account type/ }), 'Checking');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Account holder type/ }), 'Individual');
    await userEvent.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ana', { initialSelectionStart: 0, initialSelectionEnd: Infinity });
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Silva', { initialSelectionStart: 0, initialSelectionEnd: Infinity });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const step = await screen.findByRole('checkbox', {}, { timeout: 5000 });
    expect(step.closest('[data-slot=next-step]')).toHaveAttribute('data-step-type', 'Ack');
    await userEvent.click(step);
    await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
    const quote = await screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
    await userEvent.click(within(quote).getByRole('button', { name: 'Sell now' }));
    expect(await screen.findByRole('region', { name: 'Transaction' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sends the customer back to the amount with the reason when the balance is too low', async () => {
    const { backend } = await renderKit(<SellFlow cryptoCurrency="BTC_TEST" />);
    await backend.control('/balances', { CryptoCurrency: 'BTC_TEST', Available: '0.00001' });
    await toForm();
    await fillSepa();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('There is not enough balance for this amount.');
    expect(screen.getByRole('textbox', { name: /^You (receive|sell)/ })).toHaveValue('100');
  });

  const INVALID = 'Enter an amount greater than 0 (for example 150.50).';
  const AMBIGUOUS = 'This amount can be read in two ways. Use "." for decimals and leave out thousands separators (for example 1000.50).';
  it.each([
    ['zero', '0.00', INVALID],
    ['a decimal comma (one and a half, or fifteen, in English?)', '150,50', AMBIGUOUS],
    ['39 characters', `1.${'0'.repeat(37)}`, INVALID],
    ['letters, not a number too small', 'abc', 'Enter the amount in digits only (for example 150.50).'],
    ['a minus sign: a number, not above 0', '-5', INVALID],
  ])('refuses an amount of %s on its field and keeps it', async (_label, amount, message) => {
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'DE');
    const input = screen.getByRole('textbox', { name: /^You (receive|sell)/ });
    await userEvent.type(input, amount);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveFocus();
    expect(input).toHaveValue(amount);
    expect(screen.queryByRole('group', { name: 'How do you want to be paid?' })).toBeNull();
  });

  it('tells a customer who started onboarding but gave no details yet, before any step, to verify', async () => {
    const needs: SellVerificationNeed[] = [];
    // A standard-model customer who has not finished hosted onboarding.
    const backend = await createSandboxBackend();
    await backend.client.startOnboarding({ params: { CustomerID: backend.customerId }, body: { ReturnURL: 'https://shop.example/back' } });
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" onVerificationRequired={(need) => needs.push(need)} />, { backend });
    // The service has no customer to show yet (404): verification starts from the beginning.
    await userEvent.click(await screen.findByRole('button', { name: 'Verify your identity' }, { timeout: 5000 }));
    expect(screen.queryByRole('combobox', { name: 'Country' })).toBeNull();
    expect(needs).toEqual([{ step: 'start', customer: null }]);
  });
});
