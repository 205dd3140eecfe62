/**
 * A later catalogue price, applied to a plan only when its customer accepts it (docs/PRODUCT.md,
 * Recurring plans). Until then the plan keeps the price of the day they signed up: the horizon makes
 * its visits at the plan's price and the charging job charges each visit's own amount. Higher or lower,
 * the new price is offered the same way (docs/DECISIONS.md, "A plan's new price").
 *
 * Accepting runs under the plan's lock (taken first, as every plan change: plan-actions.ts), then each
 * repriced visit's charge lock (the lock the charging job claims an attempt under: plan-charges.ts), so
 * a visit is either claimed for a charge before and keeps its amount, or repriced before and charged at
 * the new one; a visit paid, charged, being charged or waiting for the customer's own payment never
 * changes.
 */
import { formatNaira } from '@clean/shared/format';
import type { PlanAcceptPriceRequest, Receipt } from '@clean/shared/schemas';
import { conflict } from '../http/http-errors';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { PlanPriceRepository } from '../repositories/plan-price-repository';
import type { PlanRepository } from '../repositories/plan-repository';
import { bookingOfToken, customerActor, receiptOf, type ManageDeps } from './manage-booking';
import { NOT_A_PLAN } from './plan-actions';
import { CHARGE_ATTEMPTS } from './plan-charges';
import { PLAN_CANCELLED, PLAN_NOT_STARTED } from './plan-summary';

export const NO_NEW_PRICE = 'There is no new price to accept: your plan has the current price.';
export const priceChangedAgain = (current: number) =>
  `The price changed again: it is now ${formatNaira(current)} per visit. Look at it again before accepting.`;

export interface PlanPriceDeps extends ManageDeps {
  plans: ManageDeps['plans'] & Pick<PlanRepository, 'lock' | 'lockVisitCharge'>;
  planPrices: PlanPriceRepository;
}

const visitList = (rows: AppointmentRow[]) =>
  rows.length > 0
    ? `; visits repriced: ${rows.map((row) => `${row.date} ${row.time} (${row.reference})`).join(', ')}`
    : '; no visit to reprice';

/**
 * The customer accepts the price they were shown (`request.amount`) from the manage link of one of the
 * plan's visits; answers that visit's receipt. 409 and nothing changed: not a plan's visit, the plan not
 * started or cancelled, no new price, or a price other than the catalogue's now (it changed again).
 */
export async function acceptPlanPrice(
  deps: PlanPriceDeps,
  reference: string,
  request: PlanAcceptPriceRequest,
): Promise<Receipt> {
  const booking = await bookingOfToken(deps, reference, request.token);
  const { planId } = booking;
  if (!planId) throw conflict(NOT_A_PLAN);
  const { now } = deps;
  await deps.db.transaction(async (tx) => {
    await deps.plans.lock(tx, planId);
    const plan = await deps.plans.find(tx, planId);
    if (!plan) throw conflict(NOT_A_PLAN);
    if (plan.status === 'cancelled') throw conflict(PLAN_CANCELLED);
    if (plan.status === 'pending') throw conflict(PLAN_NOT_STARTED);
    const current = await deps.planPrices.catalogueAmount(tx, plan);
    if (current === null || current === plan.amount) throw conflict(NO_NEW_PRICE);
    if (current !== request.amount) throw conflict(priceChangedAgain(current));

    const repriced: AppointmentRow[] = [];
    for (const id of await deps.planPrices.repriceableVisits(tx, plan.id, CHARGE_ATTEMPTS)) {
      await deps.plans.lockVisitCharge(tx, id);
      const row = await deps.planPrices.reprice(tx, id, current, CHARGE_ATTEMPTS);
      if (row) repriced.push(row);
    }
    await deps.planPrices.setPlanAmount(tx, plan.id, current);

    const summary =
      `${booking.firstName} ${booking.lastName} accepted the plan's new price: ${formatNaira(current)} per ` +
      `visit (was ${formatNaira(plan.amount)})${visitList(repriced)}`;
    const touched = new Map([booking, ...repriced].map((row) => [row.id, row]));
    for (const row of touched.values()) {
      await deps.audit.record(
        {
          admin: customerActor(booking),
          action: 'plan.price-accepted',
          subject: 'appointment',
          subjectId: row.id,
          summary,
          at: now,
        },
        tx,
      );
    }
  });
  return receiptOf(deps, (await deps.appointments.findByReference(reference)) ?? booking);
}
