import { paths } from '@clean/shared';
import { expect, test } from '@playwright/test';
import { EXCLUSIVE_TAG } from '../support/exclusive';
import { startRemote, stopRemote, type StoppableRemote } from '../support/remote-servers';
import { Site } from '../support/site';

/** A page of each remote a test can take down, and the heading it shows once it loads. */
const PAGES: readonly { remote: StoppableRemote; path: string; h1: string }[] = [
  { remote: 'admin', path: paths.admin.login, h1: 'Admin Login' },
  // Prerendered: the page's HTML arrives, its code does not, and the slot says so.
  { remote: 'booking', path: paths.booking, h1: 'Book a Cleaning Service' },
];

for (const target of PAGES) {
  test.describe(`the ${target.remote} remote cannot be loaded`, { tag: EXCLUSIVE_TAG }, () => {
    test.afterEach(async () => {
      // Leave the remote running for whatever runs next, even if the test failed midway.
      await stopRemote(target.remote);
      await startRemote(target.remote);
    });

    test('a message with Retry in the content area, the frame keeps working, and Retry recovers', async ({ page }) => {
      await stopRemote(target.remote);
      const site = new Site(page);
      await site.goto(target.path);

      const failure = site.main.getByRole('alert');
      await expect(failure).toContainText('This part of the site is not available right now');
      await site.expectFrame();

      // Header and footer keep working while the remote is down.
      await site.navLink('About').click();
      await expect(page).toHaveURL('/about');
      await site.expectRemotePage();
      await page.goBack();
      await expect(failure).toBeVisible();

      await startRemote(target.remote);
      await failure.getByRole('button', { name: 'Retry' }).click();
      await expect(site.main.getByRole('heading', { level: 1, name: target.h1 })).toBeVisible();
      await expect(site.main.getByRole('alert')).toHaveCount(0);
    });
  });
}
