/** GET /api/user/bookings/{reference}?contact=…: the receipt, for the person who booked only. */
import { receiptResponse } from '@clean/shared/schemas';
import { scriptedVerifier, useTestApp } from '../../../helpers/build-app';
import { ONE_HOUR_JOBS } from '../../../helpers/pglite-template';
import { describeEachDatabase } from '../../../helpers/database';
import {
  book,
  expectErrorEnvelope,
  firstChoice,
  type BookingAnswer,
  type CatalogueChoice,
} from '../../../helpers/fixtures';

const CUSTOMER = {
  firstName: 'Halima',
  lastName: 'Bello',
  email: 'Halima.Bello@Example.ng',
  phone: '+234 803 555 0199',
  address: '4 Aminu Kano Crescent, Wuse 2, Abuja',
  location: 'Abuja',
} as const;

describeEachDatabase('GET /api/user/bookings/{reference}', (kind) => {
  const t = useTestApp(kind);
  let answer: BookingAnswer;
  let choice: CatalogueChoice;

  beforeAll(async () => {
    choice = await firstChoice(t);
    answer = await book(t, choice, { ...CUSTOMER, date: '2030-01-09', time: '9:00 AM' });
  });

  const lookup = (reference: string, contact?: string) =>
    t.request({
      method: 'GET',
      url: `/api/user/bookings/${encodeURIComponent(reference)}${contact === undefined ? '' : `?contact=${encodeURIComponent(contact)}`}`,
    });

  it('answers the booking for its email, in any case', async () => {
    const response = await lookup(answer.reference, 'halima.bello@example.NG ');
    expect(response.statusCode).toBe(200);
    const body = receiptResponse.parse(response.json());
    expect(body).toEqual({
      success: true,
      message: 'Booking found.',
      serverTime: t.clock.now().toISOString(),
      booking: {
        reference: answer.reference,
        status: 'awaiting-payment',
        holdExpiresAt: answer.holdExpiresAt,
        paidAt: null,
        attentionReason: null,
        name: 'Halima Bello',
        address: CUSTOMER.address,
        location: 'Abuja',
        product: 'Home Cleaning',
        service: 'Regular Home Cleaning',
        frequency: 'One-off',
        amount: answer.amount,
        date: '2030-01-09',
        time: '9:00 AM',
        // The service's length when booked (the test template's one-hour jobs).
        durationMinutes: ONE_HOUR_JOBS,
        createdAt: expect.any(String),
        cancelReason: null,
        refund: null,
        // A one-off booking belongs to no plan.
        plan: null,
        manage: expect.objectContaining({ token: expect.any(String) }),
        // Awaiting payment: what the receipt's Pay Online hands the popup and the record call.
        payment: {
          appointmentId: answer.appointmentId,
          email: CUSTOMER.email,
          service: choice.service,
          frequency: choice.frequency,
        },
      },
    });
    // The caller already has one contact; the phone is never given back, in any form (ids are random
    // hex, so a bare '555' may well be in one).
    expect(response.body).not.toMatch(/803\D*555\D*0199/);
  });

  it.each(['+234 803 555 0199', '2348035550199', '0803 555 0199', '(0803) 555-0199'])(
    'answers the booking for its phone number written as %s',
    async (phone) => {
      const response = await lookup(answer.reference, phone);
      expect(response.statusCode).toBe(200);
      expect(response.json().booking.reference).toBe(answer.reference);
    },
  );

  it('answers the same 404, with no personal data, for a wrong contact and an unknown reference', async () => {
    const wrongEmail = await lookup(answer.reference, 'someone@example.ng');
    const wrongPhone = await lookup(answer.reference, '0803 555 0198');
    const tooShort = await lookup(answer.reference, '0199');
    const unknown = await lookup('CLN-0000000000000000', CUSTOMER.email);
    for (const response of [wrongEmail, wrongPhone, tooShort, unknown]) {
      expectErrorEnvelope(response, 404);
      expect(response.json()).toEqual({ success: false, message: unknown.json().message });
      for (const secret of ['Halima', 'Bello', 'Aminu', 'Abuja', answer.appointmentId]) {
        expect(response.body).not.toContain(secret);
      }
    }
    expect(unknown.json().message).toMatch(/could not find a booking with this reference and contact/);
  });

  it('answers 400 without a contact', async () => {
    expectErrorEnvelope(await lookup(answer.reference), 400);
    expectErrorEnvelope(await lookup(answer.reference, '   '), 400);
  });
});

describeEachDatabase('GET /api/user/bookings/{reference} of a paid booking', (kind) => {
  const provider = scriptedVerifier();
  const t = useTestApp(kind, { paymentVerifier: provider.verifier });

  it('offers no Pay Online and gives no contact back once the booking is paid', async () => {
    const choice = await firstChoice(t);
    const answer = await book(t, choice, { ...CUSTOMER, date: '2030-01-09', time: '9:00 AM' });
    provider.answer({ status: 'paid' });
    const recorded = await t.request({
      method: 'POST',
      url: '/api/user/appointments',
      payload: {
        appointmentId: answer.appointmentId,
        reference: answer.reference,
        date: '2030-01-09',
        time: '9:00 AM',
        service: choice.service,
        frequency: choice.frequency,
      },
    });
    expect(recorded.json()).toMatchObject({ status: 'paid' });

    const response = await t.request({
      method: 'GET',
      url: `/api/user/bookings/${answer.reference}?contact=${encodeURIComponent('0803 555 0199')}`,
    });
    const { booking } = receiptResponse.parse(response.json());
    expect(booking).toMatchObject({ status: 'paid', payment: null });
    expect(response.body).not.toContain('555');
    expect(response.body.toLowerCase()).not.toContain('halima.bello@');
    expect(response.body).not.toContain(answer.appointmentId);
  });
});

describeEachDatabase('GET /api/user/bookings/{reference} rate limit', (kind) => {
  const t = useTestApp(kind, { env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_LOOKUP: '3' } });

  it('answers 429 after RATE_LIMIT_LOOKUP lookups per client', async () => {
    const send = (remoteAddress: string) =>
      t.request({ method: 'GET', url: '/api/user/bookings/CLN-0000000000000000?contact=a@b.ng', remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await send('10.0.0.7')).statusCode).toBe(404);
    expectErrorEnvelope(await send('10.0.0.7'), 429);
    expect((await send('10.0.0.8')).statusCode).toBe(404);
  });
});
