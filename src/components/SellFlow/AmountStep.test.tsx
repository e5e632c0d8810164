// The amount step as customers type in their own locale: German decimal commas and dot thousands,
// English commas, text that could mean two things refused (translated, announced, focused), what
// was read shown with its other side at the channels' rate before it is sent, the service's words
// on the amount under the input; the channels' limits as a hint and, on Continue, an amount no
// channel takes refused on this step (ADR 0160); one field with the currency as a pill and a swap
// button; names, never codes like BTC_TEST.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SellAmount } from '../../core/sell-flow/machine';
import { sellDe } from '../../i18n/areas/sell/de';
import { sellEn } from '../../i18n/areas/sell/en';
import { renderKit } from '../../../tooling/render-kit';
import { AmountStep } from './AmountStep';

const DE_EUR = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR' } as const;
const words = { en: sellEn, de: sellDe } as const;

async function setUp(locale: 'en' | 'de', props: { initial?: SellAmount; invalid?: boolean; error?: string; defaultCountry?: string } = {}) {
  const onSubmit = vi.fn<(amount: SellAmount) => void>();
  const initial = 'initial' in props ? props.initial : DE_EUR;
  const kit = await renderKit(<AmountStep cryptoCurrency="BTC_TEST" initial={initial && { ...DE_EUR, ...initial }} defaultCountry={props.defaultCountry} invalid={props.invalid} error={props.error} onSubmit={onSubmit} />, { locale });
  // The input is named by its label and the currency pill inside the field: "You receive EUR".
  const name = initial && 'CryptoAmount' in initial ? `${words[locale]['sell.quote.you-sell']} Bitcoin (test network)` : `${words[locale]['sell.quote.you-receive']} EUR`;
  const input = await screen.findByRole('textbox', { name }, { timeout: 5000 });
  // Continue is enabled once the countries are read.
  const continueButton = screen.getByRole('button', { name: words[locale]['common.continue'] });
  await waitFor(() => expect(continueButton).toBeEnabled());
  return { onSubmit, input, continueButton, kit };
}

/** The limits hint is there once the channels of the country are read. */
const hint = () => waitFor(() => {
  const found = document.querySelector<HTMLElement>('[data-slot=amount-hint]');
  if (!found) throw new Error('no limits hint yet');
  return found;
}, { timeout: 5000 });
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!);
const text = (el: Element | null) => el?.textContent?.replace(/\s/g, ' ');
/** The polite region that says what the field takes after a swap. */
const unitRegion = () => document.querySelector('[data-slot=amount-entry] > span[aria-live]')!;
/**
 * How a message is heard when it appears (ADR 0193): `region` from its polite live region, `field`
 * only from the field's own description (read as focus lands there), never both at once.
 */
const heardFrom = (message: Element) => (message.closest('[aria-live]')?.getAttribute('aria-live') === 'polite' ? 'region' : 'field');

describe('AmountStep in German', { timeout: 30_000 }, () => {
  it.each([
    ['150,50', '150.50', '150,50 €'],
    ['1.000', '1000', '1.000,00 €'],
    ['1.000,50', '1000.50', '1.000,50 €'],
    ['11.5', '11.5', '11,50 €'],
  ])('reads %s as %s, shows it as %s with its worth in Bitcoin before sending, and sends the spec decimal', async (typed, sent, shown) => {
    const { onSubmit, input, continueButton } = await setUp('de');
    await hint();
    await userEvent.type(input, typed);
    const line = document.querySelector('[data-slot=amount-read-as]')!;
    expect(line).toHaveAttribute('data-amount', sent);
    expect(text(line)).toMatch(new RegExp(`^${shown.replace('.', '\\.')} ≈ [\\d,]+ Bitcoin \\(Testnetz\\) vor Gebühren 1 Bitcoin \\(Testnetz\\) = [\\d.]+,\\d\\d €$`));
    expect(input.getAttribute('aria-describedby')!.split(' ')).toContain(line.id);
    await userEvent.click(continueButton);
    expect(onSubmit).toHaveBeenCalledWith({ ...DE_EUR, FiatAmount: sent });
    expect(input).toHaveValue(typed);
  });

  it('refuses "1,000.50" with a German message, focuses the input (which reads it, the live region muted: heard once) and keeps the text', async () => {
    const { onSubmit, input, continueButton } = await setUp('de');
    await userEvent.type(input, '1,000.50');
    await userEvent.click(continueButton);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const message = errorOf(input)!;
    expect(message).toHaveTextContent(sellDe['sell.amount.ambiguous'].replace('{decimal}', ',').replace('{example}', '1000,50'));
    expect(heardFrom(message)).toBe('field');
    expect(input).toHaveValue('1,000.50');
    expect(document.querySelector('[data-slot=amount-read-as]')).toBeNull();
  });

  it('shows an amount coming back in German writing, which reads back to the same amount', async () => {
    const { onSubmit, input, continueButton } = await setUp('de', { initial: { ...DE_EUR, FiatAmount: '12.000' } });
    expect(input).toHaveValue('12,000');
    await userEvent.click(continueButton);
    expect(onSubmit).toHaveBeenCalledWith({ ...DE_EUR, FiatAmount: '12.000' });
  });

  it("says the channels' limits before Continue, and refuses an amount under every minimum on this step, naming the minimum in German", async () => {
    const { onSubmit, input, continueButton } = await setUp('de');
    const limits = await hint();
    expect(limits).toHaveAttribute('data-min', '10');
    expect(text(limits)).toContain('Auszahlungen von 10,00 € bis ');
    expect(input.getAttribute('aria-describedby')).toContain(limits.id);
    await userEvent.type(input, '5');
    await userEvent.click(continueButton);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const message = errorOf(input)!;
    expect(message).toHaveAttribute('data-source', 'limits');
    expect(text(message)).toBe(sellDe['sell.amount.below-min'].replace('{min}', '10,00 €'));
    expect(heardFrom(message)).toBe('field');
    // The error replaces the hint under the field; what was typed is kept.
    expect(document.querySelector('[data-slot=amount-hint]')).toBeNull();
    expect(input).toHaveValue('5');
    // Fixed, it goes through.
    await userEvent.type(input, '0');
    await userEvent.click(continueButton);
    expect(onSubmit).toHaveBeenCalledWith({ ...DE_EUR, FiatAmount: '50' });
  });

  it('refuses more decimals than the euro has on leaving the field, in German, with the amount cut to cents as the example', async () => {
    const { onSubmit, input, continueButton } = await setUp('de');
    await hint();
    await userEvent.type(input, '25,129');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(text(errorOf(input))).toBe(sellDe['sell.amount.too-precise.other'].replace('{count}', '2').replace('{currency}', 'EUR').replace('{example}', '25,12'));
    // Focus went on (not to the field): the polite region says it, once.
    expect(heardFrom(errorOf(input)!)).toBe('region');
    await userEvent.click(continueButton);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
    expect(input).toHaveValue('25,129');
  });

  it('says the swap in German', async () => {
    await setUp('de');
    await hint();
    await userEvent.click(screen.getByRole('button', { name: 'Betrag stattdessen in Bitcoin (Testnetz) eingeben' }));
    expect(unitRegion()).toHaveTextContent(/^Betrag in Bitcoin \(Testnetz\)$/);
  });
});

describe('AmountStep in English', { timeout: 30_000 }, () => {
  it('reads comma thousands and a dot decimal as before', async () => {
    const { onSubmit, input, continueButton } = await setUp('en');
    await userEvent.type(input, '1,000.50');
    expect(document.querySelector('[data-slot=amount-read-as]')).toHaveAttribute('data-amount', '1000.50');
    expect(text(document.querySelector('[data-slot=amount-read-as]'))).toMatch(/^€1,000\.50/);
    await userEvent.click(continueButton);
    expect(onSubmit).toHaveBeenCalledWith({ ...DE_EUR, FiatAmount: '1000.50' });
  });

  it('refuses "1,5" (one and a half or fifteen?) and a zero, announced and focused, without losing the text', async () => {
    const { onSubmit, input, continueButton } = await setUp('en');
    await userEvent.type(input, '1,5');
    await userEvent.click(continueButton);
    expect(input).toHaveFocus();
    expect(errorOf(input)).toHaveTextContent('This amount can be read in two ways. Use "." for decimals and leave out thousands separators (for example 1000.50).');
    expect(heardFrom(errorOf(input)!)).toBe('field');

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

  it('refuses 25.123 EUR at Continue (the service takes cents at most), announced, focused and kept as typed; 25.12 and 25.120 go through', async () => {
    const { onSubmit, input, continueButton } = await setUp('en');
    await hint();
    await userEvent.type(input, '25.123');
    await userEvent.click(continueButton);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const message = errorOf(input)!;
    expect(message).toHaveAttribute('data-source', 'client');
    expect(text(message)).toBe('Enter at most 2 decimal places for EUR (for example 25.12).');
    expect(heardFrom(message)).toBe('field');
    expect(input).toHaveValue('25.123');
    expect(document.querySelector('[data-slot=amount-read-as]')).toBeNull();
    // A fraction of a cent alone: the example is the smallest amount the currency has.
    await userEvent.clear(input);
    await userEvent.type(input, '0.001');
    await userEvent.click(continueButton);
    expect(text(errorOf(input))).toBe('Enter at most 2 decimal places for EUR (for example 0.01).');
    // Zeros after the cents change nothing: the same amount.
    await userEvent.clear(input);
    await userEvent.type(input, '25.120');
    await userEvent.click(continueButton);
    expect(onSubmit).toHaveBeenCalledWith({ ...DE_EUR, FiatAmount: '25.120' });
  });

  it('refuses a ninth Bitcoin decimal when the amount is typed in Bitcoin, naming the coin', async () => {
    const { onSubmit, input, continueButton } = await setUp('en', { initial: { ...DE_EUR, CryptoAmount: '0.012345678' } });
    await hint();
    await userEvent.click(continueButton);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
    expect(text(errorOf(input))).toBe('Enter at most 8 decimal places for Bitcoin (test network) (for example 0.01234567).');
    await userEvent.type(input, '{Backspace}');
    await userEvent.click(continueButton);
    expect(onSubmit).toHaveBeenCalledWith({ ...DE_EUR, CryptoAmount: '0.01234567' });
  });

  it("shows the service's words on the amount under the input, linked and marked invalid, until the amount changes", async () => {
    const { input } = await setUp('en', { initial: { ...DE_EUR, FiatAmount: '5' }, invalid: true, error: 'this channel pays out at least 10 EUR (this amount is 5 EUR)' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const message = errorOf(input)!;
    expect(message).toHaveTextContent('this channel pays out at least 10 EUR (this amount is 5 EUR)');
    expect(message).toHaveAttribute('data-slot', 'field-error');
    // Mounted with the step (SellFlow comes back here), so not announced by its region: the error panel says it.
    expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    await userEvent.type(input, '0');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/this channel pays out/)).toBeNull();
    expect(input).toHaveValue('50');
  });

  it('says a problem once: from the field when Continue moves focus there, from the live region on Enter in the field or on leaving it', async () => {
    const { input, continueButton } = await setUp('en');
    await hint();
    await userEvent.type(input, '5');
    await userEvent.click(continueButton);
    // Focus moved to the field: its description reads the message; a live region saying it too was heard twice.
    expect(input).toHaveFocus();
    const message = errorOf(input)!;
    expect(message).toHaveAttribute('data-slot', 'field-error');
    expect(input.getAttribute('aria-describedby')!.split(' ')).toContain(message.id);
    expect(heardFrom(message)).toBe('field');
    // Fixed and broken again, then Enter in the field: focus does not move, so the region says it.
    await userEvent.type(input, '{Backspace}4{Enter}');
    expect(text(errorOf(input))).toBe('The smallest payout is €10.00. Enter a larger amount.');
    expect(heardFrom(errorOf(input)!)).toBe('region');
    // Typing takes it away, and the empty region is polite again for what comes next.
    await userEvent.type(input, '{Backspace}');
    expect(document.querySelector('[data-slot=amount-error-region]')).toHaveAttribute('aria-live', 'polite');
  });

  it('says what the field takes after a swap, once, in a polite region, and keeps focus on the swap button', async () => {
    const { input } = await setUp('en');
    await hint();
    const region = unitRegion();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveClass('rk-visually-hidden');
    // Mounted empty, so what it says later is announced.
    expect(region).toHaveTextContent(/^$/);
    const swap = screen.getByRole('button', { name: 'Enter the amount in Bitcoin (test network) instead' });
    await userEvent.click(swap);
    expect(swap).toHaveFocus();
    expect(region).toHaveTextContent(/^Amount in Bitcoin \(test network\)$/);
    await userEvent.click(swap);
    expect(swap).toHaveFocus();
    expect(region).toHaveTextContent(/^Amount in EUR$/);
    // With an amount, carried over at the rate: the field (read on demand) holds the new figure.
    await userEvent.type(input, '100');
    await userEvent.click(swap);
    expect(swap).toHaveFocus();
    expect(region).toHaveTextContent(/^Amount in Bitcoin \(test network\)$/);
    expect((input as HTMLInputElement).value).toMatch(/^0\.00\d+$/);
  });

  it('swaps to entering Bitcoin with a named button, carrying the amount over at the rate, and names the coin, never its code', async () => {
    const { onSubmit, input, continueButton } = await setUp('en');
    await hint();
    await userEvent.type(input, '100');
    const swap = screen.getByRole('button', { name: 'Enter the amount in Bitcoin (test network) instead' });
    expect(swap).toHaveAttribute('type', 'button');
    await userEvent.click(swap);
    const crypto = screen.getByRole('textbox', { name: 'You sell Bitcoin (test network)' });
    expect(crypto).toBe(input);
    // 100 EUR at the channel's rate, as the line under the field said.
    expect((crypto as HTMLInputElement).value).toMatch(/^0\.00\d+$/);
    expect(text(document.querySelector('[data-slot=amount-read-as]'))).toMatch(/^0\.\d+ Bitcoin \(test network\) ≈ €(99\.99|100\.00) before fees 1 Bitcoin \(test network\) = €[\d,]+\.\d\d$/);
    expect(screen.getByRole('button', { name: 'Enter the amount in EUR instead' })).toBe(swap);
    expect(document.querySelector('[data-slot=amount-step]')).not.toHaveTextContent(/BTC_TEST|BTC\b/);
    await userEvent.click(continueButton);
    expect(onSubmit).toHaveBeenCalledWith({ ...DE_EUR, CryptoAmount: (crypto as HTMLInputElement).value });
  });

  it('refuses a crypto amount worth less than every minimum at the rate, naming the minimum in euros and about how much Bitcoin', async () => {
    const { onSubmit, input, continueButton } = await setUp('en', { initial: { ...DE_EUR, CryptoAmount: '0.00001' } });
    await hint();
    expect(input).toHaveValue('0.00001');
    await userEvent.click(continueButton);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(text(errorOf(input))).toMatch(/^The smallest payout is €10\.00 \(about 0\.\d+ Bitcoin \(test network\)\)\. Enter a larger amount\.$/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('starts in the country given (the customer’s residence) when sales are offered there, and reads the channels once, not per keystroke', async () => {
    const { input, kit } = await setUp('en', { initial: undefined, defaultCountry: 'DE' });
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    await hint();
    const lists = () => kit.backend.sandbox.requestLog.filter((r) => r.path.startsWith('/v1/channels/sell?')).length;
    const before = lists();
    await userEvent.type(input, '1234.56');
    expect(lists()).toBe(before);
    expect(new URL(kit.backend.sandbox.requestLog.find((r) => r.path.startsWith('/v1/channels/sell?'))!.path, 'http://x').searchParams.has('FiatAmount')).toBe(false);
  });
});
