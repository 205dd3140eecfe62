import { customerPath, paths, type Location } from '@clean/shared';
import type {
  AppointmentDetailsResponse,
  BookingRequest,
  CustomersResponse,
  ReceiptResponse,
} from '@clean/shared/schemas';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bookedThroughApi, FIRST_ADMIN_STATE, payDirectly } from '../../support/admin';
import { seriousViolations } from '../../support/axe';
import { reviewShot } from '../../support/screenshots';
import { adminToken, API, bookDirectly, bookingBody, firstChoice, freeSlot } from '../../support/booking-api';
import { newCustomer } from '../../support/booking-page';
import { openPublicPage, publicPages } from '../../support/public-site';
import { waitForLiveSite } from '../../support/site';

/**
 * The admin console's needs attention, customers and inbox (docs/PRODUCT.md, Admin console), end to end: a payment that arrives for a booking
 * the company had cancelled appears under needs attention and is rebooked from there; a customer who
 * booked twice through the API is listed with both bookings; a message sent through /contact appears
 * in the inbox, unread, and is marked handled. Screenshots of each page at phone and laptop width, and
 * axe.
 *
 * A late payment for a taken slot needs the hold to run out, which the API's tests do with their own
 * clock; here the other flag the booking flow raises is made instead, as a visitor can: book, the
 * company cancels, the visitor pays anyway.
 */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

test.use({ storageState: FIRST_ADMIN_STATE });

const adminHeaders = async (request: APIRequestContext) => ({ adminToken: await adminToken(request) });

/** Letters only (names accept no digits), different on every run. */
function uniqueWord(): string {
  return (Date.now() * 1000 + Math.floor(Math.random() * 1000))
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('');
}

async function settled(page: Page, h1: string) {
  await waitForLiveSite(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  // Loading outlines are gone (a skeleton is a busy status).
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

const shot = (page: Page, name: string) => reviewShot(page, `admin-${name}-${page.viewportSize()?.width ?? 0}`);

/** A paid booking flagged 'paid for a cancelled booking': booked, cancelled by the company, then paid. */
async function paidAfterCancel(request: APIRequestContext, lastName: string, location: Location) {
  const made = await bookedThroughApi(request, {
    tag: 'attention',
    location,
    paid: false,
    name: { first: 'Late', last: lastName },
  });
  const cancelled = await request.post(`${API}/api/admin/cancel-appointment`, {
    headers: await adminHeaders(request),
    data: { appointmentId: made.booking.appointmentId },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await payDirectly(request, made.body, made.booking);
  return made;
}

async function appointmentDetails(request: APIRequestContext, id: string) {
  const answer = await request.get(`${API}/api/admin/appointments/${id}`, { headers: await adminHeaders(request) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as AppointmentDetailsResponse).appointment;
}

/** The page of the customers list (latest booking first) that holds `email`, and the customer's id. */
async function customerPage(request: APIRequestContext, email: string) {
  const headers = await adminHeaders(request);
  for (let pageNumber = 1; ; pageNumber += 1) {
    const answer = await request.get(`${API}/api/admin/customers`, {
      headers,
      params: { page: pageNumber, pageSize: 20 },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const body = (await answer.json()) as CustomersResponse;
    const found = body.customers.find((customer) => customer.email === email);
    if (found) return { page: pageNumber, customer: found };
    if (body.customers.length === 0 || pageNumber * body.pageSize >= body.total) {
      throw new Error(`${email} is not listed`);
    }
  }
}

/** Sends a message through the contact page as a visitor does; returns its subject (unique). */
async function sentThroughContact(page: Page, tag: string) {
  const contact = publicPages.find((candidate) => candidate.path === '/contact')!;
  await openPublicPage(page, contact);
  const main = page.getByRole('main');
  const message = {
    name: 'Ngozi Eze',
    email: `inbox-${tag}@example.com`,
    subject: `Quote for a 4-bedroom duplex ${tag}`,
    message: `Hello,\n\nCould you clean our duplex in Gwarinpa every Saturday?\nThank you.`,
  };
  await main.getByLabel('Full Name', { exact: true }).fill(message.name);
  await main.getByLabel('Email', { exact: true }).fill(message.email);
  await main.getByLabel('Subject', { exact: true }).fill(message.subject);
  await main.getByLabel('Message', { exact: true }).fill(message.message);
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(main.getByRole('status')).toContainText('Thank you!');
  return message;
}

test('a payment for a cancelled booking appears under needs attention and is rebooked', async ({ page, request }) => {
  const lastName = uniqueWord();
  const name = `Late ${lastName}`;
  const { booking } = await paidAfterCancel(request, lastName, 'Lagos');

  // The dashboard's panel counts it and leads to the page.
  await page.goto(paths.admin.dashboard);
  await settled(page, 'Dashboard');
  const panel = page.getByRole('region', { name: 'Needs attention' });
  await expect(panel).toContainText(/needs? your attention/);
  await panel.getByRole('link', { name: 'Open needs attention' }).click();
  await settled(page, 'Needs Attention');
  await expect(page).toHaveURL(paths.admin.needsAttention);

  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Paid for a cancelled booking');
  await expect(card.getByRole('link', { name: booking.reference })).toBeVisible();

  await card.getByRole('button', { name: `Rebook ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rebook ${name}` });
  await expect(dialog.getByLabel('Location')).toHaveValue('Lagos');
  await shot(page, 'needs-attention-rebook');
  expect(await seriousViolations(page)).toEqual([]);
  const date = dialog.getByLabel('Date');
  await expect(date.locator('option')).not.toHaveCount(1);
  await date.selectOption({ index: 1 });
  const chosenDate = await date.inputValue();
  const time = dialog.getByLabel('Time');
  await time.selectOption({ index: 1 });
  const chosenTime = await time.inputValue();
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText('Rebooked for');
  await expect(dialog).toBeHidden();
  await expect(card).toBeHidden();

  const stored = await appointmentDetails(request, booking.appointmentId);
  expect(stored).toMatchObject({
    date: chosenDate,
    time: chosenTime,
    location: 'Lagos',
    cancelled: false,
    payment: true,
    needsAttention: false,
    status: 'paid',
  });
});

test('a payment marked refunded needs a note and leaves the list', async ({ page, request }) => {
  const lastName = uniqueWord();
  const name = `Late ${lastName}`;
  const { booking } = await paidAfterCancel(request, lastName, 'Abuja');

  await page.goto(paths.admin.needsAttention);
  await settled(page, 'Needs Attention');
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: `Mark refunded by hand ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Mark the payment of ${name} refunded` });
  await dialog.getByRole('button', { name: 'Mark refunded' }).click();
  await expect(dialog.getByLabel('Note')).toHaveAccessibleDescription(/A note is required/);
  await dialog.getByLabel('Note').fill('Sent back by bank transfer (e2e)');
  await dialog.getByRole('button', { name: 'Mark refunded' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeHidden();
  expect(await appointmentDetails(request, booking.appointmentId)).toMatchObject({
    cancelled: true,
    needsAttention: false,
  });
});

test('a payment refunded through the provider from the console reaches the customer as refunded', async ({
  page,
  request,
}) => {
  const lastName = uniqueWord();
  const name = `Late ${lastName}`;
  const { body, booking } = await paidAfterCancel(request, lastName, 'Port Harcourt');

  await page.goto(paths.admin.needsAttention);
  await settled(page, 'Needs Attention');
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: `Refund ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refund ${name} through the payment provider` });
  await expect(dialog.getByLabel('Amount (₦)')).toHaveValue(String(body.amount));
  await dialog.getByLabel('Note').fill('Paid after the company cancelled it (e2e)');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText(
    'Refund asked of the payment provider.',
  );

  // The sandbox processes the refund and signs its webhook: the customer's receipt says so.
  const receipt = `${API}/api/user/bookings/${encodeURIComponent(booking.reference)}?contact=${encodeURIComponent(body.email)}`;
  await expect
    .poll(async () => ((await (await request.get(receipt)).json()) as ReceiptResponse).booking.refund)
    .toEqual({ status: 'processed', amount: body.amount });
});

test('the customers page lists a customer made through the API with their bookings', async ({ page, request }) => {
  const choice = await firstChoice(request);
  const customer = newCustomer('customers');
  const bookings = [];
  for (const location of ['Abuja', 'Port Harcourt'] as const) {
    const body: BookingRequest = bookingBody(choice, location, await freeSlot(request, location), customer);
    bookings.push(await bookDirectly(request, body));
  }
  const listed = await customerPage(request, customer.email);
  expect(listed.customer.bookings).toBe(2);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(listed.page > 1 ? `${paths.admin.customers}?page=${listed.page}` : paths.admin.customers);
  await settled(page, 'Customers');
  const row = page.getByRole('row', { name: new RegExp(customer.email) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await row.getByRole('link', { name: `${customer.firstName} ${customer.lastName}` }).click();

  await expect(page).toHaveURL(customerPath(listed.customer._id));
  await settled(page, 'Customer');
  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact.getByRole('link', { name: customer.email })).toBeVisible();
  const history = page.getByRole('region', { name: 'Bookings', exact: true });
  for (const booking of bookings) {
    await expect(history.getByRole('link', { name: booking.reference })).toBeVisible();
  }
  await expect(history).toContainText('Awaiting payment');
});

test('a message sent through /contact appears in the inbox, unread, and is marked handled', async ({ page }) => {
  const tag = uniqueWord();
  const sent = await sentThroughContact(page, tag);

  await page.goto(paths.admin.messages);
  await settled(page, 'Messages');
  const item = page.getByRole('article', { name: sent.subject });
  await expect(item).toContainText('Unread');
  await expect(item).toContainText(sent.email);
  await item.getByRole('link', { name: sent.subject }).click();

  await settled(page, 'Message');
  const message = page.getByRole('article', { name: sent.subject });
  await expect(message).toContainText('Could you clean our duplex in Gwarinpa every Saturday?');
  const reply = message.getByRole('link', { name: 'Reply by email' });
  const href = (await reply.getAttribute('href'))!;
  expect(href.startsWith(`mailto:${sent.email}?`)).toBe(true);
  expect(new URLSearchParams(href.split('?')[1]).get('subject')).toBe(`Re: ${sent.subject}`);

  await message.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(message.getByText('Handled', { exact: true })).toBeVisible();
  await expect(message).toContainText(/Handled by .+ on /);
  await expect(message.getByRole('button', { name: 'Mark as handled' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Messages' }).click();
  await settled(page, 'Messages');
  await expect(page.getByRole('article', { name: sent.subject })).toContainText('Handled');
});

for (const viewport of VIEWPORTS) {
  test.describe(`the new pages at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 600 });

    test('needs attention, customers, a customer, the inbox and a message: screenshots and axe', async ({
      page,
      request,
    }) => {
      // Six pages, each checked by axe: more than the default 30 s on a busy machine.
      test.slow();
      // Something on each page: a flagged payment, a customer, a message.
      await paidAfterCancel(request, uniqueWord(), 'Abuja');
      const { body } = await bookedThroughApi(request, {
        tag: `shots-${viewport.width}`,
        location: 'Lagos',
        paid: true,
      });
      const sent = await sentThroughContact(page, uniqueWord());
      const listed = await customerPage(request, body.email);

      const pages: { url: string; h1: string; name: string }[] = [
        { url: paths.admin.dashboard, h1: 'Dashboard', name: 'dashboard-with-attention' },
        { url: paths.admin.needsAttention, h1: 'Needs Attention', name: 'needs-attention' },
        { url: paths.admin.customers, h1: 'Customers', name: 'customers' },
        { url: customerPath(listed.customer._id), h1: 'Customer', name: 'customer' },
        { url: paths.admin.messages, h1: 'Messages', name: 'messages' },
      ];
      for (const target of pages) {
        await page.goto(target.url);
        await settled(page, target.h1);
        await shot(page, target.name);
        expect(await seriousViolations(page), target.url).toEqual([]);
      }

      await page.getByRole('link', { name: sent.subject }).click();
      await settled(page, 'Message');
      await expect(page).toHaveURL(new RegExp(`${paths.admin.messages}/.+`));
      await shot(page, 'message');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
