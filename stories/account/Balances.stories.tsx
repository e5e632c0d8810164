import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Balances } from '../../src/components/Balances';
import { VirtualAccounts } from '../../src/components/VirtualAccounts';
import { freshBackend } from '../../.storybook/backend';
import { openBankDeposit } from '../../tooling/account-fixture';

const meta = { title: 'Account/Balances and virtual accounts', component: Balances } satisfies Meta<typeof Balances>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BalancesList: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('rowheader', { name: 'BTC_TEST' }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const BalancesError: Story = {
  loaders: [freshBackend(async (b) => b.control('/faults', { Rules: [{ Route: '/balances', Rate500: 1 }] }))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The service had a problem.');
  },
};

export const NoVirtualAccounts: Story = {
  loaders: [freshBackend()],
  render: () => <VirtualAccounts />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have no virtual accounts.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const ActiveVirtualAccount: Story = {
  loaders: [freshBackend((b) => openBankDeposit(b))],
  render: () => <VirtualAccounts />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /^Close account / }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const BalancesLoading: Story = {
  globals: { faults: 'latency 800 ms' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=balances]')).toHaveAttribute('data-state', 'loading');
  },
};
