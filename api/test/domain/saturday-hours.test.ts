import { SATURDAY_HOURS, slotHoursOn, slotProblems, type OpeningRules } from '../../src/domain/availability';

/** Monday 2030-01-07, 09:30 in Lagos. */
const NOW = new Date('2030-01-07T08:30:00Z');
const SATURDAY = '2030-01-12';

const RULES: OpeningRules = {
  slotHours: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
  closedWeekdays: [0],
  crews: new Map([['Lagos', 3]]),
  travelMinutes: new Map(),
  closedDates: [],
  horizonDays: 60,
  updatedAt: null,
};

describe('Saturday hours', () => {
  it('are 6, 7 and 8 AM, whatever the weekly hours add', () => {
    expect(SATURDAY_HOURS).toEqual([6, 7, 8]);
    expect(slotHoursOn(RULES, SATURDAY)).toEqual([6, 7, 8]);
    expect(slotHoursOn(RULES, '2030-01-11')).toEqual(RULES.slotHours);
  });

  it('are only those of them the weekly hours offer', () => {
    expect(slotHoursOn({ slotHours: [7, 9] }, SATURDAY)).toEqual([7]);
  });

  it('a later Saturday time is refused with the hours named', () => {
    expect(slotProblems(RULES, NOW, SATURDAY, '10:00 AM', 'Lagos')).toEqual([
      { field: 'time', message: 'On Saturdays we start only at 6:00 AM, 7:00 AM or 8:00 AM.' },
    ]);
    expect(slotProblems(RULES, NOW, SATURDAY, '8:00 AM', 'Lagos')).toEqual([]);
  });
});
