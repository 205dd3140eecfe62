import { editProductPath, formatNaira, receiptPath } from '@clean/shared';
import type { AddProductRequest, AvailabilityEntry, BookingResponse, Product } from '@clean/shared/schemas';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FIRST_ADMIN_STATE } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { adminToken, API } from '../support/booking-api';
import { BookingPage, newCustomer } from '../support/booking-page';
import { elementsCutAtTheEdge, expectFitsTheScreen, sidewaysScroll } from '../support/layout';
import { asShown } from '../support/public-site';
import { reviewShot } from '../support/screenshots';

test.use({ storageState: FIRST_ADMIN_STATE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const naira = (amount: number) => asShown(formatNaira(amount));

async function adminCall(request: APIRequestContext, method: 'post' | 'delete', path: string, data?: object) {
  const answer = await request[method](`${API}${path}`, { headers: { adminToken: await adminToken(request) }, data });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/**
 * A price that fits the home (docs/PRODUCT.md), on a phone from the console to the receipt: a product
 * of its own asks for bedrooms and offers the oven (so the prices other tests book at never move); its
 * product form shows them; a visitor steps them up on the booking form, sees the total and the length
 * follow, books, and the overview and the receipt say how the price was made up.
 */
test('a booking priced by bedrooms and an extra, from the product form to the receipt at 390 px', async ({
  page,
  request,
}) => {
  test.slow();
  const name = `E2E Sized Home ${Date.now()}`;
  const product: AddProductRequest = {
    name,
    price: 30000,
    services: [
      {
        name: 'Sized Clean',
        description: 'Priced by the bedrooms.',
        amount: 30000,
        durationMinutes: 180,
        frequency: [{ name: 'One-off', amount: 30000, intervalDays: 0 }],
        parameters: [{ name: 'Bedrooms', min: 1, max: 5, included: 1, unitAmount: 8000, unitMinutes: 60 }],
        extras: [{ name: 'Inside the oven', amount: 4000, minutes: 30, maxQuantity: 1 }],
      },
    ],
  };
  await adminCall(request, 'post', '/api/admin/add-product', product);
  const products = (await (await request.get(`${API}/api/admin/products`)).json()) as { products: Product[] };
  const stored = products.products.find((each) => each.name === name)!;
  try {
    // The console's product form lists them under the service.
    await page.goto(editProductPath(stored._id));
    const size = page.getByRole('group', { name: 'Home size 1 of service 1' });
    await expect(size.getByLabel("Name, such as 'Bedrooms'")).toHaveValue('Bedrooms');
    await expect(page.getByRole('group', { name: 'Extra 1 of service 1' }).getByLabel('Name')).toHaveValue(
      'Inside the oven',
    );
    await size.scrollIntoViewIfNeeded();
    await reviewShot(page, 'product-home-size-390', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);

    const booking = new BookingPage(page);
    await booking.goto();
    const [service] = stored.services;
    await booking.fill('Lagos', newCustomer('sized'), {
      product: stored,
      service: service!,
      frequency: service!.frequency[0]!,
    });
    // Ajah adds its surcharge (docs/PRODUCT.md, "Areas and landmarks"); the landmark rides along.
    await booking.field('Area').fill('Ajah');
    await booking.field('Nearest landmark (optional)').fill('Opposite the Ajah roundabout');
    const home = booking.form.getByRole('group', { name: 'Your home' });
    await home.getByRole('button', { name: 'More: bedrooms' }).click();
    await home.getByRole('button', { name: 'More: bedrooms' }).click();
    await home.getByRole('button', { name: 'More: Inside the oven' }).click();
    await expect(home.getByRole('group', { name: 'Bedrooms' }).getByRole('status')).toHaveText('3');
    // 30,000 + 2 × 8,000 + 4,000 + 2,500 for Ajah; 3 hours + 2 hours + 30 minutes.
    await expect(booking.form.locator('p', { hasText: 'Total to pay' })).toContainText(naira(52500));
    await expect(booking.form.getByText('One visit takes about 5 hours 30 minutes.')).toBeVisible();

    // A start time where a crew is free for the whole job.
    const answer = await request.get(`${API}/api/admin/availability?location=Lagos&minutes=330`);
    const free = ((await answer.json()) as AvailabilityEntry[]).filter((entry) => entry.availableTimes.length > 0);
    const slot = free[test.info().parallelIndex + 3] ?? free.at(-1)!;
    await booking.chooseDate(slot.date);
    await booking.chooseTime(slot.availableTimes.at(-1)!);
    await expectFitsTheScreen(page, 'the form with the home size');
    await home.scrollIntoViewIfNeeded();
    await reviewShot(page, 'booking-home-size-390', { fullPage: false });

    const booked = page.waitForResponse((response) => response.url().endsWith('/api/user/book-appointment'));
    await booking.bookNow().click();
    const made = (await (await booked).json()) as BookingResponse;
    const lines = booking.overview.getByRole('table', { name: 'How the price is made up' });
    await expect(lines.getByRole('row')).toHaveText([
      `Sized Clean, One-off · 3 hours${naira(30000)}`,
      `3 bedrooms · 2 hours+${naira(16000)}`,
      `Inside the oven · 30 minutes+${naira(4000)}`,
      /^Area surcharge: Ajah.*\+/,
      `Total${naira(52500)}`,
    ]);
    await expect(booking.overview).toContainText('Opposite the Ajah roundabout');
    await reviewShot(page, 'booking-home-size-overview-390', { fullPage: false });

    await page.goto(`${receiptPath(made.reference)}?token=${encodeURIComponent(made.manageToken)}`);
    const receiptLines = page.getByRole('table', { name: 'How the price is made up' });
    await expect(receiptLines.getByRole('row').last()).toHaveText(`Total${naira(52500)}`);
    await expect(page.getByRole('main')).toContainText('Opposite the Ajah roundabout');
    await receiptLines.scrollIntoViewIfNeeded();
    await reviewShot(page, 'receipt-home-size-390', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await adminCall(request, 'delete', `/api/admin/delete-product/${stored._id}`);
  }
});

/**
 * An area not served (docs/PRODUCT.md, "Areas and landmarks"): the form says so instead of the
 * calendar, takes 'Tell me when you do' with consent, and the console lists the lead under its area.
 */
test("an area we don't clean yet takes a lead, which the console lists, at 390 px", async ({ page }) => {
  const name = `Bisi Lead ${Date.now()}`;
  const booking = new BookingPage(page);
  await booking.goto();
  await booking.field('Location').selectOption('Lagos');
  await booking.field('Area').fill('Ibeju-Lekki');
  await expect(booking.main.getByText("We don't clean in Ibeju-Lekki yet")).toBeVisible();
  await expect(booking.bookNow()).toHaveCount(0);
  await booking.main.getByRole('button', { name: 'Tell me when you do' }).click();
  const lead = booking.main.getByRole('form', { name: 'Tell me when you clean there' });
  await lead.getByLabel('Name', { exact: true }).fill(name);
  await lead.getByLabel('Phone Number', { exact: true }).fill('0803 123 4567');
  await lead.getByLabel('You may contact me when you clean in Ibeju-Lekki').check();
  await expectFitsTheScreen(page, 'the lead form');
  await reviewShot(page, 'booking-area-lead-390', { fullPage: false });
  await lead.getByRole('button', { name: 'Tell me', exact: true }).click();
  await expect(booking.main.getByText('Thank you. We will tell you when we clean in Ibeju-Lekki.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/admin/areas?location=Lagos');
  const waiting = page.getByRole('main');
  await expect(waiting.getByText(name)).toBeVisible();
  // The console has no site footer: the page fits the phone when nothing is cut at its edge.
  expect(await sidewaysScroll(page)).toBe(0);
  expect(await elementsCutAtTheEdge(page)).toEqual([]);
  await reviewShot(page, 'admin-areas-390', { fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});
