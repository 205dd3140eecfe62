/**
 * A booking's slot hold as this device counts it down: the booking step's overview and the receipt
 * page both show it, from the API's `holdExpiresAt` and `serverTime`.
 */

/** The two timestamps of an answer that holds a slot (ISO 8601, both by the server's clock). */
export interface HoldAnswer {
  holdExpiresAt: string;
  serverTime: string;
}

/** Time left on the hold by the server's own clock, in ms: never negative, 0 when unreadable. */
export function holdLeftMs({ holdExpiresAt, serverTime }: HoldAnswer): number {
  const left = Date.parse(holdExpiresAt) - Date.parse(serverTime);
  return Number.isFinite(left) ? Math.max(0, left) : 0;
}

/**
 * When the hold ends on this device's clock: the time left by the server's own clock counted from when
 * the answer arrived, so a device whose clock is wrong still shows the right countdown.
 */
export function holdEndsAt(answer: HoldAnswer, receivedAt: number = Date.now()): number {
  return receivedAt + holdLeftMs(answer);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * 872 seconds → '14:32'; from an hour on, hours first: 70 191 seconds → '19:29:51' (a plan visit
 * waiting for payment is held until it is due, many hours away).
 */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = `${twoDigits(minutes)}:${twoDigits(whole % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** 872 seconds → "We're holding this slot for you: 14:32" (tests and e2e look for these words). */
export const holdCountdownText = (seconds: number): string =>
  `We're holding this slot for you: ${formatCountdown(seconds)}`;
