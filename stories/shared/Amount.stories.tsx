import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Amount } from '../../src/components/shared/Amount';
import { isCryptoCurrency } from '../../src/api/currencies';
import { cryptoName } from '../../src/components/shared/names';
import { spaced, storyLocale } from '../support/locale';

const meta = {
  title: 'Shared/Amount',
  component: Amount,
  args: { value: '1234.5', currency: 'EUR' },
  parameters: {
    docs: {
      description: {
        component: `A decimal-string amount in the kit's locale, never through a float: fiat as money with its currency's decimals, crypto with the currency's own precision from the contract (0.0016129 BTC stays 0.0016129 BTC), any size.

\`\`\`tsx
<Amount value={tx.Amount} currency={tx.CryptoCurrency} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Amount>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fiat as money; crypto as its number and the currency's name in the locale, never its code. */
const shows = (value: string, currency: string) => async (context: { canvasElement: HTMLElement; globals: Record<string, unknown> }) => {
  const { money, t } = await storyLocale(context);
  const amount = context.canvasElement.querySelector('[data-slot=amount]');
  if (!isCryptoCurrency(currency)) return expect(amount).toHaveTextContent(spaced(money(value, currency)));
  await expect(amount).toHaveTextContent(spaced(`${money(value, currency).slice(0, -currency.length - 1)} ${cryptoName(currency, t)}`));
  await expect(amount).not.toHaveTextContent(currency === 'BTC' ? /\bBTC\b/ : currency);
};

export const Fiat: Story = { play: shows('1234.5', 'EUR') };
/** A real crypto code keeps its digits: no rounding to 2 decimals. */
export const Crypto: Story = {
  args: { value: '0.0016129', currency: 'BTC' },
  play: async (context) => {
    await shows('0.0016129', 'BTC')(context);
    await expect(within(context.canvasElement).getByText(/0[.,]0016129/)).toBeInTheDocument();
  },
};
export const TestCrypto: Story = { args: { value: '0.00012345', currency: 'BTC_TEST' }, play: shows('0.00012345', 'BTC_TEST') };
export const Large: Story = { args: { value: '98765432109876543.21', currency: 'USD' }, play: shows('98765432109876543.21', 'USD') };
