import { expect, test } from '@playwright/test';
import { startAdminRemote, stopAdminRemote } from '../support/admin-remote';
import { Site } from '../support/site';

test.describe('a remote that cannot be loaded', () => {
  test.afterEach(async () => {
    // Leave the admin remote running for whatever runs next, even if the test failed midway.
    await stopAdminRemote();
    await startAdminRemote();
  });

  test('shows a message with Retry in the content area, keeps the frame working, and recovers', async ({ page }) => {
    await stopAdminRemote();
    const site = new Site(page);
    await site.goto('/admin/login');

    const failure = site.main.getByRole('alert');
    await expect(failure).toContainText('This part of the site is not available right now');
    await site.expectFrame();

    // Header and footer keep working while the admin remote is down.
    await site.navLink('About').click();
    await expect(page).toHaveURL('/about');
    await site.expectRemotePage();
    await page.goBack();
    await expect(failure).toBeVisible();

    await startAdminRemote();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(site.main.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(site.main.getByRole('alert')).toHaveCount(0);
  });
});
