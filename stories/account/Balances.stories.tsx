import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Balances } from '../../src/components/Balances';
import { freshBackend, stalled, withClient } from '../../.storybook/backend';
import { storyLocale } from '../support/locale';
import { cryptoName } from '../../src/components/shared/names';

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

/** Each currency by its name (a sandbox one marked as a test network), never its code. */
export const BalancesList: Story = {
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(await within(context.canvasElement).findByRole('rowheader', { name: cryptoName('BTC_TEST', t) }, { timeout: 5000 })).toBeInTheDocument();
    await expect(within(context.canvasElement).queryByRole('rowheader', { name: 'BTC_TEST' })).toBeNull();
    // Named by the heading above it, once: no caption says "Balances" again.
    const table = within(context.canvasElement).getByRole('table', { name: t('account.balances') });
    await expect(table.querySelector('caption')).toBeNull();
    // Each stacked cell's label is for the eye only: the cell is heard with its column header.
    const cells = within(table).getAllByRole('cell');
    await expect(cells.map((cell) => getComputedStyle(cell, '::before').content)).toEqual(cells.map((cell) => `"${cell.dataset.label}" / ""`));
    // Stacked on a phone (the play runs at 360 px), rows are divided by a rule: none under the last.
    const rows = [...context.canvasElement.querySelectorAll('tbody tr')];
    await expect(rows.map((row) => getComputedStyle(row).borderBottomWidth)).toEqual([...rows.slice(1).map(() => '1px'), '0px']);
  },
};

/** The business holds nothing yet: an empty state that says what will show here. */
export const BalancesEmpty: Story = {
  // The sandbox always seeds balances: the answer of a business that has none, through the real client's shape.
  loaders: [withClient((client) => ({ ...client, listBalances: async () => ({ Items: [] }) }))],
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(await within(context.canvasElement).findByText(t('account.balances.empty'), {}, { timeout: 5000 })).toBeInTheDocument();
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
