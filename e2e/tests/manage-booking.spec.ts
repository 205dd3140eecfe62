import { longDate } from '@clean/shared/lagos-time';
import { expect, test } from '@playwright/test';
import { appointmentsOf, availability, firstChoice } from '../support/booking-api';
import { BookingPage, calendarDayLabel, newCustomer } from '../support/booking-page';
import { seriousViolations } from '../support/axe';
import { CARDS, CheckoutFrame } from '../support/payment-popup';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Manage my booking (docs/PRODUCT.md) on a phone: from the success modal's link the customer moves the
 * visit to another day, then cancels it (paid, before the cut-off) and sees the refund the sandbox's
 * signed webhook confirms. The API tests cover every refusal; this visit checks the page end to end.
 */
test('from the success modal: reschedule to another day, then cancel and see it refunded', async ({
  page,
  request,
}) => {
  // Days far ahead (clear of the cut-offs and of the slots other tests count), each with a free time.
  const open = (await availability(request, 'Lagos')).filter((day) => day.availableTimes.length > 0);
  const [first, second] = [open.at(-4)!, open.at(-5)!];
  const customer = newCustomer('manage');
  const booking = new BookingPage(page);
  await booking.goto();
  await booking.fill('Lagos', customer, await firstChoice(request));
  await booking.chooseDate(first.date);
  await booking.chooseTime(first.availableTimes[0]!);
  await booking.bookNow().click();
  await booking.overview.getByRole('button', { name: 'Pay Online' }).click();
  await new CheckoutFrame(page).payWithCard(CARDS.success);
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await success.getByRole('link', { name: 'View your booking' }).click();

  // The link carries the token: no email asked, the booking and its actions at once.
  await expect(page).toHaveURL(/\/booking\/[^?]+\?token=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Paid' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Change date or time' }).click();
  const day = main.getByRole('group', { name: 'New date' }).getByRole('button', {
    name: new RegExp(`^${calendarDayLabel(second.date)}`),
  });
  for (let step = 0; step < 3 && !(await day.isVisible()); step += 1) {
    await main.getByRole('button', { name: '›' }).click();
  }
  await day.click();
  const time = second.availableTimes.at(-1)!;
  await main.getByRole('group', { name: 'New time' }).getByRole('button', { name: time, exact: true }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole('button', { name: `Move to ${longDate(second.date)} at ${time}` }).click();
  await expect(main.getByRole('button', { name: 'Change date or time' })).toBeVisible();
  await expect.poll(async () => (await appointmentsOf(request, customer.email))[0]?.date).toBe(second.date);

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
