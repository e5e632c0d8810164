import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RampkitProvider } from '../../react/RampkitProvider';
import type { FormSchema } from '../../api/channels';
import type { FieldProps, RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { FormInput } from '../../api/sell';
import { DynamicForm } from './DynamicForm';

const schema: FormSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', required: ['BankDetails', 'Country'],
  properties: {
    BankDetails: {
      type: 'object', title: 'Bank details', required: ['IBAN'],
      properties: { IBAN: { type: 'string', title: 'IBAN', placeholder: 'DE89 3704 0044 0532 0130 00', pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$', errorMessage: 'Enter the IBAN without spaces' } },
    },
    Country: { type: 'string', title: 'Country', oneOf: [{ const: 'DE', title: 'Germany', 'x-symbol': '🇩🇪' }, { const: 'FR', title: 'France', 'x-symbol': '🇫🇷' }] },
    Reference: { type: 'string', title: 'Reference', 'x-validation': { minDistinctChars: 2, message: 'Use at least 2 different characters' } },
  },
};
const wrap = (ui: React.ReactNode) => render(<RampkitProvider proxyUrl="/api">{ui}</RampkitProvider>);

describe('DynamicForm', () => {
  it('renders labelled fields, placeholders, and a labelled oneOf as a select with titles and symbols', async () => {
    wrap(<DynamicForm schema={schema} onFormSubmitted={() => undefined} />);
    const iban = await screen.findByRole('textbox', { name: /IBAN/ });
    expect(iban.id).toMatch(/^rk-field-[A-Za-z0-9_-]+-Form-BankDetails-IBAN$/);
    // The schema's example, said as one: a filled-in IBAN in grey looked like an answer.
    expect(iban).toHaveAttribute('placeholder', 'e.g. DE89 3704 0044 0532 0130 00');
    expect(screen.getByRole('group', { name: 'Bank details' })).toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: /Country/ });
    expect([...(country as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Choose…', '🇩🇪 Germany', '🇫🇷 France']);
  });

  it.each([
    ['de', 'z. B. DE89 3704 0044 0532 0130 00'],
    ['fr', 'p. ex. DE89 3704 0044 0532 0130 00'],
  ] as const)('says the placeholder is an example in %s', async (locale, said) => {
    render(<RampkitProvider proxyUrl="/api" locale={locale}><DynamicForm schema={schema} onFormSubmitted={() => undefined} /></RampkitProvider>);
    expect(await screen.findByRole('textbox', { name: /IBAN/ })).toHaveAttribute('placeholder', said);
  });

  it('validates a field when it is left, not while typing, with the schema own message', async () => {
    wrap(<DynamicForm schema={schema} onFormSubmitted={() => undefined} />);
    const iban = await screen.findByRole('textbox', { name: /IBAN/ });
    await userEvent.type(iban, 'de 12');
    expect(screen.queryByText('Enter the IBAN without spaces')).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText('Enter the IBAN without spaces')).toBeInTheDocument();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban.getAttribute('aria-describedby')).toContain(`${iban.id}__error`);
    // Untouched required fields stay quiet until submit.
    expect(screen.queryByText('is required')).toBeNull();
  });

  it('submits valid answers without extra data, and refuses invalid ones with every message', async () => {
    const onSubmit = vi.fn();
    wrap(<DynamicForm schema={schema} defaultFormData={{ Stale: 'x', Country: 'DE' }} onFormSubmitted={onSubmit} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /IBAN/ })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: /IBAN/ }), 'DE89370400440532013000');
    await userEvent.type(screen.getByRole('textbox', { name: /Reference/ }), 'aaaa');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Use at least 2 different characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Reference/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Reference/ }), 'Invoice 7');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ BankDetails: { IBAN: 'DE89370400440532013000' }, Country: 'DE', Reference: 'Invoice 7' });
  });

  it('puts server problems on their field and clears each when it is edited', async () => {
    const serverErrors = { 'Form.BankDetails.IBAN': [{ reason: 'SchemaValidation' as const, description: 'This IBAN failed its checksum' }] };
    wrap(<DynamicForm schema={schema} defaultFormData={{ BankDetails: { IBAN: 'DE00370400440532013000' } }} serverErrors={serverErrors} onFormSubmitted={() => undefined} />);
    const iban = await screen.findByRole('textbox', { name: /IBAN/ });
    expect(screen.getByText('This IBAN failed its checksum')).toBeInTheDocument();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(iban, '1');
    await waitFor(() => expect(screen.queryByText('This IBAN failed its checksum')).toBeNull());
    // Shown in groups of four as banks print it.
    expect(iban).toHaveValue('DE00 3704 0044 0532 0130 001');
  });

  it('renders an Ack step as a checkbox that must be ticked', async () => {
    const onSubmit = vi.fn();
    const ack: FormSchema = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', title: 'ACH authorization', required: ['Accepted'], properties: { Accepted: { type: 'boolean', const: true, title: 'I authorize this ACH credit', description: 'Required before the payout can be quoted', errorMessage: 'Tick the box to go on' } } };
    wrap(<DynamicForm schema={ack} onFormSubmitted={onSubmit} submitLabel="I agree" />);
    const box = await screen.findByRole('checkbox', { name: 'I authorize this ACH credit' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/Required before the payout can be quoted/);
    await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
    expect(onSubmit.mock.calls).toEqual([]);
    expect(await screen.findByText('Tick the box to go on')).toBeInTheDocument();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
    expect(onSubmit).toHaveBeenCalledWith({ Accepted: true });
  });

  it('refuses a schema that points to another document', async () => {
    wrap(<DynamicForm schema={{ ...schema, properties: { X: { $ref: 'https://evil.example/x.json' } } }} onFormSubmitted={() => undefined} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('says so when its validator cannot run the schema, instead of throwing on the host page', async () => {
    const broken = { ...schema, properties: { ...schema.properties, Reference: { type: 'string', title: 'Reference', pattern: '(' } } };
    wrap(<DynamicForm schema={broken} defaultFormData={{ Reference: 'x' }} onFormSubmitted={() => undefined} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('gives two forms on one page their own ids, and a fixed prefix to a form another element links to', async () => {
    wrap(
      <>
        <DynamicForm schema={schema} onFormSubmitted={() => undefined} />
        <DynamicForm schema={schema} onFormSubmitted={() => undefined} />
        <DynamicForm schema={schema} idPrefix="rk-field-Form" onFormSubmitted={() => undefined} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /IBAN/ })).toHaveLength(3));
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.getElementById('rk-field-Form-BankDetails-IBAN')).toBeInTheDocument();
    // Each label and error still belongs to its own form's field.
    for (const button of screen.getAllByRole('button', { name: 'Continue' })) await userEvent.click(button);
    for (const box of screen.getAllByRole('textbox', { name: /IBAN/ })) {
      expect((box as HTMLInputElement).labels?.[0]?.htmlFor).toBe(box.id);
      await waitFor(() => expect(box.getAttribute('aria-describedby')).toBe(`${box.id}__error`));
    }
  });

  it('takes the host’s uiSchema, templates, widgets and fields over the kit’s, and keeps the rest', async () => {
    const onSubmit = vi.fn();
    const HostSelect = ({ id, value, onChange, options }: WidgetProps<FormInput, RJSFSchema>) => (
      <select id={id} aria-label="Host country" data-host="select" value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">-</option>
        {(options.enumOptions ?? []).map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    );
    const HostSubmit = () => <button type="submit">Send it</button>;
    const ReferenceField = ({ formData, onChange, fieldPathId }: FieldProps<FormInput, RJSFSchema>) => (
      <input aria-label="Host reference" id={fieldPathId.$id} value={(formData as string | undefined) ?? ''} onChange={(e) => onChange(e.target.value as unknown as FormInput, fieldPathId.path)} />
    );
    wrap(
      <DynamicForm
        schema={schema}
        idPrefix="h"
        uiSchema={{ 'ui:order': ['Reference', '*'], Reference: { 'ui:field': 'HostReference' } }}
        widgets={{ SelectWidget: HostSelect }}
        templates={{ ButtonTemplates: { SubmitButton: HostSubmit } }}
        fields={{ HostReference: ReferenceField }}
        onFormSubmitted={onSubmit}
      />,
    );
    const country = await screen.findByRole('combobox', { name: 'Host country' });
    expect(country).toHaveAttribute('data-host', 'select');
    // The kit's own text inputs and labels stay.
    const iban = screen.getByRole('textbox', { name: /IBAN/ });
    // The schema's example, said as one: a filled-in IBAN in grey looked like an answer.
    expect(iban).toHaveAttribute('placeholder', 'e.g. DE89 3704 0044 0532 0130 00');
    const reference = screen.getByRole('textbox', { name: 'Host reference' });
    expect(reference.compareDocumentPosition(iban) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.type(iban, 'DE89370400440532013000');
    await userEvent.selectOptions(country, 'FR');
    await userEvent.type(reference, 'Invoice 7');
    await userEvent.click(screen.getByRole('button', { name: 'Send it' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ BankDetails: { IBAN: 'DE89370400440532013000' }, Country: 'FR', Reference: 'Invoice 7' }));
  });

  it('gives the same messages with the ajv validator (strictCsp off)', async () => {
    wrap(<DynamicForm schema={schema} strictCsp={false} defaultFormData={{ BankDetails: { IBAN: 'de 12' } }} onFormSubmitted={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the IBAN without spaces')).toBeInTheDocument();
  });
});
