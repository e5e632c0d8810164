import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Amount } from '../../src/components/shared/Amount';
import { CopyField } from '../../src/components/shared/CopyField';
import { Skeleton } from '../../src/components/shared/Skeleton';

const meta = { title: 'Shared/Parts' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Amounts: Story = {
  render: () => (
    <ul>
      <li><Amount value="1234.5" currency="EUR" /></li>
      <li><Amount value="0.00012345" currency="BTC_TEST" /></li>
      <li><Amount value="98765432109876543.21" currency="USD" /></li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0.00012345 BTC_TEST')).toBeInTheDocument();
  },
};

export const Copy: Story = {
  render: () => <CopyField label="Account number" value="DE89370400440532013000" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The clipboard needs permission in a test browser: stand in for it, then check the announcement.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => undefined }, configurable: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Account number' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Account number copied');
  },
};

export const Loading: Story = {
  render: () => (
    <div role="status" aria-busy="true" aria-label="Loading channels">
      <Skeleton width="60%" />
      <Skeleton width="40%" />
    </div>
  ),
};
