// A full-page photograph of what a test shows: attached to the Playwright report, and written to
// $RAMPKIT_SHOTS_DIR/<name>.png when that is set (for a person to open and judge).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test, type Page } from '@playwright/test';

export async function shoot(page: Page, name: string): Promise<void> {
  const options = { fullPage: true, animations: 'disabled', caret: 'hide' } as const;
  await test.info().attach(`${name}.png`, { body: await page.screenshot(options), contentType: 'image/png' });
  const dir = process.env.RAMPKIT_SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ ...options, path: join(dir, `${name}.png`) });
}
