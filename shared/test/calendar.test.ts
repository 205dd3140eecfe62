import { company } from '@clean/shared';
import { CALENDAR_CONTENT_TYPE, calendarFileName, visitCalendarFile } from '@clean/shared/calendar';

const visit = {
  reference: 'SPK-REF-1',
  date: '2030-01-08',
  time: '7:00 AM',
  product: 'Home Cleaning',
  service: 'Standard Clean',
  address: '12 Aminu Kano Crescent, Wuse 2; gate B',
  createdAt: '2030-01-01T08:00:00.000Z',
};

/** A line's length in characters (code points), the unit `ics` folds by (docs/DECISIONS.md). */
const characters = (line: string) => [...line].length;

/** The file's properties, long lines unfolded: name → value (the last of a name). */
function properties(file: string): Map<string, string> {
  const lines = file.replace(/\r\n[ \t]/g, '').split('\r\n');
  return new Map(
    lines.filter(Boolean).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  );
}

describe('the calendar file of a visit (@clean/shared/calendar)', () => {
  it('is one event: UID the reference, the Lagos time in UTC for two hours, escaped text, CRLF', () => {
    expect(company.name).toBe('Sparkle Cleaning & Laundry');
    const file = visitCalendarFile(visit);
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(file.replace(/\r\n/g, '')).not.toContain('\n');
    expect(Object.fromEntries(properties(file))).toMatchObject({
      METHOD: 'PUBLISH',
      UID: 'SPK-REF-1',
      // 7:00 AM in Lagos (UTC+1 all year).
      DTSTART: '20300108T060000Z',
      DURATION: 'PT2H',
      DTSTAMP: '20300101T080000Z',
      SUMMARY: 'Standard Clean (Home Cleaning) by Sparkle Cleaning & Laundry',
      LOCATION: '12 Aminu Kano Crescent\\, Wuse 2\\; gate B',
      DESCRIPTION: 'Booking reference SPK-REF-1. Questions? Call +234 800 000 0000.',
    });
    // Built from the booking alone: the same booking gives the same file (a calendar updates, not adds).
    expect(visitCalendarFile(visit)).toBe(file);
  });

  it('never writes a line break of stored text: a lone CR, CR LF, a separator or a control character', () => {
    // Stored before the schemas refused control characters (format/control-characters.ts).
    const file = visitCalendarFile({
      ...visit,
      service: 'Standard\rATTENDEE:mailto:evil@example.com',
      product: 'Home\r\nORGANIZER:evil',
      address: 'Ada\rATTENDEE:evil\n12 Marina\u2028Lagos\u0000\u001b',
    });
    // Every CR is the file's own line end, every LF follows one: no property the text started.
    expect(file.replace(/\r\n[ \t]?/g, '')).not.toMatch(/[\r\n\u2028\u2029\p{Cc}]/u);
    expect([...properties(file).keys()]).not.toContain('ATTENDEE');
    expect([...properties(file).keys()]).not.toContain('ORGANIZER');
    expect(properties(file).get('LOCATION')).toBe('Ada ATTENDEE:evil 12 Marina Lagos ');
    expect(properties(file).get('SUMMARY')).toBe(
      'Standard ATTENDEE:mailto:evil@example.com (Home ORGANIZER:evil) by Sparkle Cleaning & Laundry',
    );
  });

  it('folds long lines at 75 characters without splitting one', () => {
    const address = `${'Plot 7 Ọ̀kọ̀ Street '.repeat(8)}Lagos`;
    const file = visitCalendarFile({ ...visit, address });
    for (const line of file.split('\r\n')) expect(characters(line)).toBeLessThanOrEqual(75);
    expect(file).toMatch(/\r\n[ \t]/);
    expect(properties(file).get('LOCATION')).toBe(address);
    expect(file).not.toContain('\uFFFD');
  });

  it('refuses a time that is not a booked one, and names the file after the reference', () => {
    expect(() => visitCalendarFile({ ...visit, time: 'noon' })).toThrow('Not a booked date and time: 2030-01-08 noon');
    expect(calendarFileName('SPK/REF 1')).toBe('booking-SPK_REF_1.ics');
    expect(CALENDAR_CONTENT_TYPE).toBe('text/calendar; charset=utf-8; method=PUBLISH');
  });
});
