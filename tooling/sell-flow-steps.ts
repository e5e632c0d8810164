// SellFlow's steps as a customer walks them in DOM tests (English, the DE SEPA channel of the
// sandbox): one place for the clicks, so each test says only what it checks.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Presses the channel step's Continue (a channel chosen only selects it: channel-choice.ts), once
 * it is offered (it waits for the saved accounts, which decide whether the account step comes).
 */
export async function continueFromChannels(within_: HTMLElement = document.body): Promise<void> {
  const step = within_.matches('[data-slot=channel-step]') ? within_ : ((within_.closest('[data-slot=channel-step]') ?? within_.querySelector('[data-slot=channel-step]')) as HTMLElement);
  const button = within(step).getByRole('button', { name: 'Continue' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

/**
 * After the channel step: the account step when the flow offers it (the customer has a saved
 * account for the channel), choosing "A new account" and Continue; nothing when it was skipped.
 */
export async function pastAccountStep(scope: HTMLElement = document.body): Promise<void> {
  const flow = (scope.closest('[data-slot=sell-flow]') ?? scope.querySelector('[data-slot=sell-flow]')) as HTMLElement;
  await waitFor(() => expect(flow.getAttribute('data-state')).not.toBe('channel'), { timeout: 5000 });
  if (flow.getAttribute('data-state') !== 'payment-method') return;
  const step = within(flow).getByRole('group', { name: 'Pay out to' }).closest('[data-slot=payment-method-step]') as HTMLElement;
  // The first saved account starts chosen: a new one is chosen by hand.
  await userEvent.click(within(step).getByRole('radio', { name: 'A new account' }));
  await userEvent.click(within(step).getByRole('button', { name: 'Continue' }));
}

/** Picks the SEPA channel in the channel step and continues (to the account step, or the form when it is skipped). */
export async function chooseSepaChannel(): Promise<void> {
  const group = await screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
  await userEvent.click(within(group).getAllByRole('radio').find((r) => r.closest('[data-slot=channel]')?.querySelector('[data-method-type=BankSepa]') && !(r as HTMLInputElement).disabled)!);
  await continueFromChannels(group);
}

/** Fills the SEPA form for a new account (an individual, Ana Silva) and continues to the quote. */
export async function fillSepaForm(iban = 'DE89370400440532013000'): Promise<void> {
  await userEvent.type(await screen.findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 }), iban);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Account holder type/ }), 'Individual');
  // The verified customer's name may be there already (holder-name.ts): the account is Ana Silva's.
  await userEvent.clear(await screen.findByRole('textbox', { name: /First name/ }));
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ana');
  await userEvent.clear(screen.getByRole('textbox', { name: /Last name/ }));
  await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Silva');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}
