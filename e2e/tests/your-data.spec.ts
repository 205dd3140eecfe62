import { paths, receiptPath } from '@clean/shared';
import { dataExport } from '@clean/shared/schemas';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { bookedThroughApi, firstAdminState } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { reviewShot } from '../support/screenshots';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Your data (docs/PRODUCT.md): on the receipt page of the manage link the customer downloads their data
 * and asks to delete it; the admin finds the request with its deadline at /admin/data-requests and
 * erases it. The API tests cover the matching, the e-mailed link and the retention job.
 */
test('download my data, ask to delete it, and the admin erases it from the console', async ({
  page,
  browser,
  request,
}) => {
  const { body, booking } = await bookedThroughApi(request, { tag: 'your-data', location: 'Lagos', paid: true });
  await page.goto(`${receiptPath(booking.reference)}?token=${encodeURIComponent(booking.manageToken)}`);
  const main = page.getByRole('main');
  const yourData = main.getByRole('region', { name: 'Your data' });
  await expect(yourData).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('link', { name: 'Download my data (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`my-data-${booking.reference}.json`);
  const data = dataExport.parse(JSON.parse(await readFile((await download.path()) as string, 'utf8')));
  expect(data.bookings.map((row) => [row.reference, row.email, row.address])).toEqual([
    [booking.reference, body.email, body.address],
  ]);
  expect(data.payments).toHaveLength(1);
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShot(page, 'your-data-390');

  await yourData.getByRole('button', { name: 'Delete my data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your personal data?' });
  await dialog.getByRole('button', { name: 'Send me the link' }).click();
  await expect(yourData.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The admin's list: the request, who asked and its deadline; Erase now.
  const admin = await browser.newContext({ storageState: firstAdminState() });
  const adminPage = await admin.newPage();
  await adminPage.goto(`${paths.admin.dataRequests}?status=awaiting-confirmation`);
  const card = adminPage.getByRole('article', { name: `Erasure · From booking ${booking.reference}` });
  await expect(card).toContainText(body.email);
  await expect(card).toContainText(/Due by /);
  await reviewShot(adminPage, 'admin-data-requests-desktop');
  await card.getByRole('button', { name: `Erase the data of the request from booking ${booking.reference}` }).click();
  await adminPage
    .getByRole('alertdialog', { name: 'Erase this customer’s data?' })
    .getByRole('button', { name: 'Erase now' })
    .click();
  await adminPage.getByLabel('Show').selectOption('completed');
  const done = adminPage.getByRole('article', { name: `Erasure · From booking ${booking.reference}` });
  await expect(done).toContainText('Erased: 1 booking, 0 messages');
  await expect(done).not.toContainText(body.email);
  await admin.close();

  // The receipt now shows no trace of the customer.
  await page.reload();
  await expect(main.getByText(body.address)).toHaveCount(0);
});
