/**
 * Idempotent Book Now: the page sends one `Idempotency-Key` (a UUID) per booking attempt and reuses it
 * on every retry. The key is stored with the booking (unique) together with this hash of the request,
 * so a repeat can be told from a different request that reuses a key by mistake.
 */
import { createHash } from 'node:crypto';
import type { BookingPayload } from '@clean/shared/schemas';

export const IDEMPOTENCY_MISMATCH =
  'This Idempotency-Key was already used for a booking with other details. Send a new key (one per ' +
  'booking attempt) to book with these details.';

/** SHA-256 (hex) of the validated body with its keys sorted: the same request always hashes the same. */
export function bookingRequestHash(payload: BookingPayload): string {
  const entries = Object.entries(payload).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}
