import { paths } from '@clean/shared';
import { lagosStart, longDate } from '@clean/shared/lagos-time';
import { expect } from '@playwright/test';
import { payDirectly, signInWithToken } from '../support/admin';
import { availability, bookDirectly, bookingBody, firstChoice } from '../support/booking-api';
import { newCustomer } from '../support/booking-page';
import { CLOCKED_SETTINGS, clockedTest as test } from '../support/clocked-api';
import { mailsTo, manageLinkOf } from '../support/mail-catcher';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * What the job runner does when time passes, on an API of the test's own whose clock the test moves
 * (support/clocked-api.ts): the real job queue, SMTP to the run's mail catcher and the payment
 * sandbox, and the browser's API calls answered by that API.
 */

/**
 * The reminder the day before (docs/PRODUCT.md, Messages): a visit booked and paid through the API,
 * the clock moved to REMINDER_HOURS_BEFORE before it, and the quarter-hourly job sends the reminder,
 * whose link opens the paid booking; the admin finds it in the outbox, sent, and resends it. The API
 * tests cover the cancelled booking that gets none and the restart that sends nothing twice.
 */
test('the reminder arrives the day before, opens the booking, and the outbox resends it', async ({
  page,
  request,
  clockedApi,
}) => {
  const api = clockedApi.url;
  await clockedApi.serve(page.context());
  const customer = newCustomer('reminder');
  // A visit more than two days ahead: its reminder is not due before the clock moves.
  const slot = (await availability(request, 'Lagos', api))
    .flatMap((entry) => entry.availableTimes.map((time) => ({ date: entry.date, time })))
    .find((each) => lagosStart(each.date, each.time)!.getTime() - Date.now() > 48 * HOUR_MS);
  if (!slot) throw new Error('no free slot more than two days ahead');
  const body = bookingBody(await firstChoice(request, api), 'Lagos', slot, customer);
  const booking = await bookDirectly(request, body, api);
  await payDirectly(request, body, booking, api);

  const visit = lagosStart(slot.date, slot.time)!.getTime();
  // A quarter of an hour past the reminder's time: one run of its schedule later.
  await clockedApi.moveTo(new Date(visit - CLOCKED_SETTINGS.reminderHoursBefore * HOUR_MS + 15 * MINUTE_MS));
  const [reminder] = await mailsTo(request, customer.email, 'Reminder');
  expect(reminder!.subject).toContain(booking.reference);
  expect(reminder!.text).toContain(`${longDate(slot.date)}, ${slot.time}`);
  expect(reminder!.text).toContain(`${body.address}, Lagos`);
  expect(reminder!.text).toContain('clear the surfaces to be cleaned');
  await page.goto(manageLinkOf(reminder!, booking.reference));
  await expect(page.getByRole('heading', { level: 2, name: 'Paid' })).toBeVisible();

  await signInWithToken(page, await clockedApi.adminToken(request));
  await page.goto(`${paths.admin.outbox}?recipient=${encodeURIComponent(customer.email)}`);
  const resend = page.getByRole('button', { name: `Resend reminder to ${customer.email}` });
  await expect(resend).toHaveCount(1);
  const sent = page
    .getByRole('article', { name: customer.email })
    .filter({ has: page.getByText('reminder', { exact: true }) });
  await expect(sent).toContainText('Sent');
  await resend.click();
  await expect(resend).toHaveCount(2);
  const copies = await mailsTo(request, customer.email, 'Reminder', 2);
  expect(copies.map((mail) => mail.subject)).toEqual([reminder!.subject, reminder!.subject]);
});
