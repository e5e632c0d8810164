import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PaymentMethodPicker } from '../../src/components/PaymentMethodPicker';
import { ApiError, apiErrorFromResponse } from '../../src/api/errors';
import { freshBackend, stalled, withClient } from '../../.storybook/backend';
import { sellOnce } from '../../tooling/sell-fixture';
import { storyLocale } from '../support/locale';
import { backOnline, expectOfflineNotice, offlineStory } from '../support/offline';

const meta = {
  title: 'Sell/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: { defaultValue: null },
  parameters: {
    docs: {
      description: {
        component: `The customer's saved payout accounts for a country and method category, each shown as the customer knows it (masked number, holder), an account saved several times once, plus "a new account". \`null\` means a new one. Controlled (\`value\`/\`onValueChange\`) or uncontrolled; \`preselectFirst\` starts a returning customer with their first saved account chosen, as the sell flow's account step does.

\`\`\`tsx
<PaymentMethodPicker country="DE" category="Bank" onValueChange={(id) => setMethod(id)} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof PaymentMethodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoSavedAccounts: Story = {
  loaders: [freshBackend()],
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(await within(context.canvasElement).findByText(t('sell.method.empty'), {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const SavedAccount: Story = {
  loaders: [freshBackend((b) => sellOnce(b))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: /•••• 3000/ }, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** The saved accounts never arrive: the picker stays in its loading state. */
export const Loading: Story = {
  loaders: [stalled('listPaymentMethods')],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=payment-method-picker]')).toHaveAttribute('data-state', 'loading');
  },
};

/** The first read of the saved accounts fails with `error`; reading again answers as the service does. */
const failingOnce = (error: () => ApiError) =>
  withClient((client) => {
    let calls = 0;
    return { ...client, listPaymentMethods: async (input) => (++calls === 1 ? Promise.reject(error()) : client.listPaymentMethods(input)) };
  });

/** The service fails the read: its error and Try again (a read may always be repeated), which then lists the accounts. */
export const ServiceError: Story = {
  loaders: [failingOnce(() => apiErrorFromResponse(503, { Type: 'Unexpected', Action: 'ListPaymentMethods', Detail: 'The service is unavailable.', Instance: 'story-payment-methods' }))],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveAttribute('data-error-type', 'Unexpected');
    await expect(alert).toHaveTextContent(t('error.type.Unexpected'));
    await expect(context.canvasElement.querySelector('[data-slot=payment-method-picker]')).toHaveAttribute('data-state', 'error');
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(await canvas.findByRole('radio', { name: t('sell.method.new') }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The request got no answer at all (the connection dropped): said as a lost connection, not as the service's fault. */
export const ConnectionLost: Story = {
  loaders: [failingOnce(() => ApiError.network('ListPaymentMethods', new TypeError('Failed to fetch')))],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveAttribute('data-network-error', 'true');
    await expect(alert).toHaveTextContent(t('error.network'));
    await expect(alert).not.toHaveTextContent(t('error.type.Unexpected'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(await canvas.findByRole('radio', { name: t('sell.method.new') }, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** Offline before the first answer: neither a list nor "no saved accounts"; the list comes by itself with the network. */
export const Offline: Story = {
  ...offlineStory,
  loaders: [freshBackend((b) => sellOnce(b))],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const root = context.canvasElement.querySelector<HTMLElement>('[data-slot=payment-method-picker]')!;
    const notice = await expectOfflineNotice(root, t);
    await expect(root).toHaveAttribute('data-state', 'offline');
    await expect(within(root).queryByText(t('sell.method.empty'))).toBeNull();
    await expect(within(root).queryByRole('radio')).toBeNull();
    await backOnline(notice);
    await expect(await within(root).findByRole('radio', { name: /•••• 3000/ }, { timeout: 5000 })).toBeInTheDocument();
    await expect(root).toHaveAttribute('data-state', 'ready');
  },
};
