import { company } from '@clean/shared';
import { lagosStart } from '@clean/shared/lagos-time';
import { calendarFileHref, calendarFileName, receiptCalendarFile } from '../src/features/receipt/lib/calendar-file';
import { whatsAppHref } from '../src/features/receipt/lib/whatsapp';

const booking = {
  reference: 'SPK-REF-1',
  date: '2030-01-08',
  time: '7:00 AM',
  product: 'Home Cleaning',
  service: 'Standard Clean',
  address: '12 Aminu Kano Crescent, Wuse 2; gate B',
  createdAt: '2030-01-01T08:00:00.000Z',
};

/** A line's length in UTF-8 bytes, the unit RFC 5545 folds by. */
const octets = (line: string) => encodeURIComponent(line).replace(/%[0-9A-F]{2}/g, 'x').length;

describe('the receipt calendar file', () => {
  it('is one VEVENT: UID the reference, the Lagos time written in UTC, two hours, escaped text, CRLF', () => {
    expect(company.name).toBe('Sparkle Cleaning & Laundry');
    expect(receiptCalendarFile(booking)).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Sparkle Cleaning & Laundry//Booking receipt//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:SPK-REF-1',
        'DTSTAMP:20300101T080000Z',
        'DTSTART:20300108T060000Z',
        'DTEND:20300108T080000Z',
        'SUMMARY:Standard Clean (Home Cleaning) by Sparkle Cleaning & Laundry',
        'LOCATION:12 Aminu Kano Crescent\\, Wuse 2\\; gate B',
        // Exactly 75 octets: the longest line that is not folded.
        'DESCRIPTION:Booking reference SPK-REF-1. Questions? Call +234 800 000 0000.',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const file = receiptCalendarFile({ ...booking, address: `${'Plot 7 Ọ̀kọ̀ Street '.repeat(8)}Lagos` });
    const lines = file.split('\r\n');
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    const location = lines.findIndex((line) => line.startsWith('LOCATION:'));
    const unfolded = lines.slice(location).join('\r\n').replace(/\r\n /g, '').split('\r\n')[0];
    expect(unfolded).toBe(`LOCATION:${'Plot 7 Ọ̀kọ̀ Street '.repeat(8)}Lagos`);
    expect(file).not.toContain('\uFFFD');
  });

  it('reads the booked time as Lagos time (UTC+1 all year)', () => {
    expect(lagosStart('2030-07-01', '12:00 PM')?.toISOString()).toBe('2030-07-01T11:00:00.000Z');
    expect(lagosStart('2030-07-01', '5:00 PM')?.toISOString()).toBe('2030-07-01T16:00:00.000Z');
    expect(lagosStart('2030-07-01', '12:00 AM')?.toISOString()).toBe('2030-06-30T23:00:00.000Z');
    expect(lagosStart('2030-07-01', 'noon')).toBeNull();
  });

  it('downloads as booking-REFERENCE.ics from a text/calendar link', () => {
    expect(calendarFileName('SPK/REF 1')).toBe('booking-SPK_REF_1.ics');
    expect(calendarFileHref('A,B\r\n')).toBe('data:text/calendar;charset=utf-8,A%2CB%0D%0A');
  });
});

describe('the WhatsApp link', () => {
  it('opens a chat with the company number, the message naming the booking', () => {
    const href = new URL(whatsAppHref('SPK-REF-1'));
    expect(href.origin + href.pathname).toBe('https://wa.me/2348000000000');
    expect(href.searchParams.get('text')).toBe(
      'Hello Sparkle Cleaning & Laundry, I have a question about my booking SPK-REF-1.',
    );
  });
});
