import { formatDecimal } from '@clean/shared';
import { formatCount, formatPercent } from '../src/lib/format-count';

// The written-out formatters must read exactly as the Intl formatters they replace (docs/DECISIONS.md,
// "No Intl on the first render").
const values = [
  0, 0.04, 0.05, 0.45, 0.5, 0.949, 0.95, 1, 1.25, 1.35, 2.25, 2.5, 2.675, 9.95, 12, 99.95, 999.5, 1000, 1234.56, 25000,
  99999.95, 1234567.25, 123456789.123, 1e15,
];
const signed = [...values, ...values.map((value) => -value)];

describe('the console’s number formatters', () => {
  it('write counts as Intl does: grouped, rounded half away from zero', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const value of signed) expect(formatCount(value)).toBe(intl.format(value));
    expect(formatCount(1000000)).toBe('1,000,000');
  });

  it('write one decimal at most as Intl does, dropping a trailing zero', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
    for (const value of signed) expect(formatDecimal(value, 1)).toBe(intl.format(value));
    expect(formatDecimal(2.5, 1)).toBe('2.5');
    expect(formatDecimal(1250, 1)).toBe('1,250');
  });

  it('write shares as Intl’s percentages with one decimal at most', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
    const shares = [0, 0.0005, 0.00049, 0.0175, 0.01749, 0.125, 0.3333, 0.5, 0.6667, 0.9995, 1, 1.5, 12.34565];
    for (const share of [...shares, ...shares.map((value) => -value)]) {
      expect(formatPercent(share)).toBe(intl.format(share));
    }
  });
});
