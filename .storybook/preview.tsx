import { useSyncExternalStore, type ReactNode } from 'react';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { noSidewaysScroll, hasDocsDescription, kitChecks } from './checks';
import { RampkitProvider } from '../src/react/RampkitProvider';
import { isLocale, loadMessages, type Locale } from '../src/i18n';
import { PSEUDO_CARRIER } from '../src/i18n/pseudo';
import type { Theme } from '../src/theme/tokens';
import type { SandboxBackend } from '../src/testing/sandbox-backend';
import { FAULTS, getBackend, type FaultPreset } from './backend';
import { checkSettings, PINNED_FONTS } from './check-settings';
import { pseudoLocale } from './pseudo';

const withBackend: Loader = async ({ globals, title }) => {
  // The story's catalogue before its first render: a play test never meets English on the way to German.
  const locale = String(globals.locale ?? 'en');
  if (locale === 'pseudo') await pseudoLocale.load();
  await loadMessages(locale === 'pseudo' ? PSEUDO_CARRIER : isLocale(locale) ? locale : 'en');
  const backend = await getBackend(title);
  await backend.control('/faults', { Rules: FAULTS[(globals.faults as FaultPreset) ?? 'none'] ?? [] });
  return { backend };
};

// The toolbar's names for the appearance presets.
const STORY_THEMES: Record<string, Theme> = { light: 'default', dark: 'night', flat: 'flat' };

/** The kit's provider for a story: its locale (or the pseudo-locale, chosen or switched on by the German run's last check) and theme. */
function StoryProvider({ backend, locale, theme, children }: { backend: SandboxBackend; locale: string; theme: Theme; children: ReactNode }) {
  const pseudoShown = useSyncExternalStore(pseudoLocale.subscribe, pseudoLocale.shown);
  const pseudo = pseudoShown || locale === 'pseudo' ? pseudoLocale.props() : undefined;
  const words = pseudo ?? { locale: isLocale(locale) ? locale : ('en' as Locale) };
  return (
    <RampkitProvider client={backend.client} customerId={backend.customerId} {...words} appearance={{ theme, ...(checkSettings.pinFonts ? { variables: PINNED_FONTS } : {}) }}>
      {children}
    </RampkitProvider>
  );
}

const withProvider: Decorator = (Story, { loaded, globals }) => (
  <StoryProvider backend={loaded.backend as SandboxBackend} locale={String(globals.locale ?? 'en')} theme={STORY_THEMES[globals.theme as string] ?? 'default'}>
    <div style={{ padding: 16, minHeight: 120 }}>
      <Story />
    </div>
  </StoryProvider>
);

const preview: Preview = {
  // A docs page (props table, description, every story as a state) for every component.
  tags: ['autodocs'],
  loaders: [withBackend],
  decorators: [withProvider],
  // After every story's play: no sideways scroll (the test runs are a 360 px phone), a docs page
  // that says what the component is for, and the design's and language's rules (tooling/kit-checks).
  afterEach: [noSidewaysScroll, hasDocsDescription, kitChecks],
  globalTypes: {
    locale: { description: 'Locale', toolbar: { title: 'Locale', icon: 'globe', items: ['en', 'es', 'fr', 'de', 'it', 'pt', 'pseudo'], dynamicTitle: true } },
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
