import { sql } from 'drizzle-orm';
import { prepareDatabase } from '../../src/services/prepare-database';
import { rulesUpdatedSummary } from '../../src/domain/audit-sentences';
import { rulesSource, strandedBy, toSettings } from '../../src/repositories/availability-repository';
import { LOCATIONS } from '@clean/shared/constants';
import { computeAvailability, crewsAt, slotProblems, type OpeningRules } from '../../src/domain/availability';
import { jobsByCrewDay, type CrewCalendar, type CrewHours, type CrewJob } from '../../src/domain/crew-time';
import { SETUP_TIMEOUT_MS, testConfig } from '../helpers/build-app';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../helpers/database';
import { queryRows } from '../helpers/fixtures';

/** Monday 2030-01-07, 09:30 in Lagos. */
const NOW = new Date('2030-01-07T08:30:00Z');

const RULES: OpeningRules = {
  slotHours: [6, 7, 8, 9, 10],
  closedWeekdays: [0],
  crews: new Map([
    ['Abuja', 2],
    ['Port Harcourt', 1],
    ['Lagos', 1],
    ['Jalingo', 0],
  ]),
  // No travel time here: each job below ends where the next hour starts.
  travelMinutes: new Map(LOCATIONS.map((location) => [location, 0])),
  closedDates: [{ id: 'c1', date: '2030-01-08', location: 'Lagos', label: 'Staff training' }],
  horizonDays: 7,
  updatedAt: null,
};

const paid = (id: string, date: string, time: string, location = 'Lagos') => ({
  _id: id,
  reference: `REF-${id}`,
  customerName: `Customer ${id}`,
  location,
  date,
  time,
});

describe('availability rules per location', () => {
  it('crews: the location’s, none on a closed day or at an hour not offered (Saturday’s short list)', () => {
    expect(crewsAt(RULES, { date: '2030-01-09', time: '7:00 AM', location: 'Abuja' })).toBe(2);
    expect(crewsAt(RULES, { date: '2030-01-08', time: '7:00 AM', location: 'Lagos' })).toBe(0);
    expect(crewsAt(RULES, { date: '2030-01-08', time: '7:00 AM', location: 'Abuja' })).toBe(2);
    expect(crewsAt(RULES, { date: '2030-01-13', time: '7:00 AM', location: 'Abuja' })).toBe(0);
    expect(crewsAt(RULES, { date: '2030-01-12', time: '8:00 AM', location: 'Abuja' })).toBe(2);
    expect(crewsAt(RULES, { date: '2030-01-12', time: '9:00 AM', location: 'Abuja' })).toBe(0);
    expect(crewsAt(RULES, { date: '2030-01-09', time: '11:00 AM', location: 'Abuja' })).toBe(0);
  });

  it('without a location, offers a time when any location open that day has a crew free', () => {
    // The locations' crews as RULES counts them, working every day from 6:00 AM to 6:00 PM.
    const crewsOf = (location: string, count: number): CrewHours[] =>
      Array.from({ length: count }, (_, n) => ({
        id: `${location} ${n + 1}`,
        workingDays: [0, 1, 2, 3, 4, 5, 6],
        dayStartsMinute: 6 * 60,
        dayEndsMinute: 18 * 60,
        timeOff: [],
      }));
    const job = (crewId: string, hour: number, n: number): CrewJob => ({
      id: `job ${n}`,
      crewId,
      date: '2030-01-08',
      startMinute: hour * 60,
      minutes: 60,
    });
    const jobs = [
      job('Abuja 1', 9, 1),
      job('Abuja 2', 9, 2),
      job('Port Harcourt 1', 9, 3),
      job('Abuja 1', 10, 4),
      job('Abuja 2', 10, 5),
    ];
    const jobsOn = jobsByCrewDay(jobs);
    const calendar: CrewCalendar = {
      crewsAt: (location) => crewsOf(location, RULES.crews.get(location) ?? 0),
      jobsOn,
    };
    const all = computeAvailability(RULES, NOW, calendar, 60);
    const tuesday = all.find((entry) => entry.date === '2030-01-08');
    // Lagos, the only one with a crew left at 9:00 AM, is closed that day; Jalingo has no crews.
    expect(tuesday?.availableTimes).toEqual(['6:00 AM', '7:00 AM', '8:00 AM', '10:00 AM']);
    expect(computeAvailability(RULES, NOW, calendar, 60, 'Lagos').map((entry) => entry.date)).not.toContain(
      '2030-01-08',
    );
    expect(computeAvailability(RULES, NOW, calendar, 60, 'Jalingo').every((e) => e.availableTimes.length === 0)).toBe(
      true,
    );
    // Today only the hours still ahead (09:30 now).
    expect(all[0]).toEqual({ date: '2030-01-07', availableTimes: ['10:00 AM'] });
    // A job of three hours at Port Harcourt: its one crew is busy at 9:00, so neither 7:00 nor 8:00 fit.
    expect(computeAvailability(RULES, NOW, calendar, 180, 'Port Harcourt')[1]).toEqual({
      date: '2030-01-08',
      availableTimes: ['6:00 AM', '10:00 AM'],
    });
  });

  it('a booking on a date closed at its location is refused on the date', () => {
    expect(slotProblems(RULES, NOW, '2030-01-08', '7:00 AM', 'Lagos')).toEqual([
      { field: 'date', message: 'We are closed on this date. Please choose another day.' },
    ]);
    expect(slotProblems(RULES, NOW, '2030-01-08', '7:00 AM', 'Abuja')).toEqual([]);
  });

  it('stranded: bookings at a removed hour or closed day, and every paid booking of an overfull slot', () => {
    const bookings = [
      paid('b', '2030-01-09', '7:00 AM'),
      paid('a', '2030-01-09', '7:00 AM'),
      paid('c', '2030-01-09', '8:00 AM'),
      paid('d', '2030-01-09', '6:00 AM', 'Abuja'),
      paid('e', '2030-01-10', '6:00 AM'),
    ];
    expect(strandedBy(RULES, bookings).map((booking) => booking._id)).toEqual(['a', 'b']);
    const without8 = { ...RULES, slotHours: [6, 7, 9, 10] };
    expect(strandedBy(without8, bookings).map((booking) => booking._id)).toEqual(['a', 'b', 'c']);
    const wednesdaysClosed = { ...RULES, closedWeekdays: [0, 3], crews: new Map([['Lagos', 2]]) };
    expect(strandedBy(wednesdaysClosed, bookings).map((booking) => booking._id)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('describes a change, or nothing when nothing changed', () => {
    const same = {
      slotHours: [...RULES.slotHours],
      closedWeekdays: [...RULES.closedWeekdays],
      crews: toSettings(RULES).crews,
    };
    expect(rulesUpdatedSummary(RULES, same)).toBeNull();
    expect(
      rulesUpdatedSummary(RULES, {
        slotHours: [6, 7],
        closedWeekdays: [],
        crews: same.crews.map((entry) => (entry.location === 'Abuja' ? { ...entry, crewsPerSlot: 5 } : entry)),
      }),
    ).toBe(
      'Slot hours: 6:00 AM, 7:00 AM, 8:00 AM, 9:00 AM, 10:00 AM → 6:00 AM, 7:00 AM; ' +
        'crews per slot at Abuja: 2 → 5; closed weekdays: Sunday → none',
    );
  });
});

describeEachDatabase('first availability rules from the environment', (kind) => {
  let database: TestDatabase | undefined;
  const handle = () => {
    if (!database) throw new Error('Made in beforeAll');
    return database.handle;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // Migrated without rules (as the test helpers' databases are).
    await prepareDatabase(database.handle, { seed: false });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => database?.dispose(), SETUP_TIMEOUT_MS);

  it(
    'are written once, even by two starts at the same time; later starts keep what admins set',
    async () => {
      const first = testConfig({ CREWS_PER_SLOT: '4', SLOT_HOURS: '7-9', CLOSED_DATES: '2030-01-08,2030-01-09' });
      const source = rulesSource(first.availability);
      expect((await source.read(handle().db, '2030-01-07')).updatedAt).toBeNull();

      await Promise.all([
        prepareDatabase(handle(), { seed: false, availability: first.availability }),
        prepareDatabase(handle(), { seed: false, availability: first.availability }),
      ]);
      const stored = await source.read(handle().db, '2030-01-07');
      expect(stored.slotHours).toEqual([7, 8, 9]);
      expect([...stored.crews.values()]).toEqual([4, 4, 4, 4]);
      expect(stored.closedDates.map((date) => [date.date, date.location])).toEqual([
        ['2030-01-08', null],
        ['2030-01-09', null],
      ]);
      expect(stored.updatedAt).not.toBeNull();

      // An admin reopens a date and changes the crews; a restart with other values changes nothing.
      await handle().db.execute(sql`DELETE FROM closed_dates WHERE date = '2030-01-09'`);
      await handle().db.execute(sql`
        INSERT INTO crews (id, name, location, working_days, day_starts_minute, day_ends_minute)
        VALUES ('extra-1', 'Lagos crew 5', 'Lagos', '[1,2,3,4,5]', 420, 600),
               ('extra-2', 'Lagos crew 6', 'Lagos', '[1,2,3,4,5]', 420, 600)`);
      const other = testConfig({ CREWS_PER_SLOT: '1', SLOT_HOURS: '6-17', CLOSED_DATES: '2030-01-09' });
      await prepareDatabase(handle(), { seed: false, availability: other.availability });
      const after = await source.read(handle().db, '2030-01-07');
      expect(after.slotHours).toEqual([7, 8, 9]);
      expect(after.crews.get('Lagos')).toBe(6);
      expect(after.crews.get('Abuja')).toBe(4);
      expect(after.closedDates.map((date) => date.date)).toEqual(['2030-01-08']);
      const rows = await queryRows<{ total: number }>(
        handle(),
        sql`SELECT count(*)::int AS total FROM availability_settings`,
      );
      expect(rows).toEqual([{ total: 1 }]);
    },
    SETUP_TIMEOUT_MS,
  );
});
