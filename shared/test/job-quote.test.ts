import { bookableMinutes, quoteJob, unitsLabel, type QuotedService } from '../src/format';

const deep: QuotedService = {
  name: 'Deep Cleaning',
  durationMinutes: 240,
  parameters: [
    { _id: 'bed', name: 'Bedrooms', min: 1, max: 8, included: 2, unitAmount: 7500.5, unitMinutes: 45 },
    { _id: 'bath', name: 'Bathrooms', min: 1, max: 8, included: 1, unitAmount: 5000, unitMinutes: 30 },
  ],
  extras: [
    { _id: 'oven', name: 'Inside the oven', amount: 4000, minutes: 30, maxQuantity: 1 },
    { _id: 'windows', name: 'Interior windows', amount: 0.1, minutes: 10, maxQuantity: 10 },
  ],
};
const once = { name: 'One-time', amount: 45000 };

describe('quoteJob', () => {
  it('is the service as it is when nothing is above what is included', () => {
    expect(quoteJob(deep, once, { parameters: [{ _id: 'bed', count: 2 }] })).toEqual({
      ok: true,
      lines: [{ kind: 'base', label: 'Deep Cleaning, One-time', amount: 45000, minutes: 240 }],
      amount: 45000,
      minutes: 240,
    });
  });

  it('adds each unit above the included ones and each extra, in whole kobo, and rounds the length up', () => {
    const quote = quoteJob(deep, once, {
      parameters: [
        { _id: 'bed', count: 5 },
        { _id: 'bath', count: 1 },
      ],
      extras: [
        { _id: 'oven', quantity: 1 },
        { _id: 'windows', quantity: 3 },
      ],
    });
    expect(quote).toEqual({
      ok: true,
      lines: [
        { kind: 'base', label: 'Deep Cleaning, One-time', amount: 45000, minutes: 240 },
        { kind: 'parameter', label: '5 bedrooms', amount: 22501.5, minutes: 135 },
        { kind: 'extra', label: 'Inside the oven', amount: 4000, minutes: 30 },
        { kind: 'extra', label: 'Interior windows × 3', amount: 0.3, minutes: 30 },
      ],
      // 0.1 × 3 is 0.30000000000000004 in floating point: sums are of kobo.
      amount: 71501.8,
      // 435 minutes of work books 450.
      minutes: 450,
    });
  });

  it("starts from the frequency's price (a plan's discount is in it); a missing parameter counts its minimum", () => {
    const quote = quoteJob(deep, { name: 'Weekly', amount: 40500 }, { parameters: [{ _id: 'bath', count: 3 }] });
    expect(quote.ok && quote.lines).toEqual([
      { kind: 'base', label: 'Deep Cleaning, Weekly', amount: 40500, minutes: 240 },
      { kind: 'parameter', label: '3 bathrooms', amount: 10000, minutes: 60 },
    ]);
    expect(quote.ok && quote.amount).toBe(50500);
  });

  it('refuses counts out of bounds, unknown ids and a job longer than a calendar day, saying what to change', () => {
    expect(quoteJob(deep, once, { parameters: [{ _id: 'bed', count: 0 }] })).toEqual({
      ok: false,
      field: 'size',
      message: 'Bedrooms: choose from 1 to 8.',
    });
    expect(quoteJob(deep, once, { parameters: [{ _id: 'bed', count: 9 }] })).toMatchObject({ ok: false });
    expect(quoteJob(deep, once, { parameters: [{ _id: 'bed', count: 2.5 }] })).toMatchObject({ ok: false });
    expect(quoteJob(deep, once, { extras: [{ _id: 'oven', quantity: 2 }] })).toEqual({
      ok: false,
      field: 'size',
      message: 'Inside the oven: choose at most 1.',
    });
    expect(quoteJob(deep, once, { extras: [{ _id: 'oven', quantity: -1 }] })).toMatchObject({ ok: false });
    expect(quoteJob(deep, once, { parameters: [{ _id: 'garage', count: 1 }] })).toMatchObject({
      message: 'This home size is no longer asked for this service. Please check your choices.',
    });
    expect(quoteJob(deep, once, { extras: [{ _id: 'pool', quantity: 1 }] })).toMatchObject({
      message: 'This extra is no longer offered for this service. Please check your choices.',
    });
    // 240 + 6 × 45 + 7 × 30 + 30 + 100 = 850 minutes: more than 12 hours.
    const biggest = {
      parameters: [
        { _id: 'bed', count: 8 },
        { _id: 'bath', count: 8 },
      ],
      extras: [
        { _id: 'oven', quantity: 1 },
        { _id: 'windows', quantity: 10 },
      ],
    };
    expect(quoteJob(deep, once, biggest)).toEqual({
      ok: false,
      field: 'size',
      message: 'A job this size takes more than 12 hours: please contact us to plan it over two days.',
    });
  });

  it('prices a service without parameters or extras as its frequency, whatever a client sends of none', () => {
    const plain: QuotedService = { name: 'Office Cleaning', durationMinutes: 120 };
    expect(quoteJob(plain, { name: 'One-time', amount: 30000 })).toMatchObject({
      ok: true,
      amount: 30000,
      minutes: 120,
    });
    expect(quoteJob(plain, { name: 'One-time', amount: 30000 }, { parameters: [], extras: [] })).toMatchObject({
      ok: true,
      amount: 30000,
    });
  });
});

describe('the helpers', () => {
  it('round a length up to the calendar’s half hours', () => {
    expect([30, 31, 59, 60, 61].map(bookableMinutes)).toEqual([30, 60, 60, 60, 90]);
  });

  it('name a count of units, singular for one', () => {
    expect(unitsLabel('Bedrooms', 1)).toBe('1 bedroom');
    expect(unitsLabel('Bathrooms', 3)).toBe('3 bathrooms');
  });
});
