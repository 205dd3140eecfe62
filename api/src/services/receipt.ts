/**
 * A booking's receipt for whoever made it: the reference plus the email or phone number given when
 * booking (or the manage link: services/manage-booking.ts builds the receipt). A wrong pair and an
 * unknown reference give the same 404, so the call reveals nothing to a guesser (and references carry
 * 80 random bits; the route is rate limited too).
 */
import type { AppointmentRow } from '../repositories/appointment-repository';

export const RECEIPT_NOT_FOUND =
  'We could not find a booking with this reference and contact. Please check the reference and use the ' +
  'email or phone number you booked with.';

const digits = (value: string) => value.replace(/\D/g, '');

/** A Nigerian number in international form (234 803...) and national form (0803...) are one number. */
function nationalNumber(value: string): string {
  const number = digits(value);
  return number.length === 13 && number.startsWith('234') ? `0${number.slice(3)}` : number;
}

/** The contact is the booking's email (any case) or its phone number (digits only, 7 or more). */
export function contactMatches(row: Pick<AppointmentRow, 'email' | 'phone'>, contact: string): boolean {
  const value = contact.trim();
  if (value.includes('@')) return value.toLowerCase() === row.email.trim().toLowerCase();
  const number = nationalNumber(value);
  return number.length >= 7 && number === nationalNumber(row.phone);
}
