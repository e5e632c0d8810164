// What the customer types in the details form: typing re-renders the form alone (the flow around it
// keeps still), and the answers survive every way of leaving the form and coming back (Back,
// another channel, a new price), also when the flow is left without the field losing focus first
// (fireEvent clicks move no focus, as a host's own button or a keyboard shortcut may not).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { continueFromChannels } from '../../../tooling/sell-flow-steps';
import type { RampkitClient } from '../../api/client';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import type * as SellFlowHook from '../../react/useSellFlow';
import { SellFlow } from './SellFlow';

// Counts SellFlow's renders: it calls useSellFlow once per render.
const flowRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../react/useSellFlow', async (importOriginal) => {
  const actual = await importOriginal<typeof SellFlowHook>();
  return {
    ...actual,
    useSellFlow: (...args: Parameters<typeof actual.useSellFlow>) => {
      flowRenders.count += 1;
      return actual.useSellFlow(...args);
    },
  };
});

const DE_100 = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } as const;
const IBAN_DE = 'DE89370400440532013000';
/** As the field shows it: in groups of four (ADR 0081). */
const IBAN_DE_SHOWN = 'DE89 3704 0044 0532 0130 00';
const IBAN_FR = 'FR1420041010050500013M02606';
/** As the field shows it: in groups of four (ADR 0081). */
const IBAN_FR_SHOWN = 'FR14 2004 1010 0505 0001 3M02 606';

async function chooseChannel() {
  const group = await screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
  await userEvent.click(within(group).getAllByRole('radio').find((r) => !(r as HTMLInputElement).disabled)!);
  await continueFromChannels(group);
  return screen.findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 });
}

/** The client, telling `seen` the arguments of each call to one of its methods. */
function watching<M extends 'prepareSell' | 'getChannelForm'>(client: RampkitClient, method: M, seen: (args: Parameters<RampkitClient[M]>) => void): RampkitClient {
  return new Proxy(client, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key !== method || typeof value !== 'function') return value;
      return (...args: Parameters<RampkitClient[M]>) => {
        seen(args);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** Back without a blur: the click moves no focus, so only the flow's own commit keeps the answer. */
const backWithoutBlur = () => fireEvent.click(screen.getAllByRole('button', { name: 'Back' }).at(-1)!);

async function toAmountIn(country: string) {
  fireEvent.click(within(screen.getByRole('list', { name: 'Progress' })).getByRole('button', { name: 'Amount: done, go back' }));
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), country);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('SellFlow answers', { timeout: 30_000 }, () => {
  it('re-renders only the form while the customer types, not the flow around it', async () => {
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />);
    const iban = await chooseChannel();
    await userEvent.click(iban);
    const before = flowRenders.count;
    await userEvent.keyboard('DE8937040044');
    expect(iban).toHaveValue('DE89 3704 0044');
    expect(flowRenders.count).toBe(before);
  });

  it('keeps what was typed through Back and Continue, with no blur in between', async () => {
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />);
    await userEvent.type(await chooseChannel(), IBAN_DE);
    backWithoutBlur();
    await continueFromChannels(await screen.findByRole('group', { name: 'How do you want to be paid?' }));
    expect(await screen.findByRole('textbox', { name: /IBAN/ })).toHaveValue(IBAN_DE_SHOWN);
  });

  it("keeps each channel's answers when the customer switches channel and back", async () => {
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />);
    await userEvent.type(await chooseChannel(), IBAN_DE);
    await toAmountIn('FR');
    const fr = await chooseChannel();
    expect(fr).toHaveValue('');
    await userEvent.type(fr, IBAN_FR);
    await toAmountIn('DE');
    expect(await chooseChannel()).toHaveValue(IBAN_DE_SHOWN);
    await toAmountIn('FR');
    expect(await chooseChannel()).toHaveValue(IBAN_FR_SHOWN);
  });

  it('keeps the answers through a new price and Back from the quote', async () => {
    // A short price lock, so "Get a new price" (offered in a lock's last 10 s) is there at once.
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />, { sandbox: { quoteTtlSeconds: 9 } });
    await userEvent.type(await chooseChannel(), IBAN_DE);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Account holder type/ }), 'Individual');
    await userEvent.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ana', { initialSelectionStart: 0, initialSelectionEnd: Infinity });
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Silva', { initialSelectionStart: 0, initialSelectionEnd: Infinity });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const quote = await screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
    await userEvent.click(within(quote).getByRole('button', { name: 'Get a new price' }));
    await waitFor(() => expect(quote).toHaveAttribute('data-state', 'active'), { timeout: 5000 });
    backWithoutBlur();
    expect(await screen.findByRole('textbox', { name: /IBAN/ })).toHaveValue(IBAN_DE_SHOWN);
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Silva');
  });

  it('brings back the names after Individual → Business → Individual, keeps them through Back, and sends only the chosen branch', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    const sent: unknown[] = [];
    const client = watching(backend.client, 'prepareSell', (args) => sent.push(args[0].body.Form));
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />, { backend: { ...backend, client } });
    await userEvent.type(await chooseChannel(), IBAN_DE);
    const type = () => screen.getByRole('combobox', { name: /Account holder type/ });
    await userEvent.selectOptions(type(), 'Individual');
    await userEvent.type(await screen.findByRole('textbox', { name: /First name/ }), 'Jörg', { initialSelectionStart: 0, initialSelectionEnd: Infinity });
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Müller', { initialSelectionStart: 0, initialSelectionEnd: Infinity });
    await userEvent.selectOptions(type(), 'Business');
    await userEvent.type(await screen.findByRole('textbox', { name: /Business name/ }), 'Acme Trading Ltd');
    await userEvent.selectOptions(type(), 'Individual');
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Jörg');
    // The restored names are in the flow's draft: Back (no blur) and Continue find them.
    backWithoutBlur();
    await continueFromChannels(await screen.findByRole('group', { name: 'How do you want to be paid?' }));
    expect(await screen.findByRole('textbox', { name: /Last name/ })).toHaveValue('Müller');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
    expect(sent).toHaveLength(1);
    expect((sent[0] as { AccountHolder: unknown }).AccountHolder).toEqual({ AccountHolderType: 'Individual', Name: { FirstName: 'Jörg', LastName: 'Müller' } });
    expect(JSON.stringify(sent[0])).not.toContain('Acme');
  });

  it('asks for the form schema as soon as the channel is chosen, before the payment-method step is done', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    const asked: string[] = [];
    const client = watching(backend.client, 'getChannelForm', (args) => asked.push(args[0].params.ChannelID));
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />, { backend: { ...backend, client } });
    const group = await screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
    expect(asked).toEqual([]);
    await userEvent.click(within(group).getAllByRole('radio').find((r) => !(r as HTMLInputElement).disabled)!);
    await continueFromChannels(group);
    await screen.findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 });
    await waitFor(() => expect(asked).toHaveLength(1));
  });
});
