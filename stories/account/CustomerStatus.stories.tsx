import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CustomerStatus } from '../../src/components/CustomerStatus';
import { freshBackend } from '../../.storybook/backend';
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
} satisfies Meta<typeof CustomerStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

const summary = async (canvasElement: HTMLElement, text: string) =>
  expect(await within(canvasElement).findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();

export const Approved: Story = { play: ({ canvasElement }) => summary(canvasElement, 'You are verified: there is nothing to do.') };
export const NotStarted: Story = { loaders: [freshBackend(undefined, { approved: false })], play: ({ canvasElement }) => summary(canvasElement, 'Verify your identity to start selling.') };
export const InReview: Story = { loaders: [decided()], play: ({ canvasElement }) => summary(canvasElement, 'We are reviewing your details. We will let you know.') };
export const ActionsRequired: Story = { loaders: [decided('ActionsRequired')], play: ({ canvasElement }) => summary(canvasElement, 'Upload a proof of address.') };
export const RejectedRetry: Story = { loaders: [decided('DeclinedRetry')], play: ({ canvasElement }) => summary(canvasElement, 'Your verification was not accepted, but you can try again.') };
export const RejectedFinal: Story = {
  loaders: [decided('DeclinedFinal')],
  play: async ({ canvasElement }) => {
    await summary(canvasElement, 'Your verification was declined and cannot be retried. Contact support for help.');
    await expect(within(canvasElement).queryByRole('button', { name: 'Continue verification' })).toBeNull();
  },
};

export const Loading: Story = {
  globals: { faults: 'latency 800 ms' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=customer-status]')).toHaveAttribute('data-state', 'loading');
  },
};
