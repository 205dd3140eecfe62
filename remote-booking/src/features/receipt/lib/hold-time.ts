import type { ReceiptResponse } from '@clean/shared/schemas';

/**
 * When the hold ends on this device's clock: the time left by the server's own clock
 * (holdExpiresAt − serverTime) counted from when the answer arrived, so a device whose clock is
 * wrong still shows the right countdown. Null when the booking holds nothing.
 */
export function holdEndsAt(answer: Pick<ReceiptResponse, 'booking' | 'serverTime'>, receivedAt: number): number | null {
  if (answer.booking.status !== 'awaiting-payment' || !answer.booking.holdExpiresAt) return null;
  const left = Date.parse(answer.booking.holdExpiresAt) - Date.parse(answer.serverTime);
  return receivedAt + Math.max(0, Number.isFinite(left) ? left : 0);
}

/** 872 seconds → '14:32'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
