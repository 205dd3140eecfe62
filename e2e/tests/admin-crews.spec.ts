import { paths } from '@clean/shared';
import { expect, test } from '@playwright/test';
import { FIRST_ADMIN_STATE } from '../support/admin';
import { waitForLiveSite } from '../support/site';

test.use({ storageState: FIRST_ADMIN_STATE, viewport: { width: 390, height: 844 }, isMobile: true });

/**
 * The office names a crew's members and days on a phone (docs/PRODUCT.md, "Crews by name"): it edits a
 * crew from the list and sees the list say so; the add form says what is missing. Adding and
 * deactivating a crew change what every start time of a location takes, which the booking tests of
 * other workers count on, so those are the API's and the console's unit tests; admin-screens.spec.ts
 * checks the pages with axe at both widths.
 */
test('the office names a crew’s members and days, and the list shows them; the add form says what is missing', async ({
  page,
}) => {
  await page.goto(paths.admin.crews);
  await waitForLiveSite(page);
  const jalingo = page.getByRole('region', { name: 'Jalingo' });
  await jalingo.getByRole('link', { name: 'Edit Jalingo crew 2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crew', exact: true })).toBeVisible();

  const form = page.getByRole('form', { name: 'Crew' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('Jalingo north crew');
  await form.getByRole('checkbox', { name: 'Saturday' }).uncheck();
  await form.getByRole('button', { name: 'Add member' }).click();
  const member = form.getByRole('group', { name: 'Member 1' });
  await member.getByRole('textbox', { name: 'Name' }).fill('Bisi Ade');
  await member.getByRole('textbox', { name: 'Phone' }).fill('0803 123 4567');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Crew saved.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Crews' }).click();
  const saved = jalingo.getByRole('listitem').filter({ hasText: 'Jalingo north crew' });
  await expect(saved).toContainText('Mon–Fri · 6:00 AM to 6:00 PM');
  await expect(saved).toContainText('Bisi Ade');
  await expect(saved).toContainText('Active');

  await page.getByRole('link', { name: 'Add crew' }).click();
  const add = page.getByRole('form', { name: 'Add Crew' });
  await add.getByRole('button', { name: 'Add crew' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await expect(page).toHaveURL(paths.admin.addCrew);
});
