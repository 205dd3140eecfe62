import type { Database } from '../db/client';
import type { PlanPriceRepository } from '../repositories/plan-price-repository';
import type { PlanRow } from '../repositories/plan-repository';

/**
 * The catalogue's price offered to a plan (docs/PRODUCT.md, Recurring plans): its frequency's price now,
 * when that is not the plan's. None for a plan not started (its first visit is being paid at the
 * sign-up price) or cancelled, nor when the frequency left the catalogue. The customer accepts it with
 * plan-price.ts; until then nothing changes.
 */
export async function offeredAmount(
  deps: { db: Database; planPrices: Pick<PlanPriceRepository, 'catalogueAmount'> },
  plan: Pick<PlanRow, 'status' | 'amount' | 'serviceId' | 'frequencyId'>,
): Promise<number | null> {
  if (plan.status === 'pending' || plan.status === 'cancelled') return null;
  const amount = await deps.planPrices.catalogueAmount(deps.db, plan);
  return amount === null || amount === plan.amount ? null : amount;
}
