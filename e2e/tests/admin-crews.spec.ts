import { paths } from '@clean/shared';
import { addDays, lagosNow } from '@clean/shared/lagos-time';
import { expect, test } from '@playwright/test';
import { FIRST_ADMIN_STATE } from '../support/admin';
import { reviewShot } from '../support/screenshots';
import { waitForLiveSite } from '../support/site';

test.use({ storageState: FIRST_ADMIN_STATE, viewport: { width: 390, height: 844 }, isMobile: true });

/**
 * The office names a crew's members and days on a phone (docs/PRODUCT.md, "Crews by name"): it edits a
 * crew from the list and sees the list say so, gives it time off and takes it back; the add form says
 * what is missing. Adding and deactivating a crew, fewer days or hours, or time off within the booking
 * horizon change what the calendar offers, which the booking tests of other workers count on: the day
 * added is a Sunday (closed by the rules) and the time off lies past the horizon. The rest is the API's
 * and the console's unit tests; admin-screens.spec.ts checks the pages with axe at both widths.
 */
test('the office names a crew’s members and days, gives it time off, and the list shows them; the add form says what is missing', async ({
  page,
}) => {
  await page.goto(paths.admin.crews);
  await waitForLiveSite(page);
  const jalingo = page.getByRole('region', { name: 'Jalingo' });
  await jalingo.getByRole('link', { name: 'Edit Jalingo crew 2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crew', exact: true })).toBeVisible();

  const form = page.getByRole('form', { name: 'Crew' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('Jalingo north crew');
  await form.getByRole('checkbox', { name: 'Sunday' }).check();
  await form.getByRole('button', { name: 'Add member' }).click();
  const member = form.getByRole('group', { name: 'Member 1' });
  await member.getByRole('textbox', { name: 'Name' }).fill('Bisi Ade');
  await member.getByRole('textbox', { name: 'Phone' }).fill('0803 123 4567');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Crew saved.')).toBeVisible();

  // Time off past the booking horizon: listed, then taken back.
  const first = addDays(lagosNow(new Date()).date, 90);
  const last = addDays(first, 2);
  const timeOff = page.getByRole('form', { name: 'Add time off' });
  await timeOff.getByLabel('First day').fill(first);
  await timeOff.getByLabel('Last day').fill(last);
  await timeOff.getByRole('textbox', { name: /^Note/ }).fill('Training');
  await timeOff.getByRole('button', { name: 'Add time off' }).click();
  await expect(page.getByText('Time off added.')).toBeVisible();
  const ahead = page.getByRole('list', { name: 'Time off ahead' });
  const range = `${first.replaceAll('-', '/')} to ${last.replaceAll('-', '/')}`;
  await expect(ahead.getByRole('listitem')).toHaveText([`${range} · Training${`Take back time off ${range}`}`]);
  await reviewShot(page, 'crew-time-off-390');
  await ahead.getByRole('button', { name: `Take back time off ${range}` }).click();
  await expect(page.getByText('No time off ahead.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Crews' }).click();
  const saved = jalingo.getByRole('listitem').filter({ hasText: 'Jalingo north crew' });
  await expect(saved).toContainText('Sun–Sat · 6:00 AM to 6:00 PM');
  await expect(saved).toContainText('Bisi Ade');
  await expect(saved).toContainText('Active');

  await page.getByRole('link', { name: 'Add crew' }).click();
  const add = page.getByRole('form', { name: 'Add Crew' });
  await add.getByRole('button', { name: 'Add crew' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await expect(page).toHaveURL(paths.admin.addCrew);
});
