import {
  appointmentDetailsResponse,
  availabilityResponse,
  availabilitySettingsResponse,
  crewConflictResponse,
  crewResponse,
  crewsResponse,
  scheduleResponse,
  searchResponse,
} from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { book, booking, firstChoice, queryRows, registerAdmin, type CatalogueChoice } from '../helpers/fixtures';

/** The test clock starts on Monday 2030-01-07, 09:30 in Lagos; unpaid holds last 15 minutes. */
const ENV = { CREWS_PER_SLOT: '2', SLOT_HOURS: '7-16', CLOSED_WEEKDAYS: 'Sunday' };

interface CrewRow {
  id: string;
  name: string;
  location: string;
  working_days: number[];
  day_starts_minute: number;
  day_ends_minute: number;
  active: boolean;
}

describeEachDatabase('named crews', (kind) => {
  const t = useTestApp(kind, { env: ENV });
  let token: string;
  let choice: CatalogueChoice;

  beforeAll(async () => {
    token = await registerAdmin(t);
    choice = await firstChoice(t);
  });

  const crewRows = () =>
    queryRows<CrewRow>(
      t.database.handle,
      sql`SELECT id, name, location, working_days, day_starts_minute, day_ends_minute, active
          FROM crews ORDER BY location, name`,
    );
  /** The name of the crew a booking holds, or null. */
  const crewOf = async (appointmentId: string): Promise<string | null> => {
    const [row] = await queryRows<{ name: string | null }>(
      t.database.handle,
      sql`SELECT crews.name FROM appointments LEFT JOIN crews ON crews.id = appointments.crew_id
          WHERE appointments.id = ${appointmentId}`,
    );
    return row?.name ?? null;
  };
  const markPaid = (id: string) =>
    t.database.handle.db.execute(sql`UPDATE appointments SET payment = true, paid_at = now() WHERE id = ${id}`);
  const setLagosCrews = async (crewsPerSlot: number) => {
    const current = await t.request({ method: 'GET', url: '/api/admin/availability-settings', token });
    const { slotHours, closedWeekdays, crews } = availabilitySettingsResponse.parse(current.json()).settings;
    const payload = {
      slotHours,
      closedWeekdays,
      crews: crews.map((entry) => (entry.location === 'Lagos' ? { ...entry, crewsPerSlot } : entry)),
    };
    return t.request({ method: 'PUT', url: '/api/admin/availability-settings', payload, token });
  };
  const lagosTimes = async (date: string) => {
    const response = await t.request({ method: 'GET', url: '/api/admin/availability?location=Lagos' });
    return availabilityResponse.parse(response.json()).find((entry) => entry.date === date)?.availableTimes ?? [];
  };

  it("names each location's first crews, working the days and hours the rules open", async () => {
    const lagos = (await crewRows()).filter((crew) => crew.location === 'Lagos');
    expect(lagos).toEqual([
      expect.objectContaining({ name: 'Lagos crew 1', working_days: [1, 2, 3, 4, 5, 6], active: true }),
      expect.objectContaining({ name: 'Lagos crew 2', working_days: [1, 2, 3, 4, 5, 6], active: true }),
    ]);
    // 7:00 AM is the first start and 4:00 PM the last: the day runs from 7:00 to 17:00.
    expect(lagos.map((crew) => [crew.day_starts_minute, crew.day_ends_minute])).toEqual([
      [420, 1020],
      [420, 1020],
    ]);
  });

  it('gives the bookings of one start time different crews, and a later one the least loaded crew', async () => {
    const first = await book(t, choice, { date: '2030-01-08', time: '10:00 AM' });
    const second = await book(t, choice, { date: '2030-01-08', time: '10:00 AM', email: 'b@example.ng' });
    expect(await crewOf(first.appointmentId)).toBe('Lagos crew 1');
    expect(await crewOf(second.appointmentId)).toBe('Lagos crew 2');
    const full = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, { date: '2030-01-08', time: '10:00 AM', email: 'late@example.ng' }),
    });
    expect(full.statusCode).toBe(409);

    // Both crews have one job that day: the first by name. Then crew 1 has two, so crew 2 is next.
    const third = await book(t, choice, { date: '2030-01-08', time: '11:00 AM', email: 'c@example.ng' });
    expect(await crewOf(third.appointmentId)).toBe('Lagos crew 1');
    const fourth = await book(t, choice, { date: '2030-01-08', time: '12:00 PM', email: 'd@example.ng' });
    expect(await crewOf(fourth.appointmentId)).toBe('Lagos crew 2');
    await markPaid(second.appointmentId);
  });

  it('fewer crews: the paid jobs of the crew that goes move to the one that stays; more bring it back', async () => {
    // 2030-01-08 so far: 10:00 crew 1 (unpaid) and crew 2 (paid), 11:00 crew 1, 12:00 crew 2 (unpaid).
    const hold = await book(t, choice, { date: '2030-01-09', time: '10:00 AM', email: 'e@example.ng' });
    const paid = await book(t, choice, { date: '2030-01-09', time: '10:00 AM', email: 'f@example.ng' });
    await markPaid(paid.appointmentId);
    expect([await crewOf(hold.appointmentId), await crewOf(paid.appointmentId)]).toEqual([
      'Lagos crew 1',
      'Lagos crew 2',
    ]);
    const before = Object.fromEntries((await crewRows()).map((crew) => [crew.name, crew.id]));

    // Crew 1 has three jobs from today, crew 2 three as well: the newer crew (by name, on a tie) goes.
    expect((await setLagosCrews(1)).statusCode).toBe(200);
    const after = await crewRows();
    expect(after.filter((crew) => crew.location === 'Lagos').map((crew) => [crew.name, crew.active])).toEqual([
      ['Lagos crew 1', true],
      ['Lagos crew 2', false],
    ]);
    // The paid job of 2030-01-09 10:00 takes crew 1 from the unpaid hold there, which keeps its slot
    // without a crew until it runs out; nobody else can book that slot meanwhile.
    expect(await crewOf(paid.appointmentId)).toBe('Lagos crew 1');
    expect(await crewOf(hold.appointmentId)).toBeNull();
    expect(await lagosTimes('2030-01-09')).not.toContain('10:00 AM');
    const shared = await queryRows<{ crew_id: string }>(
      t.database.handle,
      sql`SELECT crew_id FROM appointments WHERE crew_id IS NOT NULL AND date >= '2030-01-07'
          GROUP BY crew_id, date, time HAVING count(*) > 1`,
    );
    expect(shared).toEqual([]);

    // Two crews again: the same crew 2 comes back, no third is named.
    expect((await setLagosCrews(2)).statusCode).toBe(200);
    const again = (await crewRows()).filter((crew) => crew.location === 'Lagos');
    expect(again.map((crew) => [crew.name, crew.id, crew.active])).toEqual([
      ['Lagos crew 1', before['Lagos crew 1'], true],
      ['Lagos crew 2', before['Lagos crew 2'], true],
    ]);
    // Three crews: a new one is named after them.
    expect((await setLagosCrews(3)).statusCode).toBe(200);
    expect((await crewRows()).filter((crew) => crew.location === 'Lagos').map((crew) => crew.name)).toEqual([
      'Lagos crew 1',
      'Lagos crew 2',
      'Lagos crew 3',
    ]);
  });

  it('the console lists the crews, names the one a booking holds, and sends another that is free then', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/crews' })).statusCode).toBe(401);
    const listed = crewsResponse.parse((await t.request({ method: 'GET', url: '/api/admin/crews', token })).json());
    const lagos = listed.crews.filter((crew) => crew.location === 'Lagos').map((crew) => crew.name);
    expect(lagos).toEqual(['Lagos crew 1', 'Lagos crew 2', 'Lagos crew 3']);
    const crewId = (name: string) => listed.crews.find((crew) => crew.name === name)?._id ?? '';

    const [paid, hold] = await queryRows<{ id: string; reference: string }>(
      t.database.handle,
      sql`SELECT id, reference FROM appointments WHERE date = '2030-01-09' AND time = '10:00 AM' ORDER BY payment DESC`,
    );
    if (!paid || !hold) throw new Error('The bookings of the last test are missing');
    const details = async (id: string) =>
      appointmentDetailsResponse.parse(
        (await t.request({ method: 'GET', url: `/api/admin/appointments/${id}`, token })).json(),
      );
    expect((await details(paid.id)).crew).toMatchObject({ name: 'Lagos crew 1', location: 'Lagos', active: true });
    expect((await details(hold.id)).crew).toBeNull();

    const send = (id: string, crew: string) =>
      t.request({ method: 'PUT', url: `/api/admin/appointments/${id}/crew`, payload: { crewId: crew }, token });
    const moved = await send(paid.id, crewId('Lagos crew 3'));
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ message: 'Lagos crew 3 will go.', crew: { name: 'Lagos crew 3' } });
    const after = await details(paid.id);
    expect(after.crew?.name).toBe('Lagos crew 3');
    expect(after.history[0]).toMatchObject({
      action: 'appointment.crew-assigned',
      summary: expect.stringMatching(/^Sent Lagos crew 3 to .* \(was Lagos crew 1\)$/),
    });
    // The hold left without a crew takes the one now free; the paid job cannot take it back.
    expect((await send(hold.id, crewId('Lagos crew 1'))).statusCode).toBe(200);
    const busy = await send(paid.id, crewId('Lagos crew 1'));
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(
      `That crew has another job too close to this one (${hold.reference}). Choose another crew.`,
    );
    const elsewhere = await send(paid.id, crewId('Abuja crew 1'));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual([
      { field: 'crewId', message: "Choose an active crew of the booking's location." },
    ]);
    expect((await send('no-such-booking', crewId('Lagos crew 1'))).statusCode).toBe(404);
    const found = await t.request({ method: 'GET', url: `/api/admin/search?q=${paid.reference}`, token });
    expect(searchResponse.parse(found.json()).appointments[0]).toMatchObject({
      reference: paid.reference,
      crew: 'Lagos crew 3',
    });
    // Nothing refused changed anything, and the schedule's day names who goes.
    expect((await details(paid.id)).crew?.name).toBe('Lagos crew 3');
    const day = await t.request({ method: 'GET', url: '/api/admin/schedule?date=2030-01-09&location=Lagos', token });
    const ten = scheduleResponse.parse(day.json()).days[0]?.slots.find((slot) => slot.time === '10:00 AM');
    expect(ten?.bookings.map((booking) => [booking.reference, booking.crew])).toEqual([
      [hold.reference, 'Lagos crew 1'],
      [paid.reference, 'Lagos crew 3'],
    ]);

    const cancelled = await t.request({
      method: 'POST',
      url: '/api/admin/cancel-appointment',
      payload: { appointmentId: hold.id },
      token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await send(hold.id, crewId('Lagos crew 2'))).statusCode).toBe(409);
  });

  it('the office adds, changes, deactivates and activates crews; a deactivation never strands a paid job', async () => {
    const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
      t.request({ method, url, token, ...(payload ? { payload } : {}) });
    const lekki = {
      name: 'Lekki crew',
      location: 'Lagos',
      members: [
        { name: 'Bisi Ade', phone: '0803 123 4567' },
        { name: 'Musa Bello', phone: '+234 805 000 1111' },
      ],
      workingDays: [5, 1, 2, 3, 4],
      dayStarts: '08:00',
      dayEnds: '16:30',
    };
    const refused = await call('POST', '/api/admin/crews', {
      ...lekki,
      workingDays: [],
      dayEnds: '07:00',
      members: [{ name: 'Bisi Ade', phone: '12' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'workingDays', message: 'Choose at least one working day' },
        { field: 'dayEnds', message: 'The day must end after it starts' },
        { field: 'members.0.phone', message: expect.stringMatching(/phone/i) },
      ]),
    );

    const added = await call('POST', '/api/admin/crews', lekki);
    expect(added.statusCode).toBe(201);
    const crew = crewResponse.parse(added.json()).crew;
    expect(crew).toMatchObject({ ...lekki, workingDays: [1, 2, 3, 4, 5], active: true });
    expect(crewResponse.parse((await call('GET', `/api/admin/crews/${crew._id}`)).json()).crew).toEqual(crew);
    expect((await call('POST', '/api/admin/crews', lekki)).statusCode).toBe(409);
    // Lagos has four active crews now: the availability settings count them.
    const settings = await t.request({ method: 'GET', url: '/api/admin/availability-settings', token });
    expect(
      availabilitySettingsResponse.parse(settings.json()).settings.crews.find((entry) => entry.location === 'Lagos'),
    ).toEqual({ location: 'Lagos', crewsPerSlot: 4, travelMinutes: 0 });

    const moved = await call('PUT', `/api/admin/crews/${crew._id}`, {
      ...lekki,
      name: 'Ikoyi crew',
      location: 'Abuja',
    });
    expect(moved.statusCode).toBe(200);
    expect(crewResponse.parse(moved.json()).crew).toMatchObject({ name: 'Ikoyi crew', location: 'Abuja' });

    // Crew 3 has the paid job of 2030-01-09 10:00; crews 1 and 2 are free then, so it goes to one of them.
    const listed = crewsResponse.parse((await call('GET', '/api/admin/crews')).json()).crews;
    const id = (name: string) => listed.find((each) => each.name === name)?._id ?? '';
    const off = await call('POST', `/api/admin/crews/${id('Lagos crew 3')}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(crewResponse.parse(off.json()).crew.active).toBe(false);
    const [job] = await queryRows<{ crew: string }>(
      t.database.handle,
      sql`SELECT crews.name AS crew FROM appointments JOIN crews ON crews.id = appointments.crew_id
          WHERE date = '2030-01-09' AND time = '10:00 AM' AND payment`,
    );
    expect(job?.crew).toMatch(/^Lagos crew [12]$/);
    expect((await call('POST', `/api/admin/crews/${id('Lagos crew 3')}/deactivate`)).json().message).toBe(
      'This crew is already inactive.',
    );

    // Both crews left have a paid job at 9:00 on 2030-01-10: neither can go.
    const nine = [
      await book(t, choice, { date: '2030-01-10', time: '9:00 AM', email: 'g@example.ng' }),
      await book(t, choice, { date: '2030-01-10', time: '9:00 AM', email: 'h@example.ng' }),
    ];
    for (const each of nine) await markPaid(each.appointmentId);
    const first = await crewOf(nine[0]!.appointmentId);
    const stranded = await call('POST', `/api/admin/crews/${id(first!)}/deactivate`);
    expect(stranded.statusCode).toBe(409);
    const conflict = crewConflictResponse.parse(stranded.json());
    expect(conflict.message).toBe(
      'No other crew is free for 1 paid job of this crew. Send crews to them or move them first.',
    );
    expect(conflict.bookings.map((booking) => [booking.date, booking.time])).toEqual([['2030-01-10', '9:00 AM']]);
    // Nothing changed.
    expect(await crewOf(nine[0]!.appointmentId)).toBe(first);
    const still = crewsResponse.parse((await call('GET', '/api/admin/crews')).json()).crews;
    expect(still.find((each) => each.name === first)?.active).toBe(true);

    expect((await call('POST', `/api/admin/crews/${id('Lagos crew 3')}/activate`)).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/crews/no-such-crew/activate')).statusCode).toBe(404);
    const history = await queryRows<{ action: string; summary: string }>(
      t.database.handle,
      sql`SELECT action, summary FROM audit_events WHERE subject = 'crew' ORDER BY at, id`,
    );
    // One clock reading for all (the test clock stands still): compared as a set.
    expect(history.map((entry) => entry.summary).sort()).toEqual(
      [
        'Added Lekki crew at Lagos, 2 members',
        'Changed Ikoyi crew (was Lekki crew): Abuja, 2 members',
        'Deactivated Lagos crew 3; its jobs from today went to other crews',
        'Activated Lagos crew 3',
      ].sort(),
    );
  });
});
