import { BOOKING_STATUSES, type AppointmentsPageResponse, type BookingStatus } from '@clean/shared/schemas';
import { count, sql } from 'drizzle-orm';
import { appointments } from '../../src/db/schema';
import { seedVolume } from '../../src/commands/volume-seed';
import { countMatching } from '../../src/repositories/appointment-counts';
import { matchingFilters, type FilterConditions } from '../../src/repositories/appointment-filters';
import { SETUP_TIMEOUT_MS, useTestApp } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { book, firstChoice, queryRows, registerAdmin, type BookingAnswer } from '../helpers/fixtures';

const STATUSES: (BookingStatus | undefined)[] = [undefined, ...BOOKING_STATUSES];
const PAYMENTS = [undefined, 'paid', 'unpaid'] as const;
const LOCATIONS = [undefined, 'Lagos'] as const;

describeEachDatabase('appointment totals kept by the trigger of migration 0006', (kind) => {
  const t = useTestApp(kind, { env: { CREWS_PER_SLOT: '50' } });
  let token: string;

  const recount = async (filters: FilterConditions) => {
    const [row] = await t.database.handle.db
      .select({ total: count() })
      .from(appointments)
      .where(matchingFilters(filters, t.clock.now()));
    return row?.total ?? 0;
  };

  /** Every combination of filters: the stored totals against a count of the rows. */
  const expectTotalsToMatchRecount = async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const ranges = [{}, { from: '2029-06-01', to: today }];
    const mismatches: string[] = [];
    for (const status of STATUSES)
      for (const payment of PAYMENTS)
        for (const location of LOCATIONS)
          for (const range of ranges) {
            const filters: FilterConditions = { status, payment, location, ...range };
            const [stored, counted] = [
              await countMatching(t.database.handle.db, filters, t.clock.now()),
              await recount(filters),
            ];
            if (stored !== counted) mismatches.push(`${JSON.stringify(filters)}: ${stored} instead of ${counted}`);
          }
    expect(mismatches).toEqual([]);
  };

  beforeAll(async () => {
    token = await registerAdmin(t);
    await seedVolume(t.database.handle.db, { appointments: 1500, customers: 300, holdMinutes: 15, now: t.clock.now() });
  }, SETUP_TIMEOUT_MS);

  it('equal a recount after a bulk insert', async () => {
    await expectTotalsToMatchRecount();
  });

  it('follow bookings, status changes, deletions and bulk updates', async () => {
    const choice = await firstChoice(t);
    const booked: BookingAnswer[] = [];
    for (const time of ['6:00 AM', '7:00 AM', '8:00 AM'])
      booked.push(await book(t, choice, { date: '2030-01-09', time, location: 'Lagos' }));
    const ids = booked.map((answer) => answer.appointmentId);
    for (const [path, id] of [
      ['cancel-appointment', ids[0]],
      ['complete-appointment', ids[1]],
    ] as const) {
      const response = await t.request({
        method: 'POST',
        url: `/api/admin/${path}`,
        token,
        payload: { appointmentId: id },
      });
      expect(response.statusCode).toBe(200);
    }
    const removed = await t.request({ method: 'DELETE', url: `/api/admin/delete-appointment/${ids[2]}`, token });
    expect(removed.statusCode).toBe(200);
    // Statements touching many rows at once, as a clean-up or an operator's SQL would.
    await queryRows(
      t.database.handle,
      sql`UPDATE appointments SET location = 'Abuja', date = date + 1 WHERE id IN (SELECT id FROM appointments ORDER BY id LIMIT 40)`,
    );
    await queryRows(
      t.database.handle,
      sql`UPDATE appointments SET deleted_at = now() WHERE id IN (SELECT id FROM appointments ORDER BY id DESC LIMIT 25)`,
    );
    await queryRows(
      t.database.handle,
      sql`DELETE FROM appointments WHERE id IN (SELECT id FROM appointments WHERE NOT payment ORDER BY reference LIMIT 30)`,
    );
    await expectTotalsToMatchRecount();
  });

  it('split awaiting payment from expired by the clock', async () => {
    const before = await t.request({ method: 'GET', url: '/api/admin/appointments?status=awaiting-payment', token });
    const choice = await firstChoice(t);
    await book(t, choice, { date: '2030-01-10', time: '9:00 AM', location: 'Jalingo' });
    const during = await t.request({ method: 'GET', url: '/api/admin/appointments?status=awaiting-payment', token });
    expect((during.json() as AppointmentsPageResponse).total).toBe(
      (before.json() as AppointmentsPageResponse).total + 1,
    );
    t.clock.advanceHours(1);
    const after = await t.request({ method: 'GET', url: '/api/admin/appointments?status=awaiting-payment', token });
    expect((after.json() as AppointmentsPageResponse).total).toBe(0);
    await expectTotalsToMatchRecount();
  });
});
