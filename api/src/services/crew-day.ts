/**
 * The crew's day (docs/PRODUCT.md, "The crew's day"): a signed-in device reads its crew's jobs of today
 * and tomorrow and records the steps of each. A step carries the phone's own key, so one sent twice
 * (offline, then again after a lost answer) is recorded once; each is written under the job's row lock,
 * so two phones of a crew cannot both take a job past its last step.
 */
import { addDays, byHour, lagosDate } from '@clean/shared/lagos-time';
import type { CrewJob, JobEvent, JobEventPayload, JobStep } from '@clean/shared/schemas';
import { photoPath } from '../domain/photo-link';
import { internationalNigerianPhone } from '../messages/sms';
import { queueBookingMessage, type BookingMessageOutbox } from '../messages/queue-message';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { CrewSessionRow } from '../repositories/crew-device-repository';
import type { CrewJobRepository, CrewJobRow, JobEventRow, JobPhotoRow } from '../repositories/crew-job-repository';
import type { Transaction, UnitOfWork } from '../db/transaction';

export interface CrewDayDeps extends UnitOfWork {
  crewJobs: CrewJobRepository;
  outbox: BookingMessageOutbox;
  /** Signs the photos' addresses (the manage links' key). */
  linkSecret: string;
  now: () => Date;
}

/** How far each step takes a job; a job goes only forward, and `done` and `could-not-work` end it. */
const STEP_ORDER: Record<JobStep, number> = {
  assigned: 0,
  'on-my-way': 1,
  started: 2,
  done: 3,
  'could-not-work': 3,
};
export const isFinal = (step: JobStep): boolean => STEP_ORDER[step] === 3;

/** A step may say it happened this far ahead of the server's clock (phones' clocks drift). */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** An offline phone may send a step this late. */
const OLDEST_STEP_MS = 7 * 24 * 60 * 60 * 1000;

function mapUrl(row: AppointmentRow): string {
  const place = [row.address, row.areaName, row.location, row.landmark && `near ${row.landmark}`].filter(Boolean);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place.join(', '))}`;
}

/** A step as the office and the phone see it, its photos at signed addresses. */
export function toJobEvent(event: JobEventRow & { crewName: string }, secret: string, now: Date): JobEvent {
  return {
    _id: event.id,
    kind: event.kind,
    at: event.happenedAt.toISOString(),
    receivedAt: event.receivedAt.toISOString(),
    member: event.memberName,
    crew: event.crewName,
    reason: event.reason ?? null,
    note: event.note ?? null,
    checklist: event.checklist,
    photos: event.photos.map((id) => ({ _id: id, url: photoPath(secret, id, now) })),
  };
}

export function toCrewJob(job: CrewJobRow, events: JobEvent[]): CrewJob {
  const row = job.appointment;
  const phone = internationalNigerianPhone(row.phone);
  return {
    _id: row.id,
    reference: row.reference,
    date: row.date,
    time: row.time,
    durationMinutes: row.durationMinutes,
    product: row.productName,
    service: row.serviceName,
    priceLines: row.priceLines ?? [],
    address: row.address,
    area: row.areaName,
    landmark: row.landmark,
    mapUrl: mapUrl(row),
    customer: {
      firstName: row.firstName,
      phone: phone ?? row.phone,
      whatsappUrl: phone ? `https://wa.me/${phone.slice(1)}` : null,
    },
    notes: row.notes,
    checklist: job.checklist,
    step: row.jobStep ?? 'assigned',
    events,
  };
}

/** Today's and tomorrow's dates in Lagos. */
export function crewDayDates(now: Date): { today: string; tomorrow: string } {
  const today = lagosDate(now);
  return { today, tomorrow: addDays(today, 1) };
}

/** The jobs with their steps, in the day's order (date, then start time). */
async function withEvents(deps: CrewDayDeps, jobs: CrewJobRow[], reader?: Transaction): Promise<CrewJob[]> {
  const now = deps.now();
  const events = await deps.crewJobs.eventsOf(
    jobs.map((job) => job.appointment.id),
    reader,
  );
  return jobs.map((job) =>
    toCrewJob(
      job,
      events
        .filter((event) => event.appointmentId === job.appointment.id)
        .map((event) => toJobEvent(event, deps.linkSecret, now)),
    ),
  );
}

/** The crew's day: its jobs of today, then tomorrow's, each by start time. */
export async function crewDay(deps: CrewDayDeps, session: CrewSessionRow) {
  const { today, tomorrow } = crewDayDates(deps.now());
  const jobs = await deps.crewJobs.jobsOf(session.crew.id, [today, tomorrow]);
  jobs.sort(
    (a, b) => a.appointment.date.localeCompare(b.appointment.date) || byHour(a.appointment.time, b.appointment.time),
  );
  return { today, jobs: await withEvents(deps, jobs) };
}

/** How a step ended: recorded (or recorded before, by its key), or why not. */
export type StepResult =
  | { outcome: 'recorded' | 'repeated'; job: CrewJob }
  | { outcome: 'not-found' }
  | { outcome: 'refused'; message: string; field?: 'at' | 'photos' };

const stepMessages: Record<Exclude<JobStep, 'assigned'>, string> = {
  'on-my-way': 'The customer is told you are on the way.',
  started: 'Started. Tap Done when the work is finished.',
  done: 'Done. Thank you!',
  'could-not-work': 'Recorded. The office will call the customer to rebook.',
};
export const stepMessage = (step: Exclude<JobStep, 'assigned'>): string => stepMessages[step];

/** Records `step` at the crew's job `id` (see the module's comment). */
export async function recordJobStep(
  deps: CrewDayDeps,
  session: CrewSessionRow,
  id: string,
  step: JobEventPayload,
): Promise<StepResult> {
  const now = deps.now();
  const at = new Date(step.at);
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    return { outcome: 'refused', field: 'at', message: "The phone's clock is ahead: set it to the right time." };
  }
  if (at.getTime() < now.getTime() - OLDEST_STEP_MS) {
    return { outcome: 'refused', field: 'at', message: 'This step is more than 7 days old: tell the office instead.' };
  }
  // No read cache changes: a job keeps its crew whatever its step.
  return deps.db.transaction(async (tx): Promise<StepResult> => {
    const job = await deps.crewJobs.lockJob(tx, session.crew.id, id);
    if (!job) return { outcome: 'not-found' as const };
    const answer = async (outcome: 'recorded' | 'repeated', row: AppointmentRow) => ({
      outcome,
      job: (await withEvents(deps, [{ ...job, appointment: row }], tx))[0] as CrewJob,
    });
    const earlier = await deps.crewJobs.findEvent(tx, step.key);
    if (earlier) {
      if (earlier.appointmentId !== id || earlier.kind !== step.kind) {
        return { outcome: 'refused' as const, message: 'This action key was used for another step.' };
      }
      return answer('repeated', job.appointment);
    }
    const current: JobStep = job.appointment.jobStep ?? 'assigned';
    if (isFinal(current)) {
      return {
        outcome: 'refused' as const,
        message: `This job is already marked '${current === 'done' ? 'Done' : 'Could not work'}'.`,
      };
    }
    if (job.appointment.date > crewDayDates(now).today) {
      return {
        outcome: 'refused' as const,
        message: `This job is on ${job.appointment.date}: record its steps on the day.`,
      };
    }
    if (job.appointment.cancelled) return { outcome: 'refused' as const, message: 'This booking was cancelled.' };
    let photos: JobPhotoRow[] = [];
    if (step.kind === 'done' && step.photos.length > 0) {
      photos = await deps.crewJobs.photosOf(id, step.photos, tx);
      if (photos.length !== new Set(step.photos).size) {
        return {
          outcome: 'refused' as const,
          field: 'photos' as const,
          message: 'A photo was not uploaded: upload it again.',
        };
      }
    }
    await deps.crewJobs.addEvent(tx, {
      id: step.key,
      appointmentId: id,
      crewId: session.crew.id,
      deviceId: session.device.id,
      memberName: session.device.memberName,
      kind: step.kind,
      happenedAt: at,
      receivedAt: now,
      reason: step.kind === 'could-not-work' ? step.reason : null,
      note: step.kind === 'could-not-work' ? step.note?.trim() || null : null,
      checklist: step.kind === 'done' ? step.checklist.filter((item) => job.checklist.includes(item)) : [],
      photos: photos.map((photo) => photo.id),
    });
    // A step behind the job's (an 'on my way' sent after 'started' from another phone) is kept in
    // the timeline but does not move the job back.
    const moved = STEP_ORDER[step.kind] > STEP_ORDER[current];
    const row = moved ? await deps.crewJobs.setStep(tx, id, step.kind) : job.appointment;
    if (moved) await tellCustomer(deps, tx, step, row, session.crew.name);
    return answer('recorded', row);
  });
}

/** What the customer hears of a step that moved their job (none of 'started'). */
async function tellCustomer(
  deps: CrewDayDeps,
  tx: Transaction,
  step: JobEventPayload,
  row: AppointmentRow,
  crew: string,
): Promise<void> {
  if (step.kind === 'on-my-way')
    await queueBookingMessage(deps.outbox, tx, 'on-my-way', row, `on-my-way:${step.key}`, { crew });
  if (step.kind === 'could-not-work') {
    // Once per visit: a rebooked visit the crew cannot work again is told again.
    await queueBookingMessage(deps.outbox, tx, 'could-not-work', row, `could-not-work:${step.key}`, {
      crew,
      reason: step.reason,
    });
  }
  if (step.kind === 'done' && row.payment) await queueBookingMessage(deps.outbox, tx, 'booking-completed', row);
}
