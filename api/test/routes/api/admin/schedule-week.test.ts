import { scheduleResponse, type ScheduleResponse, type ScheduleSlot } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import { book, firstChoice, registerAdmin, type CatalogueChoice } from '../../../helpers/fixtures';
import type { LOCATIONS } from '@clean/shared/constants';

/** The test clock starts on Monday 2030-01-07, 09:30 in Lagos (08:30 UTC). */
const ENV = { CREWS_PER_SLOT: '10', SLOT_HOURS: '6-17', CLOSED_WEEKDAYS: 'Sunday', CLOSED_DATES: '' };
const WEEK = ['2030-01-07', '2030-01-08', '2030-01-09', '2030-01-10', '2030-01-11', '2030-01-12', '2030-01-13'];

/** Each state a booking can be in on the board, set on its row as the app's writes would leave it. */
const STATES = {
  held: sql``,
  heldLonger: sql`hold_expires_at = '2030-01-07T09:10:00Z'`,
  paid: sql`payment = true, paid_at = '2030-01-07T08:00:00Z'`,
  completedUnpaid: sql`is_completed = true`,
  flagged: sql`payment = true, paid_at = '2030-01-07T08:00:00Z', needs_attention = true, attention_reason = 'slot-taken'`,
  flaggedCancelled: sql`payment = true, needs_attention = true, attention_reason = 'cancelled', cancelled = true`,
  cancelledPaid: sql`payment = true, paid_at = '2030-01-07T08:00:00Z', cancelled = true`,
  cancelledHeld: sql`cancelled = true`,
  expired: sql`hold_expires_at = '2030-01-07T08:00:00Z'`,
  deletedPaid: sql`payment = true, deleted_at = '2030-01-07T08:00:00Z'`,
} as const;
type State = keyof typeof STATES;

/** Holds a crew for good, whatever the clock (the board's rule, docs/PRODUCT.md, Admin console). */
const TAKEN_FOR_GOOD = new Set(['paid', 'completed', 'needs-attention']);

describeEachDatabase('admin schedule board, week counts', (kind) => {
  const t = useTestApp(kind, { env: ENV });
  let token: string;
  let choice: CatalogueChoice;

  const place = async (date: string, time: string, location: (typeof LOCATIONS)[number], state: State) => {
    const answer = await book(t, choice, { date, time, location });
    if (state !== 'held') {
      await t.database.handle.db.execute(
        sql`UPDATE appointments SET ${STATES[state]} WHERE id = ${answer.appointmentId}`,
      );
    }
  };

  beforeAll(async () => {
    token = await registerAdmin(t);
    choice = await firstChoice(t);
    const all = Object.keys(STATES) as State[];
    // A slot with every state, and one with more than its 10 crews taken for good (over-booked).
    for (const state of all) await place('2030-01-08', '10:00 AM', 'Lagos', state);
    for (let index = 0; index < 10; index += 1) {
      await place('2030-01-09', '6:00 AM', 'Abuja', index % 2 === 0 ? 'paid' : 'completedUnpaid');
    }
    await place('2030-01-09', '7:00 AM', 'Abuja', 'paid');
    await t.database.handle.db.execute(
      sql`UPDATE appointments SET time = '6:00 AM' WHERE date = '2030-01-09' AND time = '7:00 AM'`,
    );
    // Slots with only what holds nothing, or only running holds, across days and locations.
    await place('2030-01-10', '8:00 AM', 'Jalingo', 'expired');
    await place('2030-01-10', '8:00 AM', 'Jalingo', 'cancelledHeld');
    await place('2030-01-11', '5:00 PM', 'Port Harcourt', 'heldLonger');
    await place('2030-01-11', '5:00 PM', 'Port Harcourt', 'held');
    await place('2030-01-12', '7:00 AM', 'Lagos', 'flagged');
    // A paid booking left on a closed day (Sunday) at an hour not in the rules: its hour still shows.
    await place('2030-01-11', '9:00 AM', 'Lagos', 'paid');
    await t.database.handle.db.execute(
      sql`UPDATE appointments SET date = '2030-01-13', time = '8:00 PM' WHERE date = '2030-01-11' AND time = '9:00 AM'`,
    );
  });

  const board = async (query: string): Promise<ScheduleResponse> => {
    const response = await t.request({ method: 'GET', url: `/api/admin/schedule${query}`, token });
    expect(response.statusCode).toBe(200);
    return scheduleResponse.parse(response.json());
  };

  /** What a slot of a day answer gives the board: its bookings held for good, and its running holds. */
  const usageFromBookings = (slot: ScheduleSlot) => ({
    taken: slot.bookings.filter((booking) => TAKEN_FOR_GOOD.has(booking.status)).length,
    holdsUntil: slot.bookings
      .filter((booking) => booking.status === 'awaiting-payment')
      .map((booking) => booking.holdExpiresAt)
      .sort(),
  });

  it('gives each slot of the week the usage its day answer shows, and no bookings', async () => {
    const week = await board('?date=2030-01-07&view=week');
    expect(week.days.map((day) => day.date)).toEqual(WEEK);
    for (const [index, date] of WEEK.entries()) {
      const [day] = (await board(`?date=${date}`)).days;
      const weekDay = week.days[index];
      expect(weekDay?.closed).toEqual(day?.closed);
      expect(weekDay?.slots).toEqual(
        day?.slots.map((slot) => ({ ...slot, bookings: [], usage: usageFromBookings(slot) })),
      );
    }
  });

  it('counts what holds a crew: for good, until a hold ends, and nothing for the rest', async () => {
    const { days } = await board('?date=2030-01-07&view=week');
    const usage = (date: string, location: string, time: string) =>
      days.find((day) => day.date === date)?.slots.find((slot) => slot.location === location && slot.time === time)
        ?.usage;
    // paid, completed, flagged, flagged then cancelled: 4 for good; the two holds still running.
    expect(usage('2030-01-08', 'Lagos', '10:00 AM')).toEqual({
      taken: 4,
      holdsUntil: ['2030-01-07T08:45:00.000Z', '2030-01-07T09:10:00.000Z'],
    });
    expect(usage('2030-01-09', 'Abuja', '6:00 AM')).toEqual({ taken: 11, holdsUntil: [] });
    expect(usage('2030-01-10', 'Jalingo', '8:00 AM')).toEqual({ taken: 0, holdsUntil: [] });
    expect(usage('2030-01-13', 'Lagos', '8:00 PM')).toEqual({ taken: 1, holdsUntil: [] });
    expect(usage('2030-01-07', 'Lagos', '6:00 AM')).toEqual({ taken: 0, holdsUntil: [] });
  });

  it('leaves a hold out once the server clock passes its end', async () => {
    t.clock.set('2030-01-07T08:50:00Z');
    try {
      const { days } = await board('?date=2030-01-07&view=week&location=Lagos');
      const slot = days[1]?.slots.find((entry) => entry.time === '10:00 AM');
      expect(slot?.usage).toEqual({ taken: 4, holdsUntil: ['2030-01-07T09:10:00.000Z'] });
    } finally {
      t.clock.set('2030-01-07T09:30:00+01:00');
    }
  });
});
