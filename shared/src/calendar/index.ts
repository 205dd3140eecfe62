/**
 * `@clean/shared/calendar`: a booked visit as an iCalendar file (RFC 5545), built by the `ics` library
 * in this one place for the confirmation e-mail's attachment (API) and the receipt page's 'Add to
 * calendar' (booking remote, which imports this module only when the visitor asks for the file: the
 * library is too big for the page's first load).
 */
import { createEvent, type EventAttributes } from 'ics';
import { company } from '../content';
import { singleLine } from '../format/control-characters';
import { lagosStart } from '../format/lagos-time';

/** How long a visit is put in the calendar. */
export const VISIT_HOURS = 2;

/** The MIME type of the file, as a download and as an e-mail attachment. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

/** What the file says about a visit: the receipt's fields (the API maps its booking facts to them). */
export interface CalendarVisit {
  reference: string;
  /** YYYY-MM-DD and the booked time ('7:00 AM'), in Lagos. */
  date: string;
  time: string;
  service: string;
  product: string;
  address: string;
  /** When the booking was made (ISO): the event's creation stamp. */
  createdAt: string;
}

/**
 * One event whose UID is the booking's reference (adding it again, after a move, updates the same
 * event), from the booked time in Lagos for VISIT_HOURS hours, at the address to clean.
 */
export function visitCalendarFile(visit: CalendarVisit): string {
  const start = lagosStart(visit.date, visit.time);
  if (!start) throw new Error(`Not a booked date and time: ${visit.date} ${visit.time}`);
  // The library escapes line feeds but not a lone carriage return, which some readers take for a line
  // break (a stored `Ada\rATTENDEE:…` would start a property): every text is one line here, whatever
  // was stored before the schemas refused control characters.
  const text = (value: string) => singleLine(value);
  // `timestamp` (DTSTAMP) is validated and written by the library but missing from its type declarations.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: `-//${company.name}//Booking//EN`,
    method: 'PUBLISH',
    uid: text(visit.reference),
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: VISIT_HOURS },
    title: text(`${visit.service} (${visit.product}) by ${company.name}`),
    location: text(visit.address),
    description: text(`Booking reference ${visit.reference}. Questions? Call ${company.phone}.`),
    // Stamped with the booking's creation, not the moment of building: the same booking, the same file.
    created: new Date(visit.createdAt).getTime(),
    timestamp: new Date(visit.createdAt).getTime(),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar file could not be built');
  return value;
}

/** The file's name: booking-SPK-123.ics. */
export const calendarFileName = (reference: string): string => `booking-${reference.replace(/[^\w-]/g, '_')}.ics`;
