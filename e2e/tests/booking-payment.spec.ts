import type { Location } from '@clean/shared';
import { localUrl, servers } from '@clean/tooling/apps';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  allAppointments,
  API,
  appointmentsOf,
  availability,
  bookingBody,
  firstChoice,
  freeSlot,
} from '../support/booking-api';
import { BookingPage, newCustomer, type Customer } from '../support/booking-page';
import { CARDS, CheckoutFrame, SECRET_KEY } from '../support/payment-popup';
import { seriousViolations as seriousViolationsOf } from '../support/axe';
import { EXCLUSIVE_TAG } from '../support/exclusive';
import { mailsTo, manageLinkOf } from '../support/mail-catcher';
import { startRemote, stopRemote } from '../support/remote-servers';
import { reviewShot, SCREENSHOTS_WANTED } from '../support/screenshots';

/** Screenshots at phone and laptop width for review, when asked for (support/screenshots.ts). */
async function shots(page: Page, name: string, fullPage = false): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  const laptop = page.viewportSize()!;
  for (const size of [{ width: 390, height: 844 }, laptop]) {
    await page.setViewportSize(size);
    await reviewShot(page, `booking-${name}-${size.width}`, { fullPage });
  }
}

/** The sandbox's checkout frame is the provider's page, not ours. */
const seriousViolations = (page: Page) => seriousViolationsOf(page, { exclude: 'iframe' });

/** Books through the page up to the Appointment Overview; returns who booked. */
async function bookUntilOverview(
  page: Page,
  request: APIRequestContext,
  location: Location,
  tag: string,
  at?: { date: string; time: string },
) {
  const choice = await firstChoice(request);
  const slot = at ?? (await freeSlot(request, location));
  const customer = newCustomer(tag);
  const booking = new BookingPage(page);
  await booking.goto();
  await booking.fill(location, customer, choice);
  await booking.chooseDate(slot.date);
  await booking.chooseTime(slot.time);
  await booking.bookNow().click();
  await expect(booking.overview).toBeVisible();
  return { booking, customer, slot, choice };
}

/** What the receipt API says of the one booking of `customer`. */
async function receiptStatus(request: APIRequestContext, reference: string, customer: Customer): Promise<string> {
  const answer = await request.get(
    `${API}/api/user/bookings/${encodeURIComponent(reference)}?contact=${encodeURIComponent(customer.email)}`,
  );
  return ((await answer.json()) as { booking?: { status: string } }).booking?.status ?? `HTTP ${answer.status()}`;
}

/** The reference of the booking, from the 'View your booking' link of a result dialog. */
async function referenceFrom(page: Page): Promise<string> {
  const href = await page.getByRole('link', { name: 'View your booking' }).getAttribute('href');
  return decodeURIComponent(/\/booking\/([^?]+)/.exec(href ?? '')![1]!);
}

test.describe('paying for a booking', () => {
  test('the approved test card pays: success modal, the booking is paid, and the receipt says so', async ({
    page,
    request,
  }) => {
    // A day far ahead (before the horizon's last, whose times end with the clock) with no Lagos booking
    // yet, so the crews of its first time can be counted: a job reaches across the times after its start.
    const booked = new Set(
      (await allAppointments(request)).filter((stored) => stored.location === 'Lagos').map((stored) => stored.date),
    );
    const far = (await availability(request, 'Lagos'))
      .slice(0, -1)
      .reverse()
      .find((day) => day.availableTimes.length > 0 && !booked.has(day.date))!;
    const time = far.availableTimes[0]!;
    const { booking, customer, slot, choice } = await bookUntilOverview(page, request, 'Lagos', 'pays', {
      date: far.date,
      time,
    });
    await booking.overview.getByRole('button', { name: 'Pay Online' }).click();
    // The overview steps aside so the checkout can be used.
    await expect(booking.overview).toBeHidden();
    await new CheckoutFrame(page).payWithCard(CARDS.success);

    const success = page.getByRole('dialog', { name: 'Payment Successful!' });
    await expect(success).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'paid');
    const [stored] = await appointmentsOf(request, customer.email);
    expect(stored?.payment).toBe(true);
    // The slot has one crew fewer: of its 3 crews (embedded defaults), 2 are left for others.
    const others = ['other-1', 'other-2', 'other-3'].map((tag) => bookingBody(choice, 'Lagos', slot, newCustomer(tag)));
    for (const body of others.slice(0, 2)) {
      const answer = await request.post(`${API}/api/user/book-appointment`, { data: body });
      expect(answer.status(), await answer.text()).toBe(201);
    }
    const full = await request.post(`${API}/api/user/book-appointment`, { data: others[2] });
    expect(full.status(), await full.text()).toBe(409);

    await success.getByRole('link', { name: 'View your booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Booking' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Paid' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(customer.address);
    // The calendar file is built when asked for (its library is not part of the page's first load).
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    expect((await download).suggestedFilename()).toMatch(/^booking-.+\.ics$/);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'receipt', true);
  });

  test('a declined card, then closing the checkout: Payment Failed; paid later from the e-mailed receipt', async ({
    page,
    request,
  }) => {
    const { booking, customer } = await bookUntilOverview(page, request, 'Abuja', 'declined');
    await booking.overview.getByRole('button', { name: 'Pay Online' }).click();
    const checkout = new CheckoutFrame(page);
    await checkout.payWithCard(CARDS.declined);
    await expect(checkout.status).toContainText(/declined/i);
    await checkout.cancel();

    const failed = page.getByRole('alertdialog', { name: 'Payment Failed!' });
    await expect(failed).toContainText('Sorry, your payment failed. Please try again.');
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'failed');
    await failed.getByRole('button', { name: 'Close' }).click();
    // Back to the overview: the hold still runs, so the visitor can pay again.
    await expect(booking.overview.getByRole('button', { name: 'Pay Online' })).toBeEnabled();
    await expect(booking.overview.getByRole('timer')).toContainText("We're holding this slot for you:");

    const [stored] = await appointmentsOf(request, customer.email);
    expect(stored?.payment).toBe(false);
    expect(stored?.status).toBe('awaiting-payment');

    // Left unpaid, it is paid later from the 'Booking received' e-mail's link: the receipt's Pay Online.
    const [received] = await mailsTo(request, customer.email, 'Booking received');
    const reference = /\(([^()]+)\)$/.exec(received!.subject)![1]!;
    await page.goto(manageLinkOf(received!, reference));
    const status = page.getByRole('region', { name: 'Awaiting payment' });
    await expect(status.getByRole('timer')).toContainText("We're holding this slot for you:");
    const payOnline = status.getByRole('button', { name: 'Pay Online' });
    await expect(payOnline).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'receipt-pay-online');
    await payOnline.click();
    await new CheckoutFrame(page).payWithCard(CARDS.success);
    // Its message depends on whether the sandbox's webhook or the record call settled it first.
    const success = page.getByRole('dialog', { name: 'Payment Successful!' });
    await expect(success).toBeVisible();
    await shots(page, 'receipt-paid');
    await success.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Paid' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay Online' })).toHaveCount(0);
    expect(await receiptStatus(request, reference, customer)).toBe('paid');
  });

  test('a bank transfer left pending is confirmed by the webhook and the receipt turns Paid', async ({
    page,
    request,
  }) => {
    const { booking, customer } = await bookUntilOverview(page, request, 'Port Harcourt', 'transfer');
    await booking.overview.getByRole('button', { name: 'Pay Online' }).click();
    await new CheckoutFrame(page).sendBankTransfer();

    const confirming = page.getByRole('dialog', { name: "We're confirming your transfer" });
    await expect(confirming).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'transfer');
    const reference = await referenceFrom(page);
    expect(await receiptStatus(request, reference, customer)).toBe('awaiting-payment');

    // The bank confirms: the sandbox sends the signed charge.success webhook to the API.
    const confirmed = await request.post(
      `${localUrl(servers.paymentApi.port)}/sandbox/transfers/${encodeURIComponent(reference)}/confirm`,
      { headers: { Authorization: `Bearer ${SECRET_KEY}` } },
    );
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    await expect.poll(() => receiptStatus(request, reference, customer)).toBe('paid');

    await confirming.getByRole('link', { name: 'View your booking' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Paid' })).toBeVisible();
  });

  test.describe('while the popup remote is down', { tag: EXCLUSIVE_TAG }, () => {
    test.afterEach(async () => {
      await stopRemote('popup');
      await startRemote('popup');
    });

    test('Pay Online says payment is unavailable, the slot stays held, and it works once the popup is back', async ({
      page,
      request,
    }) => {
      const { booking } = await bookUntilOverview(page, request, 'Jalingo', 'popup-down');
      await stopRemote('popup');
      await booking.overview.getByRole('button', { name: 'Pay Online' }).click();
      await expect(booking.overview).toContainText(
        'Payment is unavailable right now. Your slot is still held; please try again in a moment.',
      );
      await expect(booking.overview.getByRole('timer')).toContainText("We're holding this slot for you:");
      // The rest of the page keeps working.
      await expect(page.getByRole('banner')).toBeVisible();

      await startRemote('popup');
      await booking.overview.getByRole('button', { name: 'Pay Online' }).click();
      const checkout = new CheckoutFrame(page);
      await checkout.cancel();
      await expect(page.getByRole('alertdialog', { name: 'Payment Failed!' })).toBeVisible();
    });
  });
});
