import { customersResponse, dashboardResponse, reportsResponse, type Customer } from '@clean/shared/schemas';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { groupCustomers, type CustomerBooking } from '../../src/domain/customer-groups';
import { rebuildCustomerSummaries } from '../../src/repositories/customer-summaries';
import { scriptedVerifier, useTestApp } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { book, firstChoice, queryRows, registerAdmin, type CatalogueChoice } from '../helpers/fixtures';

const ENV = { CREWS_PER_SLOT: '50', SLOT_HOURS: '6-17', CLOSED_WEEKDAYS: 'Sunday', CLOSED_DATES: '' };

// Few emails and phones (two spellings of some), so bookings join, bridge and split customers.
const EMAILS = ['ada@example.ng', ' ADA@example.ng', 'bola@example.ng', 'chi@example.ng', 'dayo@example.ng'];
const PHONES = ['0803 000 0001', '+234 803 000 0001', '0803 000 0002', '0803 000 0003', '0803 000 0004'];
const DATES = ['2030-01-08', '2030-01-09', '2030-01-10', '2030-01-15'];
const TIMES = ['7:00 AM', '9:00 AM', '2:00 PM'];
const LOCATIONS = ['Lagos', 'Abuja'] as const;

type Action =
  | { kind: 'book'; email: number; phone: number; date: number; time: number; location: number; name: number }
  | { kind: 'pay' | 'cancel' | 'complete' | 'delete' | 'refund' | 'transfer'; target: number }
  | { kind: 'rebook'; target: number; date: number; time: number; location: number };

const index = (size: number) => fc.nat({ max: size - 1 });
const target = fc.nat({ max: 1000 });
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      email: index(EMAILS.length),
      phone: index(PHONES.length),
      date: index(DATES.length),
      time: index(TIMES.length),
      location: index(LOCATIONS.length),
      name: fc.nat({ max: 3 }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'pay' as const,
        'cancel' as const,
        'complete' as const,
        'delete' as const,
        'refund' as const,
        'transfer' as const,
      ),
      target,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rebook' as const),
      target,
      date: index(DATES.length),
      time: index(TIMES.length),
      location: index(LOCATIONS.length),
    }),
  },
);

interface Made {
  id: string;
  reference: string;
  date: string;
  time: string;
}

/** What the live appointments give by a full recount: the reference grouping and plain SQL sums. */
async function recount(handle: DatabaseHandle) {
  const rows = await queryRows<{
    id: string;
    created_at: string;
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    date: string;
    amount: string;
    payment: boolean;
    cancelled: boolean;
  }>(
    handle,
    sql`SELECT id, created_at, first_name, last_name, email, phone, to_char(date, 'YYYY-MM-DD') AS date,
          amount::text, payment, cancelled
        FROM appointments WHERE deleted_at IS NULL ORDER BY created_at, id`,
  );
  const bookings: CustomerBooking[] = rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    date: row.date,
    amount: Number(row.amount),
    payment: row.payment,
    cancelled: row.cancelled,
  }));
  return groupCustomers(bookings);
}

const counters = (handle: DatabaseHandle) =>
  Promise.all([
    queryRows<{ location: string; time: string; live: number; firm: number; earnings: string }>(
      handle,
      sql`SELECT location, time, live, firm, trim_scale(earnings)::text AS earnings FROM booking_counts
          WHERE live <> 0 OR firm <> 0 OR earnings <> 0 ORDER BY location, time`,
    ),
    queryRows<{ location: string; time: string; live: number; firm: number; earnings: string }>(
      handle,
      sql`SELECT location, time, count(*)::integer AS live,
            (count(*) FILTER (WHERE NOT cancelled AND (payment OR is_completed)))::integer AS firm,
            trim_scale(coalesce(sum(amount) FILTER (WHERE payment AND NOT cancelled), 0))::text AS earnings
          FROM appointments WHERE deleted_at IS NULL GROUP BY location, time
          HAVING count(*) <> 0 ORDER BY location, time`,
    ),
    queryRows<{ day: string; amount: string; bookings: number }>(
      handle,
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, trim_scale(amount)::text AS amount, bookings FROM paid_days
          WHERE amount <> 0 OR bookings <> 0 ORDER BY day`,
    ),
    queryRows<{ day: string; amount: string; bookings: number }>(
      handle,
      sql`SELECT to_char(((coalesce(paid_at, created_at) AT TIME ZONE 'UTC') + interval '1 hour')::date, 'YYYY-MM-DD') AS day,
            trim_scale(sum(amount))::text AS amount, count(*)::integer AS bookings
          FROM appointments WHERE deleted_at IS NULL AND payment AND NOT cancelled AND refunded_at IS NULL
          GROUP BY 1 ORDER BY 1`,
    ),
  ]);

describeEachDatabase('customers and summaries kept up to date', (kind) => {
  const payments = scriptedVerifier();
  const t = useTestApp(kind, { env: ENV, paymentVerifier: payments.verifier });
  let token: string;
  let choice: CatalogueChoice;
  const made: Made[] = [];

  beforeAll(async () => {
    token = await registerAdmin(t);
    choice = await firstChoice(t);
  });

  const db = () => t.database.handle.db;
  const handle = () => t.database.handle;

  /** The customers list through the API, every page of 7 (so the pages read from the end are seen too). */
  async function listedCustomers(): Promise<Customer[]> {
    const listed: Customer[] = [];
    for (let page = 1; ; page += 1) {
      const response = await t.request({ method: 'GET', url: `/api/admin/customers?page=${page}&pageSize=7`, token });
      const body = customersResponse.parse(response.json());
      listed.push(...body.customers);
      if (listed.length >= body.total) return listed;
    }
  }

  async function expectEqualToRecount(): Promise<void> {
    const groups = await recount(handle());
    expect(await listedCustomers()).toEqual(groups.map((group) => group.customer));
    for (const group of groups.slice(0, 3)) {
      const response = await t.request({ method: 'GET', url: `/api/admin/customers/${group.customer._id}`, token });
      expect(response.json()).toMatchObject({
        customer: group.customer,
        appointments: group.bookings.map((booking) => ({ _id: booking.id })),
      });
    }
    const [stored, counted, storedDays, countedDays] = await counters(handle());
    expect(stored).toEqual(counted);
    expect(storedDays).toEqual(countedDays);
    const dashboard = dashboardResponse.parse(
      (await t.request({ method: 'GET', url: '/api/admin/dashboard', token })).json(),
    ).dashboardData;
    expect(dashboard.customers).toBe(groups.length);
    expect(dashboard.appointments).toBe(groups.reduce((sum, group) => sum + group.bookings.length, 0));
    const earned = groups.reduce((sum, group) => sum + group.customer.totalPaid, 0);
    expect(dashboard.earnings).toBeCloseTo(earned, 2);
  }

  async function run(step: Action): Promise<void> {
    if (step.kind === 'book') {
      const slot = { date: DATES[step.date] as string, time: TIMES[step.time] as string };
      const answer = await book(t, choice, {
        ...slot,
        location: LOCATIONS[step.location] ?? 'Lagos',
        firstName: ['Ada', 'Bola', 'Chi', 'Dayo'][step.name] as string,
        email: (EMAILS[step.email] as string).trim(),
        phone: PHONES[step.phone] as string,
      });
      made.push({ id: answer.appointmentId, reference: answer.reference, ...slot });
      return;
    }
    const booking = made[step.target % Math.max(made.length, 1)];
    if (!booking) return;
    const admin = (options: { method: 'POST' | 'DELETE'; url: string; payload?: object }) =>
      t.request({ ...options, token });
    switch (step.kind) {
      case 'pay':
        payments.answer({ status: 'paid' });
        await t.request({
          method: 'POST',
          url: '/api/user/appointments',
          payload: {
            date: booking.date,
            time: booking.time,
            service: choice.service,
            frequency: choice.frequency,
            appointmentId: booking.id,
            reference: booking.reference,
          },
        });
        return;
      case 'transfer':
        await t.request({
          method: 'POST',
          url: '/api/user/appointments/transfer-pending',
          payload: { appointmentId: booking.id, reference: booking.reference },
        });
        return;
      case 'cancel':
      case 'complete':
        await admin({
          method: 'POST',
          url: `/api/admin/${step.kind}-appointment`,
          payload: { appointmentId: booking.id },
        });
        return;
      case 'delete':
        await admin({ method: 'DELETE', url: `/api/admin/delete-appointment/${booking.id}` });
        return;
      case 'refund':
        await admin({
          method: 'POST',
          url: `/api/admin/needs-attention/${booking.id}/refund`,
          payload: { note: 'Sent back' },
        });
        return;
      case 'rebook': {
        const slot = { date: DATES[step.date] as string, time: TIMES[step.time] as string };
        const response = await admin({
          method: 'POST',
          url: `/api/admin/needs-attention/${booking.id}/rebook`,
          payload: { ...slot, location: LOCATIONS[step.location] as string },
        });
        if (response.statusCode === 200) Object.assign(booking, slot);
        return;
      }
    }
  }

  it('stay equal to a full recount after any sequence of bookings and changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (steps) => {
        for (const step of steps) await run(step);
        await expectEqualToRecount();
      }),
      { numRuns: 15 },
    );
  });

  it('split a customer again when the only booking joining two others is deleted', async () => {
    const at = { date: '2030-01-17', time: '9:00 AM' };
    const femi = await book(t, choice, { ...at, firstName: 'Femi', email: 'femi@example.ng', phone: '0807 000 0001' });
    await book(t, choice, { ...at, firstName: 'Funke', email: 'funke@example.ng', phone: '0807 000 0002' });
    const bridge = await book(t, choice, {
      ...at,
      firstName: 'Femi',
      email: 'FEMI@example.ng',
      phone: '+234 807 000 0002',
    });
    const named = async () =>
      (await listedCustomers()).filter(
        (customer) => customer.email.endsWith('@example.ng') && /^F/.test(customer.name),
      );
    expect(await named()).toEqual([expect.objectContaining({ _id: femi.appointmentId, bookings: 3 })]);

    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/admin/delete-appointment/${bridge.appointmentId}`,
      token,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await named()).map((customer) => [customer.name, customer.bookings]).sort()).toEqual([
      ['Femi Eze', 1],
      ['Funke Eze', 1],
    ]);
    await expectEqualToRecount();
  });

  it('make one customer of simultaneous bookings by one new customer', async () => {
    // On PostgreSQL these run on several connections at once; each pair shares a key with the next.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        book(t, choice, {
          date: '2030-01-16',
          time: TIMES[n % TIMES.length] as string,
          firstName: 'Ngozi',
          email: `ngozi${Math.floor(n / 2)}@example.ng`,
          phone: `0809 000 ${String(1000 + Math.floor((n + 1) / 2)).padStart(4, '0')}`,
        }),
      ),
    );
    made.push(
      ...answers.map((answer) => ({
        id: answer.appointmentId,
        reference: answer.reference,
        date: '2030-01-16',
        time: '7:00 AM',
      })),
    );
    const ngozi = (await listedCustomers()).filter((customer) => customer.name.startsWith('Ngozi'));
    expect(ngozi).toHaveLength(1);
    expect(ngozi[0]?.bookings).toBe(8);
    await expectEqualToRecount();
  });

  it('are rebuilt from the appointments alone to the same values', async () => {
    const before = await listedCustomers();
    const countersBefore = await counters(handle());
    await db().execute(sql`UPDATE appointments SET customer_id = NULL`);
    await db().execute(sql`TRUNCATE customers, customer_keys, booking_counts, paid_days`);
    await rebuildCustomerSummaries(db());
    expect(await listedCustomers()).toEqual(before);
    expect(await counters(handle())).toEqual(countersBefore);
    await expectEqualToRecount();

    // Again: every customer keeps the id its rows share, so no appointment row is written anew.
    const versions = sql`SELECT id, xmin::text AS version FROM appointments ORDER BY id`;
    const before2 = await queryRows<{ id: string; version: string }>(handle(), versions);
    await rebuildCustomerSummaries(db());
    expect(await queryRows<{ id: string; version: string }>(handle(), versions)).toEqual(before2);
    expect(await listedCustomers()).toEqual(before);
  });

  it('answer earnings of NGN 10,000,000,000 in full', async () => {
    // A hundred paid bookings of NGN 100,000,000 (the largest amount a booking takes) more for the first
    // customer, added by bulk SQL as the volume seed does, then the summaries rebuilt.
    const [first] = made;
    if (!first) throw new Error('The property made bookings');
    await db().execute(sql`UPDATE appointments SET payment = false, cancelled = true`);
    await db().execute(sql`
      INSERT INTO appointments (id, reference, location, first_name, last_name, email, phone, address, notes,
        product_id, service_id, frequency_id, product_name, service_name, frequency_name, amount, date, time,
        payment, paid_at, hold_expires_at)
      SELECT 'big-' || n, 'BIG-' || n, location, first_name, last_name, email, phone, address, notes,
        product_id, service_id, frequency_id, product_name, service_name, frequency_name, 100000000, date, time,
        true, now(), hold_expires_at
      FROM appointments, generate_series(1, 100) AS n WHERE id = ${first.id}`);
    await rebuildCustomerSummaries(db());
    const response = await t.request({ method: 'GET', url: '/api/admin/dashboard', token });
    expect(response.statusCode).toBe(200);
    const groups = await recount(handle());
    const earned = groups.reduce((sum, group) => sum + group.customer.totalPaid, 0);
    expect(dashboardResponse.parse(response.json()).dashboardData.earnings).toBe(10_000_000_000);
    expect(earned).toBe(10_000_000_000);
    const reports = await t.request({ method: 'GET', url: '/api/admin/reports', token });
    expect(reports.statusCode).toBe(200);
    reportsResponse.parse(reports.json());
    await expectEqualToRecount();
  });
});
