import { quoteJob, type JobQuote } from '@clean/shared/format';
import type { Area, BookingRequest, Frequency, Product, Service } from '@clean/shared/schemas';
import { fullSize, type PartialSize } from '../../../lib/home-size';

export { fullSize };

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

/** What the form keeps of a home's size and extras: a count per size, a quantity per extra. */
export type HomeSize = NonNullable<BookingRequest['size']>;

/** The area the id points at, undefined when none is chosen or the city does not have it. */
export const areaOf = (areas: readonly Area[] | undefined, id: string | undefined): Area | undefined =>
  id ? areas?.find((area) => area._id === id) : undefined;

/**
 * The price and length of the chosen visit as the server will compute them, the area's surcharge
 * included (docs/PRODUCT.md, "Areas and landmarks"); undefined until a frequency is chosen.
 */
export function quoteOf(
  products: readonly Product[] | undefined,
  values: { product?: string; service?: string; frequency?: string; size?: PartialSize },
  area?: Area,
): JobQuote | undefined {
  const { service, frequency } = resolveChoice(products, values);
  if (!service || !frequency) return undefined;
  return quoteJob(service, frequency, fullSize(service, values.size), area);
}
