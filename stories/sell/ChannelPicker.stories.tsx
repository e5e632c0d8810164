import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChannelPicker } from '../../src/components/ChannelPicker';
import { stalled } from '../../.storybook/backend';
import { storyLocale } from '../support/locale';
import { backOnline, expectOfflineNotice, offlineStory } from '../support/offline';
import { methodTypeName } from '../../src/components/shared/names';

// Channels come from the real sandbox running in this tab.
const meta = {
  title: 'Sell/ChannelPicker',
  component: ChannelPicker,
  args: { cryptoCurrency: 'BTC_TEST', fiatAmount: '250', onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `Where and how the customer is paid: country, currency, then the payout channels the service offers for that amount, each with its human name, processing time and fees. Channels the amount does not fit are shown disabled with the reason. Controlled (\`value\`/\`onValueChange\`) or uncontrolled.

\`\`\`tsx
<ChannelPicker cryptoCurrency="BTC" fiatAmount="250" defaultCountry="DE" onValueChange={(channelId) => setChannelId(channelId)} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof ChannelPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseCountry: Story = {
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: t('sell.channel.country') }, { timeout: 5000 }), 'BR');
    await expect(canvas.getByRole('combobox', { name: t('sell.channel.currency') })).toHaveValue('BRL');
    await expect(await canvas.findByRole('group', { name: t('sell.channel.legend') }, { timeout: 5000 })).toHaveTextContent(methodTypeName('IdentifierPix', t));
    // The kit's selects: its own chevron in its muted text colour (the browser's arrow differs from
    // browser to browser and sits tighter than a field's padding), text where an input's starts.
    const country = canvas.getByRole('combobox', { name: t('sell.channel.country') });
    const style = getComputedStyle(country);
    await expect(style.appearance).toBe('none');
    await expect(style.backgroundImage).toContain('linear-gradient');
    // Country and currency fill their row together, as on the amount step, at any width.
    const row = country.closest('[data-slot=location]')!.getBoundingClientRect();
    const currency = canvas.getByRole('combobox', { name: t('sell.channel.currency') }).getBoundingClientRect();
    await expect(Math.round(currency.right)).toBe(Math.round(row.right));
    await expect(Math.round(country.getBoundingClientRect().left)).toBe(Math.round(row.left));
  },
};

export const Germany: Story = {
  args: { defaultCountry: 'DE' },
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const group = await canvas.findByRole('group', { name: t('sell.channel.legend') }, { timeout: 5000 });
    const [first] = within(group).getAllByRole('radio');
    await userEvent.click(first!);
    await expect(context.args.onValueChange).toHaveBeenCalledOnce();
  },
};

export const AmountOutsideLimits: Story = {
  args: { defaultCountry: 'DE', fiatAmount: '99999' },
  play: async (context) => {
    const { t } = await storyLocale(context);
    const group = await within(context.canvasElement).findByRole('group', { name: t('sell.channel.legend') }, { timeout: 5000 });
    await expect(group).toHaveTextContent(t('sell.channel.above-max'));
  },
};

/** The channel list never answers: the picker stays in its loading state, announced as busy. */
export const Loading: Story = {
  args: { defaultCountry: 'DE' },
  loaders: [stalled('listSellChannels')],
  play: async ({ canvasElement }) => {
    // The countries arrive, the channels never do.
    await expect(await within(canvasElement).findByRole('status', {}, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[data-slot=channel-picker]')).toHaveAttribute('data-state', 'loading');
  },
};

export const ServiceBusy: Story = {
  globals: { faults: '409 always' },
  args: { defaultCountry: 'DE' },
  play: async (context) => {
    const { t } = await storyLocale(context);
    const alert = await within(context.canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent(t('error.type.Conflict'));
    await expect(within(alert).getByRole('button', { name: t('common.retry') })).toBeInTheDocument();
  },
};

/**
 * No network when the channels are asked for: the picker says the customer is offline (not a blank
 * step, not a skeleton for ever) and lists the channels by itself once the network is back.
 */
export const Offline: Story = {
  ...offlineStory,
  args: { defaultCountry: 'DE' },
  play: async (context) => {
    const { t } = await storyLocale(context);
    const root = context.canvasElement.querySelector<HTMLElement>('[data-slot=channel-picker]')!;
    const notice = await expectOfflineNotice(root, t);
    await expect(root).toHaveAttribute('data-state', 'offline');
    await expect(within(root).queryByRole('group', { name: t('sell.channel.legend') })).toBeNull();
    await backOnline(notice);
    await expect(await within(root).findByRole('group', { name: t('sell.channel.legend') }, { timeout: 5000 })).toBeInTheDocument();
    await expect(root).toHaveAttribute('data-state', 'ready');
  },
};
