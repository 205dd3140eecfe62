import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Screenshots for a person to look at (a review aid, not a pixel comparison), written to
 * e2e/screenshots/ (gitignored) only when asked: `SCREENSHOTS=1 npx playwright test ...`. The tests
 * that take them assert what a visitor would notice either way; the files cost time nobody spends
 * looking at them on an ordinary run.
 */
export const SCREENSHOTS_WANTED = process.env.SCREENSHOTS === '1';

const SCREENSHOT_DIR = path.join(__dirname, '..', 'screenshots');

/** Saves `<name>.png` when screenshots are wanted; does nothing otherwise. */
export async function reviewShot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage, animations: 'disabled' });
}
