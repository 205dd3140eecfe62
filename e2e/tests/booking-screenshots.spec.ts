import { expect, test } from '@playwright/test';
import { firstChoice, freeSlot } from '../support/booking-api';
import { BookingPage, newCustomer } from '../support/booking-page';
import { elementsCutAtTheEdge, expectFitsTheScreen, sidewaysScroll } from '../support/layout';
import { reviewShot } from '../support/screenshots';

/**
 * The booking flow on a phone and on a laptop as a visitor sees it: the empty form, the filled form
 * with its calendar and times, and the Appointment Overview each fit the screen (no sideways scroll,
 * nothing cut off at the edge; the form with the site's header and footer). With SCREENSHOTS=1 each
 * step is also saved for a person to look at.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`booking at ${viewport.width} px`, () => {
    const isMobile = viewport.width < 600;
    test.use({ viewport, isMobile, hasTouch: isMobile });

    test('form, calendar and overview fit the screen', async ({ page, request }) => {
      const shot = (name: string, fullPage = true) =>
        reviewShot(page, `booking-${name}-${viewport.width}`, { fullPage });
      const booking = new BookingPage(page);
      await booking.goto();
      await expect(booking.field('Service Type')).toBeEnabled();
      await expectFitsTheScreen(page, 'the empty form');
      await shot('form');

      const choice = await firstChoice(request);
      const slot = await freeSlot(request, 'Abuja');
      await booking.fill('Abuja', newCustomer(`shots-${viewport.width}`), choice);
      await booking.chooseDate(slot.date);
      await booking.chooseTime(slot.time);
      await expectFitsTheScreen(page, 'the filled form');
      await shot('filled');

      await booking.bookNow().click();
      await expect(booking.overview).toBeVisible();
      await expect(booking.overview).toBeInViewport();
      expect(await sidewaysScroll(page), 'the overview: sideways scroll').toBeLessThanOrEqual(0);
      expect(await elementsCutAtTheEdge(page), "the overview: cut off at the screen's edge").toEqual([]);
      await shot('overview', false);
    });
  });
}
