import type { HomeChoice, ServiceExtra, SizeParameter } from '@clean/shared/format';

/** A count per home size and a quantity per extra, each named (what the API is sent). */
export type HomeSize = Required<{ [K in keyof HomeChoice]: NonNullable<HomeChoice[K]>[number][] }>;

/** What asks for a size: a service's home sizes and extras (docs/PRODUCT.md, "A price that fits the home"). */
export interface SizedService {
  parameters?: readonly SizeParameter[];
  extras?: readonly ServiceExtra[];
}

/** A size as a form may have it: any part may be missing while it is being set. */
export interface PartialSize {
  parameters?: readonly ({ _id?: string; count?: number } | undefined)[] | null;
  extras?: readonly ({ _id?: string; quantity?: number } | undefined)[] | null;
}

/**
 * The service's sizes and extras with the counts to show: the ones chosen, else each size's lowest and
 * no extras (what the server counts for a size not named). Ids the service no longer has are dropped.
 */
export function fullSize(service: SizedService | undefined, size: PartialSize | null | undefined): HomeSize {
  const counts = new Map((size?.parameters ?? []).map((each) => [each?._id, each?.count]));
  const quantities = new Map((size?.extras ?? []).map((each) => [each?._id, each?.quantity]));
  return {
    parameters: (service?.parameters ?? []).map((parameter) => ({
      _id: parameter._id,
      count: counts.get(parameter._id) ?? parameter.min,
    })),
    extras: (service?.extras ?? []).map((extra) => ({ _id: extra._id, quantity: quantities.get(extra._id) ?? 0 })),
  };
}

/** Whether a service asks for a size or offers extras. */
export const asksSize = (service: SizedService | undefined): boolean =>
  (service?.parameters?.length ?? 0) + (service?.extras?.length ?? 0) > 0;
