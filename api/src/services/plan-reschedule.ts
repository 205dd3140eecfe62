/**
 * A plan's new day or time (docs/PRODUCT.md, Recurring plans), from the manage link or the console: the
 * visits to come move so that the first of them falls on `from`, at `time`, and the interval continues
 * from there. One transaction under the plan's lock (taken first, as the horizon takes it), each visit
 * moved as the manage link's reschedule moves a booking (the rules lock shared, its old and new slot
 * locked in one order, the crews counted without it); a full or closed slot moves that visit to the
 * nearest free time as the horizon does, and a visit with no free time that day or the next refuses the
 * whole change (409, nothing moved). Visits that stay: paid, charged or being charged, or inside the
 * reschedule cut-off; `from` must come after the last of them. The plan's anchor and time change last
 * (the row after every crew-day lock: locks.ts), so the visits made later follow; one e-mail lists the new
 * times, and each moved visit's history says it moved.
 */
import { addDays, labelHour, lagosDate, lagosStart, longDate, weekday, WEEKDAY_NAMES } from '@clean/shared/lagos-time';
import {
  PLAN_PAUSE_MAX_DAYS,
  type PlanRescheduleRequest,
  type PlanScheduleChange,
  type Receipt,
} from '@clean/shared/schemas';
import { movedVisits } from '../domain/audit-sentences';
import { slotHoursOn } from '../domain/availability';
import { manageAllowances } from '../domain/manage-policy';
import { visitDueDate, visitSlotCandidates, visitSlotProblems } from '../domain/plan-schedule';
import { conflict, invalidFields, notFound } from '../http/http-errors';
import { queueBookingMessage } from '../messages/queue-message';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { AuditEntry } from '../repositories/audit-repository';
import { bookingOfToken, customerActor, receiptOf } from './manage-booking';
import { NOT_A_PLAN, PLAN_NOT_FOUND, planContactVisit, type PlanActionDeps } from './plan-actions';
import { planAllowances } from './plan-summary';
import { extendPlan } from './plan-visits';
import { transact, type Transaction } from '../db/transaction';

export const PLAN_CHANGED_MEANWHILE = 'A visit of your plan changed meanwhile (paid or cancelled): please try again.';

/** A visit moved by the change: where it was, and the row as it is now. */
interface MovedVisit {
  before: AppointmentRow;
  row: AppointmentRow;
}

/** Who asks: the customer from one visit's link, or the staff; the audit sentence says which. */
interface ScheduleTarget {
  planId: string;
  /** The visit the change is told through when none moves. */
  link: AppointmentRow;
  actor: AuditEntry['admin'];
  byStaff: boolean;
  summary: (row: AppointmentRow, change: string, moved: MovedVisit[]) => string;
}

/** 400 (field `from` or `time`, nothing changed) unless `from` is after today and within PLAN_PAUSE_MAX_DAYS. */
function checkDate(now: Date, change: PlanScheduleChange): void {
  const today = lagosDate(now);
  const latest = addDays(today, PLAN_PAUSE_MAX_DAYS);
  if (change.from <= today || change.from > latest) {
    throw invalidFields([
      {
        field: 'from',
        message: `Choose a date after today and at most ${PLAN_PAUSE_MAX_DAYS} days ahead (by ${longDate(latest)})`,
      },
    ]);
  }
}

/** Whether a visit stays where it is: paid, charged or being charged, or inside the reschedule cut-off. */
async function staysPut(
  deps: PlanActionDeps,
  tx: Transaction,
  visit: AppointmentRow,
  policy: Parameters<typeof manageAllowances>[1],
) {
  if (visit.payment) return true;
  const charges = await deps.plans.charges(tx, visit.id);
  if (charges.some((charge) => charge.status !== 'failed')) return true;
  // The plan's move is not one of the customer's own reschedules of this visit: only the cut-off counts.
  const { reschedule } = manageAllowances(visit, { ...policy, maxReschedules: Number.MAX_SAFE_INTEGER }, deps.now);
  return !reschedule.allowed;
}

/**
 * Moves one visit to its new due day and time, or the nearest free time; null when none is free,
 * 'changed' when it was paid or cancelled since it was read (the customer tries again).
 */
async function moveVisit(
  deps: PlanActionDeps,
  tx: Transaction,
  visit: AppointmentRow,
  due: string,
  time: string,
  rules: Awaited<ReturnType<PlanActionDeps['availability']['current']>>,
): Promise<AppointmentRow | 'changed' | null> {
  for (const slot of visitSlotCandidates(rules, due, time)) {
    const moved = await deps.manage.reschedule(
      tx,
      visit.id,
      slot,
      (inForce) => visitSlotProblems(inForce, deps.now, slot, visit.location),
      // Paid or cancelled meanwhile (read under its row lock): it stays.
      (row) => (row.payment || row.cancelled ? 'changed' : null),
      deps.now,
      false,
    );
    if (moved.outcome === 'done') {
      const start = lagosStart(moved.row.date, moved.row.time);
      if (!start) throw new Error(`Not a visit time: ${moved.row.date} ${moved.row.time}`);
      return (await deps.plans.holdUntil(tx, moved.row.id, start)) ?? moved.row;
    }
    if (moved.outcome === 'not-found' || moved.outcome === 'not-allowed') return 'changed';
  }
  return null;
}

/** The change's words for the audit trail: 'moved their plan to Wednesdays at 10:00 AM from 16 January 2030'. */
const changeWords = (change: PlanScheduleChange) =>
  `to ${WEEKDAY_NAMES[weekday(change.from)] ?? ''}s at ${change.time} from ${longDate(change.from)}`;

async function changeSchedule(deps: PlanActionDeps, target: ScheduleTarget, change: PlanScheduleChange): Promise<void> {
  const { now } = deps;
  checkDate(now, change);
  // The hours offered, read before the transaction (as the horizon reads them); checked again under the rules lock.
  const rules = await deps.availability.current(now);
  const hour = labelHour(change.time);
  if (hour === null || !slotHoursOn(rules, change.from).includes(hour)) {
    throw invalidFields([
      { field: 'time', message: `We do not start visits at ${change.time} on that day: choose another time` },
    ]);
  }
  await transact(
    deps,
    'availability',
    () => true,
    async (tx) => {
      await deps.plans.lock(tx, target.planId);
      const plan = await deps.plans.find(tx, target.planId);
      if (!plan) throw conflict(NOT_A_PLAN);
      const policy = await deps.manage.policy(tx);
      const link = (await deps.plans.visit(tx, target.link.id)) ?? target.link;
      // The same as a pause: a started plan, not cancelled.
      const allowance = planAllowances(plan, link, policy, now).pause;
      if (!allowance.allowed) throw conflict(allowance.reason ?? NOT_A_PLAN);
      if (plan.pausedUntil !== null && change.from < plan.pausedUntil) {
        throw invalidFields([
          {
            field: 'from',
            message: `The plan is paused until ${longDate(plan.pausedUntil)}: choose a date from then on`,
          },
        ]);
      }

      // The visits up to the last that stays keep their times; those after it move.
      const upcoming = (await deps.plans.visitsBetween(tx, plan.id, lagosDate(now))).sort(
        (a, b) => (a.planVisit ?? 0) - (b.planVisit ?? 0),
      );
      let firstMoving = 0;
      for (const [index, visit] of upcoming.entries()) {
        if (await staysPut(deps, tx, visit, policy)) firstMoving = index + 1;
      }
      const staying = upcoming.slice(0, firstMoving);
      const moving = upcoming.slice(firstMoving);
      const lastStaying = staying
        .map((visit) => visit.date)
        .sort()
        .at(-1);
      if (lastStaying !== undefined && change.from <= lastStaying) {
        throw invalidFields([
          {
            field: 'from',
            message: `Choose a date after your visit of ${longDate(lastStaying)}, which stays as it is`,
          },
        ]);
      }
      const firstNumber = moving[0]?.planVisit ?? plan.visitsMade + 1;
      const anchor = addDays(change.from, -plan.intervalDays * (firstNumber - 1));

      const moved: MovedVisit[] = [];
      for (const visit of moving) {
        const due = visitDueDate(anchor, plan.intervalDays, visit.planVisit ?? firstNumber);
        const row = await moveVisit(deps, tx, visit, due, change.time, rules);
        if (row === 'changed') throw conflict(PLAN_CHANGED_MEANWHILE);
        if (!row) {
          throw conflict(
            `No crew is free on ${longDate(due)} or the day after for your visit of ${longDate(visit.date)}: ` +
              'choose another day or time.',
          );
        }
        moved.push({ before: visit, row });
      }
      await deps.plans.setSchedule(tx, plan.id, anchor, change.time);

      const told = moved[0]?.row ?? link;
      const words = changeWords(change);
      for (const row of new Map([told, ...moved.map((entry) => entry.row)].map((row) => [row.id, row])).values()) {
        await deps.audit.record(
          {
            admin: target.actor,
            action: 'plan.rescheduled',
            subject: 'appointment',
            subjectId: row.id,
            summary: target.summary(row, words, moved),
            at: now,
          },
          tx,
        );
      }
      await queueBookingMessage(deps.outbox, tx, 'plan-rescheduled', told, `plan-rescheduled:${now.getTime()}`, {
        visits: moved.map(({ row }) => ({ date: row.date, time: row.time })),
        ...(target.byStaff ? { byStaff: true } : {}),
      });
    },
  );
  // The visits made from now on follow the new anchor and time.
  await extendPlan(deps, target.planId, now);
}

/** The customer's new day or time from the manage link of one visit; answers that visit's receipt. */
export async function reschedulePlan(
  deps: PlanActionDeps,
  reference: string,
  request: PlanRescheduleRequest,
): Promise<Receipt> {
  const booking = await bookingOfToken(deps, reference, request.token);
  if (!booking.planId) throw conflict(NOT_A_PLAN);
  await changeSchedule(
    deps,
    {
      planId: booking.planId,
      link: booking,
      actor: customerActor(booking),
      byStaff: false,
      summary: (row, words, moved) => `${row.firstName} ${row.lastName} moved their plan ${words}` + movedVisits(moved),
    },
    { from: request.from, time: request.time },
  );
  return receiptOf(deps, (await deps.appointments.findByReference(reference)) ?? booking);
}

/** The staff's new day or time from the console, told through the plan's next visit (404 unknown plan). */
export async function staffReschedulePlan(
  deps: PlanActionDeps,
  planId: string,
  change: PlanScheduleChange,
  admin: AuditEntry['admin'],
): Promise<void> {
  if (!(await deps.plans.find(deps.db, planId))) throw notFound(PLAN_NOT_FOUND);
  const link = await planContactVisit(deps, planId);
  if (!link) throw notFound(PLAN_NOT_FOUND);
  await changeSchedule(
    deps,
    {
      planId,
      link,
      actor: admin,
      byStaff: true,
      summary: (row, words, moved) => `Plan of ${row.firstName} ${row.lastName}: moved ${words}` + movedVisits(moved),
    },
    change,
  );
}
