import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceQuote } from '../../src/components/PriceQuote';
import type { SellQuote } from '../../src/api/sell';
import { messagePattern, spaced, storyLocale } from '../support/locale';

// Expiry is absolute: each story computes it when it renders.
const quote = (seconds: number, over: Partial<SellQuote> = {}): SellQuote => ({
  SignedQuote: `q-${seconds}-${over.FiatAmount ?? 'base'}`, Expiry: new Date(Date.now() + seconds * 1000).toISOString(),
  CryptoAmount: '0.00161290', FiatAmount: '100', FiatCurrency: 'EUR', Rate: '62500', TotalFee: '1.30', ...over,
});
const breakdown = [{ Type: 'ChannelFee' as const, Amount: '1.30' }, { Type: 'Remaining' as const, Amount: '100' }];

const meta = {
  title: 'Sell/PriceQuote',
  component: PriceQuote,
  args: { quote: quote(90), cryptoCurrency: 'BTC', breakdown, onQuoteAccepted: fn(), onRequoteRequested: fn(), onQuoteChangeConfirmed: fn() },
  parameters: {
    docs: {
      description: {
        component: `A quote for a sell: what the customer gets, the rate, the fees line by line, where the money goes, and a countdown while the price holds. When it expires, Accept is disabled and a new price is fetched (\`autoRequote\`) or offered; a changed price must be accepted explicitly. SellFlow uses it; a host with its own flow passes the quote from \`usePrepareSell\`.

\`\`\`tsx
<PriceQuote quote={prepared.SellQuote} cryptoCurrency="BTC" breakdown={prepared.Breakdown} onQuoteAccepted={sell} onRequoteRequested={prepareAgain} requoting={isPreparing} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof PriceQuote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  render: (args) => <PriceQuote {...args} quote={quote(90)} />,
  play: async (context) => {
    const { canvasElement, args } = context;
    const { t, money } = await storyLocale(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t('sell.quote.title') })).toHaveTextContent(spaced(money('100', 'EUR')));
    const countdown = canvasElement.querySelector('[data-slot=countdown]');
    await expect(countdown).toHaveTextContent(messagePattern(t('sell.quote.expires-in')));
    await expect(countdown).toHaveTextContent(/1:(29|30)/);
    await userEvent.click(canvas.getByRole('button', { name: t('sell.quote.accept') }));
    await expect(args.onQuoteAccepted).toHaveBeenCalledOnce();
  },
};

export const Expired: Story = {
  args: { autoRequote: false },
  render: (args) => <PriceQuote {...args} quote={quote(-1)} />,
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('region', { name: t('sell.quote.title') })).toHaveAttribute('data-state', 'expired');
    await expect(canvas.getByRole('button', { name: t('sell.quote.accept') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('sell.quote.refresh') })).toBeEnabled();
  },
};

export const Requoting: Story = {
  args: { requoting: true },
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(within(context.canvasElement).getByText(t('sell.quote.requoting'))).toBeInTheDocument();
    await expect(within(context.canvasElement).getByRole('button', { name: t('sell.quote.accept') })).toBeDisabled();
  },
};

export const PriceChanged: Story = {
  render: (args) => <PriceQuote {...args} quote={quote(90)} changedQuote={quote(90, { FiatAmount: '98.75', TotalFee: '1.31' })} />,
  play: async (context) => {
    const { canvasElement, args } = context;
    const { t, money } = await storyLocale(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(spaced(`${money('100', 'EUR')} → ${money('98.75', 'EUR')}`));
    await expect(canvas.getByRole('button', { name: t('sell.quote.accept') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('sell.quote.confirm-change') }));
    await expect(args.onQuoteChangeConfirmed).toHaveBeenCalledOnce();
  },
};

export const Selling: Story = {
  args: { accepting: true, acceptLabel: 'Sell now' },
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(within(context.canvasElement).getByRole('button', { name: t('sell.quote.accepting') })).toBeDisabled();
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
