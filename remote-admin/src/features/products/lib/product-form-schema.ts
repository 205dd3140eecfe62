import { z } from 'zod';
import { addProductRequest, updateProductRequest, type AddProductPayload } from '@clean/shared/schemas';
import type { FrequencyFormValues, ProductFormValues } from './product-form-values';

/** The two rule sets of docs/PRODUCT.md#admin-console: create (frequency fields optional) and edit (required). */
export type ProductFormMode = 'create' | 'edit';

/** What both schemas give the submit handler: the request body with amounts as numbers. */
export type ProductPayload = AddProductPayload;

/** The form's values as typed: every amount is text on entry (docs/PRODUCT.md#data). */
const frequencyEntry = z.object({
  _id: z.string().optional(),
  name: z.string(),
  amount: z.string(),
  intervalDays: z.string(),
});
const productEntry = z.object({
  name: z.string(),
  price: z.string(),
  services: z.array(
    z.object({
      _id: z.string().optional(),
      name: z.string(),
      description: z.string(),
      amount: z.string(),
      frequency: z.array(frequencyEntry),
    }),
  ),
}) satisfies z.ZodType<ProductFormValues>;

type IssuePath = PropertyKey[];

/**
 * Checks `value` with a shared request schema and reports its messages on this schema, at the form's
 * paths (`toFormPath` maps a request path back to the field it came from). The shared schema stays the
 * one source of the rules; this only decides what it is given.
 */
function checkWith<T>(
  rules: z.ZodType<T>,
  value: unknown,
  context: z.RefinementCtx,
  toFormPath: (path: IssuePath) => IssuePath = (path) => path,
): T {
  const result = rules.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: toFormPath(issue.path) });
  }
  return z.NEVER;
}

const isBlankFrequency = (row: FrequencyFormValues) => row.name.trim() === '' && row.amount.trim() === '';

/** The select's text as the request's number of days (the shared rules check it). */
const withIntervals = (values: ProductFormValues) => ({
  ...values,
  services: values.services.map((service) => ({
    ...service,
    frequency: service.frequency.map((row) => ({ ...row, intervalDays: Number(row.intervalDays) })),
  })),
});

/**
 * Create screen: a frequency row left completely empty is dropped before sending; a half-filled one is
 * checked by the shared rules, so its missing half is flagged under its field rather than guessed.
 * Messages about a kept row are moved back to that row's place in the form.
 */
export const createProductSchema = productEntry.transform((values, context) => {
  const keptRows = values.services.map((service) =>
    service.frequency.flatMap((row, index) => (isBlankFrequency(row) ? [] : [index])),
  );
  const request = {
    ...withIntervals(values),
    services: withIntervals(values).services.map((service, serviceIndex) => ({
      ...service,
      frequency: keptRows[serviceIndex]!.map((index) => service.frequency[index]!),
    })),
  };
  return checkWith(addProductRequest, request, context, (path) => {
    const [services, serviceIndex, frequency, rowIndex] = path;
    if (services !== 'services' || frequency !== 'frequency') return path;
    if (typeof serviceIndex !== 'number' || typeof rowIndex !== 'number') return path;
    const formIndex = keptRows[serviceIndex]?.[rowIndex];
    return formIndex === undefined ? path : [...path.slice(0, 3), formIndex, ...path.slice(4)];
  });
});

/** Edit screen: the shared update rules as they are, every frequency field required. */
export const editProductSchema = productEntry.transform((values, context) =>
  checkWith(updateProductRequest, withIntervals(values), context),
);

export const productFormSchemas = { create: createProductSchema, edit: editProductSchema } as const;
