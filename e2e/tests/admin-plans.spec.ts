import { addDays, lagosDate } from '@clean/shared/lagos-time';
import { paths } from '@clean/shared';
import { expect, test } from '@playwright/test';
import { FIRST_ADMIN_STATE } from '../support/admin';
import { availability } from '../support/booking-api';
import { planThroughApi } from '../support/plans';
import { reviewShot } from '../support/screenshots';
import { waitForLiveSite } from '../support/site';

test.use({ storageState: FIRST_ADMIN_STATE, viewport: { width: 390, height: 844 }, isMobile: true });

/**
 * The staff's side of a plan (docs/PRODUCT.md, Recurring plans) on a phone: the admin finds an active
 * plan in /admin/plans, opens it, pauses it for a month and resumes it (the visits the pause passed
 * over are made), skips one of them and moves the visits to come to another day and time, each
 * through its confirm dialog. The API tests cover every
 * rule and refusal; admin-screens.spec.ts checks the pages with axe at both widths.
 */
test('the admin finds a plan, pauses and resumes it, skips a visit, and changes its time', async ({
  page,
  request,
}) => {
  const plan = await planThroughApi(request, 'admin-plan');
  await page.goto(`${paths.admin.plans}?status=active`);
  await waitForLiveSite(page);
  await page.getByRole('link', { name: `Open the plan of ${plan.name}` }).click();
  const main = page.getByRole('main');
  await expect(main).toContainText(plan.email);
  await expect(main).toContainText('Visa card ending 4081');
  // The first payment made the visits up to the horizon (four) at once.
  const visits = main.getByRole('list', { name: 'The plan’s visits, first to last' });
  await expect(visits.getByRole('listitem')).toHaveCount(4);

  await main.getByRole('button', { name: 'Pause until…' }).click();
  const pause = page.getByRole('alertdialog', { name: 'Pause the plan?' });
  await pause.getByLabel('Pause until').fill(addDays(lagosDate(Date.now()), 30));
  await pause.getByRole('button', { name: 'Pause plan' }).click();
  await expect(main).toContainText('Paused ·');

  await main.getByRole('button', { name: 'Resume now' }).click();
  await page
    .getByRole('alertdialog', { name: 'Resume the plan now?' })
    .getByRole('button', { name: 'Resume now' })
    .click();
  await expect(page.getByText('The plan is running again.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Resume now' })).toHaveCount(0);
  // The visits of the month the pause passed over are made again, beside those after it.
  await expect.poll(() => visits.getByRole('listitem').count()).toBeGreaterThan(5);

  const skip = visits.getByRole('button', { name: /^Skip the visit of / }).first();
  const label = (await skip.getAttribute('aria-label')) ?? '';
  await skip.click();
  await page.getByRole('alertdialog', { name: 'Skip this visit?' }).getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText('The visit is skipped.')).toBeVisible();
  await expect(visits.getByRole('button', { name: label })).toHaveCount(0);

  const newDay = (await availability(request, 'Lagos')).filter((day) => day.availableTimes.length > 0).at(-2)!;
  const newTime = newDay.availableTimes.at(-1)!;
  await main.getByRole('button', { name: 'Change day or time' }).click();
  const move = page.getByRole('alertdialog', { name: 'Change the day or time of the visits to come?' });
  await move.getByLabel('Next visit on').fill(newDay.date);
  await move.getByRole('combobox', { name: 'Time' }).selectOption(newTime);
  await reviewShot(page, 'admin-plan-reschedule-390', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  await reviewShot(page, 'admin-plan-reschedule-1280', { fullPage: false });
  await move.getByRole('button', { name: 'Move the visits' }).click();
  await expect(page.getByText('The plan has its new day and time.')).toBeVisible();
  await expect(main).toContainText(`, ${newTime})`);
});
