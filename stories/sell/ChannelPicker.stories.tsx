import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChannelPicker } from '../../src/components/ChannelPicker';

// Channels come from the real sandbox running in this tab.
const meta = {
  title: 'Sell/ChannelPicker',
  component: ChannelPicker,
  args: { cryptoCurrency: 'BTC_TEST', fiatAmount: '250', onValueChange: fn() },
} satisfies Meta<typeof ChannelPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseCountry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Country' }, { timeout: 5000 }), 'BR');
    await expect(canvas.getByRole('combobox', { name: 'Currency' })).toHaveValue('BRL');
    await expect(await canvas.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 })).toHaveTextContent('Pix');
  },
};

export const Germany: Story = {
  args: { defaultCountry: 'DE' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
    const [first] = within(group).getAllByRole('radio');
    await userEvent.click(first!);
    await expect(args.onValueChange).toHaveBeenCalledOnce();
  },
};

export const AmountOutsideLimits: Story = {
  args: { defaultCountry: 'DE', fiatAmount: '99999' },
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
    await expect(group).toHaveTextContent('Your amount is above the maximum of this method.');
  },
};

export const Loading: Story = {
  globals: { faults: 'latency 800 ms' },
  args: { defaultCountry: 'DE' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=channel-picker]')).toHaveAttribute('data-state', 'loading');
  },
};

export const ServiceBusy: Story = {
  globals: { faults: '409 always' },
  args: { defaultCountry: 'DE' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('The service was busy');
  },
};
