import { company } from '@clean/shared/content';
import { lagosStart } from '@clean/shared/lagos-time';
import { createEvent } from 'ics';
import type { BookingFacts } from './booking-facts';

/** How long a visit is put in the calendar (as the receipt page's file). */
export const VISIT_HOURS = 2;

/**
 * The booking as an iCalendar file (RFC 5545) built by the `ics` library: one event whose UID is the
 * booking's reference (adding it twice updates the same event), at the address to clean.
 */
export function bookingCalendarFile(booking: BookingFacts): string {
  const start = lagosStart(booking.date, booking.time);
  if (!start) throw new Error(`Not a booked date and time: ${booking.date} ${booking.time}`);
  const { error, value } = createEvent({
    productId: `-//${company.name}//Booking//EN`,
    method: 'PUBLISH',
    uid: booking.reference,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: VISIT_HOURS },
    title: `${booking.serviceName} (${booking.productName}) by ${company.name}`,
    location: booking.address,
    description: `Booking reference ${booking.reference}. Questions? Call ${company.phone}.`,
    created: new Date(booking.createdAt).getTime(),
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be built');
  return value;
}
