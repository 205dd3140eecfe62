import {
  cancelledSummary,
  dateClosedSummary,
  dateReopenedSummary,
  productUpdatedSummary,
  rebookedSummary,
  refundedSummary,
  rulesUpdatedSummary,
} from '../../src/domain/audit-sentences';
import type { OpeningRules } from '../../src/domain/availability';

const BOOKING = {
  firstName: 'Chidi',
  lastName: 'Eze',
  date: '2030-01-08',
  time: '10:00 AM',
  location: 'Lagos',
  reference: 'CLN-1',
};

const RULES: OpeningRules = {
  slotHours: [6, 7, 8],
  closedWeekdays: [0],
  crews: new Map([['Lagos', 3]]),
  travelMinutes: new Map(),
  closedDates: [],
  horizonDays: 60,
  updatedAt: null,
};

describe('audit sentences', () => {
  it('name the booking, its slot and its reference', () => {
    expect(cancelledSummary(BOOKING)).toBe("Cancelled Chidi Eze's booking for 2030-01-08 10:00 AM at Lagos (CLN-1)");
  });

  it('say where a flagged booking was moved, and what was refunded with the note', () => {
    expect(rebookedSummary(BOOKING, { date: '2030-01-09', time: '6:00 AM', location: 'Abuja' })).toBe(
      'Rebooked from 2030-01-08 10:00 AM at Lagos to 2030-01-09 6:00 AM at Abuja',
    );
    expect(refundedSummary(15000, 'sent by transfer')).toBe('Refunded ₦15,000: sent by transfer');
  });

  it('name a closed or reopened date, its place (every location when none) and its label', () => {
    expect(dateClosedSummary('2030-01-08', null, 'Public holiday')).toBe(
      'Closed 2030-01-08 at every location (Public holiday)',
    );
    expect(dateReopenedSummary('2030-01-08', 'Lagos', '')).toBe('Reopened 2030-01-08 at Lagos');
  });

  it('name the old name of a renamed product', () => {
    const product = { name: 'Deep Cleaning', price: 15000, services: [] };
    expect(productUpdatedSummary('Deep Clean', product)).toMatch(/^Updated Deep Cleaning: .* \(was Deep Clean\)$/);
    expect(productUpdatedSummary('Deep Cleaning', product)).not.toContain('(was');
  });

  it('describe a change of the rules, or nothing when nothing changed', () => {
    const same = { slotHours: [6, 7, 8], closedWeekdays: [0], crews: [] };
    expect(rulesUpdatedSummary(RULES, same)).toBeNull();
    expect(rulesUpdatedSummary(RULES, { ...same, closedWeekdays: [] })).toBe('Closed weekdays: Sunday → none');
  });
});
