import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentMethodPicker } from '../../src/components/PaymentMethodPicker';
import { freshBackend, stalled } from '../../.storybook/backend';
import { sellOnce } from '../../tooling/sell-fixture';
import { storyLocale } from '../support/locale';

const meta = {
  title: 'Sell/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: { defaultValue: null },
  parameters: {
    docs: {
      description: {
        component: `The customer's saved payout accounts for a country and method category, each shown as the customer knows it (masked number, holder), an account saved several times once, plus "a new account". \`null\` means a new one. Controlled (\`value\`/\`onValueChange\`) or uncontrolled.

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
