import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OnboardingLauncher } from '../../src/components/OnboardingLauncher';
import { freshBackend } from '../../.storybook/backend';

const meta = {
  title: 'Account/OnboardingLauncher',
  component: OnboardingLauncher,
  args: { returnUrl: 'https://shop.example/account', navigate: fn() },
} satisfies Meta<typeof OnboardingLauncher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  loaders: [freshBackend(undefined, { approved: false })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify your identity' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Identity document', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(args.navigate).toHaveBeenCalledWith(expect.stringContaining('/hosted/en/onboarding/'));
  },
};

export const ReturnedInReview: Story = {
  args: { returnedStatus: 'ReviewPending' },
  loaders: [freshBackend(undefined, { approved: false })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your details are being reviewed.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Approved: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your identity is verified.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const ServiceError: Story = {
  loaders: [freshBackend(async (b) => b.control('/faults', { Rules: [{ Route: '/onboarding', Rate500: 1 }] }), { approved: false })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify your identity' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The service had a problem.');
  },
};
