// The four ways a customer who changes their mind broke the form (issue 13), each on one of the
// project's own fixtures in the service's published format.
import { describe, expect, it, vi } from 'vitest';
import { failOnConsoleErrors } from '../../../tooling/no-console-errors';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RampkitProvider } from '../../react/RampkitProvider';
import type { FormSchema } from '../../api/channels';
import holder from '../../core/form-schema/fixtures/bank-account-holder.json';
import documents from '../../core/form-schema/fixtures/beneficiary-documents.json';
import { DynamicForm } from './DynamicForm';

const errorOf = (id: string) => document.getElementById(`${id}__error`)!;
const pick = (select: HTMLElement, label: string) => userEvent.selectOptions(select, within(select).getByRole('option', { name: label }));

failOnConsoleErrors();

describe.each([true, false])('DynamicForm when the customer changes their mind (strictCsp=%s)', (strictCsp) => {
  const wrap = (schema: object, onSubmit = vi.fn(), defaultFormData?: Record<string, unknown>) =>
    render(
      <RampkitProvider proxyUrl="/api">
        <DynamicForm schema={schema as FormSchema} strictCsp={strictCsp} idPrefix="f" defaultFormData={defaultFormData} onFormSubmitted={onSubmit} />
      </RampkitProvider>,
    );

  it('drops a person’s name when the holder becomes a business: an empty box, no [object Object], no stale message', async () => {
    const onSubmit = vi.fn();
    wrap(holder, onSubmit, { BankDetails: { AccountNumber: '12345678', Bank: 'Summit Trust Bank' }, PhoneNumber: '4915112345678', PaymentPurpose: 'Rent' });
    await pick(await screen.findByRole('combobox', { name: /Account holder type/ }), 'Individual');
    await userEvent.type(await screen.findByRole('textbox', { name: /First name/ }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Silva');
    await pick(screen.getByRole('combobox', { name: /Account holder type/ }), 'Business');
    const business = await screen.findByRole('textbox', { name: /Business name/ });
    expect(business).toHaveValue('');
    expect(screen.queryByDisplayValue('[object Object]')).toBeNull();
    await userEvent.type(business, 'Acme Trading Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf('f-AccountHolderName-Name')).toBeEmptyDOMElement();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].AccountHolderName).toEqual({ AccountHolderType: 'Business', Name: 'Acme Trading Ltd' });
  });

  it('says "required" under a field the customer typed in, cleared and left, and under a select set back to Choose…', async () => {
    const onError = vi.fn();
    window.addEventListener('error', onError);
    wrap(holder);
    const purpose = await screen.findByRole('textbox', { name: /Purpose of the payment/ });
    await userEvent.type(purpose, 'Rent');
    await userEvent.clear(purpose);
    await userEvent.tab();
    expect(await within(errorOf('f-PaymentPurpose')).findByText('This field is required.')).toBeInTheDocument();
    const bank = screen.getByRole('combobox', { name: /^Bank/ });
    await pick(bank, 'Harbour Savings Bank');
    await pick(bank, 'Choose…');
    await userEvent.tab();
    expect(await within(errorOf('f-BankDetails-Bank')).findByText('This field is required.')).toBeInTheDocument();
    window.removeEventListener('error', onError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps a field whose branch only adds a pattern: same box, same title, the branch’s message', async () => {
    wrap(documents);
    await pick(await screen.findByRole('combobox', { name: /Who receives the money/ }), 'A person');
    await pick(await screen.findByRole('combobox', { name: /Document type/ }), 'NID');
    const id = await screen.findByRole('textbox', { name: /Document number/ });
    expect(screen.queryByText(/Unsupported field schema/)).toBeNull();
    await userEvent.type(id, '12');
    await userEvent.tab();
    expect(await within(errorOf('f-Beneficiary-DocumentID')).findByText('A national ID has 9 digits')).toBeInTheDocument();
    // Another document type: another rule on the same answer; a TAX ID has an empty custom message.
    await pick(screen.getByRole('combobox', { name: /Who receives the money/ }), 'A company');
    expect(await screen.findByRole('textbox', { name: /Document number/ })).toHaveValue('12');
    await pick(screen.getByRole('combobox', { name: /Document type/ }), 'TAX');
    await userEvent.click(screen.getByRole('textbox', { name: /Document number/ }));
    await userEvent.tab();
    expect(await within(errorOf('f-Beneficiary-DocumentID')).findByText('must match pattern "^[0-9]{2}-[0-9]{7}$"')).toBeInTheDocument();
  });

  it('shows the generic message, never an empty one, when the schema’s errorMessage is ""', async () => {
    wrap(holder);
    const branch = await screen.findByRole('textbox', { name: /Branch code/ });
    await userEvent.type(branch, '12');
    await userEvent.tab();
    expect(await within(errorOf('f-BankDetails-BranchCode')).findByText('must NOT have fewer than 3 characters')).toBeInTheDocument();
    const reference = screen.getByRole('textbox', { name: /Reference/ });
    await userEvent.type(reference, 'x'.repeat(141));
    await userEvent.tab();
    expect(await within(errorOf('f-Reference')).findByText('must NOT have more than 140 characters')).toBeInTheDocument();
  });
});
