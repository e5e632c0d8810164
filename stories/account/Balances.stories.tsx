import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Balances } from '../../src/components/Balances';
import { freshBackend, stalled } from '../../.storybook/backend';
import { storyLocale } from '../support/locale';

const meta = {
  title: 'Account/Balances',
  component: Balances,
  parameters: {
    docs: {
      description: {
        component: `The business's crypto balances: available and total per currency, each amount with the currency's own precision. Read-only; the service's error shows with Try again.

\`\`\`tsx
<Balances pageSize={20} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Balances>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BalancesList: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('rowheader', { name: 'BTC_TEST' }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const BalancesError: Story = {
  loaders: [freshBackend(async (b) => b.control('/faults', { Rules: [{ Route: '/balances', Rate500: 1 }] }))],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const alert = await within(context.canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('error.type.Unexpected'));
    await expect(within(alert).getByRole('button', { name: t('common.retry') })).toBeInTheDocument();
  },
};

/** The balances never arrive: the skeleton stays, announced as busy. */
export const BalancesLoading: Story = {
  loaders: [stalled('listBalances')],
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('[data-slot=balances]');
    await expect(section).toHaveAttribute('data-state', 'loading');
    await expect(section).toHaveAttribute('aria-busy', 'true');
  },
};
