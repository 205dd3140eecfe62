import {
  clashes,
  freeCrews,
  jobsByCrewDay,
  refusalOf,
  worksThen,
  type CrewHours,
  type CrewJob,
} from '../../src/domain/crew-time';

/** Tuesday 2030-01-08; Monday to Saturday, 8:00 AM to 5:00 PM, unless told otherwise. */
const DATE = '2030-01-08';
const crew = (id: string, extra: Partial<CrewHours> = {}): CrewHours => ({
  id,
  workingDays: [1, 2, 3, 4, 5, 6],
  dayStartsMinute: 8 * 60,
  dayEndsMinute: 17 * 60,
  timeOff: [],
  ...extra,
});
const job = (crewId: string, hour: number, hours: number, id = `${crewId}@${hour}`): CrewJob => ({
  id,
  crewId,
  date: DATE,
  startMinute: hour * 60,
  minutes: hours * 60,
});
const ask = (hour: number, hours: number, travelMinutes = 45) => ({
  date: DATE,
  startMinute: hour * 60,
  minutes: hours * 60,
  travelMinutes,
});

describe("a crew's time", () => {
  it('works a job only on its days, whole within its hours, and not on time off', () => {
    expect(worksThen(crew('a'), ask(8, 9))).toBe(true);
    // Ends at 5:30 PM, after its day.
    expect(worksThen(crew('a'), ask(9, 8.5))).toBe(false);
    expect(worksThen(crew('a'), ask(7, 2))).toBe(false);
    expect(worksThen(crew('a', { workingDays: [1, 3] }), ask(9, 2))).toBe(false);
    expect(worksThen(crew('a', { timeOff: [{ first: '2030-01-07', last: DATE }] }), ask(9, 2))).toBe(false);
    expect(worksThen(crew('a', { timeOff: [{ first: '2030-01-09', last: '2030-01-20' }] }), ask(9, 2))).toBe(true);
  });

  it('keeps the travel time between two jobs, before and after', () => {
    // A job 9:00-11:00: with 45 minutes of travel the next may start at 11:45, the one before end at 8:15.
    const booked = job('a', 9, 2);
    expect(clashes(booked, ask(11, 1))).toBe(true);
    expect(clashes(booked, { ...ask(11, 1), startMinute: 11 * 60 + 45 })).toBe(false);
    expect(clashes(booked, ask(12, 1))).toBe(false);
    expect(clashes(booked, ask(7, 1.5))).toBe(true);
    expect(clashes(booked, { ...ask(7, 1), minutes: 75 })).toBe(false);
    expect(clashes(booked, ask(11, 1, 0))).toBe(false);
    expect(clashes(booked, ask(10, 4))).toBe(true);
  });

  it('ranks free crews: the booking’s own, then the least loaded that day, the most room around, the oldest', () => {
    const crews = [crew('old'), crew('mid'), crew('new')];
    const jobsOn = jobsByCrewDay([job('old', 14, 2), job('mid', 8, 1), job('new', 15, 2)]);
    const jobsOf = (crewId: string) => jobsOn(crewId, DATE);
    // 'mid' is the least loaded (1 hour); 'old' and 'new' have 2 hours each, 'new' more room after 10-12.
    expect(freeCrews(crews, jobsOf, ask(10, 2)).map((each) => each.id)).toEqual(['mid', 'new', 'old']);
    expect(freeCrews(crews, jobsOf, ask(10, 2), 'old').map((each) => each.id)).toEqual(['old', 'mid', 'new']);
    // Same load, same room: the oldest first.
    expect(freeCrews([crew('b'), crew('a')], () => [], ask(10, 2)).map((each) => each.id)).toEqual(['b', 'a']);
    // 9:30 AM-1:30 PM reaches 'mid' (busy till 9:45 with travel) and 'old' (from 1:15 PM): only 'new' is free.
    const long = { ...ask(9, 4), startMinute: 9 * 60 + 30 };
    expect(freeCrews(crews, jobsOf, long).map((each) => each.id)).toEqual(['new']);
  });

  it('says why a crew an admin chose cannot take a job', () => {
    const jobs = [job('a', 9, 2, 'first')];
    expect(refusalOf(crew('a'), jobs, ask(11, 1))).toEqual({ reason: 'busy', job: jobs[0] });
    expect(refusalOf(crew('a'), jobs, ask(16, 2))).toEqual({ reason: 'off' });
    expect(refusalOf(crew('a'), jobs, ask(13, 2))).toBeNull();
  });
});
