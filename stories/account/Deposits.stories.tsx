import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BankDepositDetails } from '../../src/components/BankDepositDetails';
import { DESTINATION } from '../../tooling/account-fixture';
import { freshBackend } from '../../.storybook/backend';

const meta = {
  title: 'Account/BankDepositDetails',
  component: BankDepositDetails,
  args: { fiatCurrency: 'USD', cryptoCurrency: 'USDC_TEST', network: 'EthereumTestSepolia', destinationAddress: DESTINATION },
} satisfies Meta<typeof BankDepositDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Copy Account number' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Bank transfer details' })).toHaveTextContent('Always include this reference');
  },
};

export const BusyThenShown: Story = {
  loaders: [freshBackend(async (b) => b.control('/faults', { Rules: [{ Route: '/workflows/bank-deposit', Rate409: 0.5, LatencyMs: 200 }] }))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Copy Account number' }, { timeout: 8000 })).toBeInTheDocument();
  },
};

export const NotOffered: Story = {
  args: { fiatCurrency: 'JPY' as never },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('bank deposits in JPY are not offered');
  },
};

// Whether the browser lets the page write to the clipboard or not, the customer is told.
export const Copy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy Reference' }, { timeout: 5000 }));
    await expect(await canvas.findByText(/^Reference copied$|^Could not copy Reference/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  globals: { faults: 'latency 800 ms' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=bank-deposit-details]')).toHaveAttribute('data-state', 'loading');
  },
};
