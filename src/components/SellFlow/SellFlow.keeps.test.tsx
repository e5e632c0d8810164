// A sale's progress lives in the provider, not in the mounted SellFlow: leaving the flow mid-sale
// (browser Back in a host's router, a tab of the host's own) and coming back finds the step, the
// amount, the channel and what was typed, also a field still being typed in. It is the signed-in
// customer's alone, it ends with the sale, and a quote that ran out while away is priced again.
import { StrictMode, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { continueFromChannels, pastAccountStep } from '../../../tooling/sell-flow-steps';
import { QueryClient } from '@tanstack/react-query';
import { createSandboxBackend, type SandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { RampkitProvider } from '../../react/RampkitProvider';
import { SellFlow } from './SellFlow';

const DE_100 = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } as const;
const IBAN_DE = 'DE89370400440532013000';
/** As the field shows it: in groups of four (ADR 0081). */
const IBAN_DE_SHOWN = 'DE89 3704 0044 0532 0130 00';

/** A host page with its own navigation: "Leave" takes the flow off the screen, "Return" brings it back. */
function Page({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((s) => !s)}>
        {shown ? 'Leave' : 'Return'}
      </button>
      {shown ? children : <p>Somewhere else</p>}
    </>
  );
}

/** Leaves and returns without moving focus (fireEvent): nothing blurs the field being typed in. */
const leave = () => fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
const comeBack = () => fireEvent.click(screen.getByRole('button', { name: 'Return' }));
const flows = () => screen.queryAllByRole('region', { name: 'Sell crypto' });

async function chooseChannel(scope: HTMLElement = document.body) {
  const group = await within(scope).findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
  await userEvent.click(within(group).getAllByRole('radio').find((r) => !(r as HTMLInputElement).disabled)!);
  await continueFromChannels(group);
  // After a sale the customer has a saved account: the account step is offered again.
  await pastAccountStep(scope);
  return within(scope).findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 });
}

async function toQuote() {
  await userEvent.type(await chooseChannel(), IBAN_DE);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Account holder type/ }), 'Individual');
  await userEvent.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ana', { initialSelectionStart: 0, initialSelectionEnd: Infinity });
  await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Silva', { initialSelectionStart: 0, initialSelectionEnd: Infinity });
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
}

afterEach(() => vi.restoreAllMocks());

describe('SellFlow keeps a sale in progress', { timeout: 30_000 }, () => {
  it('comes back at the form with the amount, the channel and an IBAN still being typed', async () => {
    await renderKit(
      <Page>
        <SellFlow cryptoCurrency="BTC_TEST" />
      </Page>,
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'DE');
    await userEvent.type(screen.getByRole('textbox', { name: /^You (receive|sell)/ }), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const iban = await chooseChannel();
    await userEvent.type(iban, IBAN_DE);
    expect(iban).toHaveFocus();

    leave();
    expect(flows()).toHaveLength(0);
    comeBack();

    const [flow] = flows();
    expect(flow).toHaveAttribute('data-state', 'form');
    expect(await screen.findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 })).toHaveValue(IBAN_DE_SHOWN);
    // The amount and the country were kept too: the progress chip leads back to them as entered.
    fireEvent.click(within(screen.getByRole('list', { name: 'Progress' })).getByRole('button', { name: 'Amount: done, go back' }));
    expect(screen.getByRole('textbox', { name: /^You (receive|sell)/ })).toHaveValue('120');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
  });

  it('comes back to an amount typed but not continued yet', async () => {
    await renderKit(
      <Page>
        <SellFlow cryptoCurrency="BTC_TEST" />
      </Page>,
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'DE');
    await userEvent.click(screen.getByRole('button', { name: /^Enter the amount in Bitcoin/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^You (receive|sell)/ }), '0.01');
    leave();
    comeBack();
    expect(await screen.findByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    expect(screen.getByRole('button', { name: /^Enter the amount in EUR/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^You sell Bitcoin \(test network\)/ })).toHaveValue('0.01');
    // Continued, the draft has done its job: the amount step shows the amount the sale goes on with.
    await userEvent.clear(screen.getByRole('textbox', { name: /^You (receive|sell)/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^You (receive|sell)/ }), '0.02');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
    leave();
    comeBack();
    fireEvent.click(within(screen.getByRole('list', { name: 'Progress' })).getByRole('button', { name: 'Amount: done, go back' }));
    expect(screen.getByRole('textbox', { name: /^You (receive|sell)/ })).toHaveValue('0.02');
  });

  it('keeps each flow on a page apart by its flowKey', async () => {
    await renderKit(
      <Page>
        <div data-testid="first">
          <SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} flowKey="first" />
        </div>
        <div data-testid="second">
          <SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} flowKey="second" />
        </div>
      </Page>,
    );
    await userEvent.type(await chooseChannel(screen.getByTestId('first')), IBAN_DE);
    leave();
    comeBack();
    expect(await within(screen.getByTestId('first')).findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 })).toHaveValue(IBAN_DE_SHOWN);
    expect(within(screen.getByTestId('second')).getByRole('region', { name: 'Sell crypto' })).toHaveAttribute('data-state', 'channel');
  });

  it('gives a second flow on the same key a sale of its own, and says why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderKit(
      <>
        <div data-testid="first">
          <SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />
        </div>
        <div data-testid="second">
          <SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />
        </div>
      </>,
    );
    await userEvent.type(await chooseChannel(screen.getByTestId('first')), IBAN_DE);
    await userEvent.click(screen.getByTestId('first').querySelector('[data-slot=sell-flow]')!);
    expect(within(screen.getByTestId('second')).getByRole('region', { name: 'Sell crypto' })).toHaveAttribute('data-state', 'channel');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('two sell flows share the key "sell:BTC_TEST"'));
  });

  it("is the signed-in customer's alone, and forgotten when the customer changes", async () => {
    const backend = await createSandboxBackend({ customerId: 'customer-a' });
    await backend.createApprovedCustomer();
    function Host({ backend: b }: { backend: SandboxBackend }) {
      const [customer, setCustomer] = useState('customer-a');
      const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
      return (
        <RampkitProvider client={b.client} customerId={customer} queryClient={queryClient}>
          <button type="button" onClick={() => setCustomer((c) => (c === 'customer-a' ? 'customer-b' : 'customer-a'))}>
            Switch customer
          </button>
          <Page>
            <SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} checkCustomer={false} />
          </Page>
        </RampkitProvider>
      );
    }
    render(
      <StrictMode>
        <Host backend={backend} />
      </StrictMode>,
    );
    const switchCustomer = () => fireEvent.click(screen.getByRole('button', { name: 'Switch customer' }));
    await userEvent.type(await chooseChannel(), IBAN_DE);

    // Another customer on the same page, the flow still mounted: a sale of their own.
    switchCustomer();
    expect(flows()[0]).toHaveAttribute('data-state', 'channel');
    expect(screen.queryByRole('textbox', { name: /IBAN/ })).toBeNull();
    // And after leaving and coming back as them.
    leave();
    comeBack();
    expect(flows()[0]).toHaveAttribute('data-state', 'channel');

    // The first customer again: what they typed went when the customer changed.
    switchCustomer();
    leave();
    comeBack();
    expect(flows()[0]).toHaveAttribute('data-state', 'channel');
    expect(screen.queryByRole('textbox', { name: /IBAN/ })).toBeNull();
    backend.sandbox.close();
  });

  it('starts a new sale after one went through', async () => {
    const onSellCompleted = vi.fn();
    const { backend } = await renderKit(
      <Page>
        <SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} onSellCompleted={onSellCompleted} />
      </Page>,
    );
    const quote = await toQuote();
    await userEvent.click(within(quote).getByRole('button', { name: 'Sell now' }));
    await screen.findByRole('region', { name: 'Transaction' }, { timeout: 5000 });
    expect(onSellCompleted).toHaveBeenCalledTimes(1);

    leave();
    comeBack();
    expect(flows()[0]).toHaveAttribute('data-state', 'channel');
    expect(await chooseChannel()).toHaveValue('');
    expect(onSellCompleted).toHaveBeenCalledTimes(1);
    backend.sandbox.close();
  });

  it('starts a new sale, answers and all, on "Sell again"', async () => {
    const { backend } = await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />);
    const quote = await toQuote();
    await userEvent.click(within(quote).getByRole('button', { name: 'Sell now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sell again' }, { timeout: 5000 }));
    expect(screen.getByRole('textbox', { name: /^You (receive|sell)/ })).toHaveValue('');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'DE');
    await userEvent.type(screen.getByRole('textbox', { name: /^You (receive|sell)/ }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await chooseChannel()).toHaveValue('');
    backend.sandbox.close();
  });

  it('prices a quote that ran out while the customer was away again, never showing it as valid', async () => {
    const { backend, events } = await renderKit(
      <Page>
        <SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />
      </Page>,
    );
    const quote = await toQuote();
    await waitFor(() => expect(quote).toHaveAttribute('data-state', 'active'));
    const quotes = () => events.filter((e) => e.type === 'quote.received' || e.type === 'quote.changed' || e.type === 'quote.renewed').length;
    const before = quotes();
    leave();

    // Away past the quote's Expiry (the sandbox's 60 s), as this device's clock and the sandbox's count.
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    comeBack();
    // From the first frame back: a new price is on its way, and the old one cannot be accepted.
    const flow = flows()[0]!;
    expect(flow).toHaveAttribute('data-pending', 'prepare');
    const back = within(flow).getByRole('region', { name: 'Your quote' });
    expect(back).toHaveAttribute('data-state', 'requoting');
    expect(within(back).queryByRole('button', { name: 'Sell now' })).toBeNull();

    await waitFor(() => expect(quotes()).toBe(before + 1), { timeout: 5000 });
    await waitFor(() => expect(within(flows()[0]!).getByRole('region', { name: 'Your quote' })).toHaveAttribute('data-state', 'active'));
    expect(within(flows()[0]!).getByRole('button', { name: 'Sell now' })).toBeEnabled();
    backend.sandbox.close();
  });
});
