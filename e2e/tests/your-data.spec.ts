import { paths, receiptPath } from '@clean/shared';
import { dataExport, DATA_REQUEST_SCOPE } from '@clean/shared/schemas';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { bookedThroughApi, firstAdminState } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { downloadLinkOf, erasureLinkOf, mailsTo } from '../support/mail-catcher';
import { reviewShot } from '../support/screenshots';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Your data (docs/PRODUCT.md): on the receipt page of the manage link the customer asks for their data
 * and follows the e-mailed link to a page whose button downloads it; then asks to delete it, opens the
 * link the e-mail brings and confirms with its button; the visit is still to come, so the confirmed
 * request waits for an admin, who finds it with its deadline at /admin/data-requests and erases it. One
 * visit covers both ways a request ends in an erasure: the link confirms, the admin erases (an erasure
 * right from the link, with no visit to come, is the API test's). The API tests cover the matching (the
 * proved e-mail only), what the erasure reaches and the retention job.
 */
test('ask for my data, download it from the e-mail, ask to delete it, confirm, and the admin erases it', async ({
  page,
  browser,
  request,
}) => {
  // Two e-mails go through the job queue and the mail catcher, then an admin's visit: longer than one flow.
  test.slow();
  const { body, booking } = await bookedThroughApi(request, { tag: 'your-data', location: 'Lagos', paid: true });
  await page.goto(`${receiptPath(booking.reference)}?token=${encodeURIComponent(booking.manageToken)}`);
  const main = page.getByRole('main');
  const yourData = main.getByRole('region', { name: 'Your data' });
  await expect(yourData).toBeVisible();

  await yourData.getByRole('button', { name: 'Download my data' }).click();
  await expect(yourData.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(yourData).toContainText(DATA_REQUEST_SCOPE);
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShot(page, 'your-data-390');

  // The e-mail's link, as the customer's mail app opens it: a page whose button downloads the file.
  const [downloadMail] = await mailsTo(request, body.email, 'Download your personal data');
  await page.goto(downloadLinkOf(downloadMail!, booking.reference));
  await expect(main.getByRole('heading', { name: 'Download your data' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Download my data (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`my-data-${booking.reference}.json`);
  const data = dataExport.parse(JSON.parse(await readFile((await download.path()) as string, 'utf8')));
  expect(data.bookings.map((row) => [row.reference, row.email, row.address])).toEqual([
    [booking.reference, body.email, body.address],
  ]);
  expect(data.payments).toHaveLength(1);
  expect(data.notIncluded).toBe(DATA_REQUEST_SCOPE);
  await expect(main.getByRole('heading', { name: 'Your file is downloaded' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`${receiptPath(booking.reference)}?token=${encodeURIComponent(booking.manageToken)}`);
  await yourData.getByRole('button', { name: 'Delete my data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your personal data?' });
  await dialog.getByRole('button', { name: 'Send me the link' }).click();
  await expect(yourData.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  // The e-mail's link (no manage token): its page erases nothing until its button is pressed; then
  // confirmed, and left to an admin since the visit is still to come.
  const [mail] = await mailsTo(request, body.email, 'Confirm: erase your personal data');
  await page.goto(erasureLinkOf(mail!, booking.reference));
  await expect(main.getByRole('heading', { name: 'Erase your personal data?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole('button', { name: 'Erase my data' }).click();
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
