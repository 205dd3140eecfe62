import { timeOfDayOf } from '@clean/shared/schemas';

/** A time of day ('07:30', '17:00') as the site writes times: '7:30 AM', '5:00 PM'; '24:00' is midnight. */
export function clockLabel(time: string): string {
  const hour = Number(time.slice(0, 2)) % 24;
  const minutes = time.slice(3, 5);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minutes} ${suffix}`;
}

/** Minutes after midnight as the site writes times: 570 is '9:30 AM'. */
export const minuteLabel = (minutes: number): string => clockLabel(timeOfDayOf(minutes));
