import { useEffect, useState } from 'react';

const secondsUntil = (end: number) => Math.max(0, Math.ceil((end - Date.now()) / 1000));

/**
 * Whole seconds left until `endsAt` (epoch ms on this device's clock), updated every second; 0 once
 * over. Read from the clock on every tick, not decremented: a phone that slept shows the truth.
 */
export function useHoldCountdown(endsAt: number): number {
  const [left, setLeft] = useState(() => secondsUntil(endsAt));

  useEffect(() => {
    setLeft(secondsUntil(endsAt));
    const timer = setInterval(() => {
      const next = secondsUntil(endsAt);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  return left;
}
