import { expect, test } from '@playwright/test';
import { availability } from '../support/booking-api';
import { BookingPage, calendarDay, newCustomer } from '../support/booking-page';
import { seriousViolations } from '../support/axe';
import { CARDS, CheckoutFrame } from '../support/payment-popup';
import { weeklyChoice } from '../support/plans';
import { reviewShot } from '../support/screenshots';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * A plan from the manage link (docs/PRODUCT.md, Recurring plans) on a phone: sign up for Weekly with a
 * Verve card (approved in the checkout, refused later), open the booking from the success modal, see 'Your
 * plan', skip the visit (the plan makes the ones that follow), move the visits to come to another day and
 * time, change the card to the approved Visa test card by paying the next visit in the popup, then cancel
 * the plan. The API tests cover pause, the charging job beside a change and every refusal.
 */
test('sign up weekly, skip the visit, change the time and the card from the manage link, then cancel', async ({
  page,
  request,
}) => {
  const open = (await availability(request, 'Lagos')).filter((day) => day.availableTimes.length > 0);
  const day = open.at(-6)!;
  const customer = newCustomer('plan');
  const booking = new BookingPage(page);
  await booking.goto();
  await booking.fill('Lagos', customer, await weeklyChoice(request));
  await booking.chooseDate(day.date);
  await booking.chooseTime(day.availableTimes[0]!);
  await page.getByRole('checkbox', { name: /I agree to be charged on the card I pay with today/ }).check();
  await booking.bookNow().click();
  await booking.overview.getByRole('button', { name: 'Pay Online' }).click();
  await new CheckoutFrame(page).payWithCard(CARDS.laterDeclined);
  await page
    .getByRole('dialog', { name: 'Payment Successful!' })
    .getByRole('link', { name: 'View your booking' })
    .click();

  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan).toContainText(/^Your planActiveEvery week on \w+days at /);
  await expect(plan).toContainText('Charged to your Verve card ending 6666');
  // The visits signed up for, up to the horizon (four), at once.
  await expect(plan.getByRole('listitem')).toHaveCount(4);

  await plan.getByRole('button', { name: 'Skip this visit' }).click();
  const skip = page.getByRole('alertdialog', { name: 'Skip this visit?' });
  await expect(skip).toContainText(/is sent back to you/);
  await reviewShot(page, 'plan-skip-dialog-390', { fullPage: false });
  await skip.getByRole('button', { name: 'Skip this visit' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cancelled' })).toBeVisible();
  // The plan keeps four visits ahead: the skipped one is replaced.
  await expect(plan.getByRole('listitem')).toHaveCount(4);
  await expect(plan.getByRole('button', { name: 'Skip this visit' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShot(page, 'plan-section-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await reviewShot(page, 'plan-section-1280');

  await plan.getByRole('button', { name: 'Pause until…' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Pause your plan' }).getByLabel('Pause until')).toBeVisible();
  await reviewShot(page, 'plan-pause-dialog-1280', { fullPage: false });
  await page
    .getByRole('alertdialog', { name: 'Pause your plan' })
    .getByRole('button', { name: 'Keep my plan' })
    .click();

  // A new day and time for the visits to come: the booking form's calendar and time buttons in a dialog.
  await plan.getByRole('button', { name: 'Change day or time' }).click();
  const move = page.getByRole('alertdialog', { name: 'Change the day or time of your visits' });
  const newDay = open.at(-3)!;
  const newTime = newDay.availableTimes.at(-1)!;
  await (await calendarDay(move, newDay.date)).click();
  await move.getByRole('group', { name: 'New time' }).getByRole('button', { name: newTime, exact: true }).click();
  await reviewShot(page, 'plan-reschedule-dialog-1280', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShot(page, 'plan-reschedule-dialog-390', { fullPage: false });
  await move.getByRole('button', { name: 'Move my visits' }).click();
  await expect(move).toBeHidden();
  const weekday = new Date(`${newDay.date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  await expect(plan).toContainText(`Every week on ${weekday}s at ${newTime}`);
  await expect(plan.getByRole('listitem').first()).toContainText(`, ${newTime}`);

  // A new card: the next visit paid in the popup with the approved card, which is charged from then on.
  await plan.getByRole('button', { name: 'Change card' }).click();
  const change = page.getByRole('alertdialog', { name: 'Change your card' });
  await expect(change).toContainText('instead of the card ending 6666');
  await change.getByRole('checkbox', { name: /the card I pay with now is charged/ }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShot(page, 'plan-card-dialog-390', { fullPage: false });
  await change.getByRole('button', { name: /with a new card$/ }).click();
  await new CheckoutFrame(page).payWithCard(CARDS.success);
  await expect(plan).toContainText('Charged to your Visa card ending 4081');
  await expect(plan.getByRole('listitem').first()).toContainText('paid');
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShot(page, 'plan-card-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await reviewShot(page, 'plan-card-1280');

  await plan.getByRole('button', { name: 'Cancel plan' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel your plan?' })
    .getByRole('button', { name: 'Cancel my plan' })
    .click();
  await expect(plan).toContainText('Cancelled');
  await expect(plan).toContainText('No visits to come.');
  await expect(plan.getByRole('button')).toHaveCount(0);
});
