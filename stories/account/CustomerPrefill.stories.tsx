import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CustomerPrefill } from '../../src/components/CustomerPrefill';
import { freshBackend } from '../../.storybook/backend';

const meta = { title: 'Account/CustomerPrefill', component: CustomerPrefill, loaders: [freshBackend(undefined, { approved: false })] } satisfies Meta<typeof CustomerPrefill>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Individual: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: /Source of income/ }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Business: Story = {
  args: { defaultVariant: 'BusinessCustomerPrefill' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: /Main business activity/ }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const HighRisk: Story = {
  args: { defaultVariant: 'IndividualCustomerHighRiskPrefill' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('listbox', { name: /Main virtual account purpose/ }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const ProviderToken: Story = {
  args: { defaultVariant: 'ProviderToken' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: /Token/ }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const FieldProblem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: /Email/ }, { timeout: 5000 });
    await userEvent.type(email, 'ana-at-example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send details' }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('ana-at-example');
  },
};

export const Received: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }, { timeout: 5000 }), 'ana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send details' }));
    await expect(await canvas.findByText('Details received.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
