import { LOCATIONS } from '@clean/shared';
import type { BookingRequest } from '@clean/shared/schemas';
import { isBeforeToday, parseApiDate } from '@clean/shared/dates';
// zod's small build: the draft is read on the first render, before the page is usable, where the
// full zod (with the form's schema) would cost about 25 KB more; that one loads when the form is used.
import * as z from 'zod/mini';

/** One key for the whole draft; bump `DRAFT_VERSION` when its shape changes (old drafts are then ignored). */
export const DRAFT_STORAGE_KEY = 'bookingDraft';
export const DRAFT_VERSION = 1;

/** What is kept of a booking attempt so that a retry, even after a reload, is the same attempt. */
export interface DraftAttempt {
  /** The Idempotency-Key of the attempt. */
  key: string;
  /** The body it was sent with (JSON), to tell a retry from a new booking. */
  body: string;
  /** The server booked it: a change of details now starts a new attempt with a new key. */
  booked: boolean;
}

export type DraftValues = Partial<BookingRequest>;

export interface BookingDraft {
  values: DraftValues;
  attempt: DraftAttempt | null;
}

const text = z.optional(z.string().check(z.maxLength(2000)));
const storedDraft = z.object({
  version: z.literal(DRAFT_VERSION),
  values: z.object({
    location: z.catch(z.optional(z.enum(LOCATIONS)), undefined),
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    address: text,
    notes: text,
    product: text,
    service: text,
    frequency: text,
    date: text,
    time: text,
    amount: z.optional(z.number().check(z.nonnegative())),
  }),
  attempt: z.nullable(z.object({ key: z.string().check(z.minLength(1)), body: z.string(), booked: z.boolean() })),
});

/** Whether the visitor typed or chose anything worth offering back. */
export function hasContent(values: DraftValues): boolean {
  return Object.entries(values).some(([name, value]) => name !== 'amount' && typeof value === 'string' && value !== '');
}

/** Storage can be full, disabled (private mode) or absent; a draft is a convenience, never a failure. */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The draft left on this device, or null. A date before today (and its time) is dropped: it can no
 * longer be booked.
 */
export function readDraft(now: Date = new Date()): BookingDraft | null {
  const raw = storage()?.getItem(DRAFT_STORAGE_KEY);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = storedDraft.safeParse(parsed);
  if (!result.success) return null;
  const values: DraftValues = { ...result.data.values };
  const date = values.date ? parseApiDate(values.date) : null;
  if (!date || isBeforeToday(date, now)) {
    values.date = '';
    values.time = '';
  }
  return { values, attempt: result.data.attempt };
}

export function writeDraft(draft: BookingDraft): void {
  try {
    storage()?.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ version: DRAFT_VERSION, ...draft }));
  } catch {
    // Quota or privacy settings: the page works the same without a draft.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
