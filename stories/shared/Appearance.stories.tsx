import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { RampkitProvider } from '../../src/react/RampkitProvider';
import { THEMES, type Appearance, type AppearanceVariables, type Density, type LabelPlacement, type Theme } from '../../src/theme/tokens';
import type { Locale } from '../../src/i18n';
import type { SandboxBackend } from '../../src/testing/sandbox-backend';
import { ThemeSample } from '../support/ThemeSample';

// A designer's workbench: change the variables in the Controls panel, see the kit follow live, and
// copy the `appearance` object to hand to the developers (only what differs from the preset).
type Args = { theme: Theme; labels: LabelPlacement; density: Density } & Partial<AppearanceVariables>;

const VARIABLES = ['colorPrimary', 'colorBackground', 'colorSurface', 'colorText', 'colorBorder', 'colorDanger', 'colorWarning', 'colorSuccess', 'fontFamily', 'fontSizeBase', 'radius', 'radiusButton', 'radiusCard', 'spacingUnit', 'controlHeight', 'shadowCard'] as const;

/** The appearance the controls describe: the preset, and each variable only where it differs from it. */
function appearanceOf({ theme, labels, density, ...variables }: Args): Appearance {
  const preset = THEMES[theme];
  const own = Object.fromEntries(Object.entries(variables).filter(([name, value]) => value !== undefined && value !== '' && preset[name as keyof AppearanceVariables] !== value));
  return { theme, ...(Object.keys(own).length ? { variables: own } : {}), ...(labels === 'floating' ? { labels } : {}), ...(density === 'condensed' ? { density } : {}) };
}

function Workbench({ args, backend, locale }: { args: Args; backend: SandboxBackend; locale: Locale }) {
  const appearance = appearanceOf(args);
  const code = `appearance={${JSON.stringify(appearance, null, 2)}}`;
  const [copied, setCopied] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', alignItems: 'start' }}>
      <RampkitProvider client={backend.client} customerId={backend.customerId} locale={locale} appearance={appearance}>
        <ThemeSample />
      </RampkitProvider>
      <figure style={{ margin: 0, font: '13px/1.5 ui-monospace, monospace' }}>
        <figcaption style={{ font: '600 14px system-ui, sans-serif', marginBottom: 8 }}>RampkitProvider</figcaption>
        <pre data-testid="appearance-code" style={{ margin: 0, padding: 12, background: '#0f172a', color: '#e2e8f0', borderRadius: 8, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {code}
        </pre>
        <button
          type="button"
          style={{ marginTop: 8, minHeight: 44, padding: '0 16px', font: '600 14px system-ui, sans-serif', borderRadius: 8, border: '1px solid #475569', background: '#fff', color: '#0f172a', cursor: 'pointer' }}
          onClick={() => void navigator.clipboard.writeText(code).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? 'Copied ✓' : 'Copy appearance'}
        </button>
      </figure>
    </div>
  );
}

const color = { control: 'color' } as const;
const text = { control: 'text' } as const;

const meta = {
  title: 'Shared/Appearance',
  parameters: {
    docs: {
      description: {
        component: `For designers: change any variable in the Controls panel and the kit follows live; the \`appearance\` object on the right is what to hand to your developers (only what differs from the preset), copied with one click. Every variable and rule target is listed in the README ("Appearance"); the scale and anatomy in docs/design.md.

\`\`\`tsx
<RampkitProvider proxyUrl="/api" appearance={{ theme: 'default', variables: { colorPrimary: '#a3e635', radius: '12px' } }}>
\`\`\``,
      },
    },
  },
  args: { theme: 'default', labels: 'above', density: 'spaced', ...Object.fromEntries(VARIABLES.map((name) => [name, THEMES.default[name]])) },
  argTypes: {
    theme: { control: 'inline-radio', options: ['default', 'night', 'flat'] },
    labels: { control: 'inline-radio', options: ['above', 'floating'] },
    density: { control: 'inline-radio', options: ['spaced', 'condensed'] },
    colorPrimary: color, colorBackground: color, colorSurface: color, colorText: color, colorBorder: color, colorDanger: color, colorWarning: color, colorSuccess: color,
    fontFamily: text, fontSizeBase: text, radius: text, radiusButton: text, radiusCard: text, spacingUnit: text, controlHeight: text, shadowCard: text,
  },
  render: (args, { loaded, globals }) => <Workbench args={args} backend={loaded.backend as SandboxBackend} locale={(globals.locale as Locale) ?? 'en'} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Workbench_: Story = {
  name: 'Workbench',
  play: async ({ canvasElement }) => {
    // The preset alone: nothing to copy but the theme.
    await expect(within(canvasElement).getByTestId('appearance-code')).toHaveTextContent('"theme": "default"');
    await expect(within(canvasElement).getByTestId('appearance-code')).not.toHaveTextContent('variables');
  },
};

/** A lime brand on the night theme with bigger radii: the object carries only those. */
export const LimeNight: Story = {
  args: { theme: 'night', colorPrimary: '#a3e635', radius: '14px', ...Object.fromEntries(VARIABLES.filter((name) => !['colorPrimary', 'radius'].includes(name)).map((name) => [name, THEMES.night[name]])) },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByTestId('appearance-code');
    await expect(code).toHaveTextContent('"colorPrimary": "#a3e635"');
    await expect(code).toHaveTextContent('"radius": "14px"');
    await expect(code).not.toHaveTextContent('colorBackground');
    // The kit follows: its primary button wears the brand.
    await expect(getComputedStyle(canvasElement.querySelector('.rk-button[data-variant=primary]')!).backgroundColor).toBe('rgb(163, 230, 53)');
  },
};
