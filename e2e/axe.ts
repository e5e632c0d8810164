import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on a page of the demo, run in the page's own frames ("legacy mode"). The default mode opens
 * a blank page for every scan to merge the results of cross-origin frames; neither the kit nor the
 * demo has a frame, and that page was half of each scan's time (35 scans of two spec files: 88 s of
 * worker time against 42 s in this mode).
 */
export const axeOn = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode();
