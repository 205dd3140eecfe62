import { expect, test, type Page } from '@playwright/test';
import { appointmentsOf, firstChoice } from '../support/booking-api';
import { BOOKING_AREAS, BookingPage, newCustomer } from '../support/booking-page';

/** Presses Tab until `matches` says the focused element is the one wanted (a visitor tabbing along). */
async function tabUntil(page: Page, matches: (element: Element) => boolean, what: string): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

test('the whole booking can be made with the keyboard alone, and the overview keeps focus inside', async ({
  page,
  request,
}) => {
  const choice = await firstChoice(request);
  const customer = newCustomer('keyboard');
  const booking = new BookingPage(page);
  await booking.goto();
  await expect(booking.field('Service Type')).toBeEnabled();

  await booking.field('Location').focus();
  await page.keyboard.type('Lagos');
  for (const [label, text] of [
    ['First Name', customer.firstName],
    ['Last Name', customer.lastName],
    ['Email', customer.email],
    ['Phone Number', customer.phone],
  ] as const) {
    await page.keyboard.press('Tab');
    await expect(booking.field(label)).toBeFocused();
    await page.keyboard.type(text);
  }
  // "How should we reach you?": one tab stop, WhatsApp for the mobile number typed; an arrow picks SMS.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'WhatsApp' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'SMS' })).toBeChecked();
  // The line under it links to the privacy notice.
  await page.keyboard.press('Tab');
  await expect(booking.form.getByRole('link', { name: 'privacy notice', exact: true })).toBeFocused();
  for (const [label, text] of [
    ['Address', customer.address],
    ['Area', BOOKING_AREAS.Lagos],
    ['Nearest landmark (optional)', 'Beside the filling station'],
  ] as const) {
    // The city's areas arrive after the city is chosen: the Area box is usable once they are here.
    if (label === 'Area') await expect(booking.field(label)).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(booking.field(label)).toBeFocused();
    await page.keyboard.type(text);
  }
  // The selects: a letter picks the first option starting with it, arrows move from there.
  for (const [label, name] of [
    ['Service Type', choice.product.name],
    ['Service', choice.service.name],
    ['Frequency', choice.frequency.name],
  ] as const) {
    await page.keyboard.press('Tab');
    await expect(booking.field(label)).toBeFocused();
    await page.keyboard.type(name);
  }
  await expect(booking.field('Service Type')).toHaveValue(choice.product._id);
  await expect(booking.field('Service')).toHaveValue(choice.service._id);
  await expect(booking.field('Frequency')).toHaveValue(choice.frequency._id);

  // The first date the calendar offers, then its first time.
  await tabUntil(
    page,
    (element) => element.matches('button.react-calendar__tile:not([disabled])'),
    'an available date',
  );
  await page.keyboard.press('Enter');
  await expect(booking.form.getByText(/Selected date: \d{4}\/\d{2}\/\d{2}/)).toBeVisible();
  await tabUntil(page, (element) => element.getAttribute('aria-pressed') === 'false', 'a time');
  await page.keyboard.press('Enter');
  await expect(
    booking.form.getByRole('group', { name: 'Select Time' }).getByRole('button', { pressed: true }),
  ).toHaveCount(1);

  await tabUntil(page, (element) => element.textContent === 'Book Now', 'Book Now');
  await page.keyboard.press('Enter');
  await expect(booking.overview).toBeVisible();

  // Focus is inside the overview and Tab keeps it there.
  for (let step = 0; step < 8; step += 1) {
    expect(await booking.overview.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Escape');
  await expect(booking.overview).toBeHidden();
  await expect(booking.bookNow()).toBeFocused();
  expect(await appointmentsOf(request, customer.email)).toHaveLength(1);
});
