import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field } from '../../src/components/shared/Field';
import { KitRoot } from '../../src/components/shared/root';
import { RampkitProvider } from '../../src/react/RampkitProvider';
import type { Locale } from '../../src/i18n';
import type { SandboxBackend } from '../../src/testing/sandbox-backend';
import { storyT } from '../support/locale';

type Args = { labels: 'above' | 'floating' };

const meta = {
  title: 'Shared/Field',
  parameters: {
    docs: {
      description: {
        component: `A form field (an internal primitive): the label (14 px, 500) above the control, "(optional)" after an optional field's label instead of an asterisk on required ones, and under the control the help text, which an error replaces. Both are tied to the control by \`aria-describedby\`, in a polite live region. With \`appearance.labels: 'floating'\` the label sits inside the control.

\`\`\`tsx
<Field label={t('sell.amount.label', { currency })} help={hint} error={problem}>
  {(control) => <input {...control} inputMode="decimal" />}
</Field>
\`\`\``,
      },
    },
  },
  args: { labels: 'above' },
  loaders: [async (context) => ({ t: await storyT(context) })],
  render: ({ labels }, { loaded, globals }) => {
    const t = loaded.t as (key: string, values?: Record<string, string>) => string;
    const backend = loaded.backend as SandboxBackend;
    return (
      <RampkitProvider client={backend.client} customerId={backend.customerId} locale={(globals.locale as Locale) ?? 'en'} appearance={{ labels, theme: globals.theme === 'dark' ? 'night' : globals.theme === 'flat' ? 'flat' : 'default' }}>
        <KitRoot as="div" className="rk-stack" style={{ padding: 16, maxWidth: 480 }}>
          <Field label={t('sell.amount.label', { currency: 'EUR' })} help={t('sell.estimate.note')}>
            {(control) => <input {...control} inputMode="decimal" defaultValue="150" />}
          </Field>
          <Field label={t('sell.amount.label', { currency: 'EUR' })} help={t('sell.estimate.note')} error={t('sell.channel.below-min')}>
            {(control) => <input {...control} inputMode="decimal" defaultValue="1" />}
          </Field>
          <Field label={t('tx.list.amount')} optional>
            {(control) => <input {...control} />}
          </Field>
        </KitRoot>
      </RampkitProvider>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement, loaded }) => {
  const t = loaded.t as (key: string, values?: Record<string, string>) => string;
  const canvas = within(canvasElement);
  const [ok, invalid] = canvas.getAllByRole('textbox', { name: t('sell.amount.label', { currency: 'EUR' }) });
  // Help text under the first, the error in its place under the second, each tied to its input.
  await expect(ok).toHaveAccessibleDescription(t('sell.estimate.note'));
  await expect(invalid).toHaveAccessibleDescription(t('sell.channel.below-min'));
  await expect(invalid).toHaveAttribute('aria-invalid', 'true');
  await expect(ok).toBeRequired();
  await expect(canvas.getByRole('textbox', { name: `${t('tx.list.amount')} ${t('common.optional')}` })).not.toBeRequired();
  for (const input of canvas.getAllByRole('textbox')) await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
};

export const LabelsAbove: Story = { play };
export const FloatingLabels: Story = { args: { labels: 'floating' }, play };
