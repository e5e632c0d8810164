// Branch fields wait for their question (issue 14): before Account holder type is picked neither a
// person's nor a company's name shows, and a "This field is required." from a submit made before
// the choice does not hang over the fields the choice brings.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RampkitProvider } from '../../react/RampkitProvider';
import type { FormSchema } from '../../api/channels';
import holder from '../../core/form-schema/fixtures/bank-account-holder.json';
import { DynamicForm } from './DynamicForm';

const errorOf = (id: string) => document.getElementById(`${id}__error`);
const pick = (select: HTMLElement, label: string) => userEvent.selectOptions(select, within(select).getByRole('option', { name: label }));
const REQUIRED = 'This field is required.';

describe.each([true, false])('DynamicForm branch fields (strictCsp=%s)', (strictCsp) => {
  const wrap = (onSubmit = vi.fn()) =>
    render(
      <RampkitProvider proxyUrl="/api">
        <DynamicForm schema={holder as FormSchema} strictCsp={strictCsp} idPrefix="f" onFormSubmitted={onSubmit} />
      </RampkitProvider>,
    );

  it('shows no branch field before the choice, then only the chosen branch', async () => {
    wrap();
    const type = await screen.findByRole('combobox', { name: /Account holder type/ });
    expect(screen.queryByRole('textbox', { name: /Business name/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /First name/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Last name/ })).toBeNull();
    await pick(type, 'Individual');
    expect(await screen.findByRole('textbox', { name: /First name/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Business name/ })).toBeNull();
    await pick(type, 'Business');
    expect(await screen.findByRole('textbox', { name: /Business name/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /First name/ })).toBeNull();
    await pick(type, 'Choose…');
    expect(screen.queryByRole('textbox', { name: /Business name/ })).toBeNull();
  });

  it('clears the stale "required" when the question is answered, and says it again on the next submit', async () => {
    const onSubmit = vi.fn();
    wrap(onSubmit);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(errorOf('f-AccountHolderName-AccountHolderType')!).getByText(REQUIRED)).toBeInTheDocument();

    const type = screen.getByRole('combobox', { name: /Account holder type/ });
    await pick(type, 'Business');
    const business = await screen.findByRole('textbox', { name: /Business name/ });
    expect(errorOf('f-AccountHolderName-AccountHolderType')).toBeEmptyDOMElement();
    // Leaving the question re-checks the form: still no message under the field that just appeared.
    await userEvent.tab();
    expect(errorOf('f-AccountHolderName-Name')).toBeEmptyDOMElement();
    expect(business).not.toHaveAttribute('aria-invalid', 'true');

    // Changing the answer again: the person's name fields appear clean too.
    await pick(type, 'Individual');
    await screen.findByRole('textbox', { name: /First name/ });
    await userEvent.tab();
    expect(errorOf('f-AccountHolderName-Name-FirstName')).toBeEmptyDOMElement();
    expect(screen.queryAllByText(REQUIRED).filter((el) => el.closest('[id^="f-AccountHolderName"]'))).toHaveLength(0);

    // The customer submits without filling them: now they are required, said under each.
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(errorOf('f-AccountHolderName-Name-FirstName')!).getByText(REQUIRED)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
