import { company, formatNaira, paths } from '@clean/shared';
import { lagosStart, longDate } from '@clean/shared/lagos-time';
import type { ManagePolicy, ManagePolicyResponse } from '@clean/shared/schemas';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { bookedThroughApi, FIRST_ADMIN, signIn } from '../support/admin';
import { adminToken, API, appointmentsOf, availability, firstChoice } from '../support/booking-api';
import { BookingPage, calendarDay, newCustomer } from '../support/booking-page';
import { seriousViolations } from '../support/axe';
import { EXCLUSIVE_TAG } from '../support/exclusive';
import { attachmentText, mailsTo, manageLinkOf } from '../support/mail-catcher';
import { CARDS, CheckoutFrame } from '../support/payment-popup';
import { reviewShot } from '../support/screenshots';

test.use({ viewport: { width: 390, height: 844 } });

/** A Date as the calendar file writes it: 20300108T060000Z. */
const icsStamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/**
 * Manage my booking (docs/PRODUCT.md) on a phone, with the messages it sends: after paying, the
 * confirmation arrives in the mail catcher with the amount, the reference, the calendar file and a
 * manage link that opens the page; from the success modal's link the customer moves the visit to
 * another day, which the admin's schedule board shows at its new time, and the outbox resends the
 * confirmation; then the customer cancels (paid, before the cut-off) and sees the refund the
 * sandbox's signed webhook confirms. The API tests cover every refusal; this visit checks it end to end.
 */
test('pay, get the e-mail, reschedule (seen on the board), resend it from the outbox, cancel and see it refunded', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Four pages (booking, manage, schedule board, outbox) and three e-mails through the job queue.
  test.slow();
  // Days far ahead (clear of the cut-offs and of the slots other tests count), each with a free time.
  const open = (await availability(request, 'Lagos')).filter((day) => day.availableTimes.length > 0);
  const [first, second] = [open.at(-4)!, open.at(-5)!];
  // A name of its own, to find the booking on the schedule board.
  const customer = { ...newCustomer('manage'), lastName: `Mover${Date.now().toString(36)}` };
  const choice = await firstChoice(request);
  const booking = new BookingPage(page);
  await booking.goto();
  await booking.fill('Lagos', customer, choice);
  await booking.chooseDate(first.date);
  await booking.chooseTime(first.availableTimes[0]!);
  await booking.bookNow().click();
  await booking.overview.getByRole('button', { name: 'Pay Online' }).click();
  await new CheckoutFrame(page).payWithCard(CARDS.success);
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await success.getByRole('link', { name: 'View your booking' }).click();

  // The link carries the token: no email asked, the booking and its actions at once.
  await expect(page).toHaveURL(/\/booking\/[^?]+\?token=/);
  const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
  await expect(page.getByRole('heading', { level: 2, name: 'Paid' })).toBeVisible();

  // The confirmation, as the customer's mail app gets it: amount, reference, the visit as a calendar
  // file, and a manage link that opens the same page.
  const [confirmation] = await mailsTo(request, customer.email, 'Payment confirmed');
  expect(confirmation!.subject).toContain(reference);
  expect(confirmation!.text).toContain(formatNaira(choice.frequency.amount));
  expect(confirmation!.text).toContain(reference);
  const calendarFile = await attachmentText(request, confirmation!, `booking-${reference}.ics`);
  expect(calendarFile).toContain(`\r\nUID:${reference}\r\n`);
  expect(calendarFile).toContain(`\r\nDTSTART:${icsStamp(lagosStart(first.date, first.availableTimes[0]!)!)}\r\n`);
  await page.goto(manageLinkOf(confirmation!, reference));
  await expect(page.getByRole('heading', { level: 2, name: 'Paid' })).toBeVisible();

  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Change date or time' }).click();
  await (await calendarDay(main.getByRole('group', { name: 'New date' }), second.date)).click();
  const time = second.availableTimes.at(-1)!;
  await main.getByRole('group', { name: 'New time' }).getByRole('button', { name: time, exact: true }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole('button', { name: `Move to ${longDate(second.date)} at ${time}` }).click();
  await expect(main.getByRole('button', { name: 'Change date or time' })).toBeVisible();
  await expect.poll(async () => (await appointmentsOf(request, customer.email))[0]?.date).toBe(second.date);

  // The admin's schedule board has it at its new time; the outbox, narrowed to the customer as the top
  // bar's search leads there, queues a copy of the confirmation, which reaches the customer's inbox.
  const admin = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
  await signIn(admin, request, FIRST_ADMIN);
  await admin.goto(`${paths.admin.schedule}?date=${second.date}&location=Lagos`);
  const slot = admin
    .getByRole('region', { name: 'Lagos' })
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { level: 4, name: time }) });
  await expect(slot.getByRole('link', { name: `${customer.firstName} ${customer.lastName}` })).toBeVisible();
  await admin.goto(`${paths.admin.outbox}?recipient=${encodeURIComponent(customer.email)}`);
  await admin.getByRole('button', { name: `Resend payment-confirmed to ${customer.email}` }).click();
  await admin.getByRole('menuitem', { name: `Resend on E-mail payment-confirmed to ${customer.email}` }).click();
  await expect(admin.getByRole('button', { name: `Resend payment-confirmed to ${customer.email}` })).toHaveCount(2);
  await admin.close();
  await mailsTo(request, customer.email, 'Payment confirmed', 2);

  await main.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText(/You will get .+ back to the card you paid with/);
  await dialog.getByRole('radio', { name: 'My plans changed' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cancelled' })).toBeVisible();
  // The sandbox processes the refund and signs its webhook; the page asks again until it shows.
  await expect(page.getByRole('heading', { level: 2, name: 'Refunded' })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

async function setPolicy(request: APIRequestContext, policy: ManagePolicy): Promise<ManagePolicy> {
  const headers = { adminToken: await adminToken(request) };
  const before = await request.get(`${API}/api/admin/manage-policy`, { headers });
  expect(before.ok(), await before.text()).toBe(true);
  const answer = await request.put(`${API}/api/admin/manage-policy`, { headers, data: policy });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await before.json()) as ManagePolicyResponse).policy;
}

/**
 * Inside the cut-offs, the page offers WhatsApp and a call instead of its buttons. The cut-offs are
 * stretched to their longest (30 days) in the console's settings, so that any booking the calendar
 * offers is inside them, whatever the day the suite runs; alone, since every manage test reads them.
 */
test(`inside the cut-off the buttons give way to WhatsApp and a call ${EXCLUSIVE_TAG}`, async ({ page, request }) => {
  const longest = { rescheduleCutoffHours: 720, maxReschedules: 2, cancellationCutoffHours: 720 };
  const before = await setPolicy(request, longest);
  try {
    const { body, booking } = await bookedThroughApi(request, { tag: 'cutoff', location: 'Lagos', paid: true });
    const [confirmation] = await mailsTo(request, body.email, 'Payment confirmed');
    await page.goto(manageLinkOf(confirmation!, booking.reference));
    await expect(page.getByRole('heading', { level: 2, name: 'Paid' })).toBeVisible();
    const manage = page.getByRole('region', { name: 'Change your booking' });
    await expect(manage).toContainText('The date or time can be changed online until 720 hours before the visit.');
    await expect(manage).toContainText('A paid booking can be cancelled online until 720 hours before the visit.');
    await expect(manage.getByRole('button')).toHaveCount(0);
    await expect(manage.getByRole('link', { name: 'Ask us on WhatsApp (opens WhatsApp)' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/.+${encodeURIComponent(booking.reference)}`),
    );
    await expect(manage.getByRole('link', { name: `Call ${company.phone}` })).toHaveAttribute('href', /^tel:\+234/);
    expect(await seriousViolations(page)).toEqual([]);
    await reviewShot(page, 'manage-inside-cutoff-390');
  } finally {
    await setPolicy(request, before);
  }
});
