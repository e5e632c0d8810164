// Back shows what the customer chose: the saved account on the account step, the channel on the
// channel step, the amount as typed on the amount step. A customer who goes back to look and comes
// forward again finds every choice where they left it (nothing they chose is lost).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { sellOnce } from '../../../tooling/sell-fixture';
import { chooseSepaChannel, continueFromChannels } from '../../../tooling/sell-flow-steps';
import { SellFlow } from './SellFlow';

const accountStep = () => screen.findByRole('group', { name: 'Pay out to' }, { timeout: 5000 });
const channelStep = () => screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
const back = () => userEvent.click(screen.getByRole('button', { name: 'Back' }));

describe('SellFlow Back keeps every choice', { timeout: 30_000 }, () => {
  it('shows the saved account, the channel and the typed amount chosen before, and goes forward with them', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    // A sale before this one saved the customer's SEPA account (•••• 3000).
    await sellOnce(backend);
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" />, { backend });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }, { timeout: 5000 }), 'DE');
    await userEvent.type(screen.getByRole('textbox', { name: /^You (receive|sell)/ }), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await chooseSepaChannel();

    let account = await accountStep();
    await userEvent.click(await within(account).findByRole('radio', { name: /•••• 3000/ }, { timeout: 5000 }));
    await userEvent.click(within(account.closest('[data-slot=payment-method-step]') as HTMLElement).getByRole('button', { name: 'Continue' }));
    const quote = await screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
    expect(quote.querySelector('[data-slot=payout]')).toHaveTextContent('•••• 3000');

    // Back from the quote: the saved account is still the one chosen, not "A new account".
    await back();
    account = await accountStep();
    expect(await within(account).findByRole('radio', { name: /•••• 3000/ }, { timeout: 5000 })).toBeChecked();
    expect(within(account).getByRole('radio', { name: 'A new account' })).not.toBeChecked();

    // Back again: the channel chosen; and again: the amount as typed.
    await back();
    const channels = await channelStep();
    expect(within(channels).getByRole('radio', { name: /SEPA bank transfer/, checked: true })).toBeInTheDocument();
    await back();
    expect(await screen.findByRole('textbox', { name: /^You (receive|sell)/ })).toHaveValue('150');

    // Forward again without touching anything: the same channel, the same account, the same price asked.
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await continueFromChannels(await channelStep());
    account = await accountStep();
    expect(await within(account).findByRole('radio', { name: /•••• 3000/ }, { timeout: 5000 })).toBeChecked();
    await userEvent.click(within(account.closest('[data-slot=payment-method-step]') as HTMLElement).getByRole('button', { name: 'Continue' }));
    const again = await screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
    await waitFor(() => expect(again.querySelector('[data-slot=payout]')).toHaveTextContent('•••• 3000'));
  });
});
