/**
 * Calendar days and clock times as the company counts them: Africa/Lagos, UTC+1 all year (no
 * daylight saving), whatever the admin's own device is set to. Dates are 'yyyy-MM-dd' strings.
 */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The weekday names, Sunday (0) first, as the API numbers them. */
export const WEEKDAY_NAMES: readonly string[] = WEEKDAYS;

/** The Lagos calendar day of an instant. */
export function lagosDate(instant: Date | number): string {
  return new Date(new Date(instant).getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

const utcMidnight = (date: string): Date => new Date(`${date}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar day written 'yyyy-MM-dd'. */
export function isCalendarDate(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(utcMidnight(value).getTime()) && addDays(value, 0) === value
  );
}

/** 'Monday, 7 Jan 2030'. */
export function longDate(date: string): string {
  const day = utcMidnight(date);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** 'Mon 7 Jan': a column heading. */
export function shortDate(date: string): string {
  const day = utcMidnight(date);
  return `${WEEKDAYS[day.getUTCDay()]!.slice(0, 3)} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** 6 → '6:00 AM', 12 → '12:00 PM', 17 → '5:00 PM': the labels of the booking form. */
export function hourLabel(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

/** '6:00 AM' → 6; null for anything else. */
export function labelHour(label: string): number | null {
  const match = /^(1[0-2]|[1-9]):00 (AM|PM)$/.exec(label);
  if (!match) return null;
  const twelve = Number(match[1]) % 12;
  return match[2] === 'PM' ? twelve + 12 : twelve;
}

/** Orders time labels by the hour they stand for ('9:00 AM' before '12:00 PM'). */
export const byHour = (a: string, b: string): number => (labelHour(a) ?? 24) - (labelHour(b) ?? 24);

/** An instant as Lagos reads it: '7 Jan 2030, 9:05 AM'. */
export function lagosDateTime(instant: string | number | Date): string {
  const shifted = new Date(new Date(instant).getTime() + LAGOS_OFFSET_MS);
  const hour = shifted.getUTCHours();
  const minutes = String(shifted.getUTCMinutes()).padStart(2, '0');
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const date = `${shifted.getUTCDate()} ${MONTHS[shifted.getUTCMonth()]} ${shifted.getUTCFullYear()}`;
  return `${date}, ${twelve}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
}
