// A customer who changes their mind and changes it back finds what they typed (review finding 12),
// while the host and the request only ever see the answers of the branch that is chosen.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { failOnConsoleErrors } from '../../../tooling/no-console-errors';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RampkitProvider } from '../../react/RampkitProvider';
import type { FormSchema } from '../../api/channels';
import type { FormInput } from '../../api/sell';
import holder from '../../core/form-schema/fixtures/bank-account-holder.json';
import documents from '../../core/form-schema/fixtures/beneficiary-documents.json';
import { DynamicForm } from './DynamicForm';

const pick = (name: RegExp, label: string) => {
  const select = screen.getByRole('combobox', { name });
  return userEvent.selectOptions(select, within(select).getByRole('option', { name: label }));
};
const box = (name: RegExp) => screen.findByRole('textbox', { name });
const holderAnswers = { BankDetails: { AccountNumber: '12345678', Bank: 'Summit Trust Bank' }, PhoneNumber: '4915112345678', PaymentPurpose: 'Rent' };
const last = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.at(-1)![0] as FormInput;

failOnConsoleErrors();

/** A host holding the answers itself (controlled), as a host with its own draft store would. */
function ControlledHost({ schema, strictCsp, onAnswers, onSubmit }: { schema: object; strictCsp: boolean; onAnswers: (a: FormInput) => void; onSubmit: (a: FormInput) => void }) {
  const [answers, setAnswers] = useState<FormInput>(holderAnswers);
  return (
    <DynamicForm
      schema={schema as FormSchema}
      strictCsp={strictCsp}
      idPrefix="f"
      formData={answers}
      onFormDataChange={(next) => {
        onAnswers(next);
        setAnswers(next);
      }}
      onFormSubmitted={onSubmit}
    />
  );
}

describe.each([true, false])('DynamicForm keeps the answers of a branch the customer left (strictCsp=%s)', (strictCsp) => {
  describe.each(['uncontrolled', 'controlled'] as const)('%s', (mode) => {
    const wrap = (schema: object) => {
      const onAnswers = vi.fn();
      const onSubmit = vi.fn();
      render(
        <RampkitProvider proxyUrl="/api">
          {mode === 'controlled' ? (
            <ControlledHost schema={schema} strictCsp={strictCsp} onAnswers={onAnswers} onSubmit={onSubmit} />
          ) : (
            <DynamicForm schema={schema as FormSchema} strictCsp={strictCsp} idPrefix="f" defaultFormData={holderAnswers} onFormDataChange={onAnswers} onFormSubmitted={onSubmit} />
          )}
        </RampkitProvider>,
      );
      return { onAnswers, onSubmit };
    };

    it('Individual → names → Business → Individual: the names are back, and neither branch’s answers reach the other’s submit', async () => {
      const { onAnswers, onSubmit } = wrap(holder);
      await screen.findByRole('combobox', { name: /Account holder type/ });
      await pick(/Account holder type/, 'Individual');
      await userEvent.type(await box(/First name/), 'Jörg');
      await userEvent.type(await box(/Last name/), 'Müller');
      await pick(/Account holder type/, 'Business');
      const business = await box(/Business name/);
      expect(business).toHaveValue('');
      expect(screen.queryByRole('textbox', { name: /First name/ })).toBeNull();
      // Set aside, not handed on: the host's answers are the Business branch's only.
      expect(last(onAnswers).AccountHolderName).toEqual({ AccountHolderType: 'Business' });
      await userEvent.type(business, 'Acme Trading Ltd');

      await pick(/Account holder type/, 'Individual');
      expect(await box(/First name/)).toHaveValue('Jörg');
      expect(await box(/Last name/)).toHaveValue('Müller');
      expect(last(onAnswers).AccountHolderName).toEqual({ AccountHolderType: 'Individual', Name: { FirstName: 'Jörg', LastName: 'Müller' } });
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0]).toEqual({ ...holderAnswers, AccountHolderName: { AccountHolderType: 'Individual', Name: { FirstName: 'Jörg', LastName: 'Müller' } } });

      // And the other way: the business name comes back too, the person's names stay out.
      await pick(/Account holder type/, 'Business');
      expect(await box(/Business name/)).toHaveValue('Acme Trading Ltd');
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
      expect(onSubmit.mock.calls[1]![0].AccountHolderName).toEqual({ AccountHolderType: 'Business', Name: 'Acme Trading Ltd' });
      expect(JSON.stringify(onSubmit.mock.calls[1]![0])).not.toMatch(/Jörg|Müller/);
      // While Business applied, the host never held a person's name, and vice versa.
      const seen = onAnswers.mock.calls.map((c) => JSON.stringify(c[0]));
      expect(seen.filter((a) => a.includes('"Business"')).some((a) => /Jörg|Müller/.test(a))).toBe(false);
      expect(seen.filter((a) => a.includes('"Individual"')).some((a) => a.includes('Acme'))).toBe(false);
    });

    it('nested branches: a partner of a partnership, a company of a business and a person’s name and document type all come back', async () => {
      const { onAnswers } = wrap(documents);
      await screen.findByRole('combobox', { name: /Who receives the money/ });
      await pick(/Who receives the money/, 'A company');
      await userEvent.type(await box(/Company name/), 'Acme');
      await pick(/Legal form/, 'Partnership');
      await userEvent.type(await box(/Managing partner/), 'Pat Lee');
      // The inner choice: Corporation has no partner; Partnership again brings them back.
      await pick(/Legal form/, 'Corporation');
      await waitFor(() => expect(screen.queryByRole('textbox', { name: /Managing partner/ })).toBeNull());
      expect(JSON.stringify(last(onAnswers))).not.toContain('Pat Lee');
      await pick(/Legal form/, 'Partnership');
      expect(await box(/Managing partner/)).toHaveValue('Pat Lee');

      // The outer choice: a person (with a document type a company cannot have), then a company again.
      await pick(/Who receives the money/, 'A person');
      await userEvent.type(await box(/First name/), 'Zoë');
      await pick(/Document type/, 'PASS');
      expect(JSON.stringify(last(onAnswers))).not.toMatch(/Acme|Pat Lee|Partnership/);
      await pick(/Who receives the money/, 'A company');
      expect(await box(/Company name/)).toHaveValue('Acme');
      expect(await box(/Managing partner/)).toHaveValue('Pat Lee');
      expect((screen.getByRole('combobox', { name: /Legal form/ }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Partnership');
      expect(last(onAnswers).Beneficiary).toMatchObject({ BeneficiaryType: 'Business', CompanyName: 'Acme', CompanyForm: 'Partnership', PartnerName: 'Pat Lee' });
      await pick(/Who receives the money/, 'A person');
      expect(await box(/First name/)).toHaveValue('Zoë');
      // A company's only document type (TAX), which the form chose, gives way to the person's own choice.
      expect((screen.getByRole('combobox', { name: /Document type/ }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('PASS');
      expect(last(onAnswers).Beneficiary).toEqual({ BeneficiaryType: 'Individual', FirstName: 'Zoë', DocumentType: 'PASS' });
      expect(JSON.stringify(last(onAnswers))).not.toMatch(/Acme|Pat Lee|Partnership/);
      // No answer the host was handed mixes the person's and the company's.
      expect(onAnswers.mock.calls.some((c) => /Zoë/.test(JSON.stringify(c[0])) && /Acme|Pat Lee/.test(JSON.stringify(c[0])))).toBe(false);
    });

    it('a field the customer clears stays cleared when they switch back and forth', async () => {
      const { onAnswers } = wrap(holder);
      await screen.findByRole('combobox', { name: /Account holder type/ });
      await pick(/Account holder type/, 'Individual');
      await userEvent.type(await box(/First name/), 'Ana');
      await userEvent.clear(await box(/First name/));
      await pick(/Account holder type/, 'Business');
      await pick(/Account holder type/, 'Individual');
      expect(await box(/First name/)).toHaveValue('');
      expect(JSON.stringify(last(onAnswers))).not.toContain('Ana');
    });
  });
});
