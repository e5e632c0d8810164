import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // addon-docs makes the `autodocs` tag (preview.tsx) build a docs page per component: without it
  // the tag did nothing and the index had stories only.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Props tables on the docs pages come from the components' TypeScript props.
  typescript: { reactDocgen: 'react-docgen' },
  // Storybook builds an app from the project's Vite config; the library plugin (which checks the
  // package's entries and their 'use client' chunks) belongs only to `npm run build`.
  viteFinal: (config) => ({
    ...config,
    plugins: (config.plugins ?? []).flat(Infinity).filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'rampkit-library')),
  }),
};
export default config;
