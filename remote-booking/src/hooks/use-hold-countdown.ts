import { useEffect, useEffectEvent, useState } from 'react';

const secondsUntil = (end: number) => Math.max(0, Math.ceil((end - Date.now()) / 1000));

/**
 * Whole seconds left until `endsAt` (epoch ms on this device's clock, see `holdEndsAt`), updated every
 * second; 0 once over, when `onEnd` is called once. Read from the clock on every tick, not decremented:
 * a phone that slept shows the truth. Its owner remounts it for another hold (a `key`), so the start
 * value is read once.
 */
export function useHoldCountdown(endsAt: number, onEnd?: () => void): number {
  const [left, setLeft] = useState(() => secondsUntil(endsAt));
  const ended = useEffectEvent(() => onEnd?.());

  useEffect(() => {
    const timer = setInterval(() => {
      const next = secondsUntil(endsAt);
      setLeft(next);
      if (next === 0) {
        clearInterval(timer);
        ended();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  return left;
}
