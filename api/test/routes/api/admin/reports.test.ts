import { LOCATIONS } from '@clean/shared/constants';
import { REPORT_WEEKS, reportsResponse } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { useTestApp, type TestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import { book, expectErrorEnvelope, firstChoice, login, registerAdmin } from '../../../helpers/fixtures';

/** Wednesday 2030-03-13, noon in Lagos: this week started on Monday 2030-03-11. */
const NOW = '2030-03-13T12:00:00+01:00';

/** The 12 Mondays from 2029-12-24 to 2030-03-11. */
const MONDAYS = Array.from({ length: REPORT_WEEKS }, (_, index) => {
  const day = new Date(Date.UTC(2029, 11, 24 + 7 * index));
  return day.toISOString().slice(0, 10);
});

async function reports(t: TestApp, token: string) {
  const response = await t.request({ method: 'GET', url: '/api/admin/reports', token });
  expect(response.statusCode).toBe(200);
  return reportsResponse.parse(response.json());
}

interface Setup {
  location: string;
  time: string;
  amount: number;
  /** SQL SET clauses of its state; unpaid with its hold run out (expired) when empty. */
  state: string;
}

const paidAt = (at: string) => `payment = true, paid_at = '${at}'`;

/**
 * Paid bookings around the Lagos week boundaries (Monday 00:30 in Lagos is still Sunday in UTC), ones
 * that must not count (cancelled, refunded, deleted, expired), and bookings that are not money yet.
 */
const ROWS: Record<string, Setup> = {
  mondayJustAfterMidnight: {
    location: 'Lagos',
    time: '10:00 AM',
    amount: 15000,
    state: paidAt('2030-03-11T00:30:00+01:00'),
  },
  sundayNight: { location: 'Abuja', time: '10:00 AM', amount: 12500.5, state: paidAt('2030-03-10T23:30:00+01:00') },
  firstWeek: { location: 'Lagos', time: '9:00 AM', amount: 10000, state: paidAt('2029-12-24T08:00:00+01:00') },
  beforeTheWindow: {
    location: 'Port Harcourt',
    time: '9:00 AM',
    amount: 7000,
    state: paidAt('2029-12-23T12:00:00+01:00'),
  },
  thisWeek: { location: 'Lagos', time: '2:00 PM', amount: 20000, state: paidAt('2030-03-13T09:00:00+01:00') },
  cancelled: {
    location: 'Lagos',
    time: '11:00 AM',
    amount: 40000,
    state: `${paidAt('2030-03-12T09:00:00+01:00')}, cancelled = true, needs_attention = true, attention_reason = 'cancelled'`,
  },
  refunded: {
    location: 'Lagos',
    time: '11:00 AM',
    amount: 40000,
    state: `${paidAt('2030-03-12T09:00:00+01:00')}, cancelled = true, refunded_at = '2030-03-12T10:00:00Z'`,
  },
  deleted: {
    location: 'Abuja',
    time: '11:00 AM',
    amount: 40000,
    state: `${paidAt('2030-03-12T09:00:00+01:00')}, deleted_at = '2030-03-12T10:00:00Z'`,
  },
  expired: { location: 'Lagos', time: '11:00 AM', amount: 40000, state: '' },
  awaitingPayment: {
    location: 'Abuja',
    time: '6:00 AM',
    amount: 9000,
    state: `hold_expires_at = '2030-03-13T12:10:00+01:00'`,
  },
  completedUnpaid: { location: 'Port Harcourt', time: '2:00 PM', amount: 9000, state: 'is_completed = true' },
};

describeEachDatabase('GET /api/admin/reports', (kind) => {
  const t = useTestApp(kind);
  let token: string;

  beforeAll(async () => {
    token = await registerAdmin(t);
    const choice = await firstChoice(t);
    // Booked at the default clock (2030-01-07); their holds ran out long before NOW unless set.
    let hour = 6;
    for (const row of Object.values(ROWS)) {
      hour += 1;
      const time = `${hour > 12 ? hour - 12 : hour}:00 ${hour >= 12 ? 'PM' : 'AM'}`;
      const { appointmentId } = await book(t, choice, { date: '2030-01-08', time });
      const state = row.state ? `, ${row.state}` : '';
      await t.database.handle.db.execute(
        sql.raw(
          `UPDATE appointments SET location = '${row.location}', time = '${row.time}', amount = ${row.amount}${state} WHERE id = '${appointmentId}'`,
        ),
      );
    }
    t.clock.set(NOW);
    // Sessions run out: a new one at the report's time.
    token = await login(t);
  });

  it(`sums the paid money per Lagos week of payment, the last ${REPORT_WEEKS} weeks with this one last`, async () => {
    const { earningsByWeek } = await reports(t, token);
    expect(earningsByWeek.map((week) => week.weekStart)).toEqual(MONDAYS);
    const byWeek = Object.fromEntries(earningsByWeek.map((week) => [week.weekStart, week]));
    expect(byWeek['2030-03-11']).toEqual({ weekStart: '2030-03-11', amount: 35000, bookings: 2 });
    expect(byWeek['2030-03-04']).toEqual({ weekStart: '2030-03-04', amount: 12500.5, bookings: 1 });
    expect(byWeek['2029-12-24']).toEqual({ weekStart: '2029-12-24', amount: 10000, bookings: 1 });
    const others = earningsByWeek.filter(
      (week) => !['2030-03-11', '2030-03-04', '2029-12-24'].includes(week.weekStart),
    );
    expect(others).toHaveLength(REPORT_WEEKS - 3);
    expect(others.every((week) => week.amount === 0 && week.bookings === 0)).toBe(true);
  });

  it('moves the window with the clock: on the next Monday (Lagos) that week is last', async () => {
    try {
      t.clock.set('2030-03-18T00:30:00+01:00');
      const { earningsByWeek } = await reports(t, await login(t));
      expect(earningsByWeek.at(-1)).toEqual({ weekStart: '2030-03-18', amount: 0, bookings: 0 });
      expect(earningsByWeek.at(-2)).toEqual({ weekStart: '2030-03-11', amount: 35000, bookings: 2 });
      // The first week dropped out of the window.
      expect(earningsByWeek[0]?.weekStart).toBe('2029-12-31');
      expect(earningsByWeek.reduce((total, week) => total + week.amount, 0)).toBe(47500.5);
    } finally {
      t.clock.set(NOW);
      token = await login(t);
    }
  });

  it('counts live bookings per location, every location, in the order of LOCATIONS', async () => {
    const { bookingsByLocation } = await reports(t, token);
    const expected: Record<string, number> = { Abuja: 2, 'Port Harcourt': 2, Lagos: 3, Jalingo: 0 };
    expect(bookingsByLocation).toEqual(LOCATIONS.map((location) => ({ location, bookings: expected[location] })));
  });

  it('lists the start times of live bookings, busiest first, equal counts earliest in the day first', async () => {
    const { busiestSlots } = await reports(t, token);
    expect(busiestSlots).toEqual([
      { time: '9:00 AM', bookings: 2 },
      { time: '10:00 AM', bookings: 2 },
      { time: '2:00 PM', bookings: 2 },
      { time: '6:00 AM', bookings: 1 },
    ]);
  });

  it('answers 401 without the admin token', async () => {
    expectErrorEnvelope(await t.request({ method: 'GET', url: '/api/admin/reports' }), 401);
  });
});

describeEachDatabase('GET /api/admin/reports with no bookings', (kind) => {
  const t = useTestApp(kind);

  it('answers zero weeks, zero per location and no busy slots', async () => {
    t.clock.set(NOW);
    const token = await registerAdmin(t);
    const body = await reports(t, token);
    expect(body.earningsByWeek).toEqual(MONDAYS.map((weekStart) => ({ weekStart, amount: 0, bookings: 0 })));
    expect(body.bookingsByLocation).toEqual(LOCATIONS.map((location) => ({ location, bookings: 0 })));
    expect(body.busiestSlots).toEqual([]);
    expect(body.earningsByLine).toEqual(
      ['base', 'parameter', 'extra', 'area'].map((line) => ({ kind: line, amount: 0, bookings: 0 })),
    );
  });
});

const lines = (...amounts: [kind: string, amount: number][]) =>
  `price_lines = '${JSON.stringify(amounts.map(([kind, amount]) => ({ kind, label: kind, amount, minutes: 30 })))}'`;

/**
 * Paid bookings priced by lines (docs/PRODUCT.md, "A price that fits the home"), a plain one, and
 * bookings with lines that are not money of the period.
 */
const PRICED: string[] = [
  `amount = 15000, ${paidAt('2030-03-11T09:00:00+01:00')}, ${lines(['base', 10000], ['parameter', 3000], ['extra', 2000])}`,
  // 4,000 of 20,000 refunded: each line keeps four fifths.
  `amount = 20000, refunded_amount = 4000, ${paidAt('2030-03-13T09:00:00+01:00')}, ` +
    lines(['base', 15000], ['area', 2500], ['parameter', 2500]),
  `amount = 12500.5, ${paidAt('2030-02-01T09:00:00+01:00')}`,
  `amount = 9000, ${paidAt('2029-12-23T12:00:00+01:00')}, ${lines(['base', 5000], ['extra', 4000])}`,
  `amount = 9000, ${paidAt('2030-03-12T09:00:00+01:00')}, cancelled = true, ${lines(['base', 5000], ['extra', 4000])}`,
  `amount = 9000, ${lines(['base', 5000], ['area', 4000])}`,
];

describeEachDatabase('GET /api/admin/reports: earnings by price line', (kind) => {
  const t = useTestApp(kind);

  it(`shares the money kept of the last ${REPORT_WEEKS} weeks' paid bookings among their kinds of line`, async () => {
    await registerAdmin(t);
    const choice = await firstChoice(t);
    for (const [index, state] of PRICED.entries()) {
      const { appointmentId } = await book(t, choice, { time: `${index + 6}:00 AM` });
      await t.database.handle.db.execute(sql.raw(`UPDATE appointments SET ${state} WHERE id = '${appointmentId}'`));
    }
    t.clock.set(NOW);
    const { earningsByLine, earningsByWeek } = await reports(t, await login(t));
    expect(earningsByLine).toEqual([
      // 10,000 + four fifths of 15,000 + the plain booking, wholly base.
      { kind: 'base', amount: 34500.5, bookings: 3 },
      { kind: 'parameter', amount: 5000, bookings: 2 },
      { kind: 'extra', amount: 2000, bookings: 1 },
      { kind: 'area', amount: 2000, bookings: 1 },
    ]);
    // The kinds add up to the weeks' earnings.
    const weeks = earningsByWeek.reduce((total, week) => total + week.amount, 0);
    expect((earningsByLine ?? []).reduce((total, line) => total + line.amount, 0)).toBe(weeks);
  });
});
