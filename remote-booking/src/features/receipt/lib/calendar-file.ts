import { company } from '@clean/shared';
import { lagosStart } from '@clean/shared/lagos-time';
import type { Receipt } from '@clean/shared/schemas';

/** How long a visit is put in the calendar. */
export const VISIT_HOURS = 2;

const pad = (value: number) => String(value).padStart(2, '0');

/** A Date as an iCalendar UTC date-time: 20300108T060000Z. */
function utcStamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** RFC 5545 TEXT: backslash, semicolon, comma and line breaks escaped. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** How many bytes a character takes in UTF-8 (the file's encoding). */
function utf8Length(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code < 0x10000 ? 3 : 4;
}

/** RFC 5545 folding: lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character);
    // The first line holds 75 octets; each continuation line 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The booking as an iCalendar file (RFC 5545) for 'Add to calendar': one event, its UID the booking's
 * reference (so adding it twice updates the same event), from the booked time in Lagos for
 * VISIT_HOURS hours, at the address to clean. CRLF line endings, as the format requires.
 */
export function receiptCalendarFile(
  booking: Pick<Receipt, 'reference' | 'date' | 'time' | 'service' | 'product' | 'address' | 'createdAt'>,
): string {
  const start = lagosStart(booking.date, booking.time);
  if (!start) throw new Error(`Not a booked date and time: ${booking.date} ${booking.time}`);
  const end = new Date(start.getTime() + VISIT_HOURS * 60 * 60 * 1000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(company.name)}//Booking receipt//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(booking.reference)}`,
    `DTSTAMP:${utcStamp(new Date(booking.createdAt))}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(`${booking.service} (${booking.product}) by ${company.name}`)}`,
    `LOCATION:${escapeText(booking.address)}`,
    `DESCRIPTION:${escapeText(`Booking reference ${booking.reference}. Questions? Call ${company.phone}.`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** A link target that downloads the file without a script-made blob (it also works from a plain tap). */
export const calendarFileHref = (file: string): string =>
  `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`;

/** The file's name: booking-SPK-123.ics. */
export const calendarFileName = (reference: string): string => `booking-${reference.replace(/[^\w-]/g, '_')}.ics`;
