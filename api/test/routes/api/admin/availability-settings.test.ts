import {
  availabilityConflictResponse,
  availabilityResponse,
  availabilitySettingsResponse,
  type AvailabilitySettings,
  type UpdateAvailabilityRequest,
} from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { useTestApp } from '../../../helpers/build-app';
import { ONE_HOUR_JOBS } from '../../../helpers/pglite-template';
import { describeEachDatabase } from '../../../helpers/database';
import {
  book,
  booking,
  expectErrorEnvelope,
  fieldsOf,
  firstChoice,
  queryRows,
  registerAdmin,
  type CatalogueChoice,
} from '../../../helpers/fixtures';

/** The test clock starts on Monday 2030-01-07, 09:30 in Lagos. */
const ENV = { CREWS_PER_SLOT: '2', CLOSED_DATES: '2030-01-10', SLOT_HOURS: '6-17', CLOSED_WEEKDAYS: 'Sunday' };

const CALLS: InjectOptions[] = [
  { method: 'GET', url: '/api/admin/availability-settings' },
  {
    method: 'PUT',
    url: '/api/admin/availability-settings',
    payload: { slotHours: [6], closedWeekdays: [], crews: [] },
  },
  { method: 'POST', url: '/api/admin/closed-dates', payload: { date: '2030-01-08', location: null } },
  { method: 'DELETE', url: '/api/admin/closed-dates/some-id' },
];

describeEachDatabase('admin availability settings', (kind) => {
  const t = useTestApp(kind, { env: ENV });
  let token: string;
  let choice: CatalogueChoice;

  beforeAll(async () => {
    token = await registerAdmin(t);
    choice = await firstChoice(t);
  });

  const settings = async (): Promise<AvailabilitySettings> => {
    const response = await t.request({ method: 'GET', url: '/api/admin/availability-settings', token });
    expect(response.statusCode).toBe(200);
    return availabilitySettingsResponse.parse(response.json()).settings;
  };
  /** The current weekly rules with `change` applied. */
  const rulesWith = async (change: (rules: UpdateAvailabilityRequest) => void): Promise<UpdateAvailabilityRequest> => {
    const { slotHours, closedWeekdays, crews } = await settings();
    const rules = { slotHours, closedWeekdays, crews };
    change(rules);
    return rules;
  };
  const put = (payload: InjectOptions['payload']) =>
    t.request({ method: 'PUT', url: '/api/admin/availability-settings', payload, token });
  const closeDate = (payload: InjectOptions['payload']) =>
    t.request({ method: 'POST', url: '/api/admin/closed-dates', payload, token });
  const availableTimes = async (date: string, location?: string): Promise<string[] | undefined> => {
    // The length of the template's jobs: a start is offered while a crew is free for its hour.
    const query = location ? `&location=${encodeURIComponent(location)}` : '';
    const response = await t.request({
      method: 'GET',
      url: `/api/admin/availability?minutes=${ONE_HOUR_JOBS}${query}`,
    });
    return availabilityResponse.parse(response.json()).find((entry) => entry.date === date)?.availableTimes;
  };
  const audit = (action: string) =>
    queryRows<{ summary: string; admin_name: string; subject_id: string | null }>(
      t.database.handle,
      sql`SELECT summary, admin_name, subject_id FROM audit_events WHERE action = ${action} ORDER BY at, id`,
    );
  const markPaid = (id: string) =>
    t.database.handle.db.execute(sql`UPDATE appointments SET payment = true, paid_at = now() WHERE id = ${id}`);

  it('refuses every call without the admin token (401)', async () => {
    for (const call of CALLS) expectErrorEnvelope(await t.request(call), 401);
  });

  it('starts from the environment: hours, closed weekdays and dates, and the crews at every location', async () => {
    const current = await settings();
    expect(current).toMatchObject({
      slotHours: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
      closedWeekdays: [0],
      crews: [
        { location: 'Abuja', crewsPerSlot: 2 },
        { location: 'Port Harcourt', crewsPerSlot: 2 },
        { location: 'Lagos', crewsPerSlot: 2 },
        { location: 'Jalingo', crewsPerSlot: 2 },
      ],
      closedDates: [{ date: '2030-01-10', location: null, label: '' }],
      horizonDays: 60,
    });
    expect(current.slotTimes[0]).toBe('6:00 AM');
    expect(current.slotTimes.at(-1)).toBe('5:00 PM');
    expect(current.updatedAt).not.toBeNull();
    const rows = await queryRows<{ id: string }>(t.database.handle, sql`SELECT id FROM availability_settings`);
    expect(rows).toEqual([{ id: 'current' }]);
  });

  it('answers 400 with the fields for bad rules and bad closed dates, changing nothing', async () => {
    const before = await settings();
    const cases: [Record<string, unknown>, string][] = [
      [{ slotHours: [], closedWeekdays: [], crews: before.crews }, 'slotHours'],
      [{ slotHours: [6, 6], closedWeekdays: [], crews: before.crews }, 'slotHours'],
      [{ slotHours: [24], closedWeekdays: [], crews: before.crews }, 'slotHours.0'],
      [{ slotHours: [6], closedWeekdays: [0, 1, 2, 3, 4, 5, 6], crews: before.crews }, 'closedWeekdays'],
      [{ slotHours: [6], closedWeekdays: [], crews: before.crews.slice(1) }, 'crews'],
      [
        { slotHours: [6], closedWeekdays: [], crews: before.crews.map((c) => ({ ...c, crewsPerSlot: -1 })) },
        'crews.0.crewsPerSlot',
      ],
      [{ slotHours: [6], closedWeekdays: [], crews: before.crews, extra: true }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const response = await put(payload);
      expectErrorEnvelope(response, 400);
      expect(fieldsOf(response)).toContain(field);
    }
    for (const [payload, field] of [
      [{ date: '2030-02-30', location: null }, 'date'],
      [{ date: '2030-01-08', location: 'Kano' }, 'location'],
      [{ date: '2030-01-08' }, 'location'],
      [{ date: '2030-01-08', location: null, label: 'x'.repeat(101) }, 'label'],
    ] as const) {
      const response = await closeDate(payload);
      expectErrorEnvelope(response, 400);
      expect(fieldsOf(response)).toContain(field);
    }
    const past = await closeDate({ date: '2030-01-06', location: null });
    expectErrorEnvelope(past, 400);
    expect(past.json().message).toBe('This date is in the past. Please choose today or a later date.');
    expectErrorEnvelope(await t.request({ method: 'DELETE', url: '/api/admin/closed-dates/no-such-id', token }), 404);
    expect(await settings()).toEqual(before);
  });

  it('a date closed at Lagos disappears for Lagos only, until it is reopened', async () => {
    expect(await availableTimes('2030-01-08', 'Lagos')).toContain('10:00 AM');
    const closed = await closeDate({ date: '2030-01-08', location: 'Lagos', label: 'Staff training' });
    expect(closed.statusCode).toBe(201);
    expect(closed.json().message).toBe('Date closed.');
    const entry = availabilitySettingsResponse
      .parse(closed.json())
      .settings.closedDates.find((date) => date.date === '2030-01-08');
    expect(entry).toMatchObject({ location: 'Lagos', label: 'Staff training' });

    expect(await availableTimes('2030-01-08', 'Lagos')).toBeUndefined();
    expect(await availableTimes('2030-01-08', 'Abuja')).toContain('10:00 AM');
    expect(await availableTimes('2030-01-08')).toContain('10:00 AM');
    const refused = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, { date: '2030-01-08', location: 'Lagos' }),
    });
    expectErrorEnvelope(refused, 400);
    expect(refused.json().errors).toEqual([
      { field: 'date', message: 'We are closed on this date. Please choose another day.' },
    ]);
    await book(t, choice, { date: '2030-01-08', location: 'Abuja' });

    const again = await closeDate({ date: '2030-01-08', location: 'Lagos' });
    expectErrorEnvelope(again, 409);
    expect(again.json()).toEqual({ success: false, message: 'This date is already closed there.' });

    const reopened = await t.request({ method: 'DELETE', url: `/api/admin/closed-dates/${entry?._id}`, token });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().message).toBe('Date reopened.');
    expect(availabilitySettingsResponse.parse(reopened.json()).settings.closedDates.map((d) => d.date)).toEqual([
      '2030-01-10',
    ]);
    expect(await availableTimes('2030-01-08', 'Lagos')).toContain('10:00 AM');
    expect((await audit('availability.date-closed')).map((row) => row.summary)).toEqual([
      'Closed 2030-01-08 at Lagos (Staff training)',
    ]);
    expect(await audit('availability.date-reopened')).toEqual([
      { summary: 'Reopened 2030-01-08 at Lagos (Staff training)', admin_name: 'Ada Okafor', subject_id: null },
    ]);
  });

  it("raising Abuja's crews offers the extra crew at once, and a booking takes it", async () => {
    const slot = { date: '2030-01-11', time: '10:00 AM', location: 'Abuja' } as const;
    await book(t, choice, slot);
    await book(t, choice, slot);
    expect(await availableTimes(slot.date, 'Abuja')).not.toContain(slot.time);
    expect(await availableTimes(slot.date, 'Lagos')).toContain(slot.time);

    const raised = await put(
      await rulesWith((rules) => {
        rules.crews = rules.crews.map((c) => (c.location === 'Abuja' ? { ...c, crewsPerSlot: 3 } : c));
      }),
    );
    expect(raised.statusCode).toBe(200);
    expect(raised.json().message).toBe('Availability saved.');
    expect(availabilitySettingsResponse.parse(raised.json()).settings.crews[0]).toEqual({
      location: 'Abuja',
      crewsPerSlot: 3,
      // The test apps' travel time (TRAVEL_MINUTES=0), kept.
      travelMinutes: 0,
    });
    expect(await availableTimes(slot.date, 'Abuja')).toContain(slot.time);
    await book(t, choice, slot);
    expect(await availableTimes(slot.date, 'Abuja')).not.toContain(slot.time);
    const full = await t.request({ method: 'POST', url: '/api/user/book-appointment', payload: booking(choice, slot) });
    expectErrorEnvelope(full, 409);
    expect((await audit('availability.updated')).map((row) => row.summary)).toEqual(['Crews per slot at Abuja: 2 → 3']);
  });

  it('refuses a change that would strand paid bookings, lists exactly those, and changes nothing', async () => {
    const date = '2030-01-09';
    const paidAtSeven = [
      await book(t, choice, { date, time: '7:00 AM', firstName: 'Ngozi' }),
      await book(t, choice, { date, time: '7:00 AM', firstName: 'Bola' }),
    ];
    const paidAtEight = await book(t, choice, { date, time: '8:00 AM', firstName: 'Emeka' });
    await book(t, choice, { date, time: '7:00 AM', location: 'Abuja' }); // unpaid: holds, but is not stranded
    await book(t, choice, { date, time: '9:00 AM' }); // unpaid
    const cancelled = await book(t, choice, { date, time: '10:00 AM' });
    for (const answer of [...paidAtSeven, paidAtEight, cancelled]) await markPaid(answer.appointmentId);
    await t.database.handle.db.execute(
      sql`UPDATE appointments SET cancelled = true WHERE id = ${cancelled.appointmentId}`,
    );
    const before = await settings();
    const auditBefore = await audit('availability.updated');

    const fewerCrews = await put(
      await rulesWith((rules) => {
        rules.crews = rules.crews.map((c) => (c.location === 'Lagos' ? { ...c, crewsPerSlot: 1 } : c));
      }),
    );
    expect(fewerCrews.statusCode).toBe(409);
    const refusal = availabilityConflictResponse.parse(fewerCrews.json());
    expect(refusal.message).toBe('This change would leave 2 paid bookings without a crew. Move or refund them first.');
    expect(refusal.bookings.map((b) => b._id).sort()).toEqual(paidAtSeven.map((a) => a.appointmentId).sort());
    expect(refusal.bookings[0]).toMatchObject({ location: 'Lagos', date, time: '7:00 AM' });
    expect(refusal.bookings.map((b) => b.customerName).sort()).toEqual(['Bola Eze', 'Ngozi Eze']);

    const withoutEight = await put(
      await rulesWith((rules) => {
        rules.slotHours = rules.slotHours.filter((hour) => hour !== 8);
      }),
    );
    expect(withoutEight.statusCode).toBe(409);
    expect(availabilityConflictResponse.parse(withoutEight.json())).toMatchObject({
      message: 'This change would leave 1 paid booking without a crew. Move or refund them first.',
      bookings: [{ _id: paidAtEight.appointmentId, reference: paidAtEight.reference, time: '8:00 AM' }],
    });

    const wednesdaysClosed = await put(
      await rulesWith((rules) => {
        rules.closedWeekdays = [0, 3];
      }),
    );
    expect(wednesdaysClosed.statusCode).toBe(409);
    // By date and time: the two at 7:00 AM, then the one at 8:00 AM.
    expect(availabilityConflictResponse.parse(wednesdaysClosed.json()).bookings.map((b) => b.time)).toEqual([
      '7:00 AM',
      '7:00 AM',
      '8:00 AM',
    ]);

    expect(await settings()).toEqual(before);
    expect(await audit('availability.updated')).toEqual(auditBefore);
    expect(await availableTimes(date, 'Lagos')).toContain('8:00 AM');

    // Closing Saturdays strands nobody here: it goes through, and is recorded (after the earlier change).
    t.clock.advanceHours(0.01);
    const saturdays = await put(
      await rulesWith((rules) => {
        rules.closedWeekdays = [0, 6];
      }),
    );
    expect(saturdays.statusCode).toBe(200);
    expect(availabilitySettingsResponse.parse(saturdays.json()).settings.closedWeekdays).toEqual([0, 6]);
    expect((await audit('availability.updated')).at(-1)?.summary).toBe('Closed weekdays: Sunday → Sunday, Saturday');
    expect(await availableTimes('2030-01-12')).toBeUndefined();
  });

  it('refuses to close a date with paid bookings there, listing them', async () => {
    const date = '2030-01-09';
    const paid = await queryRows<{ id: string }>(
      t.database.handle,
      sql`SELECT id FROM appointments WHERE date = ${date} AND payment AND NOT cancelled AND location = 'Lagos'`,
    );
    expect(paid).toHaveLength(3);
    for (const location of ['Lagos', null]) {
      const refused = await closeDate({ date, location, label: 'Holiday' });
      expect(refused.statusCode).toBe(409);
      const body = availabilityConflictResponse.parse(refused.json());
      expect(body.message).toBe('This change would leave 3 paid bookings without a crew. Move or refund them first.');
      expect(body.bookings.map((b) => b._id).sort()).toEqual(paid.map((row) => row.id).sort());
    }
    expect((await settings()).closedDates.map((d) => d.date)).toEqual(['2030-01-10']);
    // Abuja's booking that day is unpaid: Abuja closes.
    const abuja = await closeDate({ date, location: 'Abuja' });
    expect(abuja.statusCode).toBe(201);
    expect(await availableTimes(date, 'Abuja')).toBeUndefined();
    expect(await availableTimes(date, 'Lagos')).toContain('9:00 AM');
  });
});
