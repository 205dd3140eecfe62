import type { ScheduleBooking } from '@clean/shared/schemas';
import { holdState, holdsCrew, serverNow, slotUsage } from '../src/features/schedule/lib/slot-usage';
import {
  addDays,
  byHour,
  hourLabel,
  isCalendarDate,
  labelHour,
  lagosDate,
  lagosDateTime,
  longDate,
} from '@clean/shared/lagos-time';

const NOW = Date.parse('2030-01-07T09:00:00.000Z');
const minutesFromNow = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

function booking(overrides: Partial<ScheduleBooking> = {}): ScheduleBooking {
  return {
    _id: 'b1',
    reference: 'SPK-1',
    customerName: 'Ada Obi',
    phone: '+234 803 000 0001',
    product: 'Home Cleaning',
    service: 'Standard Clean',
    frequency: 'Weekly',
    plan: false,
    amount: 90000,
    payment: true,
    status: 'paid',
    holdExpiresAt: null,
    attentionReason: null,
    crew: null,
    ...overrides,
  };
}

const unpaid = (holdMinutes: number, overrides: Partial<ScheduleBooking> = {}) =>
  booking({ payment: false, status: 'awaiting-payment', holdExpiresAt: minutesFromNow(holdMinutes), ...overrides });

describe('which bookings hold a crew', () => {
  it('counts paid, completed and needs-attention bookings', () => {
    expect(holdsCrew(booking(), NOW)).toBe(true);
    expect(holdsCrew(booking({ status: 'completed' }), NOW)).toBe(true);
    expect(holdsCrew(booking({ status: 'needs-attention', attentionReason: 'slot-taken' }), NOW)).toBe(true);
  });

  it('counts an unpaid booking until its hold runs out, and not from that instant on', () => {
    expect(holdsCrew(unpaid(12), NOW)).toBe(true);
    expect(holdsCrew(unpaid(0), NOW)).toBe(false);
    expect(holdsCrew(unpaid(-1), NOW)).toBe(false);
    // The same booking, a quarter of an hour later by the board's clock.
    expect(holdsCrew(unpaid(12), NOW + 15 * 60_000)).toBe(false);
  });

  it('does not count cancelled or expired bookings', () => {
    expect(holdsCrew(booking({ status: 'cancelled' }), NOW)).toBe(false);
    expect(holdsCrew(booking({ status: 'cancelled', payment: false }), NOW)).toBe(false);
    // The server said expired: even a hold time still ahead (a clock a little off) does not bring it back.
    expect(holdsCrew(unpaid(5, { status: 'expired' }), NOW)).toBe(false);
  });
});

describe('hold time left', () => {
  it('is whole minutes, rounded up, for an unpaid booking still held', () => {
    expect(holdState(unpaid(12), NOW)).toEqual({ kind: 'holding', minutesLeft: 12 });
    expect(holdState(unpaid(0.5), NOW)).toEqual({ kind: 'holding', minutesLeft: 1 });
    expect(holdState(unpaid(11.2), NOW)).toEqual({ kind: 'holding', minutesLeft: 12 });
  });

  it('is expired once the hold ran out or the server says so', () => {
    expect(holdState(unpaid(0), NOW)).toEqual({ kind: 'expired' });
    expect(holdState(unpaid(-30), NOW)).toEqual({ kind: 'expired' });
    expect(holdState(unpaid(30, { status: 'expired' }), NOW)).toEqual({ kind: 'expired' });
  });

  it('is nothing for paid, cancelled or completed bookings', () => {
    expect(holdState(booking(), NOW)).toEqual({ kind: 'none' });
    expect(holdState(unpaid(10, { status: 'cancelled' }), NOW)).toEqual({ kind: 'none' });
    expect(holdState(unpaid(10, { status: 'completed' }), NOW)).toEqual({ kind: 'none' });
  });
});

describe('slot usage', () => {
  it('counts the crews used, free and over the crews available', () => {
    const bookings = [booking(), unpaid(10), unpaid(-10), booking({ status: 'cancelled' })];
    expect(slotUsage({ crews: 3, bookings }, NOW)).toEqual({ used: 2, available: 3, free: 1, over: 0 });
  });

  it('shows a full slot as no crew free', () => {
    expect(slotUsage({ crews: 2, bookings: [booking(), booking()] }, NOW)).toEqual({
      used: 2,
      available: 2,
      free: 0,
      over: 0,
    });
  });

  it('shows bookings beyond the crews as over capacity, never a negative free count', () => {
    const bookings = [booking(), booking({ status: 'needs-attention', attentionReason: 'slot-taken' })];
    expect(slotUsage({ crews: 1, bookings }, NOW)).toEqual({ used: 2, available: 1, free: 0, over: 1 });
    expect(slotUsage({ crews: 0, bookings: [booking()] }, NOW)).toEqual({ used: 1, available: 0, free: 0, over: 1 });
  });

  it('frees the crew of a hold as the clock passes its end', () => {
    const slot = { crews: 1, bookings: [unpaid(3)] };
    expect(slotUsage(slot, NOW).free).toBe(0);
    expect(slotUsage(slot, NOW + 3 * 60_000).free).toBe(1);
  });

  it("counts a week answer's usage the same way: taken for good, and each hold until it ends", () => {
    const usage = { taken: 2, holdsUntil: [minutesFromNow(3), minutesFromNow(10)] };
    const slot = { crews: 3, bookings: [], usage };
    expect(slotUsage(slot, NOW)).toEqual({ used: 4, available: 3, free: 0, over: 1 });
    expect(slotUsage(slot, NOW + 3 * 60_000)).toEqual({ used: 3, available: 3, free: 0, over: 0 });
    expect(slotUsage(slot, NOW + 10 * 60_000)).toEqual({ used: 2, available: 3, free: 1, over: 0 });
  });

  it('is empty for a slot without bookings', () => {
    expect(slotUsage({ crews: 4, bookings: [] }, NOW)).toEqual({ used: 0, available: 4, free: 4, over: 0 });
  });
});

describe('the board clock', () => {
  it('moves the server time on by the time passed on this device since the answer', () => {
    const received = 1_000_000;
    expect(serverNow('2030-01-07T09:00:00.000Z', received, received + 90_000)).toBe(NOW + 90_000);
  });
});

describe('Lagos days and times', () => {
  it('takes the calendar day in Lagos (UTC+1), not UTC', () => {
    expect(lagosDate(Date.parse('2030-01-07T22:59:00Z'))).toBe('2030-01-07');
    expect(lagosDate(Date.parse('2030-01-07T23:00:00Z'))).toBe('2030-01-08');
  });

  it('adds days across months and years', () => {
    expect(addDays('2030-12-30', 3)).toBe('2031-01-02');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });

  it('accepts only real days written yyyy-MM-dd', () => {
    expect(isCalendarDate('2030-01-07')).toBe(true);
    expect(isCalendarDate('2030-02-30')).toBe(false);
    expect(isCalendarDate('7/1/2030')).toBe(false);
  });

  it('writes hours as the booking form does and sorts labels by hour', () => {
    expect([5, 6, 11, 12, 13, 20].map(hourLabel)).toEqual([
      '5:00 AM',
      '6:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '8:00 PM',
    ]);
    expect(labelHour('12:00 PM')).toBe(12);
    expect(labelHour('noon')).toBeNull();
    expect(['1:00 PM', '9:00 AM', '12:00 PM'].sort(byHour)).toEqual(['9:00 AM', '12:00 PM', '1:00 PM']);
  });

  it('writes dates and instants for people', () => {
    expect(longDate('2030-01-07')).toBe('Monday, 7 Jan 2030');
    expect(lagosDateTime('2030-01-07T08:05:00.000Z')).toBe('7 Jan 2030, 9:05 AM');
    expect(lagosDateTime('2030-01-07T23:30:00.000Z')).toBe('8 Jan 2030, 12:30 AM');
  });
});
