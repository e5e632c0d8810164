import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OnboardingLauncher } from '../../src/components/OnboardingLauncher';
import { freshBackend } from '../../.storybook/backend';
import { storyLocale } from '../support/locale';
import { submitForReview } from '../../tooling/account-fixture';

/** A customer who sent their details; the review then decides (or not yet). */
const reviewed = (outcome?: 'DeclinedRetry') =>
  freshBackend(async (b) => {
    await submitForReview(b);
    if (outcome) await b.control(`/customers/${b.customerId}/verification`, { Outcome: outcome });
  }, { approved: false });

const meta = {
  title: 'Account/OnboardingLauncher',
  component: OnboardingLauncher,
  args: { returnUrl: 'https://shop.example/account', navigate: fn() },
  parameters: {
    docs: {
      description: {
        component: `Starts or resumes the customer's identity verification on the service's hosted page, in the kit's locale, and shows where it stands, from the customer record (live): the steps still missing, under review, declined with a way to try again, verified with "Sell now" (\`onSellRequested\`). The \`OnboardingStatus\` the hosted page sends back to \`returnUrl\` is only a hint until the record is read. For one click from the sell flow, call \`useOnboardingLauncher({ returnUrl }).actions.launch\` from SellFlow's \`onVerificationRequired\`. \`mode="redirect"\` (the default) leaves the page and comes back to \`returnUrl\`; \`mode="popup"\` opens the hosted page in a popup and refreshes the customer when it closes (a blocked popup falls back to the redirect).

\`\`\`tsx
<OnboardingLauncher returnUrl={location.href} mode="popup" fiatOptions={['EUR']} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof OnboardingLauncher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  loaders: [freshBackend(undefined, { approved: false })],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('onboarding.start') }, { timeout: 5000 }));
    await expect(await canvas.findByText(t('onboarding.step.IDENTITY'), {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(context.args.navigate).toHaveBeenCalledWith(expect.stringContaining(`/hosted/${context.globals.locale ?? 'en'}/onboarding/`));
  },
};

/** A stand-in for the browser's popup: open until the story closes it. */
const popupStub = { closed: false };
const withPopup = (popup: typeof popupStub | null) => () => {
  const open = window.open;
  popupStub.closed = false;
  window.open = (() => popup) as unknown as typeof window.open;
  return () => {
    window.open = open;
  };
};

/** Popup mode: the hosted page opens beside the shop; the launcher says so and offers to bring it back. */
export const Popup: Story = {
  args: { mode: 'popup' },
  loaders: [freshBackend(undefined, { approved: false })],
  beforeEach: withPopup(popupStub),
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('onboarding.start') }, { timeout: 5000 }));
    await expect(await canvas.findByText(t('onboarding.popup-open'), {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('onboarding.reopen') })).toBeEnabled();
    await expect(context.args.navigate).not.toHaveBeenCalled();
    // The customer closes the popup: the hint goes and the launcher reads the customer again.
    popupStub.closed = true;
    await waitFor(() => expect(canvas.queryByText(t('onboarding.popup-open'))).toBeNull(), { timeout: 5000 });
  },
};

/** The browser blocked the popup: the launcher goes to the hosted page instead of doing nothing. */
export const PopupBlocked: Story = {
  args: { mode: 'popup' },
  loaders: [freshBackend(undefined, { approved: false })],
  beforeEach: withPopup(null),
  play: async (context) => {
    const { t } = await storyLocale(context);
    await userEvent.click(await within(context.canvasElement).findByRole('button', { name: t('onboarding.start') }, { timeout: 5000 }));
    await waitFor(() => expect(context.args.navigate).toHaveBeenCalledWith(expect.stringContaining('/onboarding/')), { timeout: 5000 });
  },
};

export const ReturnedInReview: Story = {
  args: { returnedStatus: 'ReviewPending' },
  loaders: [reviewed()],
  play: async (context) => {
    const { t } = await storyLocale(context);
    await expect(await within(context.canvasElement).findByText(t('customer.next.wait'), {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(within(context.canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Back from the hosted page with "ReviewPending" in the address, but the review has declined since: the record wins. */
export const ReturnedAfterDecline: Story = {
  args: { returnedStatus: 'ReviewPending' },
  loaders: [reviewed('DeclinedRetry')],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t('customer.next.retry'), {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('onboarding.retry') })).toBeEnabled();
    await expect(canvas.queryByText(t('customer.next.wait'))).toBeNull();
  },
};

export const Approved: Story = {
  args: { onSellRequested: fn() },
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t('customer.next.none'), {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.sell-now') }));
    await expect(context.args.onSellRequested).toHaveBeenCalledOnce();
  },
};

export const ServiceError: Story = {
  loaders: [freshBackend(async (b) => b.control('/faults', { Rules: [{ Route: '/onboarding', Rate500: 1 }] }), { approved: false })],
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('onboarding.start') }, { timeout: 5000 }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(t('error.type.Unexpected'));
  },
};
