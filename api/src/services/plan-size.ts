/**
 * A plan's new home size and extras, from the manage link (docs/PRODUCT.md, "A price that fits the
 * home"): the catalogue quotes the plan's service and frequency for them now (with its area's surcharge),
 * and the customer must have been shown that price, as when accepting a new price (plan-price.ts). The
 * plan and its visits not charged yet take the new price, lines and length; a visit's crew must still
 * fit the new length where it is (its own crew first), else nothing changes.
 *
 * Locks: the plan's (first, as every plan change), the rules shared and the crew-day locks of the
 * visits' days in one order (as a move takes them: plan-reschedule.ts), then each visit's charge lock
 * (as accepting a price takes it), so a visit is either claimed for a charge first and keeps its amount,
 * or resized first and charged at the new one.
 */
import { durationLabel, formatNaira, quoteJob } from '@clean/shared/format';
import { lagosStart, longDate } from '@clean/shared/lagos-time';
import type { PlanSizeRequest, Receipt } from '@clean/shared/schemas';
import { conflict, invalidFields } from '../http/http-errors';
import { toKobo } from '../payments/verify-payment';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { PlanPriceRepository } from '../repositories/plan-price-repository';
import type { PlanRepository } from '../repositories/plan-repository';
import { bookingOfToken, customerActor, receiptOf, type ManageDeps } from './manage-booking';
import { NOT_A_PLAN } from './plan-actions';
import { CHARGE_ATTEMPTS } from './plan-charges';
import { planSizeTerms } from './plan-size-terms';
import { PLAN_CANCELLED, PLAN_NOT_STARTED } from './plan-summary';
import { transact } from '../db/transaction';

export const SERVICE_GONE =
  'This service is no longer offered at this frequency: please contact us to change your plan.';
export const sizePriceChanged = (current: number) =>
  `The price changed: this size is now ${formatNaira(current)} per visit. Look at it again before confirming.`;
export const noCrewForLength = (date: string, minutes: number) =>
  `Your visit on ${longDate(date)} has no crew free for ${durationLabel(minutes)} at that time: change its day ` +
  'or time first, or choose a smaller size.';

export interface PlanSizeDeps extends ManageDeps {
  plans: ManageDeps['plans'] & Pick<PlanRepository, 'lock' | 'lockVisitCharge' | 'visit'>;
  planPrices: PlanPriceRepository;
}

const visitList = (rows: AppointmentRow[]) =>
  rows.length > 0
    ? `; visits changed: ${rows.map((row) => `${row.date} ${row.time} (${row.reference})`).join(', ')}`
    : '; no visit to change';

/**
 * The customer's new home size for their plan, at the price they were shown (`request.amount`), from the
 * manage link of one of its visits; answers that visit's receipt. 400 (field `size`) a count out of
 * bounds; 409 and nothing changed: not a plan's visit, the plan not started or cancelled, its service no
 * longer offered, a price other than the quote now, or a visit whose crew cannot fit the new length.
 */
export async function changePlanSize(
  deps: PlanSizeDeps,
  reference: string,
  request: PlanSizeRequest,
): Promise<Receipt> {
  const booking = await bookingOfToken(deps, reference, request.token);
  const { planId } = booking;
  if (!planId) throw conflict(NOT_A_PLAN);
  const { now } = deps;
  // The catalogue is read before the transaction, as a booking reads it (its product, service and
  // frequency never change for a plan); a catalogue saved meanwhile is a quote the customer was not shown.
  const found = await deps.plans.find(deps.db, planId);
  const terms = found && (await planSizeTerms(deps, found));
  await transact(
    deps,
    'availability',
    () => true,
    async (tx) => {
      await deps.plans.lock(tx, planId);
      const plan = await deps.plans.find(tx, planId);
      if (!plan) throw conflict(NOT_A_PLAN);
      if (plan.status === 'cancelled') throw conflict(PLAN_CANCELLED);
      if (plan.status === 'pending') throw conflict(PLAN_NOT_STARTED);

      if (!terms) throw conflict(SERVICE_GONE);
      const quote = quoteJob(terms.service, terms.frequency, request.size, terms.area);
      if (!quote.ok) throw invalidFields([{ field: quote.field, message: quote.message }]);
      if (toKobo(request.amount) !== toKobo(quote.amount)) throw conflict(sizePriceChanged(quote.amount));
      const priceLines = quote.lines.length > 1 ? quote.lines : null;

      // The visits still to be charged that have not started: the same set a new price reaches.
      const visits: AppointmentRow[] = [];
      for (const id of await deps.planPrices.repriceableVisits(tx, plan.id, CHARGE_ATTEMPTS)) {
        const visit = await deps.plans.visit(tx, id);
        const start = visit ? lagosStart(visit.date, visit.time) : null;
        if (visit && start && start > now) visits.push(visit);
      }
      await deps.manage.lockJobDays(tx, visits);
      const changed: AppointmentRow[] = [];
      for (const visit of visits) {
        await deps.plans.lockVisitCharge(tx, visit.id);
        const crewId = await deps.manage.crewForLength(tx, visit, quote.minutes, now);
        if (!crewId) throw conflict(noCrewForLength(visit.date, quote.minutes));
        const values = { amount: quote.amount, priceLines, durationMinutes: quote.minutes, crewId };
        const row = await deps.planPrices.resize(tx, visit.id, values, CHARGE_ATTEMPTS);
        if (row) changed.push(row);
      }
      await deps.planPrices.setPlanSize(tx, plan.id, {
        size: request.size,
        amount: quote.amount,
        priceLines,
        durationMinutes: quote.minutes,
      });

      const summary =
        `${booking.firstName} ${booking.lastName} changed their plan's home size: ${formatNaira(quote.amount)} and ` +
        `${durationLabel(quote.minutes)} per visit (was ${formatNaira(plan.amount)} and ` +
        `${durationLabel(plan.durationMinutes)})${visitList(changed)}`;
      const touched = new Map([booking, ...changed].map((row) => [row.id, row]));
      for (const row of touched.values()) {
        await deps.audit.record(
          {
            admin: customerActor(booking),
            action: 'plan.size-changed',
            subject: 'appointment',
            subjectId: row.id,
            summary,
            at: now,
          },
          tx,
        );
      }
    },
  );
  return receiptOf(deps, (await deps.appointments.findByReference(reference)) ?? booking);
}
