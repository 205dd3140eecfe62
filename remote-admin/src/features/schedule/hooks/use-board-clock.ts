import { useEffect, useState } from 'react';
import { serverNow } from '../lib/slot-usage';

const MINUTE_MS = 60_000;

/**
 * The instant the board counts hold times from: the server's clock at its answer (`serverTime`,
 * received at `receivedAt` by this device's clock), moved on by the time passed here, refreshed a
 * whole number of minutes after each answer so 'Hold: 12 min left' counts down minute by minute and
 * turns into 'Hold expired' without a reload. A device clock set wrong does not matter.
 */
export function useBoardClock(serverTime: string | undefined, receivedAt: number | undefined): number {
  const [tick, setTick] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, [receivedAt]);

  if (!serverTime || receivedAt === undefined) return tick;
  return serverNow(serverTime, receivedAt, Math.max(tick, receivedAt));
}
