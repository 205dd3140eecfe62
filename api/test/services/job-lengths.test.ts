/**
 * Jobs of real length (docs/PRODUCT.md, "Jobs of real length"): a booking holds its crew for the whole
 * job plus the location's travel time, within the crew's days, hours and time off, and two customers
 * racing for overlapping times of the last crew never both get it.
 */
import type { Location } from '@clean/shared/constants';
import {
  availabilityResponse,
  availabilitySettingsResponse,
  crewChangeResponse,
  crewConflictResponse,
  crewBoardResponse,
  crewsResponse,
  reportsResponse,
} from '@clean/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import { services } from '../../src/db/schema';
import { useTestApp } from '../helpers/build-app';
import { describeEachDatabase } from '../helpers/database';
import { book, booking, firstChoice, login, queryRows, registerAdmin, type CatalogueChoice } from '../helpers/fixtures';

/**
 * One crew per location working 6:00 AM to 6:00 PM, Monday to Saturday, 45 minutes between jobs. The
 * test clock starts on Monday 2030-01-07, 09:30 in Lagos.
 */
const ENV = { CREWS_PER_SLOT: '1', TRAVEL_MINUTES: '45' };
const TUESDAY = '2030-01-08';
const FIVE_HOURS = 300;

describeEachDatabase('jobs of real length', (kind) => {
  const t = useTestApp(kind, { env: ENV });
  let token: string;
  /** A service of five hours (a deep clean). */
  let deep: CatalogueChoice;

  beforeAll(async () => {
    token = await registerAdmin(t);
    deep = await firstChoice(t);
    await t.database.handle.db
      .update(services)
      .set({ durationMinutes: FIVE_HOURS })
      .where(eq(services.id, deep.service));
  });

  const times = async (date: string, location: string, minutes: number) => {
    const url = `/api/admin/availability?location=${encodeURIComponent(location)}&minutes=${minutes}`;
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return availabilityResponse.parse(response.json()).find((entry) => entry.date === date)?.availableTimes ?? [];
  };
  const attempt = (date: string, time: string, location: Location, email: string) =>
    t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(deep, { date, time, location, email }),
    });
  const crewIdOf = async (name: string) => {
    const response = await t.request({ method: 'GET', url: '/api/admin/crews', token });
    const crew = crewsResponse.parse(response.json()).crews.find((each) => each.name === name);
    if (!crew) throw new Error(`No crew ${name}`);
    return crew._id;
  };

  it('holds the crew for the whole job and the travel time around it; the booking keeps its length', async () => {
    expect(await times(TUESDAY, 'Lagos', FIVE_HOURS)).toContain('9:00 AM');
    const answer = await book(t, deep, { date: TUESDAY, time: '9:00 AM', location: 'Lagos' });
    const [stored] = await queryRows<{ duration_minutes: number; crew_id: string | null }>(
      t.database.handle,
      sql`SELECT duration_minutes, crew_id FROM appointments WHERE id = ${answer.appointmentId}`,
    );
    expect(stored).toEqual({ duration_minutes: FIVE_HOURS, crew_id: await crewIdOf('Lagos crew 1') });
    // 9:00 AM to 2:00 PM, then 45 minutes to the next home: the only crew has no room for five hours.
    expect(await times(TUESDAY, 'Lagos', FIVE_HOURS)).toEqual([]);
    // A one-hour job fits before (ending by 8:15) or from 2:45 PM, and ends by 6:00 PM.
    expect(await times(TUESDAY, 'Lagos', 60)).toEqual(['6:00 AM', '7:00 AM', '3:00 PM', '4:00 PM', '5:00 PM']);
    // Another location's crew is free all day: without a location, every hour a five-hour job ends by 6:00 PM.
    expect(await times(TUESDAY, 'Abuja', FIVE_HOURS)).toEqual([
      '6:00 AM',
      '7:00 AM',
      '8:00 AM',
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
    ]);
    const overlapping = await attempt(TUESDAY, '1:00 PM', 'Lagos', 'late@example.ng');
    expect(overlapping.statusCode).toBe(409);
  });

  it("follows a location's travel time as the office sets it; a console that sends none keeps it", async () => {
    const settingsOf = async () =>
      availabilitySettingsResponse.parse(
        (await t.request({ method: 'GET', url: '/api/admin/availability-settings', token })).json(),
      ).settings;
    const put = (crews: object[]) =>
      t.request({
        method: 'PUT',
        url: '/api/admin/availability-settings',
        payload: { slotHours: before.slotHours, closedWeekdays: before.closedWeekdays, crews },
        token,
      });
    const before = await settingsOf();
    expect(before.crews.map((row) => row.travelMinutes)).toEqual([45, 45, 45, 45]);
    const noTravelAtLagos = before.crews.map((row) => (row.location === 'Lagos' ? { ...row, travelMinutes: 0 } : row));
    expect((await put(noTravelAtLagos)).statusCode).toBe(200);
    // The five-hour job of 9:00 AM now leaves room right up to it and right after it.
    expect(await times(TUESDAY, 'Lagos', 60)).toEqual([
      '6:00 AM',
      '7:00 AM',
      '8:00 AM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);
    const [audit] = await queryRows<{ summary: string }>(
      t.database.handle,
      sql`SELECT summary FROM audit_events WHERE action = 'availability.updated' ORDER BY at DESC, id DESC LIMIT 1`,
    );
    expect(audit?.summary).toBe('Travel time at Lagos: 45 → 0 minutes');
    // Without travel times (an older console), the stored ones stay.
    expect((await put(before.crews.map(({ travelMinutes: _, ...row }) => row))).statusCode).toBe(200);
    expect((await settingsOf()).crews.find((row) => row.location === 'Lagos')?.travelMinutes).toBe(0);
    const bad = await put(before.crews.map((row) => ({ ...row, travelMinutes: 50 })));
    expect(bad.statusCode).toBe(400);
    // Back to 45 minutes for the tests below.
    expect((await put(before.crews)).statusCode).toBe(200);
  });

  it("keeps to the crew's working days and time off", async () => {
    const crewId = await crewIdOf('Port Harcourt crew 1');
    const crew = (await t.request({ method: 'GET', url: `/api/admin/crews/${crewId}`, token })).json().crew;
    // No Wednesdays, from now on: refused while it has a job on a Wednesday, listing it.
    const change = () =>
      t.request({
        method: 'PUT',
        url: `/api/admin/crews/${crewId}`,
        payload: {
          name: crew.name,
          location: crew.location,
          members: crew.members,
          workingDays: [1, 2, 4, 5, 6],
          dayStarts: crew.dayStarts,
          dayEnds: crew.dayEnds,
        },
        token,
      });
    const wednesday = await book(t, deep, { date: '2030-01-09', time: '7:00 AM', location: 'Port Harcourt' });
    const refused = await change();
    expect(refused.statusCode).toBe(409);
    expect(crewConflictResponse.parse(refused.json())).toMatchObject({
      message: 'This crew has 1 job outside those days and hours. Send other crews to them first.',
      bookings: [{ _id: wednesday.appointmentId, date: '2030-01-09', time: '7:00 AM' }],
    });
    await t.request({ method: 'DELETE', url: `/api/admin/delete-appointment/${wednesday.appointmentId}`, token });
    expect((await change()).statusCode).toBe(200);
    expect(await times('2030-01-09', 'Port Harcourt', 60)).toEqual([]);
    // Off on Thursday 2030-01-10 and Friday: refused while it has a job then, listing it.
    const job = await book(t, deep, { date: '2030-01-11', time: '9:00 AM', location: 'Port Harcourt' });
    const offPath = `/api/admin/crews/${crewId}/time-off`;
    const range = { firstDate: '2030-01-10', lastDate: '2030-01-11', note: 'Training' };
    const working = await t.request({ method: 'POST', url: offPath, payload: range, token });
    expect(working.statusCode).toBe(409);
    expect(crewConflictResponse.parse(working.json())).toMatchObject({
      message: 'This crew has 1 job on those dates. Send other crews to them first.',
      bookings: [{ _id: job.appointmentId, reference: job.reference, date: '2030-01-11', time: '9:00 AM' }],
    });
    expect(await times('2030-01-10', 'Port Harcourt', 60)).not.toEqual([]);
    await t.request({ method: 'DELETE', url: `/api/admin/delete-appointment/${job.appointmentId}`, token });
    const given = await t.request({ method: 'POST', url: offPath, payload: range, token });
    expect(given.statusCode).toBe(201);
    const { crew: off } = crewChangeResponse.parse(given.json());
    expect(off.timeOff).toEqual([{ _id: expect.any(String), ...range }]);
    expect(await times('2030-01-10', 'Port Harcourt', 60)).toEqual([]);
    expect(await times('2030-01-11', 'Port Harcourt', 60)).toEqual([]);
    expect(await times('2030-01-12', 'Port Harcourt', 60)).toEqual(['6:00 AM', '7:00 AM', '8:00 AM']);
    expect((await attempt('2030-01-10', '9:00 AM', 'Port Harcourt', 'off@example.ng')).statusCode).toBe(409);
    // Bad ranges: before today, ending before they start; an unknown crew.
    const past = await t.request({
      method: 'POST',
      url: offPath,
      payload: { firstDate: '2030-01-06', lastDate: '2030-01-06' },
      token,
    });
    expect(past.statusCode).toBe(400);
    const backwards = await t.request({
      method: 'POST',
      url: offPath,
      payload: { firstDate: '2030-01-12', lastDate: '2030-01-11' },
      token,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { field: 'lastDate', message: 'The last day must be on or after the first' },
    ]);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/admin/crews/no-such-crew/time-off',
      payload: range,
      token,
    });
    expect(unknown.statusCode).toBe(404);
    // Taken back: it works those dates again.
    const back = await t.request({ method: 'DELETE', url: `${offPath}/${off.timeOff[0]!._id}`, token });
    expect(back.statusCode).toBe(200);
    expect(crewChangeResponse.parse(back.json()).crew.timeOff).toEqual([]);
    expect(await times('2030-01-10', 'Port Harcourt', 60)).not.toEqual([]);
    const audit = await queryRows<{ summary: string }>(
      t.database.handle,
      sql`SELECT summary FROM audit_events WHERE subject_id = ${crewId} ORDER BY at, id`,
    );
    expect(audit.map((row) => row.summary)).toEqual(
      expect.arrayContaining(['Gave Port Harcourt crew 1 time off from 2030-01-10 to 2030-01-11 (Training)']),
    );
  });

  it('an admin cannot send a crew to a job outside its hours or too close to its other job', async () => {
    // Jalingo's one crew: a five-hour job at 8:00 AM, and a second crew added for the office to choose.
    const first = await book(t, deep, { date: TUESDAY, time: '8:00 AM', location: 'Jalingo' });
    const added = await t.request({
      method: 'POST',
      url: '/api/admin/crews',
      payload: {
        name: 'Jalingo evening crew',
        location: 'Jalingo',
        members: [],
        workingDays: [1, 2, 3, 4, 5, 6],
        dayStarts: '12:00',
        dayEnds: '20:00',
      },
      token,
    });
    expect(added.statusCode).toBe(201);
    const evening = added.json().crew._id as string;
    const send = (id: string, crewId: string) =>
      t.request({ method: 'PUT', url: `/api/admin/appointments/${id}/crew`, payload: { crewId }, token });
    const outside = await send(first.appointmentId, evening);
    expect(outside.statusCode).toBe(409);
    expect(outside.json().message).toBe(
      'That crew does not work then (its days, hours or time off). Choose another crew.',
    );
    // The evening crew takes 1:00 PM; the morning crew is busy till 1:00 PM and needs 45 minutes after.
    const second = await book(t, deep, { date: TUESDAY, time: '1:00 PM', location: 'Jalingo', email: 'b@example.ng' });
    const close = await send(second.appointmentId, await crewIdOf('Jalingo crew 1'));
    expect(close.statusCode).toBe(409);
    expect(close.json().message).toBe(
      `That crew has another job too close to this one (${first.reference}). Choose another crew.`,
    );
  });

  it('customers racing for overlapping times of the last crew: the jobs it gets never overlap', async () => {
    const hours = ['6:00 AM', '7:00 AM', '8:00 AM', '9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM'];
    const answers = await Promise.all(
      hours.map((time, n) => attempt('2030-01-15', time, 'Abuja', `racer${n}@example.ng`)),
    );
    expect(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 409)).toBe(true);
    const won = await queryRows<{ time: string }>(
      t.database.handle,
      sql`SELECT time FROM appointments WHERE date = '2030-01-15' AND location = 'Abuja' AND crew_id IS NOT NULL`,
    );
    // Five hours and 45 minutes of travel: no two starts of one crew within 5 h 45 min of each other.
    const starts = won.map((row) => hours.indexOf(row.time)).sort((a, b) => a - b);
    expect(starts.length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(starts.length);
    for (let n = 1; n < starts.length; n += 1) expect(starts[n]! - starts[n - 1]!).toBeGreaterThanOrEqual(6);
  });
});

describeEachDatabase("the crews' hours and each location's utilisation, four weeks ahead", (kind) => {
  const t = useTestApp(kind, { env: { CREWS_PER_SLOT: '1' } });

  it('counts the jobs and hours booked per crew against the hours the crews work, less time off', async () => {
    const token = await registerAdmin(t);
    const deep = await firstChoice(t);
    await t.database.handle.db
      .update(services)
      .set({ durationMinutes: FIVE_HOURS })
      .where(eq(services.id, deep.service));
    await book(t, deep, { date: TUESDAY, time: '9:00 AM', location: 'Lagos' });
    const crews = crewsResponse.parse((await t.request({ method: 'GET', url: '/api/admin/crews', token })).json());
    const abuja = crews.crews.find((crew) => crew.location === 'Abuja')!;
    const off = { firstDate: TUESDAY, lastDate: '2030-01-10' };
    const given = await t.request({
      method: 'POST',
      url: `/api/admin/crews/${abuja._id}/time-off`,
      payload: off,
      token,
    });
    expect(given.statusCode).toBe(201);

    const response = await t.request({ method: 'GET', url: '/api/admin/reports', token });
    const { crewHours, utilisation } = reportsResponse.parse(response.json());
    // 28 days from Monday 2030-01-07: 24 working days (Sundays closed) of 12 hours, 288 hours a crew.
    expect(crewHours).toEqual([
      { crew: 'Abuja crew 1', location: 'Abuja', jobs: 0, hours: 0 },
      { crew: 'Port Harcourt crew 1', location: 'Port Harcourt', jobs: 0, hours: 0 },
      { crew: 'Lagos crew 1', location: 'Lagos', jobs: 1, hours: 5 },
      { crew: 'Jalingo crew 1', location: 'Jalingo', jobs: 0, hours: 0 },
    ]);
    expect(utilisation).toEqual([
      // Three days off: 21 working days.
      { location: 'Abuja', bookedHours: 0, workingHours: 252, share: 0 },
      { location: 'Port Harcourt', bookedHours: 0, workingHours: 288, share: 0 },
      { location: 'Lagos', bookedHours: 5, workingHours: 288, share: 0.017 },
      { location: 'Jalingo', bookedHours: 0, workingHours: 288, share: 0 },
    ]);
  });

  it("draws a location's day crew by crew: hours, jobs as long as they last, time off, and jobs without a crew", async () => {
    const token = await login(t);
    const board = async (query: string) => {
      const response = await t.request({ method: 'GET', url: `/api/admin/schedule/crews?${query}`, token });
      expect(response.statusCode).toBe(200);
      return crewBoardResponse.parse(response.json());
    };
    const lagos = await board(`date=${TUESDAY}&location=Lagos`);
    expect(lagos).toMatchObject({ date: TUESDAY, location: 'Lagos', starts: 360, ends: 1080, travelMinutes: 0 });
    expect(lagos.lanes).toEqual([
      {
        crew: { _id: expect.any(String), name: 'Lagos crew 1' },
        hours: { starts: 360, ends: 1080 },
        off: null,
        jobs: [
          expect.objectContaining({ time: '9:00 AM', startMinute: 540, minutes: 300, status: 'awaiting-payment' }),
        ],
      },
    ]);
    const abuja = await board(`date=${TUESDAY}&location=Abuja`);
    expect(abuja.lanes).toEqual([
      { crew: { _id: expect.any(String), name: 'Abuja crew 1' }, hours: null, off: 'Time off', jobs: [] },
    ]);
    expect((await board('date=2030-01-13&location=Lagos')).lanes[0]?.off).toBe('Not a working day');
    // A job no crew was named for gets a lane of its own.
    // (As a payment after every crew was taken leaves one: made here by hand.)
    const loose = await book(t, await firstChoice(t), { date: '2030-01-09', time: '9:00 AM', location: 'Lagos' });
    await t.database.handle.db.execute(
      sql`UPDATE appointments SET date = ${TUESDAY}, time = '3:00 PM', crew_id = NULL WHERE id = ${loose.appointmentId}`,
    );
    const lanes = (await board(`date=${TUESDAY}&location=Lagos`)).lanes;
    expect(lanes.at(-1)).toEqual({
      crew: null,
      hours: null,
      off: null,
      jobs: [expect.objectContaining({ _id: loose.appointmentId, startMinute: 900, minutes: 300 })],
    });
    const bad = await t.request({ method: 'GET', url: '/api/admin/schedule/crews?date=2030-01-08', token });
    expect(bad.statusCode).toBe(400);
  });
});
