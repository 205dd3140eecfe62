/**
 * Tells the customers of the plans a product change offers a new price (docs/PRODUCT.md, Recurring
 * plans): in the product change's transaction, one e-mail per running plan whose frequency's price
 * moved and is not the plan's, through the plan's next visit (its manage link opens 'Your plan', where
 * the price is accepted). A plan with no visit ahead is told nothing: its next visit's receipt shows the
 * offer. Nothing about the plan changes here.
 */
import { lagosDate } from '@clean/shared/lagos-time';
import { queueBookingMessage, type BookingMessageOutbox } from '../messages/queue-message';
import type { PlanPriceRepository } from '../repositories/plan-price-repository';
import type { PlanRepository } from '../repositories/plan-repository';
import type { Transaction } from '../db/transaction';

export interface PlanPriceOfferDeps {
  planPrices: Pick<PlanPriceRepository, 'frequencyAmounts' | 'runningPlansOf'>;
  plans: Pick<PlanRepository, 'visitsBetween'>;
  outbox: BookingMessageOutbox;
}

/** The product's frequency prices before a change, to compare after it (`tellNewPlanPrices`). */
export const planPricesBefore = (deps: PlanPriceOfferDeps, tx: Transaction, productId: string) =>
  deps.planPrices.frequencyAmounts(tx, productId);

/** After the product's change, in its transaction: the e-mails of the prices that moved. */
export async function tellNewPlanPrices(
  deps: PlanPriceOfferDeps,
  tx: Transaction,
  productId: string,
  before: Map<string, number>,
  now: Date,
): Promise<void> {
  const after = await deps.planPrices.frequencyAmounts(tx, productId);
  const moved = [...after].filter(([id, amount]) => before.has(id) && before.get(id) !== amount).map(([id]) => id);
  for (const plan of await deps.planPrices.runningPlansOf(tx, moved)) {
    const offered = after.get(plan.frequencyId);
    if (offered === undefined || offered === plan.amount) continue;
    const [next] = await deps.plans.visitsBetween(tx, plan.id, lagosDate(now));
    if (!next) continue;
    await queueBookingMessage(deps.outbox, tx, 'plan-price-offered', next, `plan-price-offered:${now.getTime()}`, {
      price: { offered, current: plan.amount },
    });
  }
}
