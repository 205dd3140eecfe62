import { paths, type Location } from '@clean/shared';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { bookedThroughApi, FIRST_ADMIN_STATE } from '../support/admin';
import { waitForLiveSite } from '../support/site';

test.use({ storageState: FIRST_ADMIN_STATE });

const main = (page: Page) => page.getByRole('main');

const booked = (request: APIRequestContext, tag: string, location: Location, paid: boolean) =>
  bookedThroughApi(request, {
    tag,
    location,
    paid,
    name: { first: 'Ngozi', last: paid ? 'Paidwell' : 'Waiting' },
  });

/** The number a dashboard figure shows ('1,234' or 'NGN 12,345.00'). */
async function figure(page: Page, label: string): Promise<number> {
  const term = main(page).locator('dt').getByText(label, { exact: true });
  const value = (await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
  return Number(value.replace(/[^\d.]/g, ''));
}

async function openDashboard(page: Page) {
  await page.goto(paths.admin.dashboard);
  await waitForLiveSite(page);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(main(page).locator('dt').getByText('Earnings', { exact: true })).toBeVisible();
}

// @exclusive (support/exclusive.ts): it counts what every test adds, so it runs alone, after the others.
test('the dashboard figures follow bookings made through the API: Earnings counts the paid one only @exclusive', async ({
  page,
  request,
}) => {
  await openDashboard(page);
  const before = {
    appointments: await figure(page, 'Appointments'),
    customers: await figure(page, 'Customers'),
    earnings: await figure(page, 'Earnings'),
  };
  expect(await figure(page, 'Admins')).toBeGreaterThanOrEqual(1);

  const paid = await booked(request, 'dash-paid', 'Abuja', true);
  const unpaid = await booked(request, 'dash-unpaid', 'Lagos', false);

  await openDashboard(page);
  expect(await figure(page, 'Appointments')).toBe(before.appointments + 2);
  expect(await figure(page, 'Customers')).toBe(before.customers + 2);
  expect(await figure(page, 'Earnings')).toBe(before.earnings + paid.booking.amount);

  const latest = main(page).getByRole('region', { name: 'Latest Bookings' });
  await expect(latest).toContainText('Ngozi Paidwell');
  await expect(latest).toContainText('Ngozi Waiting');
  expect(unpaid.booking.amount).toBeGreaterThan(0);
});

test('cancel, complete and delete appointments from the list', async ({ page, request }) => {
  const paid = await booked(request, 'list-paid', 'Abuja', true);
  const unpaid = await booked(request, 'list-unpaid', 'Port Harcourt', false);

  await page.goto(paths.admin.dashboard);
  await waitForLiveSite(page);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Appointments' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  const table = main(page).getByRole('table');
  for (const column of [
    '#',
    'Customer',
    'Email',
    'Phone',
    'Address',
    'Service',
    'Payment Status',
    'Amount',
    'Date',
    'Time',
    'Actions',
  ]) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const rowOf = (email: string) => table.getByRole('row').filter({ hasText: email });
  const menuOf = (row: Locator) => row.getByRole('button', { name: /^Actions for the appointment of/ });
  const paidRow = rowOf(paid.body.email);
  const unpaidRow = rowOf(unpaid.body.email);
  await expect(paidRow).toContainText('Paid');
  await expect(unpaidRow).toContainText('Unpaid');
  await expect(paidRow).toContainText(paid.body.date.replaceAll('-', '/'));

  // Cancel the unpaid one: it shows Cancelled and offers only Delete.
  await menuOf(unpaidRow).click();
  await page.getByRole('menuitem', { name: 'Cancel appointment of Ngozi Waiting' }).click();
  await expect(page.getByText('Appointment cancelled.')).toBeVisible();
  await expect(unpaidRow).toContainText('Cancelled');
  await menuOf(unpaidRow).click();
  await expect(page.getByRole('menuitem', { name: /^(Cancel|Complete) appointment/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Complete the paid one. The list is live: the cancel's own change (its e-mail queued and sent) can
  // refresh the rows while the menu is open, and the menu stays open.
  await menuOf(paidRow).click();
  await page.getByRole('menuitem', { name: 'Complete appointment of Ngozi Paidwell' }).click();
  await expect(page.getByText('Appointment marked as completed.')).toBeVisible();
  await expect(paidRow).toContainText('Completed');
  await menuOf(paidRow).click();
  await expect(page.getByRole('menuitem', { name: /^(Cancel|Complete) appointment/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Delete asks first; keeping it changes nothing, confirming removes it.
  await menuOf(unpaidRow).click();
  await page.getByRole('menuitem', { name: 'Delete appointment of Ngozi Waiting' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Ngozi Waiting');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(unpaidRow).toHaveCount(1);
  await menuOf(unpaidRow).click();
  await page.getByRole('menuitem', { name: 'Delete appointment of Ngozi Waiting' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Appointment deleted.')).toBeVisible();
  await expect(unpaidRow).toHaveCount(0);
  await expect(paidRow).toHaveCount(1);
});
