// The amount step as customers type in their own locale: German decimal commas and dot thousands,
// English commas, text that could mean two things refused (translated, announced, focused), what
// was read shown before it is sent, and the service's words on the amount under the input.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SellAmount } from '../../core/sell-flow/machine';
import { sellDe } from '../../i18n/areas/sell/de';
import { renderKit } from '../../../tooling/render-kit';
import { AmountStep } from './AmountStep';

const DE_EUR = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR' } as const;

async function setUp(locale: 'en' | 'de', props: { initial?: SellAmount; invalid?: boolean; error?: string } = {}) {
  const onSubmit = vi.fn<(amount: SellAmount) => void>();
  await renderKit(<AmountStep cryptoCurrency="BTC_TEST" initial={{ ...DE_EUR, ...props.initial }} invalid={props.invalid} error={props.error} onSubmit={onSubmit} />, { locale });
  const label = locale === 'de' ? sellDe['sell.amount.label'] : 'Amount in {currency}';
  const input = await screen.findByRole('textbox', { name: label.replace('{currency}', 'EUR') }, { timeout: 5000 });
  // Continue is enabled once the countries are read.
  const continueButton = screen.getByRole('button', { name: locale === 'de' ? sellDe['common.continue'] : 'Continue' });
  await waitFor(() => expect(continueButton).toBeEnabled());
  return { onSubmit, input, continueButton };
}

const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!);

describe('AmountStep in German', { timeout: 30_000 }, () => {
  it.each([
    ['150,50', '150.50', '150,50 €'],
    ['1.000', '1000', '1.000,00 €'],
    ['1.000,50', '1000.50', '1.000,50 €'],
    ['1.5', '1.5', '1,50 €'],
  ])('reads %s as %s, shows it as %s before sending, and sends the spec decimal', async (typed, sent, shown) => {
    const { onSubmit, input, continueButton } = await setUp('de');
    await userEvent.type(input, typed);
    const readAs = document.querySelector('[data-slot=amount-read-as]')!;
    expect(readAs.textContent?.replace(/\s/g, ' ')).toBe(sellDe['sell.amount.read-as'].replace('{amount}', shown));
    expect(input.getAttribute('aria-describedby')).toBe(readAs.id);
    await userEvent.click(continueButton);
    expect(onSubmit).toHaveBeenCalledWith({ ...DE_EUR, FiatAmount: sent });
    expect(input).toHaveValue(typed);
  });

  it('refuses "1,000.50" with a German message in a polite live region, focuses the input and keeps the text', async () => {
    const { onSubmit, input, continueButton } = await setUp('de');
    await userEvent.type(input, '1,000.50');
    await userEvent.click(continueButton);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const message = errorOf(input)!;
    expect(message).toHaveTextContent(sellDe['sell.amount.ambiguous'].replace('{decimal}', ',').replace('{example}', '1000,50'));
    expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(input).toHaveValue('1,000.50');
    expect(document.querySelector('[data-slot=amount-read-as]')).toBeNull();
  });

  it('shows an amount coming back in German writing, which reads back to the same amount', async () => {
    const { onSubmit, input, continueButton } = await setUp('de', { initial: { ...DE_EUR, FiatAmount: '1.000' } });
    expect(input).toHaveValue('1,000');
    await userEvent.click(continueButton);
    expect(onSubmit).toHaveBeenCalledWith({ ...DE_EUR, FiatAmount: '1.000' });
  });
});

describe('AmountStep in English', { timeout: 30_000 }, () => {
  it('reads comma thousands and a dot decimal as before', async () => {
    const { onSubmit, input, continueButton } = await setUp('en');
    await userEvent.type(input, '1,000.50');
    expect(document.querySelector('[data-slot=amount-read-as]')).toHaveTextContent('We read this as €1,000.50.');
    await userEvent.click(continueButton);
    expect(onSubmit).toHaveBeenCalledWith({ ...DE_EUR, FiatAmount: '1000.50' });
  });

  it('refuses "1,5" (one and a half or fifteen?) and a zero, announced and focused, without losing the text', async () => {
    const { onSubmit, input, continueButton } = await setUp('en');
    await userEvent.type(input, '1,5');
    await userEvent.click(continueButton);
    expect(input).toHaveFocus();
    expect(errorOf(input)).toHaveTextContent('This amount can be read in two ways. Use "." for decimals and leave out thousands separators (for example 1000.50).');
    expect(errorOf(input)!.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    // Fixing it takes the message away at once (no layout shift left for the blur before a click).
    await userEvent.type(input, '0');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/can be read in two ways/)).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.click(continueButton);
    expect(errorOf(input)).toHaveTextContent('Enter an amount greater than 0 (for example 150.50).');
    expect(input).toHaveValue('0');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the service's words on the amount under the input, linked and marked invalid, until the amount changes", async () => {
    const { input } = await setUp('en', { initial: { ...DE_EUR, FiatAmount: '5' }, invalid: true, error: 'this channel pays out at least 10 EUR (this amount is 5 EUR)' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const message = errorOf(input)!;
    expect(message).toHaveTextContent('this channel pays out at least 10 EUR (this amount is 5 EUR)');
    expect(message).toHaveAttribute('data-slot', 'field-error');
    expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    await userEvent.type(input, '0');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/this channel pays out/)).toBeNull();
    expect(input).toHaveValue('50');
  });
});
