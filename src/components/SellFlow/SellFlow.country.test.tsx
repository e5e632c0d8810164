// A customer who reaches the details, goes back to the amount and picks another country sells
// through that country's channel: the old country's channel chosen before must not stay chosen
// behind the new list (it sold through Germany's SEPA at Germany's fee, or asked a UK customer for
// an IBAN and paid euros). A new amount below the chosen channel's minimum leaves it unchosen.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { chooseSepaChannel, continueFromChannels } from '../../../tooling/sell-flow-steps';
import { SellFlow } from './SellFlow';

const back = () => userEvent.click(screen.getByRole('button', { name: 'Back' }));

describe('SellFlow after a change of country or amount', { timeout: 30_000 }, () => {
  it('offers and sells through the new country\'s channel', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" />, { backend });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }, { timeout: 5000 }), 'DE');
    await userEvent.type(screen.getByRole('textbox', { name: /^You (receive|sell)/ }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await chooseSepaChannel();
    expect(await screen.findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 })).toBeInTheDocument();

    // Back to the channels, back to the amount: the United Kingdom instead.
    await back();
    await screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
    await back();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }, { timeout: 5000 }), 'GB');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const channels = await screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
    await waitFor(() => expect(within(channels).getByRole('radio', { checked: true })).toHaveAccessibleName(/Local bank transfer/));
    await continueFromChannels(channels);

    // The details asked are the UK account's, for the UK channel; no IBAN.
    expect(await screen.findByRole('textbox', { name: /Account number/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /IBAN/ })).toBeNull();
    expect(document.querySelector('[data-slot=chosen-channel]')).toHaveAttribute('data-method-type', 'BankLocal');
  });

  it('does not keep a channel chosen that the new amount is below the minimum of: the one it fits is chosen instead', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" />, { backend });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }, { timeout: 5000 }), 'US');
    const amount = screen.getByRole('textbox', { name: /^You (receive|sell)/ });
    await userEvent.type(amount, '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    let channels = await screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
    await userEvent.click(within(channels).getByRole('radio', { name: /Fedwire/ }));
    await continueFromChannels(channels);
    await screen.findByRole('button', { name: 'Back' });
    await waitFor(() => expect(document.querySelector('[data-slot=chosen-channel]')).toHaveAttribute('data-method-type', 'BankFedwire'));

    // Back to the amount: 500 USD, below Fedwire's 1,000 minimum.
    await back();
    await screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
    await back();
    const again = await screen.findByRole('textbox', { name: /^You (receive|sell)/ }, { timeout: 5000 });
    await userEvent.clear(again);
    await userEvent.type(again, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    channels = await screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
    const fedwire = within(channels).getByRole('radio', { name: /Fedwire/ });
    await waitFor(() => expect(fedwire).toBeDisabled());
    expect(fedwire).not.toBeChecked();
    await waitFor(() => expect(within(channels).getByRole('radio', { checked: true })).toHaveAccessibleName(/ACH/));
    await continueFromChannels(channels);
    await waitFor(() => expect(document.querySelector('[data-slot=chosen-channel]')).toHaveAttribute('data-method-type', 'BankAch'));
  });
});
