// A first-time customer never reaches a dead end: SellFlow reads the customer before any step, and
// a refusal about the customer later in the flow (404 or 403 on CustomerID) leads to verification.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { continueFromChannels } from '../../../tooling/sell-flow-steps';
import { renderKit } from '../../../tooling/render-kit';
import type { SellVerificationNeed } from '../../react/useSellFlow';
import { SellFlow } from './SellFlow';

describe('SellFlow for a customer who cannot sell yet', { timeout: 30_000 }, () => {
  it('says before any step that a brand-new customer must verify, and hands the host the need', async () => {
    const needs: SellVerificationNeed[] = [];
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" onVerificationRequired={(need) => needs.push(need)} />, { approved: false });
    const verify = await screen.findByRole('button', { name: 'Verify your identity' }, { timeout: 5000 });
    expect(screen.getByText(/Before your first sale, we need to verify your identity/)).toBeInTheDocument();
    // No step is offered that would end in a refusal.
    expect(screen.queryByRole('combobox', { name: 'Country' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Sell crypto' })).toHaveAttribute('data-state', 'needs-verification');
    await userEvent.click(verify);
    expect(needs).toEqual([{ step: 'start', customer: null }]);
  });

  it('shows no step while verification blocks the sale: the notice\'s title is the heading, its actions one action bar', async () => {
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" onVerificationRequired={() => undefined} />, { approved: false });
    const verify = await screen.findByRole('button', { name: 'Verify your identity' }, { timeout: 5000 });
    const flow = screen.getByRole('region', { name: 'Sell crypto' });
    // No "Step 1 of 4 · Amount" and no amount question above a notice that says selling must wait.
    expect(flow.querySelector('[data-slot=step-progress]')).toBeNull();
    expect(within(flow).queryByRole('heading', { name: 'How much do you want to sell?' })).toBeNull();
    const headings = within(flow).getAllByRole('heading');
    expect(headings.map((h) => h.textContent)).toEqual(['Verify your identity to sell']);
    const notice = flow.querySelector('[data-slot=verification]')!;
    expect(notice.firstElementChild).toBe(headings[0]);
    expect(headings[0]).toHaveAttribute('tabindex', '-1');
    // Verify first, Check again after it, in the kit's action bar (full width and stacked on a phone).
    const bar = notice.querySelector('[data-slot=action-bar]')!;
    expect(within(bar as HTMLElement).getAllByRole('button')).toEqual([verify, screen.getByRole('button', { name: 'Check again' })]);
  });

  it('opens the flow once the customer exists and is approved ("Check again")', async () => {
    const { backend } = await renderKit(<SellFlow cryptoCurrency="BTC_TEST" onVerificationRequired={() => undefined} />, { approved: false });
    await screen.findByRole('button', { name: 'Verify your identity' }, { timeout: 5000 });
    await backend.createApprovedCustomer();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('combobox', { name: 'Country' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('routes a late 404 on CustomerID to verification instead of a field that does not exist', async () => {
    const needs: SellVerificationNeed[] = [];
    // The host skipped the up-front check: the refusal comes from prepare.
    await renderKit(
      <SellFlow cryptoCurrency="BTC_TEST" checkCustomer={false} defaultAmount={{ CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' }} onVerificationRequired={(need) => needs.push(need)} />,
      { approved: false },
    );
    const group = await screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
    await userEvent.click(within(group).getAllByRole('radio').find((r) => !(r as HTMLInputElement).disabled)!);
    await continueFromChannels(group);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 }), 'DE89370400440532013000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Account holder type/ }), 'Individual');
    await userEvent.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ana', { initialSelectionStart: 0, initialSelectionEnd: Infinity });
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Silva', { initialSelectionStart: 0, initialSelectionEnd: Infinity });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The form gave way to the notice: focus goes to its title, the page's one heading now.
    const title = await screen.findByRole('heading', { name: 'Verify your identity to sell' }, { timeout: 5000 });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Your account details' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify your identity' }, { timeout: 5000 }));
    expect(screen.queryByRole('link', { name: 'CustomerID' })).toBeNull();
    expect(needs).toHaveLength(1);
    expect(needs[0]!.step).toBe('start');
    expect(needs[0]!.error?.type).toBe('ResourceNotFound');
  });
});
