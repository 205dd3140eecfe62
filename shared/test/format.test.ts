import { formatNaira, toApiDate, toDisplayDate, parseApiDate, isBeforeToday } from '../src/format';

describe('formatNaira', () => {
  it('formats amounts in en-US style with the NGN code', () => {
    expect(formatNaira(25000)).toMatch(/^NGN\s25,000\.00$/);
    expect(formatNaira(0)).toMatch(/^NGN\s0\.00$/);
    expect(formatNaira(1234567.5)).toMatch(/^NGN\s1,234,567\.50$/);
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

  it('compares by calendar day, not by hour', () => {
    const now = new Date(2026, 5, 10, 23, 59);
    expect(isBeforeToday(new Date(2026, 5, 9, 23, 59), now)).toBe(true);
    expect(isBeforeToday(new Date(2026, 5, 10, 0, 1), now)).toBe(false);
  });
});
