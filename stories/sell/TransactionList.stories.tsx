import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TransactionList } from '../../src/components/TransactionList';
import { freshBackend } from '../../.storybook/backend';
import { sellOnce } from '../../tooling/sell-fixture';

const meta = { title: 'Sell/TransactionList', component: TransactionList, args: { pageSize: 2 } } satisfies Meta<typeof TransactionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  loaders: [freshBackend()],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No transactions yet.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Paged: Story = {
  loaders: [freshBackend(async (b) => { for (const amount of ['20', '30', '40']) await sellOnce(b, amount); })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(await canvas.findByRole('table', {}, { timeout: 5000 })).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

export const ServiceError: Story = {
  loaders: [freshBackend(async (b) => b.control('/faults', { Rules: [{ Route: '/', Rate500: 1 }] }))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('The service had a problem.');
  },
};

export const Loading: Story = {
  globals: { faults: 'latency 800 ms' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=transaction-list]')).toHaveAttribute('data-state', 'loading');
  },
};
