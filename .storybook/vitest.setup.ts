import { inject } from 'vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview';

declare module 'vitest' {
  export interface ProvidedContext {
    storyLocale: string;
  }
}

// The test runs: every story on a 360 px wide phone (the plugin sizes the page from the viewport
// global), in the project's locale (vite.config.ts runs every story in English and in German).
// A story's own `globals` still win.
setProjectAnnotations([
  a11yAddonAnnotations,
  projectAnnotations,
  {
    initialGlobals: { locale: inject('storyLocale'), viewport: { value: 'phone360', isRotated: false } },
    parameters: { viewport: { options: { phone360: { name: 'Phone, 360 px', styles: { width: '360px', height: '800px' }, type: 'mobile' } } } },
  },
]);
