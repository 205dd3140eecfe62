import path from 'node:path';
import { test, expect } from '@playwright/test';
import { firstChoice, freeSlot } from '../support/booking-api';
import { BookingPage, newCustomer } from '../support/booking-page';

/**
 * Screenshots of the booking flow on a phone and on a laptop, saved to e2e/screenshots/ (gitignored)
 * for a person to look at: the empty form, the filled form with its calendar and times, and the
 * Appointment Overview. A review aid, not a pixel comparison.
 */
const SCREENSHOT_DIR = path.join(__dirname, '..', 'screenshots');

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`booking screenshots at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 600 });

    test('form, calendar and overview', async ({ page, request }) => {
      const shot = (name: string, fullPage = true) =>
        page.screenshot({
          path: path.join(SCREENSHOT_DIR, `booking-${name}-${viewport.width}.png`),
          fullPage,
          animations: 'disabled',
        });
      const booking = new BookingPage(page);
      await booking.goto();
      await expect(booking.field('Service Type')).toBeEnabled();
      await shot('form');

      const choice = await firstChoice(request);
      const slot = await freeSlot(request, 'Abuja');
      await booking.fill('Abuja', newCustomer(`shots-${viewport.width}`), choice);
      await booking.chooseDate(slot.date);
      await booking.chooseTime(slot.time);
      await shot('filled');

      await booking.bookNow().click();
      await expect(booking.overview).toBeVisible();
      await shot('overview', false);
    });
  });
}
