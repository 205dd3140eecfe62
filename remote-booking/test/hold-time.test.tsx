import { act, renderHook } from '@testing-library/react';
import { useHoldCountdown } from '../src/hooks/use-hold-countdown';
import { formatCountdown, holdCountdownText, holdEndsAt, holdLeftMs } from '../src/lib/hold-time';

const NOW = Date.parse('2030-01-07T08:00:00.000Z');

describe('the slot hold', () => {
  it('ends by the server clock, counted from when the answer arrived (a device clock off by hours)', () => {
    const answer = { holdExpiresAt: '2030-01-07T08:14:32.000Z', serverTime: '2030-01-07T08:00:00.000Z' };
    const receivedAt = NOW - 3 * 3_600_000;
    expect(holdLeftMs(answer)).toBe(872_000);
    expect(holdEndsAt(answer, receivedAt)).toBe(receivedAt + 872_000);
  });

  it('never has negative or unreadable time left', () => {
    expect(holdLeftMs({ holdExpiresAt: '2030-01-07T07:00:00.000Z', serverTime: '2030-01-07T08:00:00.000Z' })).toBe(0);
    expect(holdLeftMs({ holdExpiresAt: 'soon', serverTime: '2030-01-07T08:00:00.000Z' })).toBe(0);
    expect(holdEndsAt({ holdExpiresAt: 'soon', serverTime: 'now' }, NOW)).toBe(NOW);
  });

  it('shows minutes and seconds under an hour, rounding a part second up and never below zero', () => {
    expect(formatCountdown(872)).toBe('14:32');
    expect(formatCountdown(59.2)).toBe('01:00');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(3599)).toBe('59:59');
    expect(holdCountdownText(872)).toBe("We're holding this slot for you: 14:32");
  });

  it('shows hours first from an hour on (a plan visit held until it is due)', () => {
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(19 * 3600 + 29 * 60 + 51)).toBe('19:29:51');
    expect(holdCountdownText(70_191)).toBe("We're holding this slot for you: 19:29:51");
  });
});

describe('useHoldCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('counts down by the clock each second and calls onEnd once at zero', () => {
    const onEnd = jest.fn();
    const { result } = renderHook(() => useHoldCountdown(NOW + 2_500, onEnd));
    expect(result.current).toBe(3);

    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    // A phone that slept: the next tick reads the clock, not a decrement.
    act(() => {
      jest.setSystemTime(NOW + 10_000);
      jest.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('works without onEnd', () => {
    const { result } = renderHook(() => useHoldCountdown(NOW + 1000));
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
  });
});
