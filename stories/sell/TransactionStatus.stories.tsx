import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TransactionStatus } from '../../src/components/TransactionStatus';
import { freshBackend } from '../../.storybook/backend';
import { sellOnce } from '../../tooling/sell-fixture';
import type { InMemoryBackend } from '../../tooling/in-memory-backend';

// Each story makes a real sell on its own sandbox, then moves it with the sandbox control API.
const sale = (action?: 'Settle' | 'Fail' | 'RFI') =>
  freshBackend(async (backend) => {
    const tx = await sellOnce(backend);
    if (action) await backend.control(`/transactions/${tx.ID}`, { Action: action });
    (backend as InMemoryBackend & { lastTransactionId?: string }).lastTransactionId = tx.ID;
  });

const meta = {
  title: 'Sell/TransactionStatus',
  component: TransactionStatus,
  args: { transactionId: '', live: false },
  render: (args, { loaded }) => <TransactionStatus {...args} transactionId={(loaded.backend as { lastTransactionId: string }).lastTransactionId} />,
} satisfies Meta<typeof TransactionStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  loaders: [sale()],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('In progress');
  },
};
export const Settled: Story = {
  loaders: [sale('Settle')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('Completed');
  },
};
export const Failed: Story = {
  loaders: [sale('Fail')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('Failed');
  },
};
export const RequestForInformation: Story = {
  loaders: [sale('RFI')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Information requested: waiting for you');
  },
};
export const NotFound: Story = {
  render: (args) => <TransactionStatus {...args} transactionId="7d9f2c1e-0000-4000-8000-00000000dead" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('We could not find what you asked for.');
  },
};

export const Loading: Story = {
  globals: { faults: 'latency 800 ms' },
  render: (args) => <TransactionStatus {...args} transactionId="7d9f2c1e-0000-4000-8000-00000000beef" />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=transaction-status]')).toHaveAttribute('data-state', 'loading');
  },
};
