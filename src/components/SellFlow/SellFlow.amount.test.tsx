// The amount in the whole flow: a crypto amount is checked against the channels' (fiat) limits at
// their rates, and when the service still refuses the amount (its payout after fees is below a
// minimum), the error names the amount input in the customer's language, links to it, and shows
// under it.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { div } from '../../core/decimal';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { SellFlow } from './SellFlow';

const DE_EUR = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR' } as const;

describe('SellFlow amount step, where it starts', { timeout: 30_000 }, () => {
  it("starts in the verified customer's country, its currency chosen, before anything is touched", async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    const record = await backend.client.getCustomer({ params: { CustomerID: backend.customerId } });
    const country = record.Type === 'Individual' ? record.PrimaryResidence.Country : record.RegistrationCountry;
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" />, { backend });
    const select = await screen.findByRole('combobox', { name: 'Country' }, { timeout: 5000 });
    await waitFor(() => expect(select).toHaveValue(country));
    expect(screen.getByRole('combobox', { name: 'Currency' })).not.toHaveValue('');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});

describe('SellFlow amount under every minimum', { timeout: 30_000 }, () => {
  it('is refused on the amount step in German, naming the minimum, focused and kept; no channel step is shown', async () => {
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" />, { locale: 'de' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Land' }, { timeout: 5000 }), 'DE');
    const input = screen.getByRole('textbox', { name: 'Sie erhalten EUR' });
    // The channels' limits are said before Continue.
    await screen.findByText(/^Auszahlungen von 10,00\s€ bis /, {}, { timeout: 5000 });
    await userEvent.type(input, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('5');
    expect(screen.getByText(/^Die kleinste Auszahlung beträgt 10,00\s€\. Geben Sie einen höheren Betrag ein\.$/)).toBeInTheDocument();
    expect(document.querySelector('[data-slot=sell-flow]')).toHaveAttribute('data-state', 'amount');
    expect(screen.queryByRole('group', { name: 'Wie möchten Sie ausgezahlt werden?' })).toBeNull();
  });
});

describe('SellFlow with a crypto amount', { timeout: 30_000 }, () => {
  it('disables every channel a crypto amount is too small for, before any form is filled', async () => {
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={{ ...DE_EUR, CryptoAmount: '0.00001' }} />);
    const group = await screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
    const channels = group.querySelectorAll('[data-slot=channel]');
    expect(channels.length).toBeGreaterThan(0);
    for (const channel of channels) expect(channel).toHaveAttribute('data-limit', 'below');
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it("sends the customer back to the amount with the service's refusal named, linked and shown at the input", async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    const sepa = (await backend.client.listSellChannels({ query: { ...DE_EUR, PageSize: 100 } })).Items.find((c) => c.PaymentMethodType === 'BankSepa')!;
    // Worth just over the 10 EUR minimum at the channel's rate, so the channel is offered; the
    // payout after the channel's fees (every SEPA channel has a fixed fee) is under it, which only
    // the service's pricing knows.
    const cryptoAmount = div('10.05', sepa.Rate, 8, 'up');
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={{ ...DE_EUR, CryptoAmount: cryptoAmount }} />, { backend, locale: 'de' });

    const group = await screen.findByRole('group', { name: 'Wie möchten Sie ausgezahlt werden?' }, { timeout: 5000 });
    const option = [...group.querySelectorAll('[data-slot=channel]')].find((c) => c.querySelector('[data-method-type=BankSepa]') && c.getAttribute('data-limit') === 'within')!;
    await userEvent.click(within(option as HTMLElement).getByRole('radio'));
    // A choice only selects; Weiter moves on (the account step is skipped: no saved account).
    const next = within(group.closest('[data-slot=channel-step]') as HTMLElement).getByRole('button', { name: 'Weiter' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await userEvent.type(await screen.findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 }), 'DE89370400440532013000');
    // Fields found by the ids the form gives them; the schema's choices are said in German.
    await userEvent.selectOptions(document.getElementById('rk-field-Form-AccountHolder-AccountHolderType')!, 'Privatperson');
    await screen.findByRole('textbox', { name: /First name|Vorname/ });
    for (const name of screen.getAllByRole('textbox').filter((t) => /FirstName|LastName/.test(t.id))) await userEvent.type(name, 'Schmidt');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));

    // Back at the amount: the panel names the field as the input's label, in German, and links to it.
    const input = await screen.findByRole('textbox', { name: 'Sie verkaufen Bitcoin (Testnetz)' }, { timeout: 5000 });
    const alert = screen.getByRole('alert');
    // Named by the coin's name, never its code.
    const link = within(alert).getByRole('link', { name: 'Betrag in Bitcoin (Testnetz)' });
    expect(document.getElementById(link.getAttribute('href')!.slice(1))).toBe(input);
    expect(alert).not.toHaveTextContent(/CryptoAmount|BTC_TEST/);
    // The input shows the service's words, linked by aria-describedby, and is marked invalid.
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(described).toMatch(/at least 10 EUR/);
    expect(input).toHaveValue(cryptoAmount.replace('.', ','));
  });
});
