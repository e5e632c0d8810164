import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TransactionList } from '../../src/components/TransactionList';
import { freshBackend, stalled, withClient } from '../../.storybook/backend';
import { sellOnce } from '../../tooling/sell-fixture';
import { storyLocale } from '../support/locale';
import { withRefund } from '../support/refund';

const meta = {
  title: 'Sell/TransactionList',
  component: TransactionList,
  args: { pageSize: 2 },
  parameters: {
    docs: {
      description: {
        component: `The customer's transactions, newest first, a page at a time: date, what it was (bought, sold, received, sent, and whether it is a refund), the crypto signed by direction, the fiat, and the status with its tone. \`onTransactionSelected\` makes each date a button, e.g. to open TransactionStatus.

\`\`\`tsx
<TransactionList pageSize={10} onTransactionSelected={(tx) => setOpen(tx.ID)} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof TransactionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  loaders: [freshBackend()],
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(await within(context.canvasElement).findByText(t('tx.list.empty'), {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Paged: Story = {
  loaders: [freshBackend(async (b) => { for (const amount of ['20', '30', '40']) await sellOnce(b, amount); })],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const table = await canvas.findByRole('table', {}, { timeout: 5000 });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: t('common.next') })).toBeEnabled();
    // Stacked on a phone (the play runs at 360 px), each cell shows its column's label, silent
    // (empty alternative text): the cell is heard with its column header, so it is heard once.
    const cells = within(table).getAllByRole('cell');
    await expect(cells.map((cell) => getComputedStyle(cell, '::before').content)).toEqual(cells.map((cell) => `"${cell.dataset.label}" / ""`));
  },
};

/** A sale and its refund: the refund is its own row, said as a refund, with the crypto coming back. */
export const WithRefund: Story = {
  args: { pageSize: 5 },
  loaders: [withClient((client) => withRefund(client), (b) => sellOnce(b))],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const table = await within(context.canvasElement).findByRole('table', {}, { timeout: 5000 });
    const refund = table.querySelector('[data-slot=kind][data-adjustment=Refund]');
    await expect(refund).toHaveTextContent(`${t('tx.kind.in')} · ${t('tx.adjustment.Refund')}`);
    await expect(refund?.closest('tr')?.querySelector('[data-slot=crypto]')).toHaveTextContent(/^\+/);
    await expect(table.querySelector('[data-slot=kind][data-kind=sell]')).toHaveTextContent(t('tx.kind.sell'));
  },
};

export const ServiceError: Story = {
  loaders: [freshBackend(async (b) => b.control('/faults', { Rules: [{ Route: '/', Rate500: 1 }] }))],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const alert = await within(context.canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent(t('error.type.Unexpected'));
    await expect(within(alert).getByRole('button', { name: t('common.retry') })).toBeInTheDocument();
  },
};

/** The list never answers: the skeleton rows stay, announced as busy. */
export const Loading: Story = {
  loaders: [stalled('listTransactions')],
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('[data-slot=transaction-list]');
    await expect(list).toHaveAttribute('data-state', 'loading');
    await expect(list).toHaveAttribute('aria-busy', 'true');
  },
};
