/**
 * The crew board (docs/PRODUCT.md, Jobs of real length): one location's day, a lane per crew with the
 * hours it works that day and its jobs as long as they last, and a lane for jobs without a crew.
 */
import type { CrewBoardJob, CrewBoardLane, CrewBoardResponse } from '@clean/shared/schemas';
import { bookingStatusOf } from '../domain/booking-status';
import { travelMinutesAt } from '../domain/availability';
import { startMinuteOf, workingMinutes } from '../domain/crew-time';
import type { AvailabilityRepository } from '../repositories/availability-repository';
import type { CrewBoardRow, ScheduleRepository } from '../repositories/schedule-repository';

export interface CrewBoardDeps {
  schedule: Pick<ScheduleRepository, 'crewDay'>;
  availability: Pick<AvailabilityRepository, 'between'>;
}

/** The board's axis when no crew works that day: the default crews' day, 6:00 AM to 6:00 PM. */
const DEFAULT_DAY = { starts: 6 * 60, ends: 18 * 60 };

function toJob(row: CrewBoardRow, now: Date): CrewBoardJob {
  return {
    _id: row.id,
    reference: row.reference,
    customerName: `${row.firstName} ${row.lastName}`,
    service: row.serviceName,
    time: row.time,
    startMinute: startMinuteOf(row.time) ?? 0,
    minutes: row.durationMinutes,
    status: bookingStatusOf(row, now),
  };
}

export async function readCrewBoard(
  deps: CrewBoardDeps,
  date: string,
  location: string,
  now: Date,
): Promise<Omit<CrewBoardResponse, 'success'>> {
  const [day, rules] = await Promise.all([
    deps.schedule.crewDay(date, location, now),
    deps.availability.between(date, date),
  ]);
  const byStart = (a: CrewBoardJob, b: CrewBoardJob) =>
    a.startMinute - b.startMinute || a.reference.localeCompare(b.reference);
  const jobsOf = (crewId: string | null) =>
    day.jobs
      .filter((job) => job.crewId === crewId)
      .map((job) => toJob(job, now))
      .sort(byStart);
  const lanes: CrewBoardLane[] = day.crews.map((crew) => {
    const off = day.timeOff.find((range) => range.crewId === crew.id);
    const hours = {
      id: crew.id,
      workingDays: crew.workingDays,
      dayStartsMinute: crew.dayStartsMinute,
      dayEndsMinute: crew.dayEndsMinute,
      timeOff: off ? [{ first: off.firstDate, last: off.lastDate }] : [],
    };
    const works = workingMinutes(hours, date) > 0;
    return {
      crew: { _id: crew.id, name: crew.name },
      hours: works ? { starts: crew.dayStartsMinute, ends: crew.dayEndsMinute } : null,
      off: works ? null : off ? `Time off${off.note ? `: ${off.note}` : ''}` : 'Not a working day',
      jobs: jobsOf(crew.id),
    };
  });
  const unassigned = jobsOf(null);
  if (unassigned.length > 0) lanes.push({ crew: null, hours: null, off: null, jobs: unassigned });
  const worked = lanes.flatMap((lane) => (lane.hours ? [lane.hours] : []));
  const jobs = lanes.flatMap((lane) => lane.jobs);
  const starts = Math.min(...worked.map((hours) => hours.starts), ...jobs.map((job) => job.startMinute));
  const ends = Math.max(...worked.map((hours) => hours.ends), ...jobs.map((job) => job.startMinute + job.minutes));
  return {
    date,
    location,
    starts: Number.isFinite(starts) ? starts : DEFAULT_DAY.starts,
    ends: Number.isFinite(ends) ? ends : DEFAULT_DAY.ends,
    travelMinutes: travelMinutesAt(rules, location),
    lanes,
  };
}
