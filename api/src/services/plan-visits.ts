/**
 * A plan's rolling horizon (docs/PRODUCT.md, Recurring plans): each active plan keeps
 * PLAN_HORIZON_VISITS visits ahead. A job calls `extendPlans`; each plan is extended in its own
 * transaction under the plan's lock, and each visit takes its crew as a booking does (createInSlot:
 * the rules lock, the crew-day lock, a crew free for the whole job). The visit numbers are unique per
 * plan, so two workers that both extend a plan make each visit once. When the due slot is closed or full, the visit takes the
 * nearest free time that day or the next, and the customer is told; a visit with no free time in those
 * two days is not made yet, the plan stays at it, and the next run tries again (never skipped silently).
 */
import { lagosDate, lagosStart } from '@clean/shared/lagos-time';
import type { OpeningRules } from '../domain/availability';
import { visitDueDate, visitSlotCandidates, visitSlotProblems } from '../domain/plan-schedule';
import { queueBookingMessage, type BookingMessageOutbox } from '../messages/queue-message';
import type { AppointmentRepository, AppointmentRow, NewAppointment } from '../repositories/appointment-repository';
import type { AvailabilityRepository } from '../repositories/availability-repository';
import type { PlanRepository, PlanRow } from '../repositories/plan-repository';
import { transact, type Transaction, type UnitOfWork } from '../db/transaction';

export interface PlanVisitDeps extends UnitOfWork {
  plans: PlanRepository;
  appointments: Pick<AppointmentRepository, 'createInSlot'>;
  availability: Pick<AvailabilityRepository, 'current'>;
  outbox: BookingMessageOutbox;
  horizonVisits: number;
}

/** What one plan's extension made: the visits, and those placed at another time than their due one. */
export interface PlanExtension {
  made: AppointmentRow[];
  moved: AppointmentRow[];
  /** A visit for which no free time was found (tried again on the next run). */
  unplaced: number;
}

/** A plan's visit `visit` as a booking: the plan's details and price, held until it starts (or is charged). */
function visitValues(plan: PlanRow, visit: number, slot: { date: string; time: string }): NewAppointment {
  const start = lagosStart(slot.date, slot.time);
  if (!start) throw new Error(`Not a visit time: ${slot.date} ${slot.time}`);
  return {
    location: plan.location,
    firstName: plan.firstName,
    lastName: plan.lastName,
    email: plan.email,
    phone: plan.phone,
    address: plan.address,
    areaId: plan.areaId,
    areaName: plan.areaName,
    landmark: plan.landmark,
    notes: plan.notes,
    productId: plan.productId,
    serviceId: plan.serviceId,
    frequencyId: plan.frequencyId,
    productName: plan.productName,
    serviceName: plan.serviceName,
    frequencyName: plan.frequencyName,
    amount: plan.amount,
    durationMinutes: plan.durationMinutes,
    priceLines: plan.priceLines,
    date: slot.date,
    time: slot.time,
    // An unpaid later visit keeps its crew until it starts: it is charged before then, or the customer
    // pays it from the link, or it is released like any unpaid booking whose hold ran out.
    holdExpiresAt: start,
    idempotencyKey: null,
    requestHash: null,
    clientAddress: null,
    planId: plan.id,
    planVisit: visit,
    // The customer's choice of channel, as the plan keeps it (the manage link may have changed it).
    contactChannel: plan.contactChannel,
    contactNoticeVersion: plan.contactNoticeVersion,
    contactChosenAt: plan.contactChosenAt,
  };
}

/** Takes the first free candidate slot of visit `visit`; null when none of them has a crew. */
async function placeVisit(
  deps: PlanVisitDeps,
  tx: Transaction,
  plan: PlanRow,
  visit: number,
  now: Date,
  rules: OpeningRules,
): Promise<AppointmentRow | null> {
  const due = visitDueDate(plan.firstDate, plan.intervalDays, visit);
  for (const slot of visitSlotCandidates(rules, due, plan.time)) {
    // The rules are read again under their lock inside createInSlot: `check` sees those.
    const booked = await deps.appointments.createInSlot(tx, visitValues(plan, visit, slot), now, (inForce) =>
      visitSlotProblems(inForce, now, slot, plan.location),
    );
    if (booked.kind === 'created') return booked.row;
  }
  return null;
}

/**
 * Makes visit `visit` of the plan in its slot or the nearest free one (the customer told of a moved
 * one), recording it in `extension`; false when no free time was found.
 */
async function makeVisit(
  deps: PlanVisitDeps,
  tx: Transaction,
  plan: PlanRow,
  visit: number,
  now: Date,
  rules: OpeningRules,
  extension: PlanExtension,
): Promise<boolean> {
  const row = await placeVisit(deps, tx, plan, visit, now, rules);
  if (!row) {
    extension.unplaced += 1;
    return false;
  }
  extension.made.push(row);
  const due = visitDueDate(plan.firstDate, plan.intervalDays, visit);
  if (row.date !== due || row.time !== plan.time) {
    extension.moved.push(row);
    await queueBookingMessage(deps.outbox, tx, 'plan-visit-moved', row, 'plan-visit-moved', {
      previousDate: due,
      previousTime: plan.time,
    });
  }
  return true;
}

/** Brings one plan up to its horizon; nothing for a plan that is not active. */
export async function extendPlan(deps: PlanVisitDeps, planId: string, now: Date): Promise<PlanExtension> {
  const extension: PlanExtension = { made: [], moved: [], unplaced: 0 };
  // The hours offered, read before the transaction (its own connection must not wait on this one, as
  // on PGlite's single connection): each visit's slot is checked again under the rules lock.
  const rules = await deps.availability.current(now);
  await transact(
    deps,
    'availability',
    () => extension.made.length > 0,
    async (tx) => {
      await deps.plans.lock(tx, planId);
      const plan = await deps.plans.find(tx, planId);
      if (!plan || (plan.status !== 'active' && plan.status !== 'paused')) return;
      const today = lagosDate(now);
      // A pause (the customer's, from the manage link) makes no visit due before its end.
      const resumes = plan.pausedUntil !== null && plan.pausedUntil > today ? plan.pausedUntil : today;
      let upcoming = await deps.plans.upcomingVisits(tx, plan.id, today);
      let visit = plan.visitsMade;
      while (upcoming < deps.horizonVisits) {
        visit += 1;
        // A visit whose due day has passed (the job did not run for a while) is not made late; a visit
        // due in a pause is not made at all.
        if (visitDueDate(plan.firstDate, plan.intervalDays, visit) < resumes) continue;
        if (!(await makeVisit(deps, tx, plan, visit, now, rules, extension))) {
          visit -= 1;
          break;
        }
        upcoming += 1;
      }
      // Written once, after every crew-day lock this transaction takes (locks.ts: row locks come last).
      if (visit !== plan.visitsMade) await deps.plans.setVisitsMade(tx, plan.id, visit);
      if (plan.status === 'paused' && resumes === today) await deps.plans.resume(tx, plan.id);
    },
  );
  return extension;
}

/**
 * The staff's Resume of a paused plan, in `tx` under the plan's lock: the visits the pause passed over
 * (never made) that fall today or later are made now, each in its slot or the nearest free one; the
 * visits the pause cancelled stay cancelled (the customer was told, and refunded). The caller sets the
 * plan active after this (its row last: locks.ts) and extends it to its horizon after the commit.
 */
export async function makePassedOverVisits(
  deps: PlanVisitDeps,
  tx: Transaction,
  plan: PlanRow,
  now: Date,
  rules: OpeningRules,
): Promise<PlanExtension> {
  const extension: PlanExtension = { made: [], moved: [], unplaced: 0 };
  const today = lagosDate(now);
  const made = new Set((await deps.plans.visitNumbers(tx, plan.id)).map(Number));
  for (let visit = 2; visit <= plan.visitsMade; visit += 1) {
    if (made.has(visit) || visitDueDate(plan.firstDate, plan.intervalDays, visit) < today) continue;
    await makeVisit(deps, tx, plan, visit, now, rules, extension);
  }
  return extension;
}

/** Extends every active plan (the horizon job); answers how many visits were made. */
export async function extendPlans(deps: PlanVisitDeps, now: Date): Promise<number> {
  let made = 0;
  for (const planId of await deps.plans.activeIds()) made += (await extendPlan(deps, planId, now)).made.length;
  return made;
}
