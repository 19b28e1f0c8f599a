import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Screenshots for a person to look at (the widths, themes and languages a change touched): taken
 * only when SCREENSHOT_DIR names a folder (`SCREENSHOT_DIR=/tmp/shots npm run test:browser`).
 * They assert nothing, so a plain run skips their cost (a full-page capture is a raster and a PNG
 * encode of the whole page, on the machine the browser tests already keep busy).
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: options.fullPage ?? true });
}
