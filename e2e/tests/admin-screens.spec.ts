import path from 'node:path';
import { adminRoutes, editProductPath, paths } from '@clean/shared';
import { expect, test, type Page } from '@playwright/test';
import { bookedThroughApi, FIRST_ADMIN_STATE } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { firstChoice } from '../support/booking-api';
import { waitForLiveSite } from '../support/site';

/**
 * Every admin page (from the shared route table, so a page added later is covered) at phone and
 * laptop width: axe finds nothing serious, and a screenshot is saved to e2e/screenshots/ (gitignored)
 * for a person to look at. A review aid, not a pixel comparison.
 */
const SCREENSHOT_DIR = path.join(__dirname, '..', 'screenshots');

test.use({ storageState: FIRST_ADMIN_STATE });

// Pages with something on them: a paid and an unpaid booking.
test.beforeAll(async ({ request }) => {
  await bookedThroughApi(request, { tag: 'shots-paid', location: 'Abuja', paid: true });
  await bookedThroughApi(request, { tag: 'shots-unpaid', location: 'Lagos', paid: false });
});

async function settled(page: Page, h1: string) {
  await waitForLiveSite(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  // Loading outlines are gone (a skeleton is a busy status).
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`admin pages at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 600 });
    const shot = (page: Page, name: string) =>
      page.screenshot({
        path: path.join(SCREENSHOT_DIR, `admin-${name}-${viewport.width}.png`),
        fullPage: true,
        animations: 'disabled',
      });

    for (const route of adminRoutes) {
      test(`${route.title}: no serious or critical axe violation`, async ({ page, request }) => {
        const target =
          route.path === 'products/edit/:productId'
            ? editProductPath((await firstChoice(request)).product._id)
            : `${paths.admin.root}/${route.path}`;
        await page.goto(target);
        await settled(page, route.title);
        await shot(page, route.page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the menu and the profile dropdown: open, usable, no serious violation', async ({ page }) => {
      await page.goto(paths.admin.dashboard);
      await settled(page, 'Dashboard');
      if (viewport.width < 1024) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await expect(drawer.getByRole('link', { name: 'Products' })).toBeVisible();
        await shot(page, 'menu-open');
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      } else {
        await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
      }
      await page.getByRole('button', { name: /^Account menu/ }).click();
      await expect(page.getByRole('link', { name: 'Change Password' })).toBeVisible();
      await shot(page, 'profile-menu-open');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
