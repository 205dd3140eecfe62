/**
 * The cap on unpaid holds (docs/PRODUCT.md, "Unpaid holds are capped"): a booking holds a crew before
 * it is paid, so one customer (email, phone) may have UNPAID_HOLDS_PER_CONTACT live unpaid holds and
 * one client address UNPAID_HOLDS_PER_ADDRESS; one more answers 429. Without it a script could keep
 * the calendar full without ever paying.
 */
import { errorResponse, type BookingRequest } from '@clean/shared/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { scriptedVerifier, useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase, describeOnAnyEngine, type DatabaseKind } from '../../../helpers/database';
import { booking, expectErrorEnvelope, firstChoice, type CatalogueChoice } from '../../../helpers/fixtures';

const WAITING = 'You already have a booking waiting for payment: pay for it or let it expire first';
/** Every hour a crew can start by default (SLOT_HOURS 6-17). */
const TIMES = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17].map(
  (hour) => `${hour > 12 ? hour - 12 : hour}:00 ${hour >= 12 ? 'PM' : 'AM'}`,
);
const CREWS_PER_SLOT = 6;

let phones = 0;
/** A Nigerian mobile number no other booking of this file uses. */
const freshPhone = () => `0803${String((phones += 1)).padStart(7, '0')}`;

/** The app of these suites on `kind` (the caps of .env.example, 6 crews a slot) and its calls. */
function useCapApp(kind: DatabaseKind) {
  const payments = scriptedVerifier();
  // 6 crews a slot, so a day holds 72 bookings.
  const t = useTestApp(kind, {
    env: {
      UNPAID_HOLDS_PER_CONTACT: '2',
      UNPAID_HOLDS_PER_ADDRESS: '5',
      CREWS_PER_SLOT: String(CREWS_PER_SLOT),
    },
    paymentVerifier: payments.verifier,
  });
  // Read once the app is up (beforeAll), by the tests.
  const read: { choice?: CatalogueChoice } = {};
  beforeAll(async () => {
    read.choice = await firstChoice(t);
  });

  const catalogueChoice = () => {
    if (!read.choice) throw new Error('the catalogue is read before the tests');
    return read.choice;
  };

  return {
    t,
    payments,
    catalogueChoice,
    tryBook: (remoteAddress: string, overrides: Partial<BookingRequest>) =>
      t.request({
        method: 'POST',
        url: '/api/user/book-appointment',
        payload: booking(catalogueChoice(), overrides),
        remoteAddress,
      }),
  };
}

function expectWaiting(response: LightMyRequestResponse) {
  expectErrorEnvelope(response, 429);
  const body = errorResponse.parse(response.json());
  expect(body.message).toBe(WAITING);
  return body;
}

// The caps' rules: the same on either engine.
describeOnAnyEngine('the cap on unpaid holds', (kind) => {
  const { t, payments, catalogueChoice, tryBook } = useCapApp(kind);

  it('a flood from 12 addresses with fresh emails and phones is capped per address and leaves the day bookable', async () => {
    const date = '2030-01-08';
    const attemptsPerAddress = 6;
    // Unchecked, 12 addresses × 6 bookings, spread one a time per address, would take all 72 crews of
    // the day (6 at each time); capped at 5 an address, each time keeps one crew free.
    const addresses = Array.from({ length: 12 }, (_, index) => `198.51.100.${index + 1}`);
    const answers = await Promise.all(
      addresses.map(async (address, index) => {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < attemptsPerAddress; attempt += 1) {
          const response = await tryBook(address, {
            date,
            time: TIMES[(index + attempt) % TIMES.length],
            email: `bot-${index}-${attempt}@example.ng`,
            phone: freshPhone(),
          });
          if (response.statusCode === 429) {
            // Another customer's booking is never shown to the flood.
            expect(expectWaiting(response).receiptPath).toBeUndefined();
          }
          statuses.push(response.statusCode);
        }
        return statuses;
      }),
    );
    for (const statuses of answers) {
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    }

    const customer = await tryBook('203.0.113.7', {
      date,
      time: '10:00 AM',
      email: 'ngozi.adeyemi@example.ng',
      phone: '0805 555 0101',
    });
    expect(customer.statusCode).toBe(201);
  });

  it('counts the addresses of one IPv6 /64 as one client; IPv4-mapped addresses each as their own', async () => {
    const date = '2030-01-09';
    let n = 0;
    const fresh = (remoteAddress: string) => {
      n += 1;
      return tryBook(remoteAddress, {
        date,
        time: TIMES[n % TIMES.length],
        email: `v6-${n}@example.ng`,
        phone: freshPhone(),
      });
    };
    // One subscriber's /64, six addresses of it (written as a client may: any case, long or short).
    const network = [
      '2001:db8:5:6::1',
      '2001:db8:5:6::2',
      '2001:DB8:5:6:a::3',
      '2001:db8:5:6:0:0:0:4',
      '2001:db8:5:6:ffff::5',
    ];
    for (const address of network) expect((await fresh(address)).statusCode).toBe(201);
    expectWaiting(await fresh('2001:db8:5:6:1234:5678:9abc:def0'));
    // The next /64 is another client.
    expect((await fresh('2001:db8:5:7::1')).statusCode).toBe(201);
    // IPv4-mapped addresses (all in one /64) are counted one by one, as IPv4 addresses are.
    for (let i = 0; i < 5; i += 1) expect((await fresh('::ffff:192.0.2.40')).statusCode).toBe(201);
    expectWaiting(await fresh('::ffff:192.0.2.40'));
    expect((await fresh('::ffff:192.0.2.41')).statusCode).toBe(201);
  });

  it('caps a customer at 2 waiting bookings by email (any case, spaces) and by phone (+234… or 0…)', async () => {
    const date = '2030-01-09';
    const home = '192.0.2.10';
    const customer = { date, email: 'Amaka.Obi@example.ng', phone: '+234 806 111 2233' };
    const first = await tryBook(home, { ...customer, time: '8:00 AM' });
    expect(first.statusCode).toBe(201);
    const { reference } = first.json() as { reference: string };
    expect((await tryBook(home, { ...customer, time: '9:00 AM' })).statusCode).toBe(201);

    // The same email and phone, written otherwise, from another address: the waiting booking is linked.
    const again = expectWaiting(
      await tryBook('192.0.2.11', { date, time: '10:00 AM', email: ' amaka.obi@EXAMPLE.ng ', phone: '08061112233' }),
    );
    expect(again.receiptPath).toBe(`/booking/${reference}`);

    // The same email with another phone, or the same phone with another email: refused, nothing shown.
    const byEmail = expectWaiting(
      await tryBook('192.0.2.12', { date, time: '11:00 AM', email: 'AMAKA.OBI@example.ng', phone: freshPhone() }),
    );
    expect(byEmail.receiptPath).toBeUndefined();
    const byPhone = expectWaiting(
      await tryBook('192.0.2.13', { date, time: '11:00 AM', email: 'someone.else@example.ng', phone: '2348061112233' }),
    );
    expect(byPhone.receiptPath).toBeUndefined();
  });

  it('a paid booking or an expired hold no longer counts', async () => {
    const date = '2030-01-10';
    const address = '192.0.2.20';
    const customer = { date, email: 'tunde.bello@example.ng', phone: freshPhone() };
    const first = await tryBook(address, { ...customer, time: '8:00 AM' });
    await tryBook(address, { ...customer, time: '9:00 AM' });
    expectWaiting(await tryBook(address, { ...customer, time: '10:00 AM' }));

    payments.answer({ status: 'paid' });
    const { appointmentId, reference } = first.json() as { appointmentId: string; reference: string };
    const recorded = await t.request({
      method: 'POST',
      url: '/api/user/appointments',
      payload: {
        date,
        time: '8:00 AM',
        service: catalogueChoice().service,
        frequency: catalogueChoice().frequency,
        appointmentId,
        reference,
      },
    });
    expect(recorded.json()).toMatchObject({ status: 'paid' });
    expect((await tryBook(address, { ...customer, time: '10:00 AM' })).statusCode).toBe(201);
    expectWaiting(await tryBook(address, { ...customer, time: '11:00 AM' }));

    t.clock.advanceHours(16 / 60);
    expect((await tryBook(address, { ...customer, time: '11:00 AM' })).statusCode).toBe(201);
  });

  it('a repeat of a booked request (same Idempotency-Key) still answers its booking at the cap', async () => {
    const date = '2030-01-11';
    const address = '192.0.2.30';
    const customer = { date, email: 'ifeoma.nwosu@example.ng', phone: freshPhone() };
    const key = '6b1f1a52-3c1e-4a65-9d0f-6f0a3d1e2b11';
    const send = (time: string, idempotencyKey?: string) =>
      t.request({
        method: 'POST',
        url: '/api/user/book-appointment',
        payload: booking(catalogueChoice(), { ...customer, time }),
        headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
        remoteAddress: address,
      });
    const first = await send('8:00 AM', key);
    expect(first.statusCode).toBe(201);
    expect((await send('9:00 AM')).statusCode).toBe(201);
    const repeat = await send('8:00 AM', key);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toMatchObject({ reference: (first.json() as { reference: string }).reference });
  });
});

// Simultaneous bookings: PostgreSQL runs them on several connections at once (the email's lock).
describeEachDatabase('the cap on unpaid holds, asked at once', (kind) => {
  const { tryBook } = useCapApp(kind);

  it('10 simultaneous bookings of one customer from 10 addresses make 2 bookings (a lock per email)', async () => {
    const date = '2030-01-14';
    const customer = { date, email: 'emeka.okoro@example.ng', phone: freshPhone() };
    const answers = await Promise.all(
      TIMES.slice(0, 10).map((time, index) => tryBook(`192.0.2.${40 + index}`, { ...customer, time })),
    );
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429, 429, 429, 429, 429]);
  });
});
