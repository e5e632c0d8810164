// One rule for advancing (core/sell-flow/channel-choice.ts): a radio choice never moves the flow
// on by itself (WCAG 3.2.2: arrow keys move the selection within the group); the step's Continue
// does. A step with one possible answer starts with it chosen (the only channel the amount fits)
// or is skipped (no saved account: the account step), and the choice shows in a summary.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../tooling/render-kit';
import { SellFlow } from './SellFlow';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { sellOnce } from '../../../tooling/sell-fixture';

const US = (FiatAmount: string) => ({ CryptoCurrency: 'BTC_TEST' as const, Country: 'US' as const, FiatCurrency: 'USD', FiatAmount });
const flow = () => screen.getByRole('region', { name: 'Sell crypto' });
const channelRadio = (group: HTMLElement, type: string) => within(group).getAllByRole('radio').find((r) => r.closest('[data-slot=channel]')?.querySelector(`[data-method-type=${type}]`)) as HTMLInputElement;

describe('SellFlow: choosing never advances by itself', { timeout: 30_000 }, () => {
  it('moves the channel selection with the arrow keys and stays on the step until Continue', async () => {
    // 2,000 USD fits both ACH (20 – 100,000) and Fedwire (1,000 – 1,000,000).
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={US('2000')} />);
    const group = await screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
    const ach = channelRadio(group, 'BankAch');
    const fedwire = channelRadio(group, 'BankFedwire');
    // Two to choose from: nothing chosen for the customer, and Continue waits for a choice.
    expect(ach).not.toBeChecked();
    const next = within(flow()).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();

    ach.focus();
    await userEvent.keyboard(' ');
    expect(ach).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(fedwire).toBeChecked();
    expect(fedwire).toHaveFocus();
    // Still here: the arrow chose, it did not move on.
    expect(flow()).toHaveAttribute('data-state', 'channel');
    await userEvent.keyboard('{ArrowUp}');
    expect(ach).toBeChecked();
    expect(flow()).toHaveAttribute('data-state', 'channel');

    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(flow()).toHaveAttribute('data-state', 'form'));
  });

  it('preselects the only channel the amount fits, skips the account step, and shows the choice with a way to change it', async () => {
    // 100 USD: Fedwire's minimum is 1,000, so ACH is the only choice.
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={US('100')} />);
    const group = await screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
    await waitFor(() => expect(channelRadio(group, 'BankAch')).toBeChecked());
    expect(channelRadio(group, 'BankFedwire')).toBeDisabled();
    const next = within(flow()).getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);

    // No saved account: "a new account" is the only answer, so the details come next.
    await screen.findByRole('textbox', { name: /Routing number/ }, { timeout: 5000 });
    expect(screen.queryByRole('group', { name: 'Pay out to' })).toBeNull();
    // Nor is it in the progress, which counts as the announcement does.
    expect(within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Amount: done, go back', 'Payout method: done, go back', 'Details', 'Quote']);
    expect(flow().querySelector('[data-slot=step-position]')).toHaveTextContent('Step 3 of 4 · Details');
    expect(screen.getByRole('heading', { name: 'Your account details' })).toHaveFocus();
    // Focus on the heading reads its title: the announcement adds the position only, so the title is heard once.
    expect(flow().querySelector('[data-slot=step-announcement]')).toHaveTextContent(/^Step 3 of 4$/);
    const summary = flow().querySelector('[data-slot=choice-summary]') as HTMLElement;
    expect(summary).toHaveTextContent('Payout method: ACH bank transfer Change');

    await userEvent.click(within(summary).getByRole('button', { name: 'Change payout method' }));
    const again = await screen.findByRole('group', { name: 'How do you want to be paid?' });
    expect(channelRadio(again, 'BankAch')).toBeChecked();
  });

  it('starts a returning customer with their saved account chosen: Continue goes straight to the quote', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await sellOnce(backend);
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={{ CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' }} />, { backend });
    const channels = await screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
    await userEvent.click(channelRadio(channels, 'BankSepa'));
    const next = within(flow()).getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    const accounts = await screen.findByRole('group', { name: 'Pay out to' }, { timeout: 5000 });
    await waitFor(() => expect(within(accounts).getByRole('radio', { name: /•••• 3000/ })).toBeChecked());
    expect(within(accounts).getByRole('radio', { name: 'A new account' })).not.toBeChecked();
    await userEvent.click(within(flow()).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
    backend.sandbox.close();
  });
});
