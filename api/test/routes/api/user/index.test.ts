import { sql } from 'drizzle-orm';
import { scriptedVerifier, useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import {
  CONSENT,
  book,
  booking,
  expectErrorEnvelope,
  fieldsOf,
  firstChoice,
  products,
  snapshot,
  type CatalogueChoice,
} from '../../../helpers/fixtures';

const CONTACT = {
  name: 'Ngozi Adeyemi',
  email: 'ngozi@example.ng',
  subject: 'Office cleaning quote',
  message: 'We need a weekly clean for a 3-floor office in Wuse 2. Can you send a quote?',
};

describeEachDatabase('POST /api/user/contact-us', (kind) => {
  const t = useTestApp(kind);

  it('stores the message and answers 201 { success: true, message }', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/user/contact-us',
      payload: { ...CONTACT, ...CONSENT },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: expect.stringMatching(/thank you/i) });
    const stored = await t.database.handle.db.execute(
      sql`SELECT name, email, subject, message FROM contact_messages WHERE email = ${CONTACT.email}`,
    );
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([CONTACT]);
  });

  it('answers 400 with every missing field and the form messages, storing nothing', async () => {
    const before = await snapshot(t.database.handle);
    const response = await t.request({ method: 'POST', url: '/api/user/contact-us', payload: {} });
    expectErrorEnvelope(response, 400);
    // A missing notice version is taken as 'not recorded' (data-requests.test.ts), so it is not listed.
    expect(fieldsOf(response).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(response.json().message).toBe('Please correct these fields: name, email, subject, message.');

    const blank = await t.request({
      method: 'POST',
      url: '/api/user/contact-us',
      payload: { name: ' ', email: 'not-an-email', subject: '', message: '' },
    });
    expectErrorEnvelope(blank, 400);
    expect(blank.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Invalid email' },
        { field: 'subject', message: 'Subject is required' },
        { field: 'message', message: 'Message is required' },
      ]),
    );
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  it('refuses unknown fields and wrong types', async () => {
    const extra = await t.request({
      method: 'POST',
      url: '/api/user/contact-us',
      payload: { ...CONTACT, ...CONSENT, isAdmin: true },
    });
    expectErrorEnvelope(extra, 400);
    expect(fieldsOf(extra)).toEqual(['isAdmin']);
    const wrongType = await t.request({
      method: 'POST',
      url: '/api/user/contact-us',
      payload: { ...CONTACT, ...CONSENT, name: 5 },
    });
    expectErrorEnvelope(wrongType, 400);
    expect(fieldsOf(wrongType)).toEqual(['name']);
  });

  it('answers a JSON 404 for a method the route does not have', async () => {
    const response = await t.request({ method: 'GET', url: '/api/user/contact-us' });
    expectErrorEnvelope(response, 404);
  });
});

describeEachDatabase('POST /api/user/book-appointment', (kind) => {
  const t = useTestApp(kind);
  let choice: CatalogueChoice;

  beforeAll(async () => {
    choice = await firstChoice(t);
  });

  async function rowCount(): Promise<number> {
    return (await snapshot(t.database.handle)).appointments?.length ?? 0;
  }

  it('books at the catalogue amount and answers the appointment id and payment reference', async () => {
    const response = await t.request({ method: 'POST', url: '/api/user/book-appointment', payload: booking(choice) });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: expect.any(String),
      appointmentId: expect.any(String),
      reference: expect.stringMatching(/^CLN-[A-Z0-9]{16}$/),
      amount: choice.amount,
      // Held for BOOKING_HOLD_MINUTES (15) from the server's clock, which it reports too.
      status: 'awaiting-payment',
      holdExpiresAt: '2030-01-07T08:45:00.000Z',
      serverTime: '2030-01-07T08:30:00.000Z',
      // The success modal's manage link: expiry (base 36 seconds) and HMAC.
      manageToken: expect.stringMatching(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/),
    });
    const result = await t.database.handle.db.execute(
      sql`SELECT reference, date::text AS date, time, amount::float AS amount, payment FROM appointments WHERE id = ${body.appointmentId}`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { reference: body.reference, date: '2030-01-08', time: '10:00 AM', amount: choice.amount, payment: false },
    ]);
  });

  it('accepts the amount as the catalogue has it and books the amount of the chosen frequency', async () => {
    const [product] = await products(t);
    const service = product!.services[0]!;
    const frequency = service.frequency[1]!;
    const answer = await book(
      t,
      { product: product!._id, service: service._id, frequency: frequency._id, amount: frequency.amount },
      // A recurring frequency (Weekly) makes a plan: only with the consent to charge the saved card.
      { time: '11:00 AM', planConsent: true },
    );
    expect(answer.amount).toBe(frequency.amount);
  });

  it('rejects an amount that disagrees with the catalogue, saying the price changed', async () => {
    const before = await rowCount();
    const response = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, { amount: choice.amount - 1000, time: '12:00 PM' }),
    });
    expectErrorEnvelope(response, 409);
    expect(response.json().message).toMatch(/price .*changed/i);
    expect(await rowCount()).toBe(before);
  });

  it('answers 400 with the field list for every missing field', async () => {
    const response = await t.request({ method: 'POST', url: '/api/user/book-appointment', payload: {} });
    expectErrorEnvelope(response, 400);
    expect(fieldsOf(response).sort()).toEqual(
      [
        'location',
        'firstName',
        'lastName',
        'email',
        'phone',
        'address',
        'date',
        'time',
        'product',
        'service',
        'frequency',
        'amount',
      ].sort(),
    );
  });

  it('answers 400 naming a malformed email and phone', async () => {
    const before = await rowCount();
    const response = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, { email: 'chidi@', phone: 'call me' }),
    });
    expectErrorEnvelope(response, 400);
    expect(fieldsOf(response).sort()).toEqual(['email', 'phone']);
    expect(await rowCount()).toBe(before);
  });

  it.each([
    ['a past date', { date: '2030-01-06' }, 'date', /past/],
    ['today at an hour already gone', { date: '2030-01-07', time: '9:00 AM' }, 'time', /passed/],
    ['a date beyond the 60-day horizon', { date: '2030-03-08' }, 'date', /60 days/],
    ['a Sunday (closed)', { date: '2030-01-13' }, 'date', /closed/],
    ['a Saturday after 8:00 AM', { date: '2030-01-12', time: '9:00 AM' }, 'time', /Saturdays/],
    ['an hour outside opening slots', { time: '8:00 PM' }, 'time', /available times/],
    ['a date that does not exist', { date: '2030-02-30' }, 'date', /calendar/],
    ['a time in another format', { time: '10:30' }, 'time', /6:00 AM/],
  ])('answers 400 for %s', async (_name, overrides, field, message) => {
    const before = await rowCount();
    const response = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, overrides),
    });
    expectErrorEnvelope(response, 400);
    expect(response.json().errors).toEqual([{ field, message: expect.stringMatching(message) }]);
    expect(await rowCount()).toBe(before);
  });

  it('books the last day of the horizon and a Saturday at 8:00 AM', async () => {
    await book(t, choice, { date: '2030-03-07', time: '10:00 AM' });
    await book(t, choice, { date: '2030-01-12', time: '8:00 AM' });
  });

  it('answers 400 naming an unknown product, service or frequency', async () => {
    const [first, second] = await products(t);
    const cases: [Partial<CatalogueChoice>, string][] = [
      [{ product: 'no-such-product' }, 'product'],
      [{ service: second!.services[0]!._id }, 'service'],
      [{ frequency: first!.services[1]!.frequency[0]!._id }, 'frequency'],
    ];
    for (const [overrides, field] of cases) {
      const response = await t.request({
        method: 'POST',
        url: '/api/user/book-appointment',
        payload: booking(choice, overrides),
      });
      expectErrorEnvelope(response, 400);
      expect(fieldsOf(response)).toEqual([field]);
    }
  });

  it('answers 400 for a service that has no frequency yet: it cannot be booked online', async () => {
    const [first] = await products(t);
    await t.database.handle.db.execute(
      sql`INSERT INTO services (id, product_id, position, name, description, amount)
          VALUES ('ironing-only', ${first!._id}, 99, 'Ironing', 'Shirts pressed.', 300)`,
    );
    const response = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, { service: 'ironing-only' }),
    });
    expectErrorEnvelope(response, 400);
    expect(response.json().errors).toEqual([
      { field: 'frequency', message: 'This service cannot be booked online yet. Please contact us.' },
    ]);
  });

  it('gives each crew of a slot once, then answers 409; other locations stay open', async () => {
    const slot = { date: '2030-01-09', time: '2:00 PM' } as const;
    for (let crew = 0; crew < 3; crew += 1) await book(t, choice, slot);
    const full = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, slot),
    });
    expectErrorEnvelope(full, 409);
    expect(full.json().message).toMatch(/fully booked/);
    await book(t, choice, { ...slot, location: 'Abuja' });

    const availability = await t.request({ method: 'GET', url: '/api/admin/availability?location=Lagos' });
    const day = (availability.json() as { date: string; availableTimes: string[] }[]).find(
      (entry) => entry.date === slot.date,
    );
    expect(day?.availableTimes).not.toContain(slot.time);
    expect(day?.availableTimes).toContain('3:00 PM');
  });

  it('gives the last crew of a slot to exactly one of many simultaneous bookings', async () => {
    const slot = { date: '2030-01-10', time: '3:00 PM' } as const;
    await book(t, choice, slot);
    await book(t, choice, slot);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.request({ method: 'POST', url: '/api/user/book-appointment', payload: booking(choice, slot) }),
      ),
    );
    const codes = answers.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(11).fill(409)]);
    const result = await t.database.handle.db.execute(
      sql`SELECT count(*)::int AS n, count(DISTINCT crew_id)::int AS crews
          FROM appointments WHERE date = ${slot.date} AND time = ${slot.time}`,
    );
    // Three bookings, each with a crew of its own.
    expect((result as unknown as { rows: { n: number; crews: number }[] }).rows[0]).toEqual({ n: 3, crews: 3 });
  });
});

describeEachDatabase('POST /api/user/appointments (payment record)', (kind) => {
  const payments = scriptedVerifier();
  const t = useTestApp(kind, { paymentVerifier: payments.verifier });
  let choice: CatalogueChoice;
  let hour = 6;

  beforeAll(async () => {
    choice = await firstChoice(t);
  });

  /** A new booking and the record call's payload for it. */
  async function booked() {
    hour += 1;
    const time = `${hour > 12 ? hour - 12 : hour}:00 ${hour >= 12 ? 'PM' : 'AM'}`;
    const answer = await book(t, choice, { date: '2030-01-15', time });
    return {
      time,
      date: '2030-01-15',
      service: choice.service,
      frequency: choice.frequency,
      appointmentId: answer.appointmentId,
      reference: answer.reference,
    };
  }

  async function isPaid(id: string): Promise<boolean> {
    const result = await t.database.handle.db.execute(sql`SELECT payment FROM appointments WHERE id = ${id}`);
    return (result as unknown as { rows: { payment: boolean }[] }).rows[0]?.payment ?? false;
  }

  it('answers 502 and leaves it unpaid, changing nothing, while the payment cannot be verified', async () => {
    payments.answer({ status: 'pending', reason: 'provider unreachable' });
    const record = await booked();
    const before = await snapshot(t.database.handle);
    const response = await t.request({ method: 'POST', url: '/api/user/appointments', payload: record });
    expectErrorEnvelope(response, 502);
    expect(response.json().message).toMatch(/could not reach the payment provider/);
    expect(payments.calls).toContain(record.reference);
    expect(await isPaid(record.appointmentId)).toBe(false);
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  it('marks it paid once the verifier confirms, and a repeat call changes nothing', async () => {
    payments.answer({ status: 'paid' });
    const record = await booked();
    const first = await t.request({ method: 'POST', url: '/api/user/appointments', payload: record });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toMatch(/confirmed/);
    expect(await isPaid(record.appointmentId)).toBe(true);
    const again = await t.request({ method: 'POST', url: '/api/user/appointments', payload: record });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toMatch(/already recorded/);
  });

  it('answers 409 when the verifier reports a failed payment, leaving it unpaid', async () => {
    payments.answer({ status: 'failed', reason: 'amount differs' });
    const record = await booked();
    const response = await t.request({ method: 'POST', url: '/api/user/appointments', payload: record });
    expectErrorEnvelope(response, 409);
    expect(await isPaid(record.appointmentId)).toBe(false);
  });

  it('answers 409 when the details do not match the appointment', async () => {
    payments.answer({ status: 'paid' });
    const record = await booked();
    const before = await snapshot(t.database.handle);
    for (const change of [{ reference: 'CLN-SOMEONEELSES000' }, { time: '5:00 PM' }, { frequency: 'other' }]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/user/appointments',
        payload: { ...record, ...change },
      });
      expectErrorEnvelope(response, 409);
    }
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  it('answers 404 for an unknown appointment and 400 with the field list for a bad payload', async () => {
    const record = await booked();
    const missing = await t.request({
      method: 'POST',
      url: '/api/user/appointments',
      payload: { ...record, appointmentId: 'no-such-appointment' },
    });
    expectErrorEnvelope(missing, 404);
    const invalid = await t.request({
      method: 'POST',
      url: '/api/user/appointments',
      payload: { time: '6 o clock', date: 'tomorrow' },
    });
    expectErrorEnvelope(invalid, 400);
    expect(fieldsOf(invalid).sort()).toEqual(['appointmentId', 'date', 'frequency', 'reference', 'service', 'time']);
  });
});

describeEachDatabase('rate limits of the public calls', (kind) => {
  const t = useTestApp(kind, { env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_PUBLIC_WRITE: '3' } });

  it('answers 429 with a clear message after the limit, per client', async () => {
    const send = (remoteAddress: string) =>
      t.request({ method: 'POST', url: '/api/user/contact-us', payload: { ...CONTACT, ...CONSENT }, remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await send('10.0.0.1')).statusCode).toBe(201);
    const limited = await send('10.0.0.1');
    expectErrorEnvelope(limited, 429);
    expect(limited.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
    expect((await send('10.0.0.2')).statusCode).toBe(201);
  });

  it('limits booking per client too', async () => {
    const choice = await firstChoice(t);
    const send = () =>
      t.request({
        method: 'POST',
        url: '/api/user/book-appointment',
        payload: booking(choice, { amount: 1 }),
        remoteAddress: '10.0.0.3',
      });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(409);
    expectErrorEnvelope(await send(), 429);
  });
});
