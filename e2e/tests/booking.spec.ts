import { expect, test, type Request } from '@playwright/test';
import { appointmentsOf, bookDirectly, bookingBody, availability, firstChoice, freeSlot } from '../support/booking-api';
import { seriousViolations } from '../support/axe';
import { BookingPage, newCustomer } from '../support/booking-page';

const BOOK_PATH = '/api/user/book-appointment';

test.describe('booking a cleaning crew', () => {
  test('a visitor books: the overview shows their details and the hold, and one unpaid booking is stored', async ({
    page,
    request,
  }) => {
    const choice = await firstChoice(request);
    const slot = await freeSlot(request, 'Lagos');
    const customer = newCustomer('books');
    const booking = new BookingPage(page);
    await booking.goto();
    await booking.fill('Lagos', customer, choice);
    await booking.chooseDate(slot.date);
    await booking.chooseTime(slot.time);
    await booking.bookNow().click();

    await expect(page.getByText('Success! Your booking has been submitted.')).toBeVisible();
    const overview = booking.overview;
    await expect(overview).toBeVisible();
    for (const text of [
      `${customer.firstName} ${customer.lastName}`,
      customer.address,
      customer.email,
      customer.phone,
      'Lagos',
      choice.product.name,
      choice.service.name,
      choice.frequency.name,
      slot.date.replaceAll('-', '/'),
      slot.time,
    ]) {
      await expect(overview).toContainText(text);
    }
    await expect(overview.getByRole('timer')).toHaveText(/We're holding this slot for you: 1[45]:\d\d/);
    await expect(overview.getByRole('button', { name: 'Pay Online' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const stored = await appointmentsOf(request, customer.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ date: slot.date, time: slot.time, payment: false });

    // Cancel closes the overview and leaves the form as it was.
    await overview.getByRole('button', { name: 'Cancel' }).click();
    await expect(overview).toBeHidden();
    await expect(booking.field('Email')).toHaveValue(customer.email);
  });

  test('double-clicking Book Now books once', async ({ page, request }) => {
    const choice = await firstChoice(request);
    const slot = await freeSlot(request, 'Port Harcourt');
    const customer = newCustomer('double');
    const booking = new BookingPage(page);
    await booking.goto();
    await booking.fill('Port Harcourt', customer, choice);
    await booking.chooseDate(slot.date);
    await booking.chooseTime(slot.time);
    const sent: Request[] = [];
    page.on('request', (sending) => {
      if (sending.method() === 'POST' && sending.url().endsWith(BOOK_PATH)) sent.push(sending);
    });
    await booking.bookNow().dblclick();

    await expect(booking.overview).toBeVisible();
    // Both clicks were handled before the first answer opened the overview: every request the page
    // sent is known by now, and counting waits until the API has answered each.
    expect(sent.length).toBeGreaterThan(0);
    await Promise.all(sent.map((sending) => sending.response()));
    expect(await appointmentsOf(request, customer.email)).toHaveLength(1);
  });

  test('two visitors race for the last crew: one books, the other is told plainly and picks again', async ({
    browser,
    request,
  }) => {
    const choice = await firstChoice(request);
    // The latest free slot of the horizon: no other test books that far ahead.
    const entries = await availability(request, 'Jalingo');
    const last = entries.at(-1)!;
    const slot = { date: last.date, time: last.availableTimes.at(-1)! };
    // Other visitors take every crew but one (3 crews per slot on embedded defaults).
    for (const name of ['first', 'second']) {
      const other = newCustomer(`other-${name}`);
      await bookDirectly(request, bookingBody(choice, 'Jalingo', slot, other));
    }

    const visitors = await Promise.all([browser.newContext(), browser.newContext()]);
    const pages = await Promise.all(visitors.map((context) => context.newPage()));
    const customers = [newCustomer('race-a'), newCustomer('race-b')];
    const forms = pages.map((page) => new BookingPage(page));
    for (const [index, form] of forms.entries()) {
      await form.goto();
      await form.fill('Jalingo', customers[index]!, choice);
      await form.chooseDate(slot.date);
      await form.chooseTime(slot.time);
    }
    await Promise.all(forms.map((form) => form.bookNow().click()));

    const taken = 'Sorry, this time has just been fully booked. Please choose another time or date.';
    const outcomes = await Promise.all(
      forms.map(async (form) => {
        const won = form.overview;
        const lost = form.main.getByText(taken).first();
        await expect(won.or(lost)).toBeVisible();
        return (await won.isVisible()) ? 'booked' : 'taken';
      }),
    );
    expect(outcomes.sort()).toEqual(['booked', 'taken']);

    const loser = forms[outcomes.indexOf('taken')]!;
    // The taken time is cleared and, the calendar being refreshed, no longer offered on that date.
    await expect(loser.form.getByRole('button', { name: slot.time, exact: true })).toHaveCount(0);
    const stored = await Promise.all(customers.map((customer) => appointmentsOf(request, customer.email)));
    expect(stored.map((list) => list.length).sort()).toEqual([0, 1]);
    await Promise.all(visitors.map((context) => context.close()));
  });

  test('says what is missing: every field message and the date-and-time warning', async ({ page }) => {
    const booking = new BookingPage(page);
    await booking.goto();
    await booking.bookNow().click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Address is required',
    ]) {
      await expect(booking.form.getByText(message)).toBeVisible();
    }
    await expect(page.getByText('Please select both date and time.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
