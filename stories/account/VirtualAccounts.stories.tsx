import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VirtualAccounts } from '../../src/components/VirtualAccounts';
import { freshBackend, stalled } from '../../.storybook/backend';
import { openBankDeposit } from '../../tooling/account-fixture';
import type { SandboxBackend } from '../../src/testing/sandbox-backend';
import { storyLocale } from '../support/locale';
import { backOnline, expectOfflineNotice, offlineStory } from '../support/offline';

/** The account as the customer sees it named: its bank and the last four digits. */
type WithAccount = SandboxBackend & { accountId?: string; accountName?: string };

const meta = {
  title: 'Account/VirtualAccounts',
  component: VirtualAccounts,
  args: { onAccountClosed: fn() },
  parameters: {
    docs: {
      description: {
        component: `The customer's virtual accounts (where their bank transfers arrive) and closing them, after a confirmation. The service answers 200 when the account is closed at once and 202 when it closes once the transfers still arriving have settled (PendingClosure); \`onAccountClosed(result, httpStatus)\` tells the host which.

\`\`\`tsx
<VirtualAccounts onAccountClosed={(account, status) => status === 202 && notify('Closing after pending transfers')} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof VirtualAccounts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A virtual account from a real bank deposit workflow, optionally with a transfer still arriving. */
const account = (transferArriving = false) =>
  freshBackend(async (b) => {
    const details = await openBankDeposit(b);
    (b as WithAccount).accountId = details.VirtualAccountID;
    (b as WithAccount).accountName = `${details.BankName} •••• ${details.AccountNumber.slice(-4)}`;
    if (transferArriving) await b.control('/deposits/bank', { VirtualAccountID: details.VirtualAccountID, Amount: '50', FiatCurrency: 'USD' });
  });

export const NoVirtualAccounts: Story = {
  loaders: [freshBackend()],
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(await within(context.canvasElement).findByText(t('account.va.empty'), {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(within(context.canvasElement).getByText(t('account.va.empty-hint'))).toBeInTheDocument();
  },
};

export const Active: Story = {
  loaders: [account()],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const id = (context.loaded.backend as WithAccount).accountName!;
    await expect(await within(context.canvasElement).findByRole('button', { name: t('account.va.close-named', { id }) }, { timeout: 5000 })).toBeInTheDocument();
    await expect(context.canvasElement.querySelector('[data-slot=virtual-account]')).toHaveAttribute('data-state', 'Active');
    // ACH and Fedwire on the same number: the account is named once, with both rails.
    await expect(within(context.canvasElement).getAllByText(id)).toHaveLength(1);
    await expect(within(context.canvasElement).getByText(t('account.va.status.Active'))).toHaveAttribute('data-tone', 'success');
  },
};

/** Closing with nothing in flight: 200, closed now. */
export const Closed: Story = {
  loaders: [account()],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const id = (context.loaded.backend as WithAccount).accountName!;
    await userEvent.click(await canvas.findByRole('button', { name: t('account.va.close-named', { id }) }, { timeout: 5000 }));
    await userEvent.click(within(canvas.getByRole('group', { name: t('account.va.confirm', { id }) })).getByRole('button', { name: t('account.va.close-confirm') }));
    await expect(await canvas.findByText(t('account.va.closed-now'), {}, { timeout: 5000 })).toHaveAttribute('role', 'status');
    await expect(context.args.onAccountClosed).toHaveBeenCalledWith(expect.anything(), 200);
    // Closed from the close's own answer: no "Close account" beside the message while the list is read again.
    await expect(context.canvasElement.querySelector('[data-slot=virtual-account]')).toHaveAttribute('data-state', 'Closed');
    await expect(canvas.queryByRole('button', { name: t('account.va.close-named', { id }) })).toBeNull();
  },
};

/** Closing while a transfer is still arriving: 202, the account closes once it has (PendingClosure). */
export const Closing: Story = {
  loaders: [account(true)],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const id = (context.loaded.backend as WithAccount).accountName!;
    await userEvent.click(await canvas.findByRole('button', { name: t('account.va.close-named', { id }) }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: t('account.va.close-confirm') }));
    await expect(await canvas.findByText(t('account.va.closing'), {}, { timeout: 5000 })).toHaveAttribute('role', 'status');
    await expect(context.args.onAccountClosed).toHaveBeenCalledWith(expect.objectContaining({ Status: 'PendingClosure' }), 202);
    await expect(context.canvasElement.querySelector('[data-slot=virtual-account]')).toHaveAttribute('data-state', 'PendingClosure');
    await expect(canvas.queryByRole('button', { name: t('account.va.close-named', { id }) })).toBeNull();
  },
};

/** The accounts never arrive: the list stays in its loading state. */
export const Loading: Story = {
  loaders: [stalled('listVirtualAccounts')],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=virtual-accounts]')).toHaveAttribute('data-state', 'loading');
  },
};

/** Offline before the first answer: not "you have no virtual accounts"; the accounts come by themselves with the network. */
export const Offline: Story = {
  ...offlineStory,
  loaders: [account()],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const root = context.canvasElement.querySelector<HTMLElement>('[data-slot=virtual-accounts]')!;
    const notice = await expectOfflineNotice(root, t);
    await expect(root).toHaveAttribute('data-state', 'offline');
    await expect(within(root).queryByText(t('account.va.empty'))).toBeNull();
    await backOnline(notice);
    const id = (context.loaded.backend as WithAccount).accountName!;
    await expect(await within(root).findByRole('button', { name: t('account.va.close-named', { id }) }, { timeout: 5000 })).toBeInTheDocument();
    await expect(root).toHaveAttribute('data-state', 'ready');
  },
};
