import path from 'node:path';
import { test } from '@playwright/test';
import { openPublicPage, publicPages, scrollThrough } from '../support/public-site';

/**
 * Full-page screenshots of every public page on a phone and on a laptop, saved to e2e/screenshots/
 * (gitignored) for a person to look at: a review aid, not a pixel comparison.
 */
const SCREENSHOT_DIR = path.join(__dirname, '..', 'screenshots');

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`screenshots at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 600 });

    for (const target of publicPages) {
      test(`${target.path}`, async ({ page }) => {
        await openPublicPage(page, target);
        await scrollThrough(page);
        await page.screenshot({
          path: path.join(SCREENSHOT_DIR, `${target.name}-${viewport.width}.png`),
          fullPage: true,
          animations: 'disabled',
        });
      });
    }
  });
}
