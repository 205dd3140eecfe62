import { LOCATIONS } from '@clean/shared';
import type { BookingRequest } from '@clean/shared/schemas';
import { isBeforeToday, parseApiDate } from '@clean/shared/dates';

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

/** The draft's text fields: each a string of at most `MAX_TEXT` characters when present. */
const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'area',
  'landmark',
  'notes',
  'product',
  'service',
  'frequency',
  'date',
  'time',
] as const satisfies readonly (keyof DraftValues)[];
const MAX_TEXT = 2000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function storedAttempt(value: unknown): DraftAttempt | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { key, body, booked } = value;
  if (typeof key !== 'string' || key === '' || typeof body !== 'string' || typeof booked !== 'boolean')
    return undefined;
  return { key, body, booked };
}

/**
 * What was stored, checked field by field, or null when anything is off (another version, a wrong
 * type, an over-long text): only the known fields are kept, and a location no longer offered is
 * dropped alone. Written out rather than with zod: the draft is read on the first render, and even
 * zod's small build (its core, 15 KB gzip) was the largest part of the page's own code on a first
 * visit, where no draft exists (docs/DECISIONS.md, "The booking page's first visit").
 */
function storedDraft(input: unknown): BookingDraft | null {
  if (!isRecord(input) || input.version !== DRAFT_VERSION || !isRecord(input.values)) return null;
  const stored = input.values;
  const values: DraftValues = {};
  const location = LOCATIONS.find((item) => item === stored.location);
  if (location) values.location = location;
  for (const field of TEXT_FIELDS) {
    const value = stored[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > MAX_TEXT) return null;
    values[field] = value;
  }
  if (stored.amount !== undefined) {
    if (typeof stored.amount !== 'number' || !Number.isFinite(stored.amount) || stored.amount < 0) return null;
    values.amount = stored.amount;
  }
  const attempt = storedAttempt(input.attempt);
  return attempt === undefined ? null : { values, attempt };
}

/**
 * Whether the visitor typed or chose anything worth offering back: only what they type or choose counts,
 * not what the form fills in itself (the notice's version, an unticked consent box, the amount).
 */
export function hasContent(values: DraftValues): boolean {
  return [...TEXT_FIELDS, 'location' as const].some((field) => {
    const value = values[field];
    return typeof value === 'string' && value !== '';
  });
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
  const draft = storedDraft(parsed);
  if (!draft) return null;
  const values: DraftValues = { ...draft.values };
  const date = values.date ? parseApiDate(values.date) : null;
  if (!date || isBeforeToday(date, now)) {
    values.date = '';
    values.time = '';
  }
  return { values, attempt: draft.attempt };
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
