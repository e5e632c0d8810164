import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentMethodPicker } from '../../src/components/PaymentMethodPicker';
import { freshBackend } from '../../.storybook/backend';
import { sellOnce } from '../../tooling/sell-fixture';

const meta = { title: 'Sell/PaymentMethodPicker', component: PaymentMethodPicker, args: { defaultValue: null } } satisfies Meta<typeof PaymentMethodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoSavedAccounts: Story = {
  loaders: [freshBackend()],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have no saved accounts for this method yet.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const SavedAccount: Story = {
  loaders: [freshBackend((b) => sellOnce(b))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: /•••• 3000/ }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  globals: { faults: 'latency 800 ms' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=payment-method-picker]')).toHaveAttribute('data-state', 'loading');
  },
};
