import { expect, test } from '@playwright/test';
import { hasPathParameter, paths, siteRoutes } from '@clean/shared';
import { seriousViolations } from '../support/axe';
import { openPublicPage, publicPages, scrollThrough, type PublicPage } from '../support/public-site';

/**
 * Every page a visitor can reach: the public pages, each remote's other site routes (booking, admin
 * login: listed from the route table, so a page a remote adds is checked too) and the error page.
 */
const checkedPages: readonly PublicPage[] = [
  ...publicPages,
  ...siteRoutes
    // A route with a parameter (a booking's receipt) needs a real booking: its own test checks it.
    .filter((route) => !hasPathParameter(route) && !publicPages.some((known) => known.path === route.path))
    .map((route) => ({ path: route.path, name: route.page, h1: route.title })),
  { path: `${paths.services}/no-such-page`, name: 'not-found', h1: 'Not found!' },
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const target of checkedPages) {
      test(`${target.path} has no serious or critical axe violation`, async ({ page }) => {
        await openPublicPage(page, target);
        await scrollThrough(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('the contact form with its validation messages and thank-you banner has no serious or critical violation', async ({
  page,
}) => {
  await page.route('**/api/user/contact-us', (route) =>
    route.fulfill({ json: { success: true, message: 'Thank you, we have received your message.' } }),
  );
  await openPublicPage(
    page,
    publicPages.find((candidate) => candidate.path === '/contact')!,
  );
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(main.getByText('Name is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByLabel('Full Name', { exact: true }).fill('Funmilayo Adeyemi');
  await main.getByLabel('Email', { exact: true }).fill('funmi@example.com');
  await main.getByLabel('Subject', { exact: true }).fill('Hotel housekeeping');
  await main.getByLabel('Message', { exact: true }).fill('We would like a proposal for 80 rooms.');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(main.getByRole('status')).toContainText('Thank you!');
  expect(await seriousViolations(page)).toEqual([]);
});
