import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RampkitProvider } from '../../src/react/RampkitProvider';
import type { Appearance } from '../../src/theme/tokens';
import type { Locale } from '../../src/i18n';
import { ApiError } from '../../src/api/errors';
import { ErrorPanel } from '../../src/components/shared/ErrorPanel';
import { ChannelPicker } from '../../src/components/ChannelPicker';
import { contrastRatio, parseColor } from '../../src/theme/contrast';
import type { InMemoryBackend } from '../../tooling/in-memory-backend';

// The kit under host appearances, axe-checked like every story: the defaults, the README's own dark
// example, and brand colours that break "white on primary" (a light yellow) or "primary as text on
// a dark page" (a dark navy). The kit derives readable foregrounds from whatever colorPrimary it gets.
function Sample({ appearance, backend, locale }: { appearance: Appearance; backend: InMemoryBackend; locale: Locale }) {
  return (
    <RampkitProvider client={backend.client} customerId={backend.customerId} locale={locale} appearance={appearance}>
      <div className="rk-stack" style={{ padding: 16 }}>
        <div className="rk-row">
          <button type="button" className="rk-button">
            Primary
          </button>
          <button type="button" className="rk-button" data-variant="secondary">
            Secondary
          </button>
          <button type="button" className="rk-link">
            Link
          </button>
        </div>
        <ErrorPanel error={ApiError.fromResponse(400, { Type: 'InvalidMessage', Action: 'PrepareSell', Detail: 'x', Instance: 'theme-1', RequestExtension: { Body: [{ Field: 'Form.BankDetails.IBAN', Reason: 'SchemaValidation', Description: 'Enter the IBAN without spaces' }] } })} onRetryRequested={() => undefined} />
        <ChannelPicker cryptoCurrency="BTC_TEST" defaultCountry="DE" fiatAmount="100" />
      </div>
    </RampkitProvider>
  );
}

const meta = {
  title: 'Shared/Themes',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Appearance: `appearance={{ theme, variables }}` on `RampkitProvider` sets scoped CSS variables. Pass any `colorPrimary`: the text on primary fills (`colorPrimaryText`) and the primary used as text (`colorLink`) are derived to reach WCAG 4.5:1.',
      },
    },
  },
  render: (args: { appearance: Appearance }, { loaded, globals }) => <Sample appearance={args.appearance} backend={loaded.backend as InMemoryBackend} locale={(globals.locale as Locale) ?? 'en'} />,
  play: async ({ canvasElement }) => {
    // Beyond axe: the derived colours are what the page actually paints.
    const root = canvasElement.querySelectorAll<HTMLElement>('[data-rampkit-root]');
    const kit = root[root.length - 1]!;
    await within(kit).findAllByRole('radio', {}, { timeout: 5000 });
    const rgb = (c: string) => parseColor(c.replace(/^rgba?\(([^)]*)\)$/, 'rgb($1)'))!;
    const primary = kit.querySelector<HTMLElement>('.rk-button:not([data-variant])')!;
    const style = getComputedStyle(primary);
    await expect(contrastRatio(rgb(style.color), rgb(style.backgroundColor))).toBeGreaterThanOrEqual(4.5);
    const link = getComputedStyle(kit.querySelector<HTMLElement>('.rk-link')!);
    await expect(contrastRatio(rgb(link.color), rgb(getComputedStyle(kit).backgroundColor))).toBeGreaterThanOrEqual(4.5);
  },
} satisfies Meta<{ appearance: Appearance }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { appearance: { theme: 'default' } } };
export const Night: Story = { args: { appearance: { theme: 'night' } } };
export const Flat: Story = { args: { appearance: { theme: 'flat' } } };
/** The README's example, verbatim. */
export const ReadmeDark: Story = { args: { appearance: { theme: 'night', variables: { colorPrimary: '#0f766e', radius: '12px' } } } };
export const LightYellowBrand: Story = { args: { appearance: { theme: 'default', variables: { colorPrimary: '#fde047' } } } };
export const DarkNavyBrand: Story = { args: { appearance: { theme: 'night', variables: { colorPrimary: '#1e3a8a' } } } };
