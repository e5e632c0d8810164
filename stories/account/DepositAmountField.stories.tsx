import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DepositAmountField } from '../../src/components/DepositRule';
import { cryptoName } from '../../src/components/shared/names';
import { toLocaleText } from '../../src/core/locale-amount';
import { storyT } from '../support/locale';

const meta = {
  title: 'Account/DepositAmountField',
  component: DepositAmountField,
  args: { cryptoCurrency: 'ETH_TEST_SEPOLIA', defaultAmount: '0.05', onAmountChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `How much crypto the customer will deposit, for a host that prices a deposit before the rule (a quoted DepositRule): labelled with the currency's name, never its code; typed in the customer's locale ("0,05" in German) and handed on as the spec's decimal string; a default shown in the locale's writing.

\`\`\`tsx
<DepositAmountField cryptoCurrency="ETH" defaultAmount="0.05" onAmountChange={setAmount} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof DepositAmountField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default in the locale's writing; what is typed in it is read back as the spec's decimal string. */
export const InTheCustomersLocale: Story = {
  play: async (context) => {
    const t = await storyT(context);
    const locale = String(context.globals.locale ?? 'en');
    const input = await within(context.canvasElement).findByRole('textbox', { name: t('deposit.rule.deposit-amount', { crypto: cryptoName('ETH_TEST_SEPOLIA', t) }) });
    await expect(input).toHaveValue(toLocaleText('0.05', locale));
    await userEvent.clear(input);
    await userEvent.type(input, toLocaleText('0.25', locale));
    await waitFor(() => expect(context.args.onAmountChange).toHaveBeenLastCalledWith('0.25'));
  },
};

/** Not an amount: said under the field when the customer leaves it. */
export const NotAnAmount: Story = {
  args: { defaultAmount: undefined },
  play: async (context) => {
    const t = await storyT(context);
    const input = await within(context.canvasElement).findByRole('textbox', { name: t('deposit.rule.deposit-amount', { crypto: cryptoName('ETH_TEST_SEPOLIA', t) }) });
    await userEvent.type(input, 'lots');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(context.args.onAmountChange).toHaveBeenLastCalledWith(undefined);
  },
};
