// SellFlow's steps as a customer walks them in DOM tests (English, the DE SEPA channel of the
// sandbox): one place for the clicks, so each test says only what it checks.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Picks the SEPA channel in the channel step; resolves to the "Pay out to" group that follows. */
export async function chooseSepaChannel(): Promise<HTMLElement> {
  const group = await screen.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
  await userEvent.click(within(group).getAllByRole('radio').find((r) => r.closest('[data-slot=channel]')?.querySelector('[data-method-type=BankSepa]') && !(r as HTMLInputElement).disabled)!);
  return screen.findByRole('group', { name: 'Pay out to' }, { timeout: 5000 });
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
