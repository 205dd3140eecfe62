import { z } from 'zod';
import { SERVICE_MINUTES } from '../format/job-length';
import { HOME_SIZE_LIMITS } from '../format/job-quote';
import { MAX_PLAN_INTERVAL_DAYS, ONE_OFF_INTERVAL } from '../plans';
import { id, messageResponse, nairaAmount, multiLineText, nairaAmountInput, requiredText } from './common';

/**
 * How often a frequency repeats, in days: 0 is a one-off visit; any other number makes a booking of it a
 * plan of visits that far apart (docs/PRODUCT.md, Recurring plans).
 */
export const intervalDays = z
  .number({ error: 'Choose how often it repeats' })
  .int('Use a whole number of days')
  .min(ONE_OFF_INTERVAL, 'Use 0 for a one-off, or a number of days')
  .max(MAX_PLAN_INTERVAL_DAYS, `At most ${MAX_PLAN_INTERVAL_DAYS} days between visits`);

export const frequency = z.object({
  _id: id,
  name: z.string(),
  amount: nairaAmount,
  /** Absent: a one-off (an answer of an API from before plans reads as it meant). */
  intervalDays: intervalDays.optional(),
  /** Hours before each later visit of a plan that its card is charged (PLAN_CHARGE_HOURS_BEFORE). */
  chargeHoursBefore: z.number().int().positive().optional(),
});
export type Frequency = z.infer<typeof frequency>;

/** How long one job of a service takes, in minutes (docs/PRODUCT.md, Services take time). */
export const serviceMinutes = z
  .number({ error: 'Choose how long a job takes' })
  .int('Use whole minutes')
  .min(SERVICE_MINUTES.min, `At least ${SERVICE_MINUTES.min} minutes`)
  .max(SERVICE_MINUTES.max, `At most ${SERVICE_MINUTES.max / 60} hours`)
  .multipleOf(SERVICE_MINUTES.step, `Use steps of ${SERVICE_MINUTES.step} minutes`);

/** A count the price and length grow with (docs/PRODUCT.md, "A price that fits the home"). */
export const sizeParameter = z.object({
  _id: id,
  name: z.string(),
  min: z.number().int().nonnegative(),
  max: z.number().int().positive(),
  included: z.number().int().nonnegative(),
  unitAmount: nairaAmount,
  unitMinutes: z.number().int().nonnegative(),
});
export type SizeParameterAnswer = z.infer<typeof sizeParameter>;

/** Something added to a job as many times as chosen. */
export const serviceExtra = z.object({
  _id: id,
  name: z.string(),
  amount: nairaAmount,
  minutes: z.number().int().nonnegative(),
  maxQuantity: z.number().int().positive(),
});

/** One line of how a booking's amount and length were made up (`quoteJob`). */
export const priceLine = z.object({
  kind: z.enum(['base', 'parameter', 'extra', 'area']),
  label: z.string(),
  amount: nairaAmount,
  minutes: z.number().int().nonnegative(),
});

export const service = z.object({
  _id: id,
  name: z.string(),
  description: z.string(),
  amount: nairaAmount,
  /** How long a job of it takes. */
  durationMinutes: serviceMinutes,
  frequency: z.array(frequency),
  /** Absent (an API from before sizes) or empty: one price and length whatever the home. */
  parameters: z.array(sizeParameter).optional(),
  extras: z.array(serviceExtra).optional(),
  /** What the crew ticks on 'Done' (docs/PRODUCT.md, "The crew's day"); absent from an older API. */
  checklist: z.array(z.string()).optional(),
});
export type Service = z.infer<typeof service>;

export const product = z.object({ _id: id, name: z.string(), price: nairaAmount, services: z.array(service) });
export type Product = z.infer<typeof product>;

/** GET /api/admin/products */
export const productsResponse = z.object({ success: z.literal(true), products: z.array(product) });
export type ProductsResponse = z.infer<typeof productsResponse>;

/** GET /api/admin/product/{id} */
export const productResponse = z.object({ success: z.literal(true), product });
export type ProductResponse = z.infer<typeof productResponse>;

const frequencyInput = z.object({
  _id: id.optional(),
  name: requiredText('Frequency name is required', 100),
  amount: nairaAmountInput,
  /** Absent: a one-off. */
  intervalDays: intervalDays.optional(),
});

/** Minutes a unit or an extra adds: quarter hours up to 4 hours. */
const addedMinutes = z
  .number({ error: 'Choose the minutes it adds' })
  .int('Use whole minutes')
  .min(0, 'Minutes cannot be negative')
  .max(240, 'At most 4 hours');
const units = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(HOME_SIZE_LIMITS.maxUnits, `${what} can be at most ${HOME_SIZE_LIMITS.maxUnits}`);

const sizeParameterInput = z
  .object({
    _id: id.optional(),
    name: requiredText('Name is required', 60),
    min: units('The lowest'),
    max: units('The highest').min(1, 'The highest must be at least 1'),
    included: units('Included'),
    unitAmount: nairaAmountInput,
    unitMinutes: addedMinutes,
  })
  .refine((parameter) => parameter.min <= parameter.max, {
    path: ['max'],
    message: 'The highest must be at least the lowest',
  })
  .refine((parameter) => parameter.included >= parameter.min && parameter.included <= parameter.max, {
    path: ['included'],
    message: 'Included must be between the lowest and the highest',
  });

const serviceExtraInput = z.object({
  _id: id.optional(),
  name: requiredText('Name is required', 80),
  amount: nairaAmountInput,
  minutes: addedMinutes,
  maxQuantity: units('The most').min(1, 'The most must be at least 1'),
});

/** Items of a service's checklist the crew ticks on 'Done'. */
export const CHECKLIST_LIMIT = 20;

const serviceInput = z.object({
  _id: id.optional(),
  name: requiredText('Service name is required', 120),
  description: multiLineText(2000, { required: 'Description is required' }),
  amount: nairaAmountInput,
  /** Absent: the default length (a client of the API from before durations). */
  durationMinutes: serviceMinutes.default(SERVICE_MINUTES.default),
  frequency: z.array(frequencyInput).max(20, 'At most 20 frequencies per service').default([]),
  parameters: z
    .array(sizeParameterInput)
    .max(
      HOME_SIZE_LIMITS.parametersPerService,
      `At most ${HOME_SIZE_LIMITS.parametersPerService} home sizes per service`,
    )
    .default([]),
  extras: z
    .array(serviceExtraInput)
    .max(HOME_SIZE_LIMITS.extrasPerService, `At most ${HOME_SIZE_LIMITS.extrasPerService} extras per service`)
    .default([]),
  checklist: z
    .array(requiredText('Give each checklist item', 120))
    .max(CHECKLIST_LIMIT, `At most ${CHECKLIST_LIMIT} checklist items`)
    .default([]),
});

/** POST /api/admin/add-product: frequency fields optional on the create screen (docs/PRODUCT.md#admin-console). */
export const addProductRequest = z.object({
  name: requiredText('Product name is required', 120),
  price: nairaAmountInput,
  services: z.array(serviceInput).max(50, 'At most 50 services per product').default([]),
});
export type AddProductRequest = z.input<typeof addProductRequest>;
export type AddProductPayload = z.output<typeof addProductRequest>;

/** PATCH /api/admin/update-product/{productId}: the whole product. */
export const updateProductRequest = addProductRequest.extend({ _id: id.optional() });
export type UpdateProductRequest = z.input<typeof updateProductRequest>;
export type UpdateProductPayload = z.output<typeof updateProductRequest>;

export const productParams = z.object({ productId: id });

export const productMutationResponse = messageResponse.extend({ product: product.optional() });
export type ProductMutationResponse = z.infer<typeof productMutationResponse>;

/**
 * The home's size and the extras (docs/PRODUCT.md, "A price that fits the home"): a count per parameter,
 * a quantity per extra; a booking's, and a plan's (its current choice).
 */
export const homeChoice = z.object({
  parameters: z
    .array(z.object({ _id: id, count: z.number().int() }))
    .max(20)
    .default([]),
  extras: z
    .array(z.object({ _id: id, quantity: z.number().int() }))
    .max(40)
    .default([]),
});
