import { LOCATIONS } from '@clean/shared/constants';
import type { AppointmentsPageResponse, BookingStatus } from '@clean/shared/schemas';
import { addDays, hourLabel, lagosNow } from '@clean/shared/lagos-time';
import { sql } from 'drizzle-orm';
import { minutesOfDay } from '../../src/repositories/appointment-filters';
import { rebuildCustomerSummaries } from '../../src/repositories/customer-summaries';
import { seedVolume, type VolumeSeedResult } from '../../src/commands/volume-seed';
import { SETUP_TIMEOUT_MS, useTestApp } from '../helpers/build-app';
import { anyEngine } from '../helpers/database';
import { registerAdmin } from '../helpers/fixtures';

const APPOINTMENTS = 2000;
const CUSTOMERS = 400;

describe('the volume seed (npm run seed:volume)', () => {
  const t = useTestApp(anyEngine());
  let token: string;
  let result: VolumeSeedResult;

  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await t.database.handle.db.execute(query)) as unknown as { rows: T[] }).rows;

  const list = async (query: string): Promise<AppointmentsPageResponse> => {
    const response = await t.request({ method: 'GET', url: `/api/admin/appointments?${query}`, token });
    expect(response.statusCode).toBe(200);
    return response.json() as AppointmentsPageResponse;
  };

  beforeAll(async () => {
    token = await registerAdmin(t);
    result = await seedVolume(t.database.handle.db, {
      appointments: APPOINTMENTS,
      customers: CUSTOMERS,
      holdMinutes: 15,
      now: t.clock.now(),
    });
  }, SETUP_TIMEOUT_MS);

  it('writes the customers and counters itself: a rebuild from every booking changes nothing', async () => {
    expect(result.summarised).toBe(true);
    const snapshot = async () => ({
      grouping: await rows(sql`SELECT id, customer_id FROM appointments ORDER BY id`),
      keys: await rows(sql`SELECT key, customer_id FROM customer_keys ORDER BY key`),
      customers: await rows(sql`SELECT * FROM customers ORDER BY id`),
      count: await rows(sql`SELECT sum(customers)::int AS n FROM customer_count`),
      counts: await rows(sql`SELECT * FROM booking_counts ORDER BY location, time`),
      days: await rows(sql`SELECT * FROM paid_days ORDER BY day`),
    });
    const seeded = await snapshot();
    expect(seeded.customers.length).toBeGreaterThan(CUSTOMERS * 0.95);
    await rebuildCustomerSummaries(t.database.handle.db);
    expect(await snapshot()).toEqual(seeded);
  });

  it('inserts the appointments asked for, over the last two years and the coming four weeks', async () => {
    const today = lagosNow(t.clock.now()).date;
    expect(result).toMatchObject({ appointments: APPOINTMENTS, customers: CUSTOMERS });
    const [span] = await rows<{ total: number; first: string; last: string; future: number; references: number }>(sql`
      SELECT count(*)::int AS total, min(date)::text AS first, max(date)::text AS last,
             count(*) FILTER (WHERE date >= ${today}::date)::int AS future,
             count(DISTINCT reference)::int AS references
      FROM appointments`);
    expect(span).toMatchObject({ total: APPOINTMENTS, references: APPOINTMENTS });
    expect(span?.first).toBe(addDays(today, -730));
    const last = span?.last ?? '';
    expect(last >= addDays(today, 21) && last <= addDays(today, 27)).toBe(true);
    // Mostly past: four weeks of 108.
    expect(span?.future).toBeGreaterThan(APPOINTMENTS * 0.02);
    expect(span?.future).toBeLessThan(APPOINTMENTS * 0.06);
  });

  it('books every location at the hours the rules open, made before the visit', async () => {
    const perLocation = await rows<{ location: string; total: number }>(
      sql`SELECT location, count(*)::int AS total FROM appointments GROUP BY location`,
    );
    expect(perLocation.map((row) => row.location).sort()).toEqual([...LOCATIONS].sort());
    for (const row of perLocation) expect(row.total).toBeGreaterThan(APPOINTMENTS / 5);

    const times = await rows<{ time: string; saturday: boolean }>(sql`
      SELECT DISTINCT time, extract(dow FROM date) = 6 AS saturday FROM appointments`);
    // The default rules: 6:00 AM to 5:00 PM, Saturdays 6 to 8 AM only, closed on Sundays.
    const open = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17].map(hourLabel);
    expect(
      times
        .filter((row) => !row.saturday)
        .map((row) => row.time)
        .sort(),
    ).toEqual([...open].sort());
    expect(
      times
        .filter((row) => row.saturday)
        .map((row) => row.time)
        .sort(),
    ).toEqual(['6:00 AM', '7:00 AM', '8:00 AM']);
    const [sundays] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM appointments WHERE extract(dow FROM date) = 0`,
    );
    expect(sundays?.n).toBe(0);

    const [late] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM appointments
      WHERE created_at >= (date + ${minutesOfDay()} * interval '1 minute') AT TIME ZONE 'Africa/Lagos'
         OR created_at > ${t.clock.now().toISOString()}::timestamptz`);
    expect(late?.n).toBe(0);
  });

  it('gives customers several bookings, under phones in both forms and emails from their names', async () => {
    const [people] = await rows<{ international: number; national: number; mixed: number; named: number }>(sql`
      SELECT count(*) FILTER (WHERE phone LIKE '+234%')::int AS international,
             count(*) FILTER (WHERE phone LIKE '0%')::int AS national,
             count(*) FILTER (WHERE lower(email) LIKE lower(first_name) || '%' || lower(last_name) || '%')::int AS named,
             (SELECT count(*)::int FROM (
                SELECT right(regexp_replace(phone, '\\D', '', 'g'), 10) FROM appointments GROUP BY 1
                HAVING count(DISTINCT left(phone, 1)) = 2) AS both_forms) AS mixed
      FROM appointments`);
    expect(people?.international).toBeGreaterThan(APPOINTMENTS / 4);
    expect(people?.national).toBeGreaterThan(APPOINTMENTS / 4);
    expect(people?.named).toBe(APPOINTMENTS);
    // A customer may use either form.
    expect(people?.mixed).toBeGreaterThan(CUSTOMERS / 4);

    const dashboard = await t.request({ method: 'GET', url: '/api/admin/dashboard', token });
    const data = (dashboard.json() as { dashboardData: { appointments: number; customers: number } }).dashboardData;
    const [live] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM appointments WHERE deleted_at IS NULL`);
    expect(data.appointments).toBe(live?.n);
    // Groups sharing an email or a phone: the people seeded (a few may have drawn no booking).
    expect(data.customers).toBeLessThanOrEqual(CUSTOMERS);
    expect(data.customers).toBeGreaterThan(CUSTOMERS * 0.95);
  });

  it('mixes paid, completed, cancelled and expired bookings, with a few deleted', async () => {
    const totals: Partial<Record<BookingStatus, number>> = {};
    for (const status of ['paid', 'completed', 'cancelled', 'expired'] as const) {
      totals[status] = (await list(`status=${status}&pageSize=1`)).total;
      expect(totals[status]).toBeGreaterThan(APPOINTMENTS * 0.02);
    }
    expect(totals.completed).toBeGreaterThan(APPOINTMENTS * 0.4);
    const [deleted] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM appointments WHERE deleted_at IS NOT NULL`,
    );
    expect(deleted?.n).toBeGreaterThan(0);
    expect(deleted?.n).toBeLessThan(APPOINTMENTS * 0.03);
    // Each (date, time, location) carries at most the crews the seed leaves there.
    const [busiest] = await rows<{ n: number }>(
      sql`SELECT max(n)::int AS n FROM (SELECT count(*) AS n FROM appointments GROUP BY date, time, location) AS slots`,
    );
    expect(busiest?.n).toBeLessThanOrEqual(result.crewsPerSlot);
  });
});
