import { LAGOS_OFFSET_MS } from '@clean/shared/lagos-time';

/** 150 → '2 h 30 min', 60 → '1 h', 30 → '30 min': short enough for one line on a 360 px phone. */
export function shortLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? `${hours} h` : '', rest > 0 || hours === 0 ? `${rest} min` : ''].filter(Boolean).join(' ');
}

/** An instant's Lagos clock time: '8:05 AM' (the company's time, whatever the phone is set to). */
export function lagosClock(instant: string | Date): string {
  const shifted = new Date(new Date(instant).getTime() + LAGOS_OFFSET_MS);
  const hour = shifted.getUTCHours();
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(shifted.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'N steps waiting to send' (one step). */
export const waitingLabel = (count: number): string => `${count} ${count === 1 ? 'step' : 'steps'} waiting to send`;
