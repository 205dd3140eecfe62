import { z } from 'zod';
import {
  hasControlCharacters,
  hasControlCharactersBesidesLineFeeds,
  withLineFeeds,
} from '../format/control-characters';
import { PHONE_SHAPE, withoutSeparators } from '../format/phone';

/** Every API answer carries `success` and, almost always, a human `message`. */
export const envelope = z.object({ success: z.boolean(), message: z.string().optional() });
export type Envelope = z.infer<typeof envelope>;

export const messageResponse = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const fieldIssue = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssue>;

/** Shape of every failed answer (4xx/5xx): a message a person can act on, plus field problems on 400. */
export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldIssue).optional(),
  /** The receipt page of a booking the message is about (e.g. the one already waiting for payment). */
  receiptPath: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const id = z.string().trim().min(1, 'Id is required').max(64, 'Id is too long');

/** An id the visitor picks from a list: the message names the choice that is missing. */
export const chosenId = (missing: string) => z.string().trim().min(1, missing).max(64, 'Id is too long');

export const idParams = z.object({ id });

/** yyyy-MM-dd, the wire format of dates (docs/PRODUCT.md#constants). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be in yyyy-MM-dd format')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Date is not a real calendar day',
  );

/** An instant as ISO 8601 in UTC, e.g. '2030-01-07T08:45:00.000Z' (what `Date.toISOString()` gives). */
export const isoTimestamp = z.iso.datetime({ error: 'Must be an ISO 8601 timestamp' });

/** Time labels such as '6:00 AM'. */
export const timeLabel = z.string().regex(/^(1[0-2]|[1-9]):00 (AM|PM)$/, "Time must look like '6:00 AM'");

export const email = (requiredMessage = 'Email is required', invalidMessage = 'Invalid email') =>
  z.string().trim().min(1, requiredMessage).max(254, 'Email is too long').pipe(z.email(invalidMessage));

/** What single-line text (a name, an address, a subject) with a control character is told. */
export const CONTROL_CHARACTERS_MESSAGE = 'Remove line breaks and other control characters.';
/** What multi-line text (notes, a message) with a control character other than a line break is told. */
export const LINE_CONTROL_CHARACTERS_MESSAGE = 'Remove control characters such as tabs; line breaks are fine.';

/**
 * Single-line text (a name, an address): trimmed, required, at most `max` characters, and no control
 * character (a line break, a lone carriage return, a tab, a NUL): it would reach the calendar file, an
 * e-mail's subject or a CSV row as a line of its own (format/control-characters.ts).
 */
export const requiredText = (message: string, max = 200) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .refine((text) => !hasControlCharacters(text), CONTROL_CHARACTERS_MESSAGE);

/**
 * Multi-line text (notes, a message): trimmed, at most `max` characters, line feeds kept and a Windows
 * line break (CR LF) stored as one line feed. Any other control character, a lone carriage return
 * included, is refused rather than stripped: stripping would silently change what the person wrote
 * (a lone CR may be the line break they meant), while the form shows the message under the field so
 * they can fix it. `required`: the message when it is empty; absent, empty text is allowed.
 */
export const multiLineText = (max: number, options: { required?: string; tooLong?: string } = {}) => {
  const text = z
    .string(options.required ? { error: options.required } : undefined)
    .overwrite(withLineFeeds)
    .trim();
  return (options.required ? text.min(1, options.required) : text)
    .max(max, options.tooLong ?? `Must be at most ${max} characters`)
    .refine((value) => !hasControlCharactersBesidesLineFeeds(value), LINE_CONTROL_CHARACTERS_MESSAGE);
};

/** What a refused Nigerian phone number is told. */
export const NIGERIAN_PHONE_MESSAGE = 'Enter a Nigerian phone number, such as 0803 123 4567';

/**
 * A Nigerian mobile number once its separators are gone: 0 then 7, 8 or 9 and nine more digits
 * (0803 123 4567), or the same ten digits after the country code 234 or +234 (+234 803 123 4567).
 */
const NIGERIAN_PHONE_DIGITS = /^(?:0|\+?234)[789]\d{9}$/;

function isNigerianPhone(value: string): boolean {
  return PHONE_SHAPE.test(value) && NIGERIAN_PHONE_DIGITS.test(withoutSeparators(value));
}

/** A Nigerian phone number, kept as typed (trimmed); anything else fails with `message`. */
export const nigerianPhone = (message = NIGERIAN_PHONE_MESSAGE) => z.string().trim().refine(isNigerianPhone, message);

/** Naira amounts: non-negative, at most two decimals, below a sane ceiling. */
export const nairaAmount = z
  .number({ error: 'Amount must be a number' })
  .finite()
  .nonnegative('Amount cannot be negative')
  .max(100_000_000, 'Amount is too large');

/**
 * A sum of naira amounts (earnings, a customer's total paid, a week's takings): no ceiling, since sums
 * grow with the years (the database sums exactly, docs/DECISIONS.md). Inputs keep `nairaAmount`.
 */
export const nairaTotal = z
  .number({ error: 'Amount must be a number' })
  .finite()
  .nonnegative('Amount cannot be negative');

/** Amount typed into a form field: text on entry, a number once parsed. */
export const nairaAmountInput = z
  .union([z.number(), z.string().trim().min(1, 'Amount is required')])
  .pipe(z.coerce.number({ error: 'Amount must be a number' }))
  .pipe(nairaAmount);
