import { beforeEach, inject } from 'vitest';
import { commands } from 'vitest/browser';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { installStoryClock, startStoryClock } from '../tooling/story-clock';
import * as projectAnnotations from './preview';
import { checkSettings } from './check-settings';
import { failPendingChecks, startStoryChecks } from './checks';
import { PHONE, photographStory, resetStage } from './photograph';
import { pseudoLocale, pseudoLook } from './pseudo';
import { reflowLook } from './reflow';

declare module 'vitest' {
  export interface ProvidedContext {
    storyLocale: string;
    /** The design's 44×44 targets, 1.5× payout and unbroken words fail stories (RAMPKIT_STRICT_DESIGN=0: reported only). */
    strictDesign: boolean;
    /** The language checks fail stories (RAMPKIT_STRICT_I18N=0: reported only). */
    strictI18n: boolean;
  }
}

// Before any story module loads: the same instant and the same dice for every story (story-clock.ts).
installStoryClock();
beforeEach(async ({ task }) => {
  startStoryClock(`${task.file.name} ${task.name}`);
  startStoryChecks();
  pseudoLocale.show(false);
  await resetStage(document);
});

const locale = inject('storyLocale');
Object.assign(checkSettings, {
  enforce: true,
  policy: { strictDesign: inject('strictDesign'), strictI18n: inject('strictI18n') },
  record: (story, findings) => commands.recordStoryFindings(story, findings),
  pinFonts: true,
} satisfies Partial<typeof checkSettings>);

// The test runs: every story on a 360 px wide phone (the plugin sizes the page from the viewport
// global), in the project's locale (vite.config.ts runs every story in English and in German).
// A story's own `globals` still win. Storybook runs afterEach hooks last-given first, so after a
// play: the photographs (this list's last entry), the reflow look at 320 px, the preview's checks,
// axe, the German run's pseudo-locale look, then every failure they collected (this list's first entry).
setProjectAnnotations([
  { afterEach: [failPendingChecks] },
  ...(locale === 'de' ? [{ afterEach: [pseudoLook] }] : []),
  a11yAddonAnnotations,
  projectAnnotations,
  { afterEach: [reflowLook] },
  {
    initialGlobals: { locale, viewport: { value: 'phone360', isRotated: false } },
    parameters: { viewport: { options: { phone360: { name: 'Phone, 360 px', styles: { width: `${PHONE.width}px`, height: `${PHONE.height}px` }, type: 'mobile' } } } },
    afterEach: [photographStory(locale)],
  },
]);
