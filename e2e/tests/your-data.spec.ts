import { paths, receiptPath } from '@clean/shared';
import { dataExport } from '@clean/shared/schemas';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { bookedThroughApi, firstAdminState } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { erasureLinkOf, mailsTo } from '../support/mail-catcher';
import { reviewShot } from '../support/screenshots';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Your data (docs/PRODUCT.md): on the receipt page of the manage link the customer downloads their data
 * and asks to delete it, and opens the link the e-mail brings; the visit is still to come, so the
 * confirmed request waits for an admin, who finds it with its deadline at /admin/data-requests and
 * erases it. One visit covers both ways a request ends in an erasure: the link confirms, the admin
 * erases (an erasure right from the link, with no visit to come, is the API test's). The API tests cover
 * the matching, what the erasure reaches and the retention job.
 */
test('download my data, ask to delete it, confirm from the e-mail, and the admin erases it', async ({
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

  // The e-mail's link, as the customer's mail app opens it (no manage token): confirmed, and left to an
  // admin since the visit is still to come.
  const [mail] = await mailsTo(request, body.email, 'Confirm: erase your personal data');
  await page.goto(erasureLinkOf(mail!, booking.reference));
  await expect(main.getByRole('heading', { name: 'Confirmed' })).toBeVisible();

  // The admin's list: the confirmed request, who asked and its deadline; Erase now.
  const admin = await browser.newContext({ storageState: firstAdminState() });
  const adminPage = await admin.newPage();
  await adminPage.goto(`${paths.admin.dataRequests}?status=awaiting-admin`);
  const card = adminPage.getByRole('article', { name: `Erasure · From booking ${booking.reference}` });
  await expect(card).toContainText(body.email);
  await expect(card).toContainText(/Due by /);
  await reviewShot(adminPage, 'admin-data-requests-desktop');
  await card
    .getByRole('button', { name: `Erase now: the data of the request from booking ${booking.reference}` })
    .click();
  await adminPage
    .getByRole('alertdialog', { name: 'Erase this customer’s data?' })
    .getByRole('button', { name: 'Erase now' })
    .click();
  await adminPage.getByLabel('Show').selectOption('completed');
  const done = adminPage.getByRole('article', { name: `Erasure · From booking ${booking.reference}` });
  await expect(done).toContainText('Erased: 1 booking, 0 messages');
  await expect(done).not.toContainText(body.email);
  await admin.close();

  // The receipt (by its manage link) now shows no trace of the customer.
  await page.goto(`${receiptPath(booking.reference)}?token=${encodeURIComponent(booking.manageToken)}`);
  await expect(main.getByText(body.address)).toHaveCount(0);
});
