import { NOTIFICATIONS_LIST_LIMIT, notificationsResponse, type NotificationsResponse } from '@clean/shared/schemas';
import { scriptedVerifier, testClock, useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import {
  CONSENT,
  book,
  expectErrorEnvelope,
  firstChoice,
  registerAdmin,
  type BookingAnswer,
  type CatalogueChoice,
} from '../../../helpers/fixtures';

const CODE = 'second-admin-code';
const BOLA = { name: 'Bola Ade', email: 'bola@sparkle.ng', password: 'another password', signupCode: CODE };
const ENV = {
  CREWS_PER_SLOT: '20',
  SLOT_HOURS: '6-17',
  CLOSED_WEEKDAYS: 'Sunday',
  CLOSED_DATES: '',
  ADMIN_SIGNUP_CODE: CODE,
};
const DAY_MS = 86_400_000;

/**
 * Bookings and messages get their creation time from the database's clock, so this suite's app clock
 * follows the real one (`sync`), and the bookings are for a weekday a few days ahead.
 */
function bookingDate(): string {
  let day = new Date(Date.now() + 3 * DAY_MS);
  if (day.getUTCDay() === 0) day = new Date(day.getTime() + DAY_MS);
  return day.toISOString().slice(0, 10);
}

describeEachDatabase('admin notifications', (kind) => {
  const payments = scriptedVerifier();
  const t = useTestApp(kind, {
    env: ENV,
    clock: testClock(new Date().toISOString()),
    paymentVerifier: payments.verifier,
  });
  let ada: string;
  let bola: string;
  let choice: CatalogueChoice;
  const date = bookingDate();
  const slot = { date, time: '7:00 AM' };

  /** The app's clock set to the real time, a little after everything made so far. */
  const sync = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    t.clock.set(new Date().toISOString());
  };
  const newBooking = async (firstName: string): Promise<BookingAnswer> => {
    await sync();
    return book(t, choice, { ...slot, firstName, lastName: 'Eze' });
  };
  const newMessage = async (name: string, subject: string): Promise<void> => {
    await sync();
    const response = await t.request({
      method: 'POST',
      url: '/api/user/contact-us',
      payload: { name, email: 'someone@example.ng', subject, message: 'Hello', ...CONSENT },
    });
    expect(response.statusCode).toBe(201);
  };
  const badge = async (token: string): Promise<NotificationsResponse> => {
    const response = await t.request({ method: 'GET', url: '/api/admin/notifications', token });
    expect(response.statusCode).toBe(200);
    return notificationsResponse.parse(response.json());
  };
  const seen = async (token: string): Promise<NotificationsResponse> => {
    await sync();
    const response = await t.request({ method: 'POST', url: '/api/admin/notifications/seen', token });
    expect(response.statusCode).toBe(200);
    return notificationsResponse.parse(response.json());
  };
  const messageIds = async (token: string) => {
    const response = await t.request({ method: 'GET', url: '/api/admin/messages', token });
    return (response.json() as { messages: { _id: string; subject: string }[] }).messages;
  };

  let ngozi: BookingAnswer;
  let chinedu: BookingAnswer;

  beforeAll(async () => {
    ada = await registerAdmin(t);
    bola = await registerAdmin(t, BOLA);
    choice = await firstChoice(t);
    ngozi = await newBooking('Ngozi');
    await newMessage('Kemi Lawal', 'Office cleaning quote');
    chinedu = await newBooking('Chinedu');
    // Paid, then cancelled by the company: the payment needs attention (a refund).
    await sync();
    payments.answer({ status: 'paid' });
    const paid = await t.request({
      method: 'POST',
      url: '/api/user/appointments',
      payload: {
        ...slot,
        service: choice.service,
        frequency: choice.frequency,
        appointmentId: chinedu.appointmentId,
        reference: chinedu.reference,
      },
    });
    expect(paid.json()).toMatchObject({ success: true, status: 'paid' });
    const cancelled = await t.request({
      method: 'POST',
      url: '/api/admin/cancel-appointment',
      payload: { appointmentId: chinedu.appointmentId },
      token: ada,
    });
    expect(cancelled.statusCode).toBe(200);
  });

  it('refuses both calls without the admin token (401)', async () => {
    expectErrorEnvelope(await t.request({ method: 'GET', url: '/api/admin/notifications' }), 401);
    expectErrorEnvelope(await t.request({ method: 'POST', url: '/api/admin/notifications/seen' }), 401);
  });

  it('counts everything before the first look, newest item first', async () => {
    const body = await badge(ada);
    expect(body).toMatchObject({
      seenAt: null,
      counts: { bookings: 2, needsAttention: 1, messages: 1 },
      total: 4,
    });
    expect(body.items.map(({ kind, _id, title }) => ({ kind, _id, title }))).toEqual([
      {
        kind: 'needs-attention',
        _id: chinedu.appointmentId,
        title: 'Needs attention: Chinedu Eze paid for a cancelled booking',
      },
      {
        kind: 'booking',
        _id: chinedu.appointmentId,
        title: `New booking: Chinedu Eze, Regular Home Cleaning (Lagos, ${date} 7:00 AM)`,
      },
      { kind: 'message', _id: expect.any(String), title: 'New message from Kemi Lawal: Office cleaning quote' },
      {
        kind: 'booking',
        _id: ngozi.appointmentId,
        title: `New booking: Ngozi Eze, Regular Home Cleaning (Lagos, ${date} 7:00 AM)`,
      },
    ]);
  });

  it("clears one admin's counts when they look, not another's", async () => {
    const looked = await seen(ada);
    expect(looked).toEqual({
      success: true,
      seenAt: t.clock.now().toISOString(),
      counts: { bookings: 0, needsAttention: 0, messages: 0, customerChanges: 0 },
      total: 0,
      items: [],
    });
    expect(await badge(ada)).toEqual(looked);
    expect(await badge(bola)).toMatchObject({ seenAt: null, total: 4 });
  });

  it('counts what comes after the look: bookings not deleted, messages not handled', async () => {
    const femi = await newBooking('Femi');
    await newMessage('Musa Garba', 'Fumigation');
    let body = await badge(ada);
    expect(body).toMatchObject({ counts: { bookings: 1, needsAttention: 0, messages: 1 }, total: 2 });
    expect(body.items.map((item) => item.title)).toEqual([
      'New message from Musa Garba: Fumigation',
      `New booking: Femi Eze, Regular Home Cleaning (Lagos, ${date} 7:00 AM)`,
    ]);

    const musa = (await messageIds(ada)).find((message) => message.subject === 'Fumigation');
    if (!musa) throw new Error('The message from Musa is in the inbox');
    await sync();
    expect(
      (await t.request({ method: 'POST', url: `/api/admin/messages/${musa._id}/handled`, token: ada })).statusCode,
    ).toBe(200);
    await sync();
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/admin/delete-appointment/${femi.appointmentId}`,
      token: ada,
    });
    expect(deleted.statusCode).toBe(200);
    body = await badge(ada);
    expect(body).toMatchObject({ counts: { bookings: 0, needsAttention: 0, messages: 0 }, total: 0, items: [] });

    // Bola has not looked yet: everything not deleted or handled, from the start.
    expect(await badge(bola)).toMatchObject({
      counts: { bookings: 2, needsAttention: 1, messages: 1 },
      total: 4,
    });
  });

  it(`lists only the newest ${NOTIFICATIONS_LIST_LIMIT} items, with the full counts`, async () => {
    for (let index = 1; index <= NOTIFICATIONS_LIST_LIMIT; index += 1)
      await newMessage('Kemi Lawal', `Question ${index}`);
    const body = await badge(bola);
    expect(body.counts).toEqual({
      bookings: 2,
      needsAttention: 1,
      messages: NOTIFICATIONS_LIST_LIMIT + 1,
      customerChanges: 0,
    });
    expect(body.total).toBe(NOTIFICATIONS_LIST_LIMIT + 4);
    expect(body.items.map((item) => item.title)).toEqual(
      Array.from(
        { length: NOTIFICATIONS_LIST_LIMIT },
        (_, index) => `New message from Kemi Lawal: Question ${NOTIFICATIONS_LIST_LIMIT - index}`,
      ),
    );
  });
});
