import { and, asc, desc, eq, gte, inArray, isNotNull, lte, ne, type SQL } from 'drizzle-orm';
import { labelHour } from '@clean/shared/lagos-time';
import { appointments, availabilitySettings, crewAreas, crews, crewTimeOff } from '../db/schema';
import { closedReason, slotHoursOn, travelMinutesAt, type OpeningRules } from '../domain/availability';
import {
  freeCrews,
  jobsByCrewDay,
  startMinuteOf,
  type CrewCalendar,
  type CrewHours,
  type CrewJob,
  type JobAsk,
} from '../domain/crew-time';
import type { Transaction } from '../db/transaction';
import { holdsCrew, runningHold } from './appointment-scopes';
import type { Reader } from './availability-repository';
import { advisoryLock } from './locks';

/** Where and when a job is, and how long it takes: a crew of its location works it from its start time. */
export interface Slot {
  date: string;
  time: string;
  location: string;
  durationMinutes: number;
  /** The area of the job's address: only crews that go there take it. */
  areaId?: string | null;
}

/** Which booking asks, when it already exists: it does not count against itself, and keeps its crew if free. */
export interface Asker {
  id: string;
  crewId: string | null;
}

/**
 * The lock of a location's crews on one date: every transaction that gives a crew a job on that date
 * takes it first, so two of them never give one crew overlapping jobs (across every API process on
 * the same database). Several are taken by date, then location (`lockCrewDays`).
 */
export const lockCrewDay = (tx: Transaction, slot: { date: string; location: string }) =>
  advisoryLock(tx, crewDayLockKey(slot));

/** The advisory lock key of a location's crews on a date. */
export const crewDayLockKey = (slot: { date: string; location: string }) => `crew-day|${slot.date}|${slot.location}`;

/** The crew-day locks of several jobs, each once, in the one order every transaction takes them. */
export async function lockCrewDays(
  tx: Transaction,
  slots: readonly { date: string; location: string }[],
): Promise<void> {
  const keys = [...new Set(slots.map((slot) => `${slot.date}|${slot.location}`))].sort();
  for (const key of keys) {
    const [date = '', location = ''] = key.split('|');
    await lockCrewDay(tx, { date, location });
  }
}

/** The travel time of every location as stored (a location not named has the default). */
export async function readTravelMinutes(reader: Reader): Promise<Map<string, number>> {
  const [row] = await reader
    .select({ travel: availabilitySettings.travelMinutes })
    .from(availabilitySettings)
    .where(eq(availabilitySettings.id, 'current'));
  return new Map(Object.entries(row?.travel ?? {}));
}

/**
 * The active crews (of `location`, or all), their time off and the jobs they hold from `from` to `to`
 * (inclusive): paid bookings and unpaid ones within their hold, other than `except`'s. Three queries,
 * one after another (a transaction is one connection).
 */
export async function readCrewCalendar(
  reader: Reader,
  window: { from: string; to: string; location?: string; now: Date; except?: string },
): Promise<CrewCalendar> {
  const { from, to, location, now, except } = window;
  const here = (column: typeof crews.location | typeof appointments.location): SQL | undefined =>
    location === undefined ? undefined : eq(column, location);
  const crewRows = await reader
    .select({
      id: crews.id,
      location: crews.location,
      workingDays: crews.workingDays,
      dayStartsMinute: crews.dayStartsMinute,
      dayEndsMinute: crews.dayEndsMinute,
    })
    .from(crews)
    .where(and(eq(crews.active, true), here(crews.location)))
    .orderBy(asc(crews.createdAt), asc(crews.name));
  const ids = crewRows.map((crew) => crew.id);
  const areaRows = ids.length === 0 ? [] : await reader.select().from(crewAreas).where(inArray(crewAreas.crewId, ids));
  const offRows =
    ids.length === 0
      ? []
      : await reader
          .select({ crewId: crewTimeOff.crewId, first: crewTimeOff.firstDate, last: crewTimeOff.lastDate })
          .from(crewTimeOff)
          .where(
            and(inArray(crewTimeOff.crewId, ids), gte(crewTimeOff.lastDate, from), lte(crewTimeOff.firstDate, to)),
          );
  const jobRows =
    ids.length === 0
      ? []
      : await reader
          .select({
            id: appointments.id,
            crewId: appointments.crewId,
            date: appointments.date,
            time: appointments.time,
            minutes: appointments.durationMinutes,
          })
          .from(appointments)
          .where(
            and(
              gte(appointments.date, from),
              lte(appointments.date, to),
              here(appointments.location),
              isNotNull(appointments.crewId),
              holdsCrew(now),
              except === undefined ? undefined : ne(appointments.id, except),
            ),
          );
  const byLocation = new Map<string, CrewHours[]>();
  for (const row of crewRows) {
    const crew: CrewHours = {
      id: row.id,
      workingDays: row.workingDays,
      dayStartsMinute: row.dayStartsMinute,
      dayEndsMinute: row.dayEndsMinute,
      timeOff: offRows.filter((off) => off.crewId === row.id),
      areas: areaRows.filter((limit) => limit.crewId === row.id).map((limit) => limit.areaId),
    };
    byLocation.set(row.location, [...(byLocation.get(row.location) ?? []), crew]);
  }
  const jobs = jobRows.flatMap((row): CrewJob[] => {
    const startMinute = startMinuteOf(row.time);
    return row.crewId === null || startMinute === null
      ? []
      : [{ id: row.id, crewId: row.crewId, date: row.date, startMinute, minutes: row.minutes }];
  });
  return { crewsAt: (place) => byLocation.get(place) ?? [], jobsOn: jobsByCrewDay(jobs) };
}

/** The job `slot` asks a crew for, or null when its time is no start time. */
export function askOf(slot: Slot, travelMinutes: number): JobAsk | null {
  const startMinute = startMinuteOf(slot.time);
  return startMinute === null
    ? null
    : { date: slot.date, startMinute, minutes: slot.durationMinutes, travelMinutes, area: slot.areaId ?? null };
}

/**
 * The best crew of the slot's location free for the whole job (see `freeCrews`: the asker's own crew
 * first), or null. The caller holds the crew-day lock of the slot (`lockCrewDay`).
 */
export async function freeCrew(
  tx: Transaction,
  slot: Slot,
  travelMinutes: number,
  now: Date,
  asker?: Asker,
): Promise<string | null> {
  const ask = askOf(slot, travelMinutes);
  if (!ask) return null;
  const calendar = await readCrewCalendar(tx, {
    from: slot.date,
    to: slot.date,
    location: slot.location,
    now,
    except: asker?.id,
  });
  const [best] = freeCrews(
    calendar.crewsAt(slot.location),
    (crewId) => calendar.jobsOn(crewId, slot.date),
    ask,
    asker?.crewId,
  );
  return best?.id ?? null;
}

/**
 * The crew a booking takes at `slot` under `rules`, or null when no crew is free for the whole job or
 * the rules do not offer its start. The caller holds the slot's crew-day lock and the rules lock
 * shared, so nobody else gives these crews a job that day, nor changes the rules, before its
 * transaction ends.
 */
export async function crewForSlot(
  tx: Transaction,
  rules: OpeningRules,
  slot: Slot,
  now: Date,
  asker?: Asker,
): Promise<string | null> {
  if (closedReason(rules, slot.date, slot.location) !== null) return null;
  const hour = labelHour(slot.time);
  if (hour === null || !slotHoursOn(rules, slot.date).includes(hour)) return null;
  return freeCrew(tx, slot, travelMinutesAt(rules, slot.location), now, asker);
}

/**
 * For a paid job no crew is free for: the crew of an unpaid hold that day whose leaving frees that crew
 * for it; the hold keeps its time without a crew until it runs out or is paid. Null when there is none.
 */
export async function crewOfAHold(
  tx: Transaction,
  job: Slot & { id: string },
  travelMinutes: number,
  now: Date,
): Promise<string | null> {
  const holds = await tx
    .select({ id: appointments.id, crewId: appointments.crewId })
    .from(appointments)
    .innerJoin(crews, and(eq(crews.id, appointments.crewId), eq(crews.active, true)))
    .where(
      and(
        eq(appointments.date, job.date),
        eq(appointments.location, job.location),
        ne(appointments.id, job.id),
        runningHold(now),
      ),
    )
    .orderBy(desc(appointments.createdAt));
  const ask = askOf(job, travelMinutes);
  if (!ask) return null;
  for (const hold of holds) {
    const calendar = await readCrewCalendar(tx, {
      from: job.date,
      to: job.date,
      location: job.location,
      now,
      except: hold.id,
    });
    const crew = calendar.crewsAt(job.location).find((each) => each.id === hold.crewId);
    if (crew && freeCrews([crew], (crewId) => calendar.jobsOn(crewId, job.date), ask).length > 0) {
      await tx.update(appointments).set({ crewId: null }).where(eq(appointments.id, hold.id));
      return crew.id;
    }
  }
  return null;
}
