import { labelHour, weekday } from '@clean/shared/lagos-time';

/**
 * Who is free when (docs/PRODUCT.md, "Jobs of real length"): a crew works its days and hours, except
 * on its time off, and does one job at a time with the location's travel time after each. Pure: the
 * repositories read the crews and their jobs, these decide.
 */

/** A crew as the calendar sees it. */
export interface CrewHours {
  id: string;
  /** 0 = Sunday … 6 = Saturday. */
  workingDays: readonly number[];
  /** Minutes after midnight (Lagos) its day starts and ends: a job must fit between them. */
  dayStartsMinute: number;
  dayEndsMinute: number;
  /** Dates it does not work, from `first` to `last` (inclusive). */
  timeOff: readonly { first: string; last: string }[];
  /** The areas of its location it is limited to (docs/PRODUCT.md, "Areas and landmarks"); none: every area. */
  areas?: readonly string[];
}

/** A job a crew holds: from `startMinute` (after midnight, Lagos) on `date`, for `minutes`. */
export interface CrewJob {
  /** The booking it is. */
  id: string;
  crewId: string;
  date: string;
  startMinute: number;
  minutes: number;
}

/** A job to place: its date, start and length, and the travel time its location needs between jobs. */
export interface JobAsk {
  date: string;
  startMinute: number;
  minutes: number;
  travelMinutes: number;
  /** The area of the job's address, when the booking named one. */
  area?: string | null;
}

/** Whether a crew goes to `area`: one limited to areas only to those; any crew when there is no area. */
export const goesTo = (crew: CrewHours, area: string | null | undefined): boolean =>
  !area || !crew.areas || crew.areas.length === 0 || crew.areas.includes(area);

/** Whether the crew names `area` among its own (it is the area's crew, not one that goes everywhere). */
const listsArea = (crew: CrewHours, area: string | null | undefined): boolean =>
  Boolean(area) && (crew.areas ?? []).includes(area ?? '');

/** What the calendar knows of the crews over some dates: who works where, and their jobs. */
export interface CrewCalendar {
  /** The active crews of a location, oldest first. */
  crewsAt(location: string): readonly CrewHours[];
  /** A crew's jobs on a date. */
  jobsOn(crewId: string, date: string): readonly CrewJob[];
}

/** Whether the crew works all of the job: on one of its days, within its hours, not on time off. */
export function worksThen(crew: CrewHours, ask: Omit<JobAsk, 'travelMinutes'>): boolean {
  return (
    workingMinutes(crew, ask.date) > 0 &&
    ask.startMinute >= crew.dayStartsMinute &&
    ask.startMinute + ask.minutes <= crew.dayEndsMinute
  );
}

/** Why a crew cannot take a job: it does not work then, or another of its jobs is too close (`job`). */
export type CrewRefusal = { reason: 'off' } | { reason: 'busy'; job: CrewJob };

/** Why `crew` cannot take the job, or null when it can (an admin's choice of crew is checked so). */
export function refusalOf(crew: CrewHours, jobs: readonly CrewJob[], ask: JobAsk): CrewRefusal | null {
  if (!worksThen(crew, ask)) return { reason: 'off' };
  const clash = jobs.find((job) => clashes(job, ask));
  return clash ? { reason: 'busy', job: clash } : null;
}

/** Whether two jobs of one crew on one date leave less than the travel time between them. */
export function clashes(job: Pick<CrewJob, 'startMinute' | 'minutes'>, ask: JobAsk): boolean {
  return (
    ask.startMinute < job.startMinute + job.minutes + ask.travelMinutes &&
    job.startMinute < ask.startMinute + ask.minutes + ask.travelMinutes
  );
}

/** Minutes from the job to the crew's nearest other job (or the edge of its day), before and after. */
function roomAround(crew: CrewHours, jobs: readonly CrewJob[], ask: JobAsk): number {
  let before = ask.startMinute - crew.dayStartsMinute;
  let after = crew.dayEndsMinute - (ask.startMinute + ask.minutes);
  for (const job of jobs) {
    if (job.startMinute < ask.startMinute) before = Math.min(before, ask.startMinute - (job.startMinute + job.minutes));
    else after = Math.min(after, job.startMinute - (ask.startMinute + ask.minutes));
  }
  return before + after;
}

/**
 * The crews free for the whole job that go to its area, best first: `preferred` when it is one of them
 * (a booking keeps its crew), then a crew that lists the job's area over one that goes everywhere
 * (docs/PRODUCT.md, "Areas and landmarks"), then the least loaded that day (minutes booked), then the one with the most free time around
 * the job, then in the order given (oldest first). `jobsOf` gives a crew's jobs on the ask's date.
 */
export function freeCrews(
  crews: readonly CrewHours[],
  jobsOf: (crewId: string) => readonly CrewJob[],
  ask: JobAsk,
  preferred?: string | null,
): CrewHours[] {
  const free = crews.flatMap((crew, order) => {
    if (!goesTo(crew, ask.area) || !worksThen(crew, ask)) return [];
    const jobs = jobsOf(crew.id);
    if (jobs.some((job) => clashes(job, ask))) return [];
    const load = jobs.reduce((sum, job) => sum + job.minutes, 0);
    return [{ crew, order, load, room: roomAround(crew, jobs, ask) }];
  });
  free.sort(
    (a, b) =>
      Number(b.crew.id === preferred) - Number(a.crew.id === preferred) ||
      Number(listsArea(b.crew, ask.area)) - Number(listsArea(a.crew, ask.area)) ||
      a.load - b.load ||
      b.room - a.room ||
      a.order - b.order,
  );
  return free.map((entry) => entry.crew);
}

/** Whether any of the crews is free for the whole job (the calendar's question, without ranking). */
export function anyCrewFree(
  crews: readonly CrewHours[],
  jobsOf: (crewId: string) => readonly CrewJob[],
  ask: JobAsk,
): boolean {
  return crews.some(
    (crew) => goesTo(crew, ask.area) && worksThen(crew, ask) && !jobsOf(crew.id).some((job) => clashes(job, ask)),
  );
}

/** A crew's jobs by date: `jobsOn(crewId, date)` for the calendar's many questions over a window. */
export function jobsByCrewDay(jobs: readonly CrewJob[]): (crewId: string, date: string) => readonly CrewJob[] {
  const index = new Map<string, CrewJob[]>();
  for (const job of jobs) {
    const key = `${job.crewId}|${job.date}`;
    const list = index.get(key);
    if (list) list.push(job);
    else index.set(key, [job]);
  }
  return (crewId, date) => index.get(`${crewId}|${date}`) ?? [];
}

/** Minutes a crew works on `date`: its hours on one of its days, none on time off or another day. */
export function workingMinutes(crew: CrewHours, date: string): number {
  const off = crew.timeOff.some((range) => range.first <= date && date <= range.last);
  return off || !crew.workingDays.includes(weekday(date)) ? 0 : crew.dayEndsMinute - crew.dayStartsMinute;
}

/** A start time as minutes after midnight ('9:00 AM' → 540); null for a label that is not one. */
export function startMinuteOf(time: string): number | null {
  const hour = labelHour(time);
  return hour === null ? null : hour * 60;
}
