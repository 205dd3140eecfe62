import type { Product } from '@clean/shared/schemas';

/** The form's values: every amount is text while it is typed (docs/PRODUCT.md#data), a number once sent. */
export interface FrequencyFormValues {
  /** Set for an option that already exists, so the server keeps its id (bookings refer to it). */
  _id?: string;
  name: string;
  amount: string;
  /** Days between visits as the select holds it ('0': a one-off). */
  intervalDays: string;
}

export interface ServiceFormValues {
  _id?: string;
  name: string;
  description: string;
  amount: string;
  frequency: FrequencyFormValues[];
}

export interface ProductFormValues {
  name: string;
  price: string;
  services: ServiceFormValues[];
}

export const emptyFrequency = (): FrequencyFormValues => ({ name: '', amount: '', intervalDays: '0' });

export const emptyService = (): ServiceFormValues => ({ name: '', description: '', amount: '', frequency: [] });

/** A new product starts with one empty service: almost every product has at least one. */
export const newProductValues = (): ProductFormValues => ({ name: '', price: '', services: [emptyService()] });

/** A stored product as the edit form shows it, ids kept. */
export function toFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    price: String(product.price),
    services: product.services.map((service) => ({
      _id: service._id,
      name: service.name,
      description: service.description,
      amount: String(service.amount),
      frequency: service.frequency.map((frequency) => ({
        _id: frequency._id,
        name: frequency.name,
        amount: String(frequency.amount),
        intervalDays: String(frequency.intervalDays ?? 0),
      })),
    })),
  };
}
