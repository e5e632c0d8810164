import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DynamicForm } from '../../src/components/DynamicForm';
import type { FormSchema } from '../../src/api/channels';
import kenyaBank from './fixtures/02be6ed991.json';
import qrPayload from './fixtures/054407430d.json';
import withCountries from './fixtures/06a380717d.json';

// Real published schemas (copied in: stories never read outside the project).
const meta = {
  title: 'Sell/DynamicForm',
  component: DynamicForm,
  args: { schema: kenyaBank as FormSchema, onSubmit: fn() },
} satisfies Meta<typeof DynamicForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const ack: FormSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', title: 'ACH payout authorization', required: ['Accepted'],
  properties: { Accepted: { type: 'boolean', const: true, title: 'I authorize this ACH credit to the account above and confirm it is in my name', description: 'Required before the payout can be quoted', errorMessage: 'Tick the box to authorize the payout' } },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Account number/ }, { timeout: 5000 })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: /Bank/ })).toBeInTheDocument();
  },
};

export const ClientErrorsOnSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }, { timeout: 5000 }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getAllByText('This field is required.').length).toBeGreaterThan(0);
  },
};

export const ErrorOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = await canvas.findByRole('textbox', { name: /Account number/ }, { timeout: 5000 });
    await userEvent.type(number, '12');
    await userEvent.tab();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerFieldError: Story = {
  args: {
    defaultFormData: { BankDetails: { AccountNumber: '0000000', Bank: 'KCB Bank Kenya Ltd' } },
    serverErrors: { 'Form.BankDetails.AccountNumber': [{ reason: 'SchemaValidation', description: 'This account number does not exist at KCB Bank Kenya Ltd' }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This account number does not exist at KCB Bank Kenya Ltd', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /Account number/ }), '1');
    await expect(canvas.queryByText('This account number does not exist at KCB Bank Kenya Ltd')).toBeNull();
  },
};

export const LabelledChoicesWithSymbols: Story = {
  args: { schema: withCountries as FormSchema },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('combobox', {}, { timeout: 5000 });
    const options = [...canvasElement.querySelectorAll('option')].map((o) => o.textContent ?? '');
    await expect(options.some((o) => /^\p{Regional_Indicator}{2} /u.test(o))).toBe(true);
  },
};

export const ScanField: Story = {
  args: { schema: qrPayload as FormSchema },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Paste the text of the QR code here.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const NextStepAck: Story = {
  args: { schema: ack, submitLabel: 'I agree' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: /I authorize this ACH credit/ }, { timeout: 5000 });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'I agree' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ Accepted: true });
  },
};

export const Submitting: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Continue' }, { timeout: 5000 })).toBeDisabled();
  },
};

export const AjvValidator: Story = {
  name: 'Validator: ajv (needs unsafe-eval)',
  args: { strictCsp: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }, { timeout: 5000 }));
    await expect(canvas.getAllByText('This field is required.').length).toBeGreaterThan(0);
  },
};
