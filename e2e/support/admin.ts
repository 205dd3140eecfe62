import { CURRENCY, MINOR_UNITS_PER_NAIRA, STORAGE_KEYS, type Location } from '@clean/shared';
import type { BookingRequest, BookingResponse } from '@clean/shared/schemas';
import { localUrl, servers, webApp } from '@clean/tooling/apps';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API } from './api-url';
import { loginToken, SIGNUP_CODE, type AdminAccount } from './admin-accounts';
import { bookDirectly, bookingBody, firstChoice, freeSlot } from './booking-api';
import { newCustomer } from './booking-page';
import { CARDS, SECRET_KEY } from './payment-popup';

const SHELL = localUrl(webApp('shell').port);

/**
 * Another admin, invited with the operator's code, for tests that end their own sessions (logout,
 * inactivity, password change) without revoking the first admin's.
 */
export async function invitedAdmin(request: APIRequestContext, tag: string): Promise<AdminAccount> {
  const account = {
    name: `Invited ${tag}`,
    email: `invited-${tag}-${Date.now()}@example.com`,
    password: 'an-invited-pass-123',
  };
  const answer = await request.post(`${API}/api/admin/register`, { data: { ...account, signupCode: SIGNUP_CODE } });
  expect(answer.status(), await answer.text()).toBe(201);
  return account;
}

/** Signs `page` in as `account` the way the login page would: the token in localStorage. */
export async function signIn(page: Page, request: APIRequestContext, account: AdminAccount): Promise<void> {
  await signInWithToken(page, await loginToken(request, account));
}

/**
 * Puts an admin session `token` in `page`'s storage, as the login page does, from a file of the
 * shell's origin (`from`: the benches name one the console does not load, so nothing it needs is cached).
 */
export async function signInWithToken(page: Page, token: string, from = `${SHELL}/config.json`): Promise<void> {
  await page.goto(from);
  await page.evaluate(
    ([keys, value]) => {
      localStorage.setItem(keys.adminToken, value);
      localStorage.setItem(keys.lastActivity, String(Date.now()));
    },
    [STORAGE_KEYS, token] as const,
  );
}

/**
 * Pays a booking as a customer would, without the page: the provider's transaction for its
 * reference, a sandbox test card (the approved one unless told), then the site's record call.
 */
export async function payDirectly(
  request: APIRequestContext,
  body: BookingRequest,
  booking: BookingResponse,
  api = API,
  card: { number: string; expiry: string; cvv: string } = CARDS.success,
): Promise<void> {
  const init = await request.post(`${localUrl(servers.paymentApi.port)}/transaction/initialize`, {
    headers: { Authorization: `Bearer ${SECRET_KEY}` },
    data: {
      reference: booking.reference,
      email: body.email,
      amount: booking.amount * MINOR_UNITS_PER_NAIRA,
      currency: CURRENCY,
    },
  });
  expect(init.ok(), await init.text()).toBe(true);
  const { access_code: accessCode } = ((await init.json()) as { data: { access_code: string } }).data;
  const charge = await request.post(`${localUrl(servers.checkout.port)}/checkout/charge`, {
    data: { accessCode, ...card },
  });
  expect(charge.ok(), await charge.text()).toBe(true);
  const record = await request.post(`${api}/api/user/appointments`, {
    data: {
      appointmentId: booking.appointmentId,
      reference: booking.reference,
      date: body.date,
      time: body.time,
      service: body.service,
      frequency: body.frequency,
    },
  });
  expect(record.ok(), await record.text()).toBe(true);
}

/** A booking made through the API as a visitor would, for the first bookable choice; paid or not. */
export async function bookedThroughApi(
  request: APIRequestContext,
  {
    tag,
    location,
    paid,
    name,
  }: { tag: string; location: Location; paid: boolean; name?: { first: string; last: string } },
): Promise<{ body: BookingRequest; booking: BookingResponse }> {
  const customer = { ...newCustomer(tag), ...(name && { firstName: name.first, lastName: name.last }) };
  const body = bookingBody(await firstChoice(request), location, await freeSlot(request, location), customer);
  const booking = await bookDirectly(request, body);
  if (paid) await payDirectly(request, body, booking);
  return { body, booking };
}

export {
  FIRST_ADMIN,
  FIRST_ADMIN_STATE,
  FIRST_ADMIN_STATE_FILE,
  firstAdminState,
  loginToken,
  SIGNUP_CODE,
  type AdminAccount,
} from './admin-accounts';
