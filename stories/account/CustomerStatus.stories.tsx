import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CustomerStatus } from '../../src/components/CustomerStatus';
import { freshBackend, stalled } from '../../.storybook/backend';
import { storyLocale } from '../support/locale';
import type { MessageKey } from '../../src/i18n';
import { submitForReview } from '../../tooling/account-fixture';

const decided = (outcome?: 'DeclinedFinal' | 'DeclinedRetry' | 'ActionsRequired') =>
  freshBackend(async (b) => {
    await submitForReview(b);
    if (outcome) await b.control(`/customers/${b.customerId}/verification`, { Outcome: outcome });
  }, { approved: false });

const meta = {
  title: 'Account/CustomerStatus',
  component: CustomerStatus,
  args: { live: false, onboardingAction: <button type="button">Continue verification</button> },
  parameters: {
    docs: {
      description: {
        component: `Where the customer's verification stands and what they need to do next, in the customer's words: nothing (approved), start, wait (in review), the actions the service asks for, retry, or a final decline (with no button that cannot help). \`onboardingAction\` is the host's button to continue (e.g. an OnboardingLauncher); it is hidden when it cannot help.

\`\`\`tsx
<CustomerStatus onboardingAction={<OnboardingLauncher returnUrl={location.href} />} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof CustomerStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The message the customer reads, in the story's locale. */
const says = (key: MessageKey) => async (context: { canvasElement: HTMLElement; globals: Record<string, unknown> }) => {
  const { t } = await storyLocale(context);
  await expect(await within(context.canvasElement).findByText(t(key), {}, { timeout: 5000 })).toBeInTheDocument();
};

export const Approved: Story = { play: says('customer.next.none') };
export const NotStarted: Story = { loaders: [freshBackend(undefined, { approved: false })], play: says('customer.next.start') };
export const InReview: Story = { loaders: [decided()], play: says('customer.next.wait') };
export const ActionsRequired: Story = { loaders: [decided('ActionsRequired')], play: says('customer.action.ProofOfAddress') };
export const RejectedRetry: Story = { loaders: [decided('DeclinedRetry')], play: says('customer.next.retry') };
export const RejectedFinal: Story = {
  loaders: [decided('DeclinedFinal')],
  play: async (context) => {
    await says('customer.next.final')(context);
    // The host's button (its own words) is gone: nothing to press that cannot help.
    await expect(within(context.canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The customer read never answers: the card stays in its loading state, announced as busy. */
export const Loading: Story = {
  loaders: [stalled('getCustomer')],
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('[data-slot=customer-status]');
    await expect(section).toHaveAttribute('data-state', 'loading');
    await expect(section).toHaveAttribute('aria-busy', 'true');
  },
};
