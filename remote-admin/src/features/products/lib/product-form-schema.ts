import { z } from 'zod';
import { ONE_OFF_INTERVAL } from '@clean/shared/plans';
import { addProductRequest, intervalDays, updateProductRequest, type AddProductPayload } from '@clean/shared/schemas';
import { CUSTOM_INTERVAL, type FrequencyFormValues, type ProductFormValues } from './product-form-values';

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
  customDays: z.string(),
});
const sizeParameterEntry = z.object({
  _id: z.string().optional(),
  name: z.string(),
  min: z.string(),
  max: z.string(),
  included: z.string(),
  unitAmount: z.string(),
  unitMinutes: z.string(),
});
const extraEntry = z.object({
  _id: z.string().optional(),
  name: z.string(),
  amount: z.string(),
  minutes: z.string(),
  maxQuantity: z.string(),
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
      durationMinutes: z.string(),
      frequency: z.array(frequencyEntry),
      parameters: z.array(sizeParameterEntry),
      extras: z.array(extraEntry),
      checklist: z.array(z.object({ text: z.string() })),
    }),
  ),
}) satisfies z.ZodType<ProductFormValues>;

type IssuePath = PropertyKey[];

/** A checklist item's message goes under its field (`…checklist.{n}.text`); the list's own stays on the list. */
const checklistFieldPath = (path: IssuePath): IssuePath =>
  path[0] === 'services' && path[2] === 'checklist' && typeof path[3] === 'number' && path.length === 4
    ? [...path, 'text']
    : path;

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

/**
 * The days typed for a custom interval: a whole number from 1 (0 is the One-off choice) up to the
 * shared rules' maximum, whose message they give.
 */
const customIntervalDays = z
  .string()
  .trim()
  .min(1, 'Enter the number of days between visits')
  .regex(/^\d+$/, 'Use a whole number of days, such as 10')
  .transform(Number)
  .pipe(intervalDays.min(1, 'At least 1 day between visits; for a single visit choose One-off'));

/**
 * A row's interval as the request's number of days: the select's preset, or the custom days. Bad
 * custom days are reported under their field (`at` is the row's form path) and sent as a one-off, so
 * the shared rules do not report them a second time under the select.
 */
function intervalOf(row: FrequencyFormValues, at: IssuePath, context: z.RefinementCtx): number {
  if (row.intervalDays !== CUSTOM_INTERVAL) return Number(row.intervalDays);
  const days = customIntervalDays.safeParse(row.customDays);
  if (days.success) return days.data;
  for (const issue of days.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: [...at, 'customDays'] });
  }
  return ONE_OFF_INTERVAL;
}

/** A typed whole number as the shared rules read it: blank is no number (their message says so). */
const count = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * A service's home sizes, extras and checklist as the request has them: counts and minutes as
 * numbers, the checklist as its texts.
 */
const sizesOf = (service: z.infer<typeof productEntry>['services'][number]) => ({
  checklist: service.checklist.map((item) => item.text),
  parameters: service.parameters.map((row) => ({
    ...row,
    min: count(row.min),
    max: count(row.max),
    included: count(row.included),
    unitMinutes: count(row.unitMinutes),
  })),
  extras: service.extras.map((row) => ({ ...row, minutes: count(row.minutes), maxQuantity: count(row.maxQuantity) })),
});

/** A frequency row as the request has it: amounts still text (the shared rules read them), days a number. */
const toRequestRow = (row: FrequencyFormValues, at: IssuePath, context: z.RefinementCtx) => {
  const { customDays: _typed, ...rest } = row;
  return { ...rest, intervalDays: intervalOf(row, at, context) };
};

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
    ...values,
    services: values.services.map((service, serviceIndex) => ({
      ...service,
      ...sizesOf(service),
      durationMinutes: Number(service.durationMinutes),
      frequency: keptRows[serviceIndex]!.map((index) =>
        toRequestRow(service.frequency[index]!, ['services', serviceIndex, 'frequency', index], context),
      ),
    })),
  };
  return checkWith(addProductRequest, request, context, (issuePath) => {
    const path = checklistFieldPath(issuePath);
    const [services, serviceIndex, frequency, rowIndex] = path;
    if (services !== 'services' || frequency !== 'frequency') return path;
    if (typeof serviceIndex !== 'number' || typeof rowIndex !== 'number') return path;
    const formIndex = keptRows[serviceIndex]?.[rowIndex];
    return formIndex === undefined ? path : [...path.slice(0, 3), formIndex, ...path.slice(4)];
  });
});

/** Edit screen: the shared update rules as they are, every frequency field required. */
export const editProductSchema = productEntry.transform((values, context) =>
  checkWith(
    updateProductRequest,
    {
      ...values,
      services: values.services.map((service, serviceIndex) => ({
        ...service,
        ...sizesOf(service),
        durationMinutes: Number(service.durationMinutes),
        frequency: service.frequency.map((row, index) =>
          toRequestRow(row, ['services', serviceIndex, 'frequency', index], context),
        ),
      })),
    },
    context,
    checklistFieldPath,
  ),
);

export const productFormSchemas = { create: createProductSchema, edit: editProductSchema } as const;
