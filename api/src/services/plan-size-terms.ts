/**
 * What a plan's home size is quoted by now (docs/PRODUCT.md, "A price that fits the home"): its service's
 * length, sizes and extras and its frequency's price in the catalogue today, and its area's surcharge
 * today (named as the plan was booked: a rename keeps what the customer was told). The manage link's
 * size form quotes with these as the server does (`quoteJob`), so the two agree unless the catalogue
 * changes meanwhile.
 */
import type { QuotedArea, QuotedFrequency, ServiceExtra, SizeParameter } from '@clean/shared/format';
import type { AreaRepository } from '../repositories/area-repository';
import type { CatalogueRepository } from '../repositories/catalogue-repository';
import type { PlanRow } from '../repositories/plan-repository';

export interface PlanSizeTerms {
  service: { name: string; durationMinutes: number; parameters: SizeParameter[]; extras: ServiceExtra[] };
  frequency: QuotedFrequency;
  area?: QuotedArea;
}

export interface PlanSizeTermsDeps {
  catalogue: Pick<CatalogueRepository, 'findSelection'>;
  areas: Pick<AreaRepository, 'find'>;
}

/** The plan's terms now; null when its service or frequency is no longer in the catalogue. */
export async function planSizeTerms(deps: PlanSizeTermsDeps, plan: PlanRow): Promise<PlanSizeTerms | null> {
  const { service, frequency } = await deps.catalogue.findSelection(plan.productId, plan.serviceId, plan.frequencyId);
  if (!service || !frequency) return null;
  const area = plan.areaId ? await deps.areas.find(plan.areaId) : null;
  return {
    service: {
      name: service.name,
      durationMinutes: service.durationMinutes,
      parameters: [...service.parameters],
      extras: [...service.extras],
    },
    frequency: { name: frequency.name, amount: frequency.amount },
    ...(area ? { area: { name: plan.areaName ?? area.name, surcharge: area.surcharge } } : {}),
  };
}
