import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RampkitClient } from '../../api/client';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { ChannelPicker } from './ChannelPicker';

describe('ChannelPicker', () => {
  it('lists countries, then the channels of the chosen one with fee, limits, rate and time', async () => {
    const { events } = await renderKit(<ChannelPicker cryptoCurrency="BTC_TEST" fiatAmount="100" />);
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await userEvent.selectOptions(country, 'DE');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    const group = await screen.findByRole('group', { name: 'How do you want to be paid?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.length).toBeGreaterThan(0);
    const first = radios[0]!.closest('[data-slot=channel]') as HTMLElement;
    expect(first.querySelector('[data-slot=fee]')).toHaveTextContent(/€/);
    expect(first.querySelector('[data-slot=limits]')).toHaveTextContent(/€/);
    // Named, not coded (issue 27): never "1 BTC_TEST =".
    expect(first.querySelector('[data-slot=rate]')).toHaveTextContent(/^1 Bitcoin \(test network\) = /);
    expect(first.querySelector('[data-slot=processing]')?.textContent).toMatch(/second|minute|hour|day/);
    await userEvent.click(radios[0]!);
    expect(radios[0]).toBeChecked();
    expect(events.find((e) => e.type === 'channel.selected')).toBeDefined();
  });

  it('with no amount (a sell-on-deposit page), the fee row\'s value is how the fee is made up, at the row\'s size; beside a worked-out fee it is small', async () => {
    const { view } = await renderKit(
      <>
        <ChannelPicker cryptoCurrency="BTC_TEST" defaultCountry="DE" />
        <ChannelPicker cryptoCurrency="BTC_TEST" defaultCountry="DE" fiatAmount="100" />
      </>,
    );
    const fees = () => [...view.container.querySelectorAll<HTMLElement>('[data-slot=channels]')].map((group) => group.querySelector<HTMLElement>('[data-slot=channel] [data-slot=fee]'));
    await waitFor(() => expect(fees().filter(Boolean)).toHaveLength(2));
    const [bare, priced] = fees();
    // Alone, it is the value (not small print under a value that is not there).
    const alone = bare!.querySelector('[data-slot=fee-config]')!;
    expect(alone.tagName).toBe('SPAN');
    expect(bare!.firstElementChild).toBe(alone);
    expect(bare).toHaveTextContent(/^0\.8% \+ €1\.50$/);
    // After the fee worked out for the amount, the make-up stays the small print.
    expect(priced!.querySelector('[data-slot=fee-config]')!.tagName).toBe('SMALL');
    expect(priced).toHaveTextContent(/^€\d+\.\d{2} 0\.8% \+ €1\.50$/);
  });

  it('shows the list\'s loading shape at once for a known country, while the countries that decide its currency still load', async () => {
    const backend = await createSandboxBackend();
    // The countries never answer (a slow network): the channel list's query waits for them.
    const client: RampkitClient = { ...backend.client, listSellCountries: () => new Promise<never>(() => undefined) };
    const { view } = await renderKit(<ChannelPicker cryptoCurrency="BTC_TEST" country="DE" hideLocation />, { backend: { ...backend, client } });
    const picker = view.container.querySelector('[data-slot=channel-picker]')!;
    expect(picker).toHaveAttribute('data-state', 'loading');
    // The shape of the list to come, not nothing and then the shape (the page would jump twice).
    const busy = within(picker as HTMLElement).getByRole('status');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy.querySelectorAll('[data-slot=skeleton]')).toHaveLength(2);
  });

  it('names payment methods as people do, in the kit locale, never as code', async () => {
    await renderKit(<ChannelPicker cryptoCurrency="BTC_TEST" defaultCountry="US" />, { locale: 'de' });
    const group = await screen.findByRole('group', { name: 'Wie möchten Sie ausgezahlt werden?' });
    await within(group).findAllByRole('radio');
    const methods = [...group.querySelectorAll('[data-slot=method]')].map((m) => m.textContent);
    expect(methods).toContain('ACH-Überweisung');
    expect(group).not.toHaveTextContent(/Bank ?Ach|Bank ?Fedwire|bank transfer/);
  });

  it('asks for the largest page of channels, since a radio group has no pager', async () => {
    const { backend } = await renderKit(<ChannelPicker cryptoCurrency="BTC_TEST" defaultCountry="DE" />);
    await screen.findByRole('group', { name: 'How do you want to be paid?' });
    const log = [...backend.sandbox.requestLog];
    const lists = log.filter((r) => r.path.startsWith('/v1/channels/sell?'));
    expect(lists.length).toBeGreaterThan(0);
    for (const r of lists) expect(new URL(r.path, 'http://x').searchParams.get('PageSize')).toBe('100');
  });

  it('explains, and disables, a channel whose limits exclude the amount', async () => {
    await renderKit(<ChannelPicker cryptoCurrency="BTC_TEST" fiatAmount="0.5" defaultCountry="DE" />);
    const group = await screen.findByRole('group', { name: 'How do you want to be paid?' });
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(group).toHaveTextContent('Your amount is below the minimum of this method.');
  });

  it('checks a crypto amount against the limits at each channel\'s rate (its limits are in fiat)', async () => {
    // 0.00001 BTC_TEST is well under a euro at any rate: below every SEPA minimum of 10 EUR.
    const view = await renderKit(<ChannelPicker cryptoCurrency="BTC_TEST" cryptoAmount="0.00001" defaultCountry="DE" />);
    const group = await screen.findByRole('group', { name: 'How do you want to be paid?' });
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(group).toHaveTextContent('Your amount is below the minimum of this method.');
    view.view.unmount();

    // Half a coin is within: its worth at the channel's rate is between the limits.
    await renderKit(<ChannelPicker cryptoCurrency="BTC_TEST" cryptoAmount="0.05" defaultCountry="DE" />);
    const enough = await screen.findByRole('group', { name: 'How do you want to be paid?' });
    for (const channel of enough.querySelectorAll('[data-slot=channel]')) expect(channel).toHaveAttribute('data-limit', 'within');
    for (const radio of within(enough).getAllByRole('radio')) expect(radio).toBeEnabled();
  });

  it('moves between channels with the arrow keys, as one radio group', async () => {
    await renderKit(<ChannelPicker cryptoCurrency="BTC_TEST" fiatAmount="100" defaultCountry="US" />);
    const group = await screen.findByRole('group', { name: 'How do you want to be paid?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.length).toBeGreaterThanOrEqual(2);
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1);
  });

  it('marks channels that answered NotSupported', async () => {
    const { backend } = await renderKit(<div />);
    const channels = await backend.client.listSellChannels({ query: { CryptoCurrency: 'BTC_TEST', Country: 'DE' } });
    const excluded = channels.Items[0]!.ID;
    await renderKit(<ChannelPicker cryptoCurrency="BTC_TEST" fiatAmount="100" defaultCountry="DE" excludedChannelIds={[excluded]} />, { backend });
    const option = (await screen.findAllByRole('radio')).find((r) => (r as HTMLInputElement).value === excluded)!;
    expect(option).toBeDisabled();
    expect(option.closest('[data-slot=channel]')).toHaveTextContent('This method cannot pay out to the details you gave.');
  });
});
