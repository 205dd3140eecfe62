import { SERVICE_MINUTES } from '@clean/shared/format';
import { ONE_OFF_INTERVAL, PLAN_INTERVAL_PRESETS } from '@clean/shared/plans';
import type { Product } from '@clean/shared/schemas';

/** The Repeats select's value that reveals the number-of-days field (docs/PRODUCT.md, Recurring plans). */
export const CUSTOM_INTERVAL = 'custom';

/** The form's values: every amount is text while it is typed (docs/PRODUCT.md#data), a number once sent. */
export interface FrequencyFormValues {
  /** Set for an option that already exists, so the server keeps its id (bookings refer to it). */
  _id?: string;
  name: string;
  amount: string;
  /** The Repeats select: a preset's days as text ('0': a one-off), or `CUSTOM_INTERVAL`. */
  intervalDays: string;
  /** The days typed when Repeats is custom; ignored otherwise. */
  customDays: string;
}

/** A home size the price grows with (docs/PRODUCT.md, "A price that fits the home"): numbers as typed. */
export interface SizeParameterFormValues {
  /** Set for one that exists: bookings name it by this id. */
  _id?: string;
  name: string;
  min: string;
  max: string;
  included: string;
  unitAmount: string;
  unitMinutes: string;
}

/** An extra a customer can add, as many times as allowed: numbers as typed. */
export interface ExtraFormValues {
  _id?: string;
  name: string;
  amount: string;
  minutes: string;
  maxQuantity: string;
}

/** A checklist item as a row of the form (a field array's rows are objects). */
export interface ChecklistItemFormValues {
  text: string;
}

export interface ServiceFormValues {
  _id?: string;
  name: string;
  description: string;
  amount: string;
  /** The Job length select: minutes as text. */
  durationMinutes: string;
  frequency: FrequencyFormValues[];
  parameters: SizeParameterFormValues[];
  extras: ExtraFormValues[];
  /** What the crew ticks on 'Done' (docs/PRODUCT.md, "The crew's day"). */
  checklist: ChecklistItemFormValues[];
}

export interface ProductFormValues {
  name: string;
  price: string;
  services: ServiceFormValues[];
}

export const emptyFrequency = (): FrequencyFormValues => ({
  name: '',
  amount: '',
  intervalDays: String(ONE_OFF_INTERVAL),
  customDays: '',
});

/** A stored interval as the select and the days field show it: a preset by name, any other as custom. */
function intervalFormValues(days: number): Pick<FrequencyFormValues, 'intervalDays' | 'customDays'> {
  const presets: readonly number[] = PLAN_INTERVAL_PRESETS;
  return presets.includes(days)
    ? { intervalDays: String(days), customDays: '' }
    : { intervalDays: CUSTOM_INTERVAL, customDays: String(days) };
}

/** A new home size starts as bedrooms usually are: 1 to 8, one included, half an hour per extra room. */
export const emptySizeParameter = (): SizeParameterFormValues => ({
  name: '',
  min: '1',
  max: '8',
  included: '1',
  unitAmount: '',
  unitMinutes: '30',
});

export const emptyExtra = (): ExtraFormValues => ({ name: '', amount: '', minutes: '30', maxQuantity: '1' });

export const emptyService = (): ServiceFormValues => ({
  name: '',
  description: '',
  amount: '',
  durationMinutes: String(SERVICE_MINUTES.default),
  frequency: [],
  parameters: [],
  extras: [],
  checklist: [],
});

export const emptyChecklistItem = (): ChecklistItemFormValues => ({ text: '' });

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
      durationMinutes: String(service.durationMinutes),
      frequency: service.frequency.map((frequency) => ({
        _id: frequency._id,
        name: frequency.name,
        amount: String(frequency.amount),
        ...intervalFormValues(frequency.intervalDays ?? ONE_OFF_INTERVAL),
      })),
      parameters: (service.parameters ?? []).map((parameter) => ({
        _id: parameter._id,
        name: parameter.name,
        min: String(parameter.min),
        max: String(parameter.max),
        included: String(parameter.included),
        unitAmount: String(parameter.unitAmount),
        unitMinutes: String(parameter.unitMinutes),
      })),
      extras: (service.extras ?? []).map((extra) => ({
        _id: extra._id,
        name: extra.name,
        amount: String(extra.amount),
        minutes: String(extra.minutes),
        maxQuantity: String(extra.maxQuantity),
      })),
      checklist: (service.checklist ?? []).map((text) => ({ text })),
    })),
  };
}
