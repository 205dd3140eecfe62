import { paths, type Location } from '@clean/shared';
import type { AdminPlanResponse, AdminPlansResponse, AvailabilitySettingsResponse } from '@clean/shared/schemas';
import { addDays, lagosStart, longDate } from '@clean/shared/lagos-time';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { payDirectly, signInWithToken } from '../support/admin';
import { availability, bookDirectly, bookingBody, firstChoice } from '../support/booking-api';
import { BookingPage, newCustomer } from '../support/booking-page';
import { CLOCKED_SETTINGS, clockedTest as test, type ClockedApi } from '../support/clocked-api';
import { mailsTo, manageLinkOf } from '../support/mail-catcher';
import { CARDS, CheckoutFrame } from '../support/payment-popup';
import { weeklyChoice } from '../support/plans';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

test.use({ viewport: { width: 390, height: 844 } });

/** The first free slot of `api` more than two days ahead: nothing of it is due before the clock moves. */
async function slotAfterTwoDays(request: APIRequestContext, api: string, location: Location = 'Lagos') {
  const slot = (await availability(request, location, api))
    .flatMap((entry) => entry.availableTimes.map((time) => ({ date: entry.date, time })))
    .find((each) => lagosStart(each.date, each.time)!.getTime() - Date.now() > 48 * HOUR_MS);
  if (!slot) throw new Error('no free slot more than two days ahead');
  return slot;
}

/** The admin's page of `name`'s active plan, from the plans list. */
async function openPlanPage(page: Page, name: string) {
  await page.goto(`${paths.admin.plans}?status=active`);
  await page.getByRole('link', { name: `Open the plan of ${name}` }).click();
  return page.getByRole('list', { name: 'The plan’s visits, first to last' });
}

/**
 * What the job runner does when time passes, on an API of the test's own whose clock the test moves
 * (support/clocked-api.ts): the real job queue, SMTP to the run's mail catcher and the payment
 * sandbox, and the browser's API calls answered by that API.
 */

/**
 * The clocked API answering `page`'s calls, a new customer and a free slot more than two days ahead on
 * its clock: where each test below starts.
 */
async function visitOnTheClock(clockedApi: ClockedApi, page: Page, request: APIRequestContext, who: string) {
  await clockedApi.serve(page.context());
  return { api: clockedApi.url, customer: newCustomer(who), slot: await slotAfterTwoDays(request, clockedApi.url) };
}

/** A weekly plan's second visit: the same time, a week after the first. */
const weekLater = (slot: { date: string; time: string }) => ({ date: addDays(slot.date, 7), time: slot.time });

/**
 * An unpaid hold running out (docs/PRODUCT.md, "Payments and holds"): other visitors pay for every crew of a
 * slot but one; the customer books the last one in the page and leaves the overview without paying,
 * so the slot is no longer offered; BOOKING_HOLD_MINUTES (15) later on the API's clock it is offered
 * again in the booking calendar, and the customer's link from 'Booking received' says it expired.
 */
test('an unpaid hold runs out: the slot is offered again and the booking reads Expired', async ({
  page,
  request,
  clockedApi,
}) => {
  const { api, customer, slot } = await visitOnTheClock(clockedApi, page, request, 'hold-out');
  const choice = await firstChoice(request, api);
  const settings = await request.get(`${api}/api/admin/availability-settings`, {
    headers: { adminToken: await clockedApi.adminToken(request) },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const { crews } = ((await settings.json()) as AvailabilitySettingsResponse).settings;
  const crewsPerSlot = crews.find((row) => row.location === 'Lagos')!.crewsPerSlot;
  for (let other = 1; other < crewsPerSlot; other += 1) {
    const body = bookingBody(choice, 'Lagos', slot, newCustomer(`hold-other-${other}`));
    await payDirectly(request, body, await bookDirectly(request, body, api), api);
  }
  const offered = async () =>
    (await availability(request, 'Lagos', api)).some(
      (entry) => entry.date === slot.date && entry.availableTimes.includes(slot.time),
    );

  const booking = new BookingPage(page);
  await booking.goto();
  await booking.fill('Lagos', customer, choice);
  await booking.chooseDate(slot.date);
  await booking.chooseTime(slot.time);
  await booking.bookNow().click();
  await booking.overview.getByRole('button', { name: 'Cancel' }).click();
  await expect(booking.overview).toBeHidden();
  expect(await offered()).toBe(false);

  const [received] = await mailsTo(request, customer.email, 'Booking received');
  const reference = /\(([^()]+)\)$/.exec(received!.subject)![1]!;
  await clockedApi.moveTo(new Date(Date.now() + 16 * MINUTE_MS));
  expect(await offered()).toBe(true);
  await booking.goto();
  await booking.field('Location').selectOption('Lagos');
  await booking.chooseDate(slot.date);
  await expect(
    booking.form.getByRole('group', { name: 'Select Time' }).getByRole('button', { name: slot.time, exact: true }),
  ).toBeEnabled();
  await page.goto(manageLinkOf(received!, reference));
  await expect(page.getByRole('heading', { level: 2, name: 'Expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book again' })).toBeVisible();
});

/**
 * The reminder the day before (docs/ARCHITECTURE.md, "Background jobs and the outbox"): a visit booked
 * and paid through the API, the clock moved to REMINDER_HOURS_BEFORE before it, and the quarter-hourly
 * job sends the reminder, whose link opens the paid booking; the admin finds it in the outbox, sent,
 * and resends it. The API tests cover the cancelled booking that gets none and the restart that sends
 * nothing twice.
 */
test('the reminder arrives the day before, opens the booking, and the outbox resends it', async ({
  page,
  request,
  clockedApi,
}) => {
  const { api, customer, slot } = await visitOnTheClock(clockedApi, page, request, 'reminder');
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
  // Resend asks on which channel: the e-mail it went by.
  await resend.click();
  await page.getByRole('menuitem', { name: `Resend on E-mail reminder to ${customer.email}` }).click();
  await expect(resend).toHaveCount(2);
  const copies = await mailsTo(request, customer.email, 'Reminder', 2);
  expect(copies.map((mail) => mail.subject)).toEqual([reminder!.subject, reminder!.subject]);
});

/**
 * A weekly plan's next visit charged to the saved card (docs/PRODUCT.md, Recurring plans), at 390 px:
 * the customer signs up in the booking form and pays the first visit in the popup with the approved
 * test card; the clock moves to PLAN_CHARGE_HOURS_BEFORE before the second visit, where the hourly
 * horizon job has made it and the quarter-hourly charge job charges it through the sandbox's charge
 * authorization. The customer's payment confirmation for it arrives, their manage page lists it paid,
 * and the admin's plan page shows it Paid and Charged.
 */
test('the next visit of a weekly plan is charged to the saved card and shows paid to both', async ({
  page,
  request,
  clockedApi,
}) => {
  const { api, customer, slot } = await visitOnTheClock(clockedApi, page, request, 'plan-charge');
  const booking = new BookingPage(page);
  await booking.goto();
  await booking.fill('Lagos', customer, await weeklyChoice(request, api));
  await booking.chooseDate(slot.date);
  await booking.chooseTime(slot.time);
  await page.getByRole('checkbox', { name: /I agree to be charged on the card I pay with today/ }).check();
  await booking.bookNow().click();
  await booking.overview.getByRole('button', { name: 'Pay Online' }).click();
  await new CheckoutFrame(page).payWithCard(CARDS.success);
  await page
    .getByRole('dialog', { name: 'Payment Successful!' })
    .getByRole('link', { name: 'View your booking' })
    .click();
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan).toContainText('Charged to your Visa card ending 4081');

  const second = weekLater(slot);
  const secondAt = lagosStart(second.date, second.time)!.getTime();
  // A quarter of an hour past the charge time: one run of the charge job later.
  await clockedApi.moveTo(new Date(secondAt - CLOCKED_SETTINGS.planChargeHoursBefore * HOUR_MS + 15 * MINUTE_MS));
  // The charge's payment confirmation is queued with the paid visit: once it is here, so is the payment.
  const confirmations = await mailsTo(request, customer.email, 'Payment confirmed', 2);
  expect(confirmations.some((mail) => mail.text.includes(longDate(second.date)))).toBe(true);

  await page.reload();
  const next = plan.getByRole('listitem').first();
  await expect(next).toContainText(`${longDate(second.date)}, ${second.time}`);
  await expect(next).toContainText('paid');

  await signInWithToken(page, await clockedApi.adminToken(request));
  const visits = await openPlanPage(page, `${customer.firstName} ${customer.lastName}`);
  await expect(visits.getByRole('listitem').filter({ hasText: 'Visit 2 ·' })).toContainText('Paid · Charged');
});

/** The refused charges of `email`'s plan, as the admin API of `api` lists them. */
async function refusedCharges(request: APIRequestContext, api: string, token: string, email: string) {
  const headers = { adminToken: token };
  const list = await request.get(`${api}/api/admin/plans?pageSize=100`, { headers });
  expect(list.ok(), await list.text()).toBe(true);
  const plan = ((await list.json()) as AdminPlansResponse).plans.find((each) => each.email === email);
  if (!plan) throw new Error(`no plan for ${email}`);
  const detail = await request.get(`${api}/api/admin/plans/${plan._id}`, { headers });
  expect(detail.ok(), await detail.text()).toBe(true);
  return ((await detail.json()) as AdminPlanResponse).plan.charges.filter((charge) => charge.status === 'failed');
}

/**
 * A saved card the bank declines (docs/PRODUCT.md, Recurring plans): the plan is signed up for through
 * the API with the sandbox's card whose later charges are declined; at the charge time the job's
 * charge is refused, and CHARGE_RETRY_HOURS later the retry too. The customer then gets the e-mail
 * asking them to pay, with the bank's reason and a link that opens the visit awaiting payment; the
 * admin finds it under needs attention and, on the plan's page, unpaid after two refused tries; then
 * the customer pays it with the link's Pay Online and the approved card, and both see it paid.
 */
test('a declined saved card is retried, then the customer pays through the e-mailed link', async ({
  page,
  request,
  clockedApi,
}) => {
  const { api, customer, slot } = await visitOnTheClock(clockedApi, page, request, 'plan-declined');
  const body = { ...bookingBody(await weeklyChoice(request, api), 'Lagos', slot, customer), planConsent: true };
  const booking = await bookDirectly(request, body, api);
  await payDirectly(request, body, booking, api, CARDS.laterDeclined);

  const second = weekLater(slot);
  const chargeAt = lagosStart(second.date, second.time)!.getTime() - CLOCKED_SETTINGS.planChargeHoursBefore * HOUR_MS;
  await clockedApi.moveTo(new Date(chargeAt + 15 * MINUTE_MS));
  let token = await clockedApi.adminToken(request);
  await expect.poll(async () => (await refusedCharges(request, api, token, customer.email)).length).toBe(1);
  // The provider's words, as the admin sees them; the retry comes CHARGE_RETRY_HOURS later.
  const [first] = await refusedCharges(request, api, token, customer.email);
  expect(first?.message).toBe('Declined');
  await clockedApi.moveTo(new Date(chargeAt + CLOCKED_SETTINGS.chargeRetryHours * HOUR_MS + 30 * MINUTE_MS));
  const [askToPay] = await mailsTo(request, customer.email, 'Please pay for your visit on');
  expect(askToPay!.subject).toContain(longDate(second.date));
  expect(askToPay!.text).toContain('the bank said: Declined');
  token = await clockedApi.adminToken(request);
  expect(await refusedCharges(request, api, token, customer.email)).toHaveLength(2);

  const reference = /\(([^()]+)\)$/.exec(askToPay!.subject)![1]!;
  const payLink = manageLinkOf(askToPay!, reference);
  await page.goto(payLink);
  // The visit waits for the customer's payment, and says why.
  const status = page.getByRole('region', { name: 'Awaiting payment' });
  await expect(status).toContainText('We could not charge your saved card for this visit.');
  await expect(status.getByRole('button', { name: 'Pay Online' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(reference);

  // The admin finds it under needs attention, and on the plan's page unpaid after two refused tries.
  const name = `${customer.firstName} ${customer.lastName}`;
  await signInWithToken(page, token);
  await page.goto(paths.admin.needsAttention);
  await expect(page.getByRole('article', { name }).getByRole('link', { name: reference })).toBeVisible();
  const visits = await openPlanPage(page, name);
  const secondVisit = visits.getByRole('listitem').filter({ hasText: 'Visit 2 ·' });
  await expect(secondVisit).toContainText('Unpaid · Refused (2 tries)');
  const planPage = page.url();

  // The customer pays from the link: the popup with the approved card, and the receipt turns Paid.
  await page.goto(payLink);
  await page.getByRole('button', { name: 'Pay Online' }).click();
  await new CheckoutFrame(page).payWithCard(CARDS.success);
  const paid = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(paid).toContainText('Payment confirmed. Your appointment is booked.');
  await paid.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Paid' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Online' })).toHaveCount(0);
  await page.goto(planPage);
  await expect(secondVisit).toContainText('Paid · Refused (2 tries)');
});
