import type { Frequency, Product, Service } from '@clean/shared/schemas';

/** The product, service and frequency the ids point at, each undefined when not (or no longer) offered. */
export interface Choice {
  product?: Product;
  service?: Service;
  frequency?: Frequency;
}

export function resolveChoice(
  products: readonly Product[] | undefined,
  ids: { product?: string; service?: string; frequency?: string },
): Choice {
  const product = products?.find((item) => item._id === ids.product);
  const service = product?.services.find((item) => item._id === ids.service);
  const frequency = service?.frequency.find((item) => item._id === ids.frequency);
  return { product, service, frequency };
}
