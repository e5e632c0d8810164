import { describe, expect, it } from 'vitest';
import { useEffect, useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { preparedSession } from '../../../tooling/sell-fixture';
import { useQueryClient } from '@tanstack/react-query';
import { rampkitKeys } from '../../react/query-keys';
import { DepositRule } from './DepositRule';
import type { SandboxBackend } from '../../testing/sandbox-backend';
import type { PrepareSellResponse } from '../../api/sell';

/** A host page as the README shows it: it holds the prepared session and, asked for a new price,
 * prepares again. `clock.expire` moves the held quote's Expiry into the past, as time would. */
const clock: { expire?: () => void } = {};
function QuotedHost({ backend, first }: { backend: SandboxBackend; first: PrepareSellResponse }) {
  const [prepared, setPrepared] = useState(first);
  const [requoting, setRequoting] = useState(false);
  useEffect(() => {
    clock.expire = () => setPrepared((p) => ({ ...p, SellQuote: { ...p.SellQuote!, Expiry: new Date(Date.now() - 1000).toISOString() } }));
  }, []);
  return (
    <DepositRule
      cryptoCurrency="ETH_TEST_SEPOLIA"
      formSessionId={prepared.FormSessionID}
      quote={prepared.SellQuote}
      networks={['EthereumTestSepolia']}
      requoting={requoting}
      onRequoteRequested={() => {
        setRequoting(true);
        void preparedSession(backend, 'ETH_TEST_SEPOLIA', '0.05').then((p) => {
          setPrepared(p);
          setRequoting(false);
        });
      }}
    />
  );
}

async function setup() {
  const backend = await createSandboxBackend();
  await backend.createApprovedCustomer();
  const prepared = await preparedSession(backend);
  return { backend, prepared };
}

describe('DepositRule', () => {
  it('creates a single-deposit rule and shows the address, its QR code, network and amount condition', async () => {
    const { backend, prepared } = await setup();
    const { events } = await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} networks={['EthereumTestSepolia']} defaultTrigger="single" />, { backend });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Amount' }), 'GTEQ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount in Ether (test network)' }), '0.01');
    await userEvent.click(screen.getByRole('button', { name: 'Get the deposit address' }));
    expect(await screen.findByText(/the next deposit is sold/)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code of the deposit address on Ethereum Sepolia (test network)' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    expect(document.querySelector('[data-slot=amount-conditions]')).toHaveTextContent(/at least 0\.01/);
    expect(events.some((e) => e.type === 'deposit-rule.created')).toBe(true);
    // The rule's id is for support: only under Details, never in a sentence.
    const ruleId = document.querySelector('[data-slot=rule-id]')!;
    expect(ruleId.closest('details')).not.toBeNull();
    expect(document.querySelector('[data-slot=created-message]')!.textContent).not.toContain(ruleId.textContent!);
    // The create button went with the form: focus is on the new step's heading, not <body>.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your deposit address' }));
  });

  it('reads the amount in the customer’s locale: "0,01" in German is sent as 0.01', async () => {
    const { backend, prepared } = await setup();
    const created: unknown[] = [];
    await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} defaultTrigger="single" onRuleCreated={(rule, made) => created.push({ rule, made })} />, { backend, locale: 'de' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Betrag' }), 'GTEQ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Betrag in Ether (Testnetz)' }), '0,01');
    await userEvent.click(screen.getByRole('button', { name: 'Einzahlungsadresse erhalten' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ rule: { Conditions: [{ AmountConditions: [{ ComparisonOperator: 'GTEQ', Value: '0.01' }], Network: 'EthereumTestSepolia' }] }, made: { trigger: 'single' } });
  });

  it('offers only the test networks the sandbox currency is on, Ethereum Sepolia first', async () => {
    const { backend, prepared } = await setup();
    await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} />, { backend });
    const networks = [...((await screen.findByRole('combobox', { name: 'Network' })) as HTMLSelectElement).options].map((o) => o.value);
    expect(networks).toEqual(['EthereumTestSepolia', 'BaseTestSepolia']);
  });

  it('offers the quoted trigger only with a quote, and warns about late or off-amount deposits', async () => {
    const { backend, prepared } = await setup();
    await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} quote={prepared.SellQuote} networks={['EthereumTestSepolia']} />, { backend });
    expect(await screen.findByRole('radio', { name: /At the quoted price/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Get the deposit address' }));
    expect(await screen.findByRole('note')).toHaveTextContent('does not match this quote');
    expect(document.querySelector('[data-slot=countdown]')).toHaveTextContent(/Price locked · \d:\d\d/);
    expect(document.querySelector('[data-slot=amount-conditions]')).toHaveTextContent(`exactly ${prepared.SellQuote!.CryptoAmount}`);
  });

  it('disables the quoted trigger without a quote and offers only account-based networks', async () => {
    const { backend, prepared } = await setup();
    await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} networks={['EthereumTestSepolia', 'BitcoinTest']} />, { backend });
    expect(await screen.findByRole('radio', { name: /At the quoted price/ })).toBeDisabled();
    const networks = [...(screen.getByRole('combobox', { name: 'Network' }) as HTMLSelectElement).options].map((o) => o.value);
    expect(networks).toEqual(['EthereumTestSepolia']);
  });

  it('shows the service error and keeps the form when the session is unknown', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId="00000000-0000-4000-8000-000000000000" networks={['EthereumTestSepolia']} />, { backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Get the deposit address' }));
    // Named in words, and no link to a control that is not on this screen.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sale details'));
    expect(screen.getByRole('alert').querySelector('a')).toBeNull();
    expect(screen.getByRole('button', { name: 'Get the deposit address' })).toBeInTheDocument();
  });

  it('hides the address, QR code and Copy of an expired quoted rule and offers a new price', async () => {
    const { backend, prepared } = await setup();
    await renderKit(<QuotedHost backend={backend} first={prepared} />, { backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Get the deposit address' }));
    expect(await screen.findByRole('img', { name: /QR code of the deposit address/ })).toBeInTheDocument();
    const oldAddress = document.querySelector('[data-slot=deposit-address] [data-slot=value]')?.textContent ?? '';
    expect(oldAddress).not.toBe('');
    act(() => clock.expire?.());
    const expired = await screen.findByRole('alert');
    expect(expired).toHaveTextContent('The price has expired');
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
    expect(document.querySelector('[data-slot=deposit-address]')).toBeNull();
    expect(document.body).not.toHaveTextContent(oldAddress);
    expect(document.querySelector('[data-slot=deposit-rule]')).toHaveAttribute('data-state', 'expired');

    await userEvent.click(screen.getByRole('button', { name: 'Get a new price' }));
    // The new price is offered for a new rule: counting down again, and the address comes only on request.
    await waitFor(() => expect(document.querySelector('[data-slot=quoted]')).toHaveAttribute('data-state', 'active'));
    expect(document.querySelector('[data-slot=countdown]')).toHaveTextContent(/Price locked · \d:\d\d/);
    await userEvent.click(screen.getByRole('button', { name: 'Get the deposit address' }));
    expect(await screen.findByRole('img', { name: /QR code of the deposit address/ })).toBeInTheDocument();
    expect(document.querySelector('[data-slot=quoted-warning]')).toHaveAttribute('data-state', 'active');
  });

  it('does not create a quoted rule for a quote that expired before the customer asked: "Get a new price" takes the create button\'s place', async () => {
    const { backend, prepared } = await setup();
    await renderKit(<QuotedHost backend={backend} first={prepared} />, { backend });
    const create = await screen.findByRole('button', { name: 'Get the deposit address' });
    create.focus();
    act(() => clock.expire?.());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The price has expired');
    // No create button left greyed out under the card: the way on is the bar's primary action, and
    // the notice carries no second one.
    expect(screen.queryByRole('button', { name: 'Get the deposit address' })).toBeNull();
    expect(within(alert).queryByRole('button')).toBeNull();
    const bar = document.querySelector('[data-slot=action-bar]')!;
    const buttons = [...bar.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['Get a new price']);
    expect(buttons[0]).toHaveAttribute('data-variant', 'primary');
    expect(buttons[0]).toBeEnabled();
    // In the same place, so focus stays on the bar's button.
    expect(buttons[0]).toHaveFocus();
    await userEvent.click(buttons[0]!);
    await waitFor(() => expect(document.querySelector('[data-slot=quoted]')).toHaveAttribute('data-state', 'active'));
    expect(screen.getByRole('button', { name: 'Get the deposit address' })).toBeEnabled();
  });

  it('shows the quoted payout as a row of the card, as the price step does', async () => {
    const { backend, prepared } = await setup();
    await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} quote={prepared.SellQuote} networks={['EthereumTestSepolia']} />, { backend });
    const payout = await waitFor(() => document.querySelector('[data-slot=quoted] [data-slot=quoted-payout]')!);
    expect(payout.tagName).toBe('DD');
    expect(payout.previousElementSibling).toHaveTextContent('You receive');
    expect(payout.closest('dl')).toHaveClass('rk-detail-list');
    // The price lock sits beside the amount to deposit, as on the price step.
    expect(document.querySelector('[data-slot=quoted] .rk-quote-headline [data-slot=countdown]')).not.toBeNull();
  });

  it('without a host callback, lets the customer leave an expired quote for another trigger', async () => {
    const { backend, prepared } = await setup();
    const late = { ...prepared.SellQuote!, Expiry: new Date(Date.now() - 1000).toISOString() };
    await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} quote={late} networks={['EthereumTestSepolia']} />, { backend });
    expect(within(await screen.findByRole('alert')).queryByRole('button')).toBeNull();
    await userEvent.click(within(document.querySelector<HTMLElement>('[data-slot=action-bar]')!).getByRole('button', { name: 'Choose another way to sell' }));
    expect(screen.getByRole('radio', { name: /Once/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Get the deposit address' })).toBeEnabled();
  });

  it('names each trigger radio by its title alone and describes it by its help, so the two never run together into one word', async () => {
    const { backend, prepared } = await setup();
    await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} quote={prepared.SellQuote} networks={['EthereumTestSepolia']} />, { backend });
    const group = await screen.findByRole('group', { name: 'When to sell' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    for (const [name, description] of [
      ['Once', 'the next deposit only'],
      ['Every time', 'every deposit to the address'],
      ['At the quoted price', 'exactly the quoted amount, before the quote expires'],
    ]) {
      const radio = within(group).getByRole('radio', { name });
      expect(radio).toHaveAccessibleName(name);
      expect(radio).toHaveAccessibleDescription(description);
    }
  });

  it('refuses an amount with more decimals than the crypto carries before sending it, naming the currency with an example cut to 18 decimals', async () => {
    const { backend, prepared } = await setup();
    const created: unknown[] = [];
    const { events } = await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} networks={['EthereumTestSepolia']} defaultTrigger="single" onRuleCreated={(rule) => created.push(rule)} />, { backend });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Amount' }), 'EQ');
    const value = screen.getByRole('textbox', { name: 'Amount in Ether (test network)' });
    await userEvent.type(value, '0.0000000000000000001');
    await userEvent.click(screen.getByRole('button', { name: 'Get the deposit address' }));
    const message = 'Enter at most 18 decimal places for Ether (test network) (for example 0.000000000000000001).';
    expect(value).toHaveAccessibleDescription(message);
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveFocus();
    expect(value).toHaveValue('0.0000000000000000001');
    // Nothing was sent: no rule "exactly 0 Ether" that no deposit can match.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(created).toEqual([]);
    expect(events.some((e) => e.type === 'deposit-rule.created')).toBe(false);
    expect(document.querySelector('[data-slot=deposit-rule]')).toHaveAttribute('data-state', 'form');
    // Cut to what Ether carries, it is sent as typed.
    await userEvent.clear(value);
    expect(value).not.toHaveAttribute('aria-invalid');
    await userEvent.type(value, '0.000000000000000001');
    await userEvent.click(screen.getByRole('button', { name: 'Get the deposit address' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ Conditions: [{ AmountConditions: [{ ComparisonOperator: 'EQ', Value: '0.000000000000000001' }] }] });
  });

  it('says a too precise amount in German with the example in German writing', async () => {
    const { backend, prepared } = await setup();
    await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} networks={['EthereumTestSepolia']} defaultTrigger="single" />, { backend, locale: 'de' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Betrag' }), 'EQ');
    const value = screen.getByRole('textbox', { name: 'Betrag in Ether (Testnetz)' });
    await userEvent.type(value, '0,1234567890123456789');
    await userEvent.tab();
    expect(value).toHaveAccessibleDescription('Geben Sie für Ether (Testnetz) höchstens 18 Nachkommastellen ein (zum Beispiel 0,123456789012345678).');
  });

  it('says what is wrong with the amount when the field is left: letters are asked for in digits, in the polite region', async () => {
    const { backend, prepared } = await setup();
    await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} networks={['EthereumTestSepolia']} defaultTrigger="single" />, { backend });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Amount' }), 'GTEQ');
    const value = screen.getByRole('textbox', { name: 'Amount in Ether (test network)' });
    // Left empty: nothing is said yet.
    await userEvent.click(value);
    await userEvent.tab();
    expect(value).not.toHaveAttribute('aria-invalid');
    await userEvent.type(value, 'abc');
    await userEvent.click(document.body);
    const error = document.querySelector('.rk-deposit-amount [data-slot=field-error]')!;
    expect(error).toHaveTextContent('Enter the amount in digits only (for example 150.50).');
    expect(error.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAccessibleDescription('Enter the amount in digits only (for example 150.50).');
    expect(value).toHaveValue('abc');
    // Typing again takes it away until the next check.
    await userEvent.type(value, 'd');
    expect(value).not.toHaveAttribute('aria-invalid');
  });

  it('on Create with an amount that is not one, moves focus to the field and says it once, from its description', async () => {
    const { backend, prepared } = await setup();
    await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} networks={['EthereumTestSepolia']} defaultTrigger="single" />, { backend });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Amount' }), 'LTEQ');
    const value = screen.getByRole('textbox', { name: 'Amount in Ether (test network)' });
    const create = screen.getByRole('button', { name: 'Get the deposit address' });
    await userEvent.click(create);
    expect(value).toHaveFocus();
    expect(value).toHaveAccessibleDescription('Enter an amount greater than 0 (for example 150.50).');
    await userEvent.type(value, 'abc');
    await userEvent.click(create);
    expect(value).toHaveFocus();
    expect(value).toHaveValue('abc');
    expect(value).toHaveAccessibleDescription('Enter the amount in digits only (for example 150.50).');
    // Focus reads the message: the region does not say it a second time.
    expect(document.querySelector('.rk-deposit-amount [data-slot=field-error]')!.closest('[aria-live]')).toHaveAttribute('aria-live', 'off');
    // The operator changed and back: what was typed is still there.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Amount' }), 'any');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Amount' }), 'GTEQ');
    expect(screen.getByRole('textbox', { name: 'Amount in Ether (test network)' })).toHaveValue('abc');
  });
});

describe('DepositRule after its one deposit is sold', () => {
  /** Refreshes the customer's transactions as a live update does (useRampkitEvents invalidates the lists). */
  const live: { update?: () => Promise<void> } = {};
  function LiveUpdates() {
    const queries = useQueryClient();
    useEffect(() => {
      live.update = () => queries.invalidateQueries({ queryKey: rampkitKeys.transactions.lists() });
    }, [queries]);
    return null;
  }

  it('says the deposit was sold and takes the address away: it sells nothing more', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    const prepared = await preparedSession(backend, 'ETH_TEST_SEPOLIA', '0.05');
    await renderKit(
      <>
        <DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} networks={['EthereumTestSepolia']} defaultTrigger="single" />
        <LiveUpdates />
      </>,
      { backend },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Get the deposit address' }));
    await screen.findByRole('img', { name: /QR code of the deposit address/ });
    const address = document.querySelector('[data-slot=deposit-address] [data-slot=value]')!.textContent!;
    await backend.control('/deposits/onchain', { Address: address, Amount: '0.05' });
    await act(() => live.update!());
    await waitFor(() => expect(document.querySelector('[data-slot=deposit-rule]')).toHaveAttribute('data-state', 'sold'), { timeout: 5000 });
    expect(screen.getByText('Deposit sold')).toBeInTheDocument();
    // The sale's reference for support, beside the rule's, under Details.
    expect(document.querySelector('[data-slot=support-details] [data-slot=transaction-id]')?.textContent).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.body).not.toHaveTextContent(address);
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
    // Focus was on what went (Copy, the address): it is on the rule's heading, not lost on <body>.
    expect(document.activeElement).not.toBe(document.body);
  });
});
