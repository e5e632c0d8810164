import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within, waitFor } from 'storybook/test';
import { TransactionStatus } from '../../src/components/TransactionStatus';
import { freshBackend, stalled, withClient } from '../../.storybook/backend';
import { sellOnce } from '../../tooling/sell-fixture';
import type { SandboxBackend } from '../../src/testing/sandbox-backend';
import { spaced, storyLocale } from '../support/locale';
import { REFUND_ID, withRefund } from '../support/refund';

type WithSale = SandboxBackend & { lastTransactionId?: string };

// Each story makes a real sell on its own sandbox, then moves it with the sandbox control API.
const sale = (action?: 'Settle' | 'Fail' | 'RFI') =>
  freshBackend(async (backend) => {
    const tx = await sellOnce(backend);
    if (action) await backend.control(`/transactions/${tx.ID}`, { Action: action });
    (backend as WithSale).lastTransactionId = tx.ID;
  });

const meta = {
  title: 'Sell/TransactionStatus',
  component: TransactionStatus,
  args: { transactionId: '', live: false },
  parameters: {
    docs: {
      description: {
        component: `One transaction as the customer follows it: its status (with success, warning and failure styling), the timeline, a request for information, amounts and fees, refunds and adjustments, and the public record on the network's explorer. With \`live\` (the default) it refreshes on the kit's live events while it is pending.

\`\`\`tsx
<TransactionStatus transactionId={tx.ID} />
\`\`\``,
      },
    },
  },
  render: (args, { loaded }) => <TransactionStatus {...args} transactionId={(loaded.backend as WithSale).lastTransactionId ?? args.transactionId} />,
} satisfies Meta<typeof TransactionStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The receipt's badge says the status, and the status is said once to a screen reader. */
const summary = async (canvasElement: HTMLElement, state: string, text: string) => {
  await waitFor(() => expect(canvasElement.querySelector('[data-slot=summary] [data-slot=badge]')).toHaveTextContent(text), { timeout: 5000 });
  await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(text), { timeout: 5000 });
  await expect(canvasElement.querySelector('[data-slot=transaction-status]')).toHaveAttribute('data-state', state);
};

export const Pending: Story = {
  loaders: [sale()],
  play: async (context) => summary(context.canvasElement, 'pending', (await storyLocale(context)).t('tx.status.Pending')),
};
export const Settled: Story = {
  loaders: [sale('Settle')],
  play: async (context) => {
    await summary(context.canvasElement, 'settled', (await storyLocale(context)).t('tx.status.Settled'));
    await expect(context.canvasElement.querySelector('[data-slot=summary]')).toHaveAttribute('data-tone', 'success');
  },
};
export const Failed: Story = {
  loaders: [sale('Fail')],
  play: async (context) => summary(context.canvasElement, 'failed', (await storyLocale(context)).t('tx.status.Failed')),
};
export const RequestForInformation: Story = {
  loaders: [sale('RFI')],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const alert = await within(context.canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveAttribute('data-state', 'AwaitingCustomer');
    await expect(alert).toHaveTextContent(t('tx.rfi.status.AwaitingCustomer'));
  },
};

/**
 * A sale partly refunded. The sandbox has no refund control, so the story's client adds the
 * service's Refunds entry to the real transaction it reads.
 */
export const Refunded: Story = {
  loaders: [withClient((client) => withRefund(client), async (b) => ((b as WithSale).lastTransactionId = (await sellOnce(b)).ID))],
  play: async (context) => {
    const { t, money } = await storyLocale(context);
    const refunds = await within(context.canvasElement).findByRole('region', { name: t('tx.refunds') }, { timeout: 5000 });
    await expect(refunds).toHaveTextContent(spaced(`${money('10', 'EUR')} · ${t('tx.status.Pending')}`));
    await expect(refunds.querySelector('li')).toHaveAttribute('data-state', 'pending');
  },
};

/** The refund itself: a transaction that adjusts the sale, pointing back to it. */
export const RefundAdjustment: Story = {
  args: { transactionId: REFUND_ID },
  loaders: [withClient((client) => withRefund(client), (b) => sellOnce(b))],
  play: async (context) => {
    const { t } = await storyLocale(context);
    await waitFor(() => expect(context.canvasElement.querySelector('[data-slot=adjustment]')).toHaveTextContent(t('tx.adjustment.Refund')), { timeout: 5000 });
    // The sale it adjusts is named under Details, for support.
    await expect(context.canvasElement.querySelector('[data-slot=support-details] [data-slot=adjusted-transaction]')).not.toBeEmptyDOMElement();
  },
};

export const NotFound: Story = {
  args: { transactionId: '7d9f2c1e-0000-4000-8000-00000000dead' },
  play: async (context) => {
    const { t } = await storyLocale(context);
    const alert = await within(context.canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveAttribute('data-error-type', 'ResourceNotFound');
    await expect(alert).toHaveTextContent(t('error.type.ResourceNotFound'));
  },
};

/** The transaction read never answers: the skeleton stays, announced as busy. */
export const Loading: Story = {
  args: { transactionId: '7d9f2c1e-0000-4000-8000-00000000beef' },
  loaders: [stalled('getTransaction')],
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('[data-slot=transaction-status]');
    await expect(section).toHaveAttribute('data-state', 'loading');
    await expect(section).toHaveAttribute('aria-busy', 'true');
  },
};
