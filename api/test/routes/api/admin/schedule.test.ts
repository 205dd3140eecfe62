import { scheduleResponse, type ScheduleDay, type ScheduleResponse } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../helpers/build-app';
import { describeEachDatabase } from '../../../helpers/database';
import {
  book,
  expectErrorEnvelope,
  fieldsOf,
  firstChoice,
  registerAdmin,
  type BookingAnswer,
} from '../../../helpers/fixtures';

/** The test clock starts on Monday 2030-01-07, 09:30 in Lagos. */
const ENV = { CREWS_PER_SLOT: '2', SLOT_HOURS: '6-17', CLOSED_WEEKDAYS: 'Sunday', CLOSED_DATES: '' };
const HOURS = ['6:00 AM', '7:00 AM', '8:00 AM', '9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM'].concat([
  '1:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
  '5:00 PM',
]);

describeEachDatabase('admin schedule board', (kind) => {
  const t = useTestApp(kind, { env: ENV });
  let token: string;
  let lagos: BookingAnswer;
  let abuja: BookingAnswer;
  let jalingo: BookingAnswer;

  beforeAll(async () => {
    token = await registerAdmin(t);
    const choice = await firstChoice(t);
    lagos = await book(t, choice, { date: '2030-01-08', time: '10:00 AM', location: 'Lagos' });
    abuja = await book(t, choice, { date: '2030-01-08', time: '6:00 AM', location: 'Abuja', firstName: 'Amina' });
    await t.database.handle.db.execute(
      sql`UPDATE appointments SET payment = true, paid_at = now() WHERE id = ${abuja.appointmentId}`,
    );
    const deleted = await book(t, choice, { date: '2030-01-08', time: '10:00 AM', location: 'Lagos' });
    const removal = await t.request({
      method: 'DELETE',
      url: `/api/admin/delete-appointment/${deleted.appointmentId}`,
      token,
    });
    expect(removal.statusCode).toBe(200);
    jalingo = await book(t, choice, { date: '2030-01-09', time: '9:00 AM', location: 'Jalingo' });
    for (const closed of [
      { date: '2030-01-08', location: 'Port Harcourt', label: 'Staff training' },
      // An unpaid booking does not stop a closing: the board still shows it, at its hour.
      { date: '2030-01-09', location: 'Jalingo' },
    ]) {
      const response = await t.request({ method: 'POST', url: '/api/admin/closed-dates', payload: closed, token });
      expect(response.statusCode).toBe(201);
    }
  });

  const board = async (query = ''): Promise<ScheduleResponse> => {
    const response = await t.request({ method: 'GET', url: `/api/admin/schedule${query}`, token });
    expect(response.statusCode).toBe(200);
    return scheduleResponse.parse(response.json());
  };
  const timesAt = (day: ScheduleDay | undefined, location: string) =>
    day?.slots.filter((slot) => slot.location === location).map((slot) => slot.time);

  it('refuses the call without the admin token (401) and bad queries (400)', async () => {
    expectErrorEnvelope(await t.request({ method: 'GET', url: '/api/admin/schedule' }), 401);
    for (const [query, field] of [
      ['?view=month', 'view'],
      ['?date=2030-13-01', 'date'],
      ['?location=Kano', 'location'],
    ]) {
      const response = await t.request({ method: 'GET', url: `/api/admin/schedule${query}`, token });
      expectErrorEnvelope(response, 400);
      expect(fieldsOf(response)).toContain(field);
    }
  });

  it('shows today by default: every slot hour of every location, in order, with its crews', async () => {
    const body = await board();
    expect(body).toMatchObject({ today: '2030-01-07', serverTime: '2030-01-07T08:30:00.000Z' });
    expect(body.days).toHaveLength(1);
    const [today] = body.days;
    expect(today?.date).toBe('2030-01-07');
    expect(today?.closed).toEqual([]);
    expect(today?.slots.map((slot) => `${slot.location} ${slot.time}`)).toEqual(
      ['Abuja', 'Port Harcourt', 'Lagos', 'Jalingo'].flatMap((location) => HOURS.map((hour) => `${location} ${hour}`)),
    );
    expect(today?.slots.every((slot) => slot.crews === 2 && slot.bookings.length === 0)).toBe(true);
  });

  it('puts each booking (not deleted) in its slot, with its status, and names closed locations', async () => {
    const [day] = (await board('?date=2030-01-08')).days;
    expect(day?.closed).toEqual([{ location: 'Port Harcourt', reason: 'Staff training' }]);
    expect(timesAt(day, 'Port Harcourt')).toEqual([]);
    const lagosSlot = day?.slots.find((slot) => slot.location === 'Lagos' && slot.time === '10:00 AM');
    expect(lagosSlot).toMatchObject({ crews: 2 });
    expect(lagosSlot?.bookings).toEqual([
      expect.objectContaining({
        _id: lagos.appointmentId,
        reference: lagos.reference,
        customerName: 'Chidi Eze',
        phone: '+2348031234567',
        product: 'Home Cleaning',
        payment: false,
        status: 'awaiting-payment',
        holdExpiresAt: lagos.holdExpiresAt,
        attentionReason: null,
      }),
    ]);
    const abujaSlot = day?.slots.find((slot) => slot.location === 'Abuja' && slot.time === '6:00 AM');
    expect(abujaSlot?.bookings).toEqual([
      expect.objectContaining({
        _id: abuja.appointmentId,
        customerName: 'Amina Eze',
        status: 'paid',
        holdExpiresAt: null,
      }),
    ]);
    expect(day?.slots.filter((slot) => slot.bookings.length > 0)).toHaveLength(2);

    const [lagosOnly] = (await board('?date=2030-01-08&location=Lagos')).days;
    expect(lagosOnly?.closed).toEqual([]);
    expect(lagosOnly?.slots.map((slot) => slot.location)).toEqual(HOURS.map(() => 'Lagos'));
  });

  it('shows the hour of a booking on a closed day', async () => {
    const [day] = (await board('?date=2030-01-09&location=Jalingo')).days;
    expect(day?.closed).toEqual([{ location: 'Jalingo', reason: 'Closed date' }]);
    expect(day?.slots).toEqual([
      {
        location: 'Jalingo',
        time: '9:00 AM',
        crews: 2,
        bookings: [expect.objectContaining({ _id: jalingo.appointmentId, status: 'awaiting-payment' })],
      },
    ]);
  });

  it("a week: seven days from the date, Saturday's short list, Sundays closed everywhere", async () => {
    const { days } = await board('?date=2030-01-07&view=week');
    expect(days.map((day) => day.date)).toEqual([
      '2030-01-07',
      '2030-01-08',
      '2030-01-09',
      '2030-01-10',
      '2030-01-11',
      '2030-01-12',
      '2030-01-13',
    ]);
    const saturday = days[5];
    expect(timesAt(saturday, 'Lagos')).toEqual(['6:00 AM', '7:00 AM', '8:00 AM']);
    expect(saturday?.slots).toHaveLength(12);
    const sunday = days[6];
    expect(sunday?.slots).toEqual([]);
    expect(sunday?.closed).toEqual(
      ['Abuja', 'Port Harcourt', 'Lagos', 'Jalingo'].map((location) => ({ location, reason: 'Closed on Sundays' })),
    );
    // A week counts the bookings instead of listing them (Lagos 10:00 AM: one unpaid booking, held).
    expect(days[1]?.slots.find((slot) => slot.location === 'Lagos' && slot.time === '10:00 AM')).toMatchObject({
      bookings: [],
      usage: { taken: 0, holdsUntil: [lagos.holdExpiresAt] },
    });
    expect(days.every((day) => day.slots.every((slot) => slot.bookings.length === 0 && slot.usage))).toBe(true);
  });

  it('follows the crews admins set', async () => {
    const settings = await t.request({ method: 'GET', url: '/api/admin/availability-settings', token });
    const { slotHours, closedWeekdays, crews } = settings.json().settings as {
      slotHours: number[];
      closedWeekdays: number[];
      crews: { location: string; crewsPerSlot: number }[];
    };
    const raised = crews.map((entry) => (entry.location === 'Lagos' ? { ...entry, crewsPerSlot: 5 } : entry));
    const put = await t.request({
      method: 'PUT',
      url: '/api/admin/availability-settings',
      payload: { slotHours, closedWeekdays, crews: raised },
      token,
    });
    expect(put.statusCode).toBe(200);
    const [day] = (await board('?date=2030-01-08')).days;
    expect(day?.slots.find((slot) => slot.location === 'Lagos')?.crews).toBe(5);
    expect(day?.slots.find((slot) => slot.location === 'Abuja')?.crews).toBe(2);
  });
});
