import { z } from 'zod';
import { bookingStatus } from './appointment';
import { id, isoDate, isoTimestamp, timeLabel } from './common';

import { SEARCH_MIN_LENGTH } from '../constants';

export { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '../constants';
export const SEARCH_MAX_LENGTH = 100;
/** Results per kind. */
export const SEARCH_LIMIT = 5;

/** GET /api/admin/search?q= */
export const searchQuery = z.object({
  q: z
    .string({ error: 'Type something to search for' })
    .trim()
    .min(SEARCH_MIN_LENGTH, `Type at least ${SEARCH_MIN_LENGTH} characters`)
    .max(SEARCH_MAX_LENGTH, `Must be at most ${SEARCH_MAX_LENGTH} characters`),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const appointmentHit = z.object({
  _id: id,
  reference: z.string(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  service: z.string(),
  location: z.string(),
  date: isoDate,
  time: timeLabel,
  status: bookingStatus,
  /** The crew it names (docs/PRODUCT.md, "Crews by name"); null: none. */
  crew: z.string().nullable(),
});
export const customerHit = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  bookings: z.number().int(),
});
export const messageHit = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  createdAt: isoTimestamp,
  handled: z.boolean(),
});
/** A message of the outbox whose recipient (an address or a phone) contains the text. */
export const outboxHit = z.object({
  _id: id,
  recipient: z.string(),
  kind: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  createdAt: isoTimestamp,
});
export type OutboxHit = z.infer<typeof outboxHit>;
export type AppointmentHit = z.infer<typeof appointmentHit>;
export type CustomerHit = z.infer<typeof customerHit>;
export type MessageHit = z.infer<typeof messageHit>;

/**
 * Up to SEARCH_LIMIT of each kind, best first: an exact booking reference, then exact email or phone
 * (phones by their digits, +234… and 0… alike), then names and fields starting with the words, then
 * containing them; newest first among equals.
 */
export const searchResponse = z.object({
  success: z.literal(true),
  appointments: z.array(appointmentHit),
  customers: z.array(customerHit),
  messages: z.array(messageHit),
  outbox: z.array(outboxHit),
});
export type SearchResponse = z.infer<typeof searchResponse>;
