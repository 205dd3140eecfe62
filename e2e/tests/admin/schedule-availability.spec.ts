import { appointmentPath, paths, type Location } from '@clean/shared';
import type { AvailabilitySettingsResponse, BookingRequest, UpdateAvailabilityRequest } from '@clean/shared/schemas';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bookedThroughApi, FIRST_ADMIN_STATE, payDirectly } from '../../support/admin';
import { seriousViolations } from '../../support/axe';
import { scrollingSideways } from '../../support/layout';
import { reviewShot } from '../../support/screenshots';
import {
  adminToken,
  API,
  appointmentsOf,
  availability,
  bookDirectly,
  bookingBody,
  firstChoice,
  freeSlot,
} from '../../support/booking-api';
import { BookingPage, calendarDay, newCustomer } from '../../support/booking-page';
import { waitForLiveSite } from '../../support/site';

/**
 * The schedule board and availability management (docs/PRODUCT.md, Availability), end to end: a date closed at Lagos is
 * closed for Lagos only in the booking calendar; more crews at Abuja take one more booking; the board
 * shows a booking made through the site; a change that would strand a paid booking is refused with
 * it listed; screenshots and axe of the new pages. Dates are taken 40+ days ahead, so that these
 * tests do not meet the bookings of the others.
 */
const FAR_AHEAD_DAYS = 40;

test.use({ storageState: FIRST_ADMIN_STATE });
// The tests change the shared availability rules: one at a time.
test.describe.configure({ mode: 'serial' });

const adminHeaders = async (request: APIRequestContext) => ({ adminToken: await adminToken(request) });

async function storedSettings(request: APIRequestContext) {
  const answer = await request.get(`${API}/api/admin/availability-settings`, { headers: await adminHeaders(request) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as AvailabilitySettingsResponse).settings;
}

/** Days from today (Lagos, as the API's first bookable day) to `date`. */
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * The open dates at the end of the horizon that these tests leave alone: booking-payment.spec.ts books
 * the day before the last, and closing the last open date would end the booking calendar a month
 * early when it is the only open date of its month (the calendar could not show the closed day).
 */
const HORIZON_END_DATES_LEFT = 2;

/**
 * An open date 40+ days ahead, open at every location given, with every slot still free there (so
 * no other test's booking is in the way), skipping `taken` dates and the horizon's last open dates.
 * The furthest-ahead dates first.
 */
async function farOpenDate(request: APIRequestContext, locations: Location[], taken: ReadonlySet<string> = new Set()) {
  const lists = await Promise.all(locations.map((location) => availability(request, location)));
  const [first] = lists;
  const today = first![0]!.date;
  const candidates = first!
    .slice(0, -HORIZON_END_DATES_LEFT)
    .filter((entry) => daysBetween(today, entry.date) >= FAR_AHEAD_DAYS && !taken.has(entry.date))
    .reverse();
  for (const entry of candidates) {
    const everywhere = lists.every((list) => {
      const same = list.find((other) => other.date === entry.date);
      return same && same.availableTimes.length === entry.availableTimes.length && same.availableTimes.length > 0;
    });
    if (everywhere) return entry;
  }
  throw new Error(`no open date ${FAR_AHEAD_DAYS}+ days ahead at ${locations.join(', ')}`);
}

/** 'Tuesday, 1 Oct 2030': how the availability page lists a closed date. */
function listedDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const weekday = date.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    date.getUTCMonth()
  ];
  return `${weekday}, ${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`;
}

async function settled(page: Page, h1: string) {
  await waitForLiveSite(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function closeDateThroughPage(page: Page, date: string, location: Location, label: string) {
  await page.goto(paths.admin.availability);
  await settled(page, 'Availability');
  const form = page.getByRole('form', { name: 'Close a date' });
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Location').selectOption(location);
  await form.getByLabel(/^Reason/).fill(label);
  await form.getByRole('button', { name: 'Close this date' }).click();
  return form;
}

test('a date closed at Lagos is disabled in the booking calendar for Lagos only, and opens again', async ({
  page,
  request,
}) => {
  const { date } = await farOpenDate(request, ['Lagos', 'Abuja']);
  await closeDateThroughPage(page, date, 'Lagos', 'e2e staff training');
  const closedList = page.getByRole('region', { name: 'Closed dates' });
  const reopen = closedList.getByRole('button', { name: `Reopen ${listedDate(date)}, Lagos` });
  await expect(reopen).toBeVisible();
  await expect(closedList.getByText('Lagos · e2e staff training')).toBeVisible();

  // The API's free times and the booking page follow at once.
  expect((await availability(request, 'Lagos')).some((entry) => entry.date === date)).toBe(false);
  expect((await availability(request, 'Abuja')).some((entry) => entry.date === date)).toBe(true);

  const booking = await page.context().newPage();
  await booking.goto(paths.booking);
  await waitForLiveSite(booking);
  const form = booking.getByRole('main').getByRole('form', { name: 'Booking form' });
  await form.getByLabel('Location', { exact: true }).selectOption('Lagos');
  await expect(await calendarDay(form, date)).toBeDisabled();
  await form.getByLabel('Location', { exact: true }).selectOption('Abuja');
  await expect(await calendarDay(form, date)).toBeEnabled();
  await booking.close();

  // Reopened after the confirmation: bookable at Lagos again.
  await reopen.click();
  const dialog = page.getByRole('alertdialog', { name: 'Reopen this date?' });
  await dialog.getByRole('button', { name: 'Reopen' }).click();
  await expect(reopen).toBeHidden();
  expect((await availability(request, 'Lagos')).some((entry) => entry.date === date)).toBe(true);
});

test('more crews at Abuja take one more booking in a full slot', async ({ page, request }) => {
  const before = await storedSettings(request);
  const crews = before.crews.find((row) => row.location === 'Abuja')!.crewsPerSlot;
  const { date, availableTimes } = await farOpenDate(request, ['Abuja']);
  const time = availableTimes[0]!;
  const choice = await firstChoice(request);
  const bodyFor = (tag: string): BookingRequest =>
    bookingBody(choice, 'Abuja', { date, time }, newCustomer(`crews-${tag}`));
  const open = async () =>
    (await availability(request, 'Abuja')).find((entry) => entry.date === date)?.availableTimes.includes(time) ?? false;

  try {
    // Every crew of the slot taken (held bookings hold their crew).
    for (let index = 0; index < crews; index += 1) await bookDirectly(request, bodyFor(String(index)));
    expect(await open()).toBe(false);

    await page.goto(paths.admin.availability);
    await settled(page, 'Availability');
    const field = page.getByLabel('Abuja crews', { exact: true });
    await expect(field).toHaveValue(String(crews));
    await field.fill(String(crews + 1));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('region', { name: 'Recent changes' }).getByRole('listitem').first()).toBeVisible();
    await expect.poll(open).toBe(true);
    await expect(page.getByLabel('Abuja crews', { exact: true })).toHaveValue(String(crews + 1));

    // The extra crew is booked through the API, as a visitor's booking would be.
    const extra = await bookDirectly(request, bodyFor('extra'));
    expect(extra.reference).toBeTruthy();
    expect(await open()).toBe(false);
  } finally {
    // The first rules back (the held bookings are unpaid, so nothing is stranded).
    const restore: UpdateAvailabilityRequest = {
      slotHours: before.slotHours,
      closedWeekdays: before.closedWeekdays,
      crews: before.crews,
    };
    const answer = await request.put(`${API}/api/admin/availability-settings`, {
      headers: await adminHeaders(request),
      data: restore,
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
});

test('the schedule board shows a booking made through the site, and opens its details', async ({ page, request }) => {
  const name = { first: 'Board', last: `Check${Date.now().toString(36)}` };
  const customer = { ...newCustomer('board'), firstName: name.first, lastName: name.last };
  const body = await freeSlot(request, 'Port Harcourt');

  // Booked as a visitor books: through the booking page, in a tab of its own.
  const visitor = new BookingPage(await page.context().newPage());
  await visitor.goto();
  await visitor.fill('Port Harcourt', customer, await firstChoice(request));
  await visitor.chooseDate(body.date);
  await visitor.chooseTime(body.time);
  await visitor.bookNow().click();
  await expect(visitor.overview).toBeVisible();
  await visitor.page.close();
  const [stored] = await appointmentsOf(request, customer.email);
  expect(stored).toBeDefined();
  const booking = { appointmentId: stored!._id };
  await page.goto(`${paths.admin.schedule}?date=${body.date}&location=${encodeURIComponent('Port Harcourt')}`);
  await settled(page, 'Schedule');

  const section = page.getByRole('region', { name: 'Port Harcourt' });
  const slot = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: body.time }) });
  await expect(slot.getByRole('link', { name: `${name.first} ${name.last}` })).toBeVisible();
  await expect(slot.getByText(/^\d+ of \d+ crews?$/)).toBeVisible();
  // `has` takes a locator relative to each item.
  const item = slot
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `${name.first} ${name.last}` }) });
  await expect(item.getByText('Unpaid')).toBeVisible();
  await expect(item.getByText(/^Hold: \d+ min left$/)).toBeVisible();
  // Each booking names the crew that goes; the crews already busy at this time.
  await expect(item.getByText(/ · Port Harcourt crew \d+$/)).toBeVisible();
  const busy = await slot.getByRole('listitem').allTextContents();

  // The week view has the day; its cell opens the day again.
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page).toHaveURL(/view=week/);
  await section
    .getByRole('link', { name: new RegExp(`^Port Harcourt, .*, ${body.time}:`) })
    .first()
    .click();
  await expect(page).not.toHaveURL(/view=week/);

  await page.getByRole('link', { name: `${name.first} ${name.last}` }).click();
  await expect(page).toHaveURL(new RegExp(`${appointmentPath(booking.appointmentId)}$`));
  await settled(page, 'Appointment details');
  await expect(page.getByText(customer.email).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Cancel appointment of ${name.first} ${name.last}` })).toBeVisible();

  // The office sends another crew, one with no job at this time.
  const crew = page.getByRole('region', { name: 'Crew' });
  const going = crew.getByRole('paragraph');
  await expect(going).toHaveText(/^Port Harcourt crew \d+$/);
  const select = crew.getByRole('combobox', { name: 'Send another crew' });
  await expect(select.getByRole('option').nth(1)).toBeAttached();
  const others = (await select.getByRole('option').allTextContents()).slice(1);
  const free = others.find((other) => !busy.some((text) => new RegExp(`${other}(?!\\d)`).test(text)));
  expect(free).toBeDefined();
  await select.selectOption({ label: free! });
  await crew.getByRole('button', { name: 'Send crew' }).click();
  await expect(going).toHaveText(free!);
  await expect(page.getByRole('region', { name: 'History' }).getByText(new RegExp(`^Sent ${free}`))).toBeVisible();
});

test('closing a date with a paid booking is refused, with the booking listed', async ({ page, request }) => {
  const { date, availableTimes } = await farOpenDate(request, ['Jalingo']);
  const body = bookingBody(
    await firstChoice(request),
    'Jalingo',
    { date, time: availableTimes[0]! },
    newCustomer('refused'),
  );
  const booking = await bookDirectly(request, body);
  await payDirectly(request, body, booking);

  const form = await closeDateThroughPage(page, date, 'Jalingo', 'e2e refused');
  const refusal = form.getByRole('alert');
  await expect(refusal.getByRole('heading', { name: 'Nothing was saved' })).toBeVisible();
  const listed = refusal.getByRole('link', { name: booking.reference });
  await expect(listed).toHaveAttribute('href', appointmentPath(booking.appointmentId));
  // Other tests' paid bookings may share the date (and the e2e customers' name): the link above is this one.
  await expect(refusal.getByText(`${body.firstName} ${body.lastName}`).first()).toBeVisible();
  // Still open at Jalingo.
  expect((await availability(request, 'Jalingo')).some((entry) => entry.date === date)).toBe(true);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`schedule and availability at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 600 });
    const shot = (page: Page, name: string) => reviewShot(page, `admin-${name}-${viewport.width}`);

    test('screenshots and axe: schedule (day, by crew, week), availability, appointment details', async ({
      page,
      request,
    }) => {
      // Five screens, each checked by axe: more than the default 30 s on a busy machine.
      test.slow();
      const { body, booking } = await bookedThroughApi(request, {
        tag: `shots-${viewport.width}`,
        location: 'Lagos',
        paid: true,
      });

      await page.goto(`${paths.admin.schedule}?date=${body.date}`);
      await settled(page, 'Schedule');
      await expect(page.getByRole('region', { name: 'Lagos' })).toBeVisible();
      await shot(page, 'schedule-day');
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Week' }).click();
      await expect(page.getByRole('heading', { level: 2, name: /^Week of / })).toBeVisible();
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
      await shot(page, 'schedule-week');
      expect(await seriousViolations(page)).toEqual([]);
      if (viewport.width >= 1280) {
        // A laptop sees every day of the week: no location's grid scrolls sideways.
        await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
        expect(await scrollingSideways(page)).toEqual([]);
      }

      // The day crew by crew: the booking is a block on its crew's lane, as long as its job.
      await page.goto(`${paths.admin.schedule}?date=${body.date}&view=crews&location=Lagos`);
      await settled(page, 'Schedule');
      const lanes = page.getByRole('list', { name: "Lagos: each crew's day" });
      const job = new RegExp(`\\(${booking.reference}\\)$`);
      await expect(lanes.getByRole('link', { name: job })).toBeVisible();
      await shot(page, 'schedule-crews');
      expect(await seriousViolations(page)).toEqual([]);

      // The board offers another crew for the day's jobs (jsdom tests send one and drop a job on a lane:
      // here other workers' bookings decide which crews are free).
      await expect(page.getByRole('form', { name: 'Send another crew to a job at Lagos' })).toBeVisible();

      await page.goto(paths.admin.availability);
      await settled(page, 'Availability');
      await expect(page.getByRole('region', { name: 'Recent changes' })).toBeVisible();
      await shot(page, 'availability');
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(appointmentPath(booking.appointmentId));
      await settled(page, 'Appointment details');
      await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
      await shot(page, 'appointment-details');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
