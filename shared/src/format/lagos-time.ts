/**
 * Calendar days and clock times as the company counts them: Africa/Lagos, UTC+1 all year (no
 * daylight saving), whatever the device or the server is set to. Dates are 'yyyy-MM-dd' strings;
 * times are the booking form's labels ('6:00 AM'). The API, the admin console and the booking pages
 * all read time through this one module.
 */
export const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The weekday names, Sunday (0) first, as the API numbers them. */
export const WEEKDAY_NAMES: readonly string[] = WEEKDAYS;

/** The Lagos calendar day of an instant. */
export function lagosDate(instant: Date | number | string): string {
  return new Date(new Date(instant).getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

export interface LagosNow {
  /** Today's date in Lagos, yyyy-MM-dd. */
  date: string;
  hour: number;
  minute: number;
}

/** The Lagos day and wall-clock time of an instant. */
export function lagosNow(now: Date): LagosNow {
  const shifted = new Date(now.getTime() + LAGOS_OFFSET_MS);
  return { date: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes() };
}

const utcMidnight = (date: string): Date => new Date(`${date}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: string): number {
  return utcMidnight(date).getUTCDay();
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

/** An instant shifted to Lagos's clock, read with the UTC getters. */
const inLagos = (instant: string | number | Date): Date => new Date(new Date(instant).getTime() + LAGOS_OFFSET_MS);

/** An instant's Lagos clock time: '9:05 AM' (the company's time, whatever the device is set to). */
export function lagosClockTime(instant: string | number | Date): string {
  const shifted = inLagos(instant);
  const hour = shifted.getUTCHours();
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(shifted.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** An instant as Lagos reads it: '7 Jan 2030, 9:05 AM'. */
export function lagosDateTime(instant: string | number | Date): string {
  const shifted = inLagos(instant);
  const date = `${shifted.getUTCDate()} ${MONTHS[shifted.getUTCMonth()]} ${shifted.getUTCFullYear()}`;
  return `${date}, ${lagosClockTime(instant)}`;
}

/**
 * An instant of a working day as Lagos reads it, time first and without the year: '9:02 AM, 5 Dec'
 * (the crews' steps and devices, which are of the last days).
 */
export function lagosMoment(instant: string | number | Date): string {
  const shifted = inLagos(instant);
  return `${lagosClockTime(instant)}, ${shifted.getUTCDate()} ${MONTHS[shifted.getUTCMonth()]}`;
}

/** '2030-01-08' and '7:00 AM' (or '7:30 AM') in Lagos → the instant it is, or null when either is not one. */
export function lagosStart(date: string, time: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!day || !clock) return null;
  const hour12 = Number(clock[1]) % 12;
  const hour = clock[3] === 'PM' ? hour12 + 12 : hour12;
  // Date.UTC carries a negative hour back into the previous day (a visit at 0:30 AM in Lagos).
  return new Date(
    Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), hour, Number(clock[2])) - LAGOS_OFFSET_MS,
  );
}
