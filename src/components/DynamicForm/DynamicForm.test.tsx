import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RampkitProvider } from '../../react/RampkitProvider';
import type { FormSchema } from '../../api/channels';
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
    wrap(<DynamicForm schema={schema} onSubmit={() => undefined} />);
    const iban = await screen.findByRole('textbox', { name: /IBAN/ });
    expect(iban).toHaveAttribute('id', 'rk-field-Form-BankDetails-IBAN');
    expect(iban).toHaveAttribute('placeholder', 'DE89 3704 0044 0532 0130 00');
    expect(screen.getByRole('group', { name: 'Bank details' })).toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: /Country/ });
    expect([...(country as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Choose…', '🇩🇪 Germany', '🇫🇷 France']);
  });

  it('validates a field when it is left, not while typing, with the schema own message', async () => {
    wrap(<DynamicForm schema={schema} onSubmit={() => undefined} />);
    const iban = await screen.findByRole('textbox', { name: /IBAN/ });
    await userEvent.type(iban, 'de 12');
    expect(screen.queryByText('Enter the IBAN without spaces')).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText('Enter the IBAN without spaces')).toBeInTheDocument();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban.getAttribute('aria-describedby')).toContain('rk-field-Form-BankDetails-IBAN__error');
    // Untouched required fields stay quiet until submit.
    expect(screen.queryByText('is required')).toBeNull();
  });

  it('submits valid answers without extra data, and refuses invalid ones with every message', async () => {
    const onSubmit = vi.fn();
    wrap(<DynamicForm schema={schema} defaultFormData={{ Stale: 'x', Country: 'DE' }} onSubmit={onSubmit} />);
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
    wrap(<DynamicForm schema={schema} defaultFormData={{ BankDetails: { IBAN: 'DE00370400440532013000' } }} serverErrors={serverErrors} onSubmit={() => undefined} />);
    const iban = await screen.findByRole('textbox', { name: /IBAN/ });
    expect(screen.getByText('This IBAN failed its checksum')).toBeInTheDocument();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(iban, '1');
    await waitFor(() => expect(screen.queryByText('This IBAN failed its checksum')).toBeNull());
    expect(iban).toHaveValue('DE003704004405320130001');
  });

  it('renders an Ack step as a checkbox that must be ticked', async () => {
    const onSubmit = vi.fn();
    const ack: FormSchema = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', title: 'ACH authorization', required: ['Accepted'], properties: { Accepted: { type: 'boolean', const: true, title: 'I authorize this ACH credit', description: 'Required before the payout can be quoted', errorMessage: 'Tick the box to go on' } } };
    wrap(<DynamicForm schema={ack} onSubmit={onSubmit} submitLabel="I agree" />);
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
    wrap(<DynamicForm schema={{ ...schema, properties: { X: { $ref: 'https://evil.example/x.json' } } }} onSubmit={() => undefined} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('says so when its validator cannot run the schema, instead of throwing on the host page', async () => {
    const broken = { ...schema, properties: { ...schema.properties, Reference: { type: 'string', title: 'Reference', pattern: '(' } } };
    wrap(<DynamicForm schema={broken} defaultFormData={{ Reference: 'x' }} onSubmit={() => undefined} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('gives the same messages with the ajv validator (strictCsp off)', async () => {
    wrap(<DynamicForm schema={schema} strictCsp={false} defaultFormData={{ BankDetails: { IBAN: 'de 12' } }} onSubmit={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the IBAN without spaces')).toBeInTheDocument();
  });
});
