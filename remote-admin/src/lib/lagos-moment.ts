import { LAGOS_OFFSET_MS } from '@clean/shared/lagos-time';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * An instant of a working day as Lagos reads it, time first and without the year: '9:02 AM, 5 Dec'.
 * For the crew's steps and devices, which are of the last days; records keep `lagosDateTime`.
 */
export function lagosMoment(instant: string | number | Date): string {
  const shifted = new Date(new Date(instant).getTime() + LAGOS_OFFSET_MS);
  const hour = shifted.getUTCHours();
  const minutes = String(shifted.getUTCMinutes()).padStart(2, '0');
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${minutes} ${hour < 12 ? 'AM' : 'PM'}, ${shifted.getUTCDate()} ${MONTHS[shifted.getUTCMonth()]}`;
}
