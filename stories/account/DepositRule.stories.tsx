import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DepositRule } from '../../src/components/DepositRule';
import { freshBackend } from '../../.storybook/backend';
import { preparedSession } from '../../tooling/sell-fixture';
import type { PrepareSellResponse } from '../../src/api/sell';

// A real, quoted form session from this story's sandbox, handed to the component.
const session = freshBackend(async (b) => {
  (b as unknown as { prepared: PrepareSellResponse }).prepared = await preparedSession(b);
});
const meta = {
  title: 'Account/DepositRule',
  component: DepositRule,
  args: { cryptoCurrency: 'ETH_TEST_SEPOLIA', formSessionId: '', networks: ['EthereumTestSepolia', 'BaseTestSepolia'] },
  loaders: [session],
  render: (args, { loaded }) => {
    const prepared = (loaded.backend as { prepared: PrepareSellResponse }).prepared;
    return <DepositRule {...args} formSessionId={prepared.FormSessionID} quote={args.defaultTrigger === 'quoted' ? prepared.SellQuote : undefined} />;
  },
} satisfies Meta<typeof DepositRule>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: /At the quoted price/ })).toBeDisabled();
  },
};

export const SingleCreated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Get the deposit address' }));
    await expect(await canvas.findByRole('img', { name: /QR code of the deposit address/ }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const QuotedWithCountdown: Story = {
  args: { defaultTrigger: 'quoted' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Get the deposit address' }));
    await expect(await canvas.findByRole('note', {}, { timeout: 5000 })).toHaveTextContent('does not match this quote');
  },
};
