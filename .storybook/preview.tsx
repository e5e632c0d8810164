import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { noSidewaysScroll, hasDocsDescription } from './checks';
import { RampkitProvider } from '../src/react/RampkitProvider';
import { isLocale, loadMessages, type Locale } from '../src/i18n';
import type { Theme } from '../src/theme/tokens';
import type { SandboxBackend } from '../src/testing/sandbox-backend';
import { FAULTS, getBackend, type FaultPreset } from './backend';

const withBackend: Loader = async ({ globals }) => {
  // The story's catalogue before its first render: a play test never meets English on the way to German.
  const locale = String(globals.locale ?? 'en');
  await loadMessages(isLocale(locale) ? locale : 'en');
  const backend = await getBackend();
  await backend.control('/faults', { Rules: FAULTS[(globals.faults as FaultPreset) ?? 'none'] ?? [] });
  return { backend };
};

// The toolbar's names for the appearance presets.
const STORY_THEMES: Record<string, Theme> = { light: 'default', dark: 'night', flat: 'flat' };

const withProvider: Decorator = (Story, { loaded, globals }) => (
  <RampkitProvider client={(loaded.backend as SandboxBackend).client} customerId={(loaded.backend as SandboxBackend).customerId} locale={(globals.locale as Locale) ?? 'en'} appearance={{ theme: STORY_THEMES[globals.theme as string] ?? 'default' }}>
    <div style={{ padding: 16, minHeight: 120 }}>
      <Story />
    </div>
  </RampkitProvider>
);

const preview: Preview = {
  // A docs page (props table, description, every story as a state) for every component.
  tags: ['autodocs'],
  loaders: [withBackend],
  decorators: [withProvider],
  // After every story's play: no sideways scroll (the test runs are a 360 px phone) and a docs page
  // that says what the component is for.
  afterEach: [noSidewaysScroll, hasDocsDescription],
  globalTypes: {
    locale: { description: 'Locale', toolbar: { title: 'Locale', icon: 'globe', items: ['en', 'es', 'fr', 'de', 'it', 'pt'], dynamicTitle: true } },
    theme: { description: 'Theme', toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark', 'flat'], dynamicTitle: true } },
    faults: { description: 'Sandbox faults', toolbar: { title: 'Faults', icon: 'lightning', items: Object.keys(FAULTS), dynamicTitle: true } },
  },
  initialGlobals: { locale: 'en', theme: 'light', faults: 'none' },
  parameters: {
    // axe runs on every story; a violation fails its test.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};
export default preview;
