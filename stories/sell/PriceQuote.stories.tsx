import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceQuote } from '../../src/components/PriceQuote';
import type { SellQuote } from '../../src/api/sell';

// Expiry is absolute: each story computes it when it renders.
const quote = (seconds: number, over: Partial<SellQuote> = {}): SellQuote => ({
  SignedQuote: `q-${seconds}-${over.FiatAmount ?? 'base'}`, Expiry: new Date(Date.now() + seconds * 1000).toISOString(),
  CryptoAmount: '0.00161290', FiatAmount: '100', FiatCurrency: 'EUR', Rate: '62500', TotalFee: '1.30', ...over,
});
const breakdown = [{ Type: 'ChannelFee' as const, Amount: '1.30' }, { Type: 'Remaining' as const, Amount: '100' }];

const meta = {
  title: 'Sell/PriceQuote',
  component: PriceQuote,
  args: { quote: quote(90), cryptoCurrency: 'BTC', breakdown, onAccept: fn(), onRequote: fn(), onConfirmChange: fn() },
} satisfies Meta<typeof PriceQuote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  render: (args) => <PriceQuote {...args} quote={quote(90)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Your quote' })).toHaveTextContent('€100.00');
    await expect(canvasElement.querySelector('[data-slot=countdown]')).toHaveTextContent(/Price held for 1:(29|30)/);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

export const Expired: Story = {
  args: { autoRequote: false },
  render: (args) => <PriceQuote {...args} quote={quote(-1)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Your quote' })).toHaveAttribute('data-state', 'expired');
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Get a new price' })).toBeEnabled();
  },
};

export const Requoting: Story = {
  args: { requoting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Getting a new price…')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Accept' })).toBeDisabled();
  },
};

export const PriceChanged: Story = {
  render: (args) => <PriceQuote {...args} quote={quote(90)} changedQuote={quote(90, { FiatAmount: '98.75', TotalFee: '1.31' })} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('€100.00 → €98.75');
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept the new price' }));
    await expect(args.onConfirmChange).toHaveBeenCalledOnce();
  },
};

export const Selling: Story = {
  args: { accepting: true, acceptLabel: 'Sell now' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Selling…' })).toBeDisabled();
  },
};

// Where the money goes: the payment method's display details and the holder.
export const WithPayout: Story = {
  args: { payout: { methodType: 'BankSepa', details: { Type: 'FiatPaymentMethodBankDisplay', AccountNumber: '••••3000', BankingSystems: ['SEPA'] }, holder: 'Ana Silva' } },
  render: (args) => <PriceQuote {...args} quote={quote(90)} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=payout]')).toHaveTextContent(/••••\s?3000 · Ana Silva/);
  },
};
