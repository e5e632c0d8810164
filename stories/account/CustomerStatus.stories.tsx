import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomerStatus } from '../../src/components/CustomerStatus';
import { freshBackend, stalled } from '../../.storybook/backend';
import { storyLocale } from '../support/locale';
import { KitWords } from '../support/kit-words';
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
  // The host's button to continue (an OnboardingLauncher's, in an app), in the kit's words and look.
  args: {
    live: false,
    onboardingAction: (
      <KitWords>
        {(t) => (
          <button type="button" className="rk-button">
            {t('onboarding.continue')}
          </button>
        )}
      </KitWords>
    ),
  },
  parameters: {
    docs: {
      description: {
        component: `Where the customer's verification stands and what they need to do next, from the customer record (live), as one badge and one sentence: verified (with "Sell now" when the host wires \`onSellRequested\`), start, in review, action needed (what the service asks for), not accepted (the service's reason, in English, and a way to try again), or declined (with no button that cannot help). \`onboardingAction\` is the host's button to continue (e.g. an OnboardingLauncher, which then shows only its button); it is hidden when it cannot help.

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

export const Approved: Story = {
  args: { onSellRequested: fn() },
  play: async (context) => {
    const { t } = await storyLocale(context);
    await says('customer.next.none')(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: t('onboarding.sell-now') }));
    await expect(context.args.onSellRequested).toHaveBeenCalledOnce();
  },
};
export const NotStarted: Story = { loaders: [freshBackend(undefined, { approved: false })], play: says('customer.next.start') };
export const InReview: Story = { loaders: [decided()], play: says('customer.next.wait') };
/** A request for documents is something to do: headed "Action needed", never "In review". */
export const ActionsRequired: Story = {
  loaders: [decided('ActionsRequired')],
  play: async (context) => {
    const { t } = await storyLocale(context);
    await says('customer.action.ProofOfAddress')(context);
    const summary = within(context.canvasElement).getByRole('status');
    await expect(summary).toHaveTextContent(t('customer.state.actions'));
    await expect(summary).not.toHaveTextContent(t('customer.state.wait'));
  },
};
/** One message for a decline that can be retried: not accepted, the service's reason (English, marked so), try again. */
export const RejectedRetry: Story = {
  loaders: [decided('DeclinedRetry')],
  play: async (context) => {
    const { t } = await storyLocale(context);
    await says('customer.next.retry')(context);
    await expect(within(context.canvasElement).getByRole('status')).toHaveTextContent(t('customer.state.retry'));
    await expect(context.canvasElement.querySelector('[data-slot=reason]')).toHaveAttribute('lang', 'en');
  },
};
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
