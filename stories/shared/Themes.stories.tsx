import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RampkitProvider } from '../../src/react/RampkitProvider';
import type { Appearance } from '../../src/theme/tokens';
import type { Locale } from '../../src/i18n';
import { contrastRatio, parseColor } from '../../src/theme/contrast';
import type { SandboxBackend } from '../../src/testing/sandbox-backend';
import { ThemeSample } from '../support/ThemeSample';

// The three presets and host brands that break naive derivations (a lime and a yellow: white text
// on them fails, as does the brand as text on white; a dark navy as text on the night theme), each
// axe-checked like every story and measured here: text on the primary and links at 4.5:1, the
// solid focus outline at 3:1 against the background it sits on.
function Sample({ appearances, backend, locale }: { appearances: Appearance[]; backend: SandboxBackend; locale: Locale }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: 16 }}>
      {appearances.map((appearance, i) => (
        <RampkitProvider key={i} client={backend.client} customerId={backend.customerId} locale={locale} appearance={appearance}>
          <ThemeSample />
        </RampkitProvider>
      ))}
    </div>
  );
}

const rgb = (c: string) => parseColor(c.replace(/^rgba?\(([^)]*)\)$/, 'rgb($1)'))!;
const ratio = (a: string, b: string) => contrastRatio(rgb(a), rgb(b));

const meta = {
  title: 'Shared/Themes',
  parameters: {
    docs: {
      description: {
        component: `The appearance presets and host brands. \`appearance={{ theme, variables, rules, labels, density }}\` on \`RampkitProvider\`: \`default\` (light), \`night\` (dark), \`flat\`. Pass any \`colorPrimary\`: the text on primary fills, the brand as text (links, secondary buttons), the focus outline and the radios' accent are derived from it, moved in lightness only, to reach 4.5:1 and 3:1.

\`\`\`tsx
<RampkitProvider proxyUrl="/api" appearance={{ theme: 'night', variables: { colorPrimary: '#a3e635', radius: '12px' } }}>
\`\`\``,
      },
    },
  },
  render: (args: { appearances: Appearance[] }, { loaded, globals }) => <Sample appearances={args.appearances} backend={loaded.backend as SandboxBackend} locale={(globals.locale as Locale) ?? 'en'} />,
  play: async ({ canvasElement }) => {
    for (const root of canvasElement.querySelectorAll<HTMLElement>('[data-rampkit-root]')) {
      const background = getComputedStyle(root).backgroundColor;
      const primary = root.querySelector<HTMLElement>('.rk-button[data-variant=primary]')!;
      await expect(ratio(getComputedStyle(primary).color, getComputedStyle(primary).backgroundColor)).toBeGreaterThanOrEqual(4.5);
      const secondary = root.querySelector<HTMLElement>('.rk-button[data-variant=secondary]')!;
      await expect(ratio(getComputedStyle(secondary).color, background)).toBeGreaterThanOrEqual(4.5);
      await expect(ratio(getComputedStyle(root.querySelector('a[href]')!).color, background)).toBeGreaterThanOrEqual(4.5);
      // Focus: a solid outline (forced colours keep it), 3:1 against the root's background.
      const input = root.querySelector<HTMLInputElement>('input:not([type=radio])')!;
      input.focus();
      const focused = getComputedStyle(input);
      await expect(focused.outlineStyle).toBe('solid');
      await expect(parseFloat(focused.outlineWidth)).toBeGreaterThanOrEqual(2);
      await expect(ratio(focused.outlineColor, background)).toBeGreaterThanOrEqual(3);
      input.blur();
    }
  },
} satisfies Meta<{ appearances: Appearance[] }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three presets side by side (the README's picture). */
export const Presets: Story = { args: { appearances: [{ theme: 'default' }, { theme: 'night' }, { theme: 'flat' }] } };
export const LimeBrand: Story = { args: { appearances: [{ variables: { colorPrimary: '#a3e635' } }, { theme: 'night', variables: { colorPrimary: '#a3e635' } }, { theme: 'flat', variables: { colorPrimary: '#a3e635' } }] } };
export const YellowBrand: Story = { args: { appearances: [{ variables: { colorPrimary: '#facc15' } }, { theme: 'night', variables: { colorPrimary: '#facc15' } }] } };
export const NavyBrand: Story = { args: { appearances: [{ variables: { colorPrimary: '#1e3a8a' } }, { theme: 'night', variables: { colorPrimary: '#1e3a8a' } }] } };
/** The README's example, verbatim. */
export const ReadmeNight: Story = { args: { appearances: [{ theme: 'night', variables: { colorPrimary: '#0f766e', radius: '12px' } }] } };
export const CondensedAndFloating: Story = { args: { appearances: [{ density: 'condensed', labels: 'floating' }, { theme: 'night', density: 'condensed', labels: 'floating' }] } };
export const WithRules: Story = {
  args: {
    appearances: [
      {
        variables: { colorPrimary: '#7c3aed', fontFamily: 'Georgia, serif', radius: '2px' },
        rules: { Input: { borderWidth: '2px' }, 'Input:focus': { borderColor: '#7c3aed' }, 'Option--checked': { backgroundColor: '#f5f3ff' }, Heading: { letterSpacing: '.02em' }, 'Button--secondary': { borderColor: '#7c3aed' } },
      },
    ],
  },
};
