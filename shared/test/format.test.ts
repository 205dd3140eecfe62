import {
  formatNaira,
  toApiDate,
  toDisplayDate,
  parseApiDate,
  isBeforeToday,
  planTerms,
  intervalLabel,
} from '../src/format';

describe('formatNaira', () => {
  it('formats amounts in en-US style with the NGN code', () => {
    expect(formatNaira(25000)).toMatch(/^NGN\s25,000\.00$/);
    expect(formatNaira(0)).toMatch(/^NGN\s0\.00$/);
    expect(formatNaira(1234567.5)).toMatch(/^NGN\s1,234,567\.50$/);
  });

  it('writes what Intl writes for the same currency, character for character', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'NGN' });
    const amounts = [
      0, 0.005, 0.125, 0.5, 0.994, 0.995, 1, 1.005, 2.675, 9.99, 12, 999.999, 1000, 1000.005, 25000, 99999.5,
      123456789.12,
    ];
    for (const amount of [...amounts, ...amounts.map((value) => -value).filter((value) => value !== 0)]) {
      expect(formatNaira(amount)).toBe(intl.format(amount));
    }
  });
});

describe('date helpers', () => {
  it('sends yyyy-MM-dd and shows yyyy/MM/dd', () => {
    const day = new Date(2026, 0, 5);
    expect(toApiDate(day)).toBe('2026-01-05');
    expect(toDisplayDate(day)).toBe('2026/01/05');
  });

  it('parses only real calendar days', () => {
    expect(parseApiDate('2026-02-28')?.getDate()).toBe(28);
    expect(parseApiDate('2026-02-30')).toBeNull();
    expect(parseApiDate('yesterday')).toBeNull();
  });

  it('reads a date without a zone as that local day, and a zoned instant as its instant', () => {
    expect(toDisplayDate('2026-01-05')).toBe('2026/01/05');
    expect(parseApiDate('2026-01-05')?.getTime()).toBe(new Date(2026, 0, 5).getTime());
    expect(toApiDate('2026-01-05T23:30:00')).toBe('2026-01-05');
    const instant = '2026-01-05T12:00:00.000Z';
    expect(toApiDate(instant)).toBe(toApiDate(new Date(instant)));
    expect(isBeforeToday('2026-06-09', new Date(2026, 5, 10, 0, 1))).toBe(true);
    expect(toApiDate('not a date')).toBe('Invalid Date');
  });

  it('compares by calendar day, not by hour', () => {
    const now = new Date(2026, 5, 10, 23, 59);
    expect(isBeforeToday(new Date(2026, 5, 9, 23, 59), now)).toBe(true);
    expect(isBeforeToday(new Date(2026, 5, 10, 0, 1), now)).toBe(false);
  });
});

describe('plan terms', () => {
  it('says what a recurring frequency signs the customer up for, naming the weekday of weekly plans', () => {
    const weekly = { intervalDays: 7, amount: 20000, date: '2030-01-08', time: '9:00 AM', chargeHoursBefore: 24 };
    expect(planTerms(weekly)).toMatch(
      /^Every week on Tuesdays at 9:00 AM, NGN\s20,000\.00 per visit, charged the day before; skip or cancel any time from your booking link$/,
    );
    expect(planTerms({ ...weekly, intervalDays: 10, chargeHoursBefore: 6 })).toMatch(
      /^Every 10 days from Tue 8 Jan at 9:00 AM, .* charged 6 hours before;/,
    );
    expect([0, 7, 14, 28].map(intervalLabel)).toEqual(['One-off', 'Every week', 'Every 2 weeks', 'Every 4 weeks']);
  });
});
